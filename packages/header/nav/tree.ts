/**
 * The navigation tree: every menu of spec sections 1 and 2 as data, and the regions of the
 * desktop header and the mobile drawers as lists of menus. The desktop header, the mobile bar
 * and both drawers are views of this one tree (STYLE.md: one model, many views).
 */
import { accountMenu, profileMenu } from './menus/account.ts';
import { assetsMenu } from './menus/assets.ts';
import { futuresMenu } from './menus/futures.ts';
import { authMenu, brandMenu, downloadMenu, modesMenu, settingsMenu } from './menus/header.ts';
import { moreMenu } from './menus/more.ts';
import { ordersMenu } from './menus/orders.ts';
import { socialMenu } from './menus/social.ts';
import { spotMenu } from './menus/spot.ts';
import { strategyMenu } from './menus/strategy.ts';
import { tradeInfoMenu } from './menus/trade-info.ts';
import type { MenuSpec } from './types.ts';

export const NAV_TREE = [
  brandMenu,
  spotMenu,
  futuresMenu,
  tradeInfoMenu,
  strategyMenu,
  socialMenu,
  moreMenu,
  authMenu,
  modesMenu,
  assetsMenu,
  ordersMenu,
  downloadMenu,
  profileMenu,
  accountMenu,
  settingsMenu,
] as const satisfies readonly MenuSpec[];

type Menu = (typeof NAV_TREE)[number];
type IdsIn<Node> = Node extends { readonly kind: 'group'; readonly id: infer Id extends string; readonly children: readonly (infer Child)[] }
  ? Id | IdsIn<Child>
  : Node extends { readonly id: infer Id extends string }
    ? Id
    : never;

export type MenuId = Menu['id'];
/** Every entry and group id of the tree (dividers have none). */
export type NavItemId = IdsIn<Menu['items'][number]>;
/** A menu, group or entry: the columns of the visibility matrix. */
export type NavNodeId = MenuId | NavItemId;

/**
 * Where each menu renders. Desktop: the product menus in the bar, then the user area; the account
 * dropdown stacks `profile` over `account`. Mobile: the sticky bar holds the logo and the sign-in
 * or mode buttons; the navigation drawer lists the product menus, the user drawer the rest.
 */
export const NAV_REGIONS = {
  desktopStart: ['brand', 'spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more'],
  desktopEnd: ['modes', 'auth', 'assets', 'orders', 'download', 'settings'],
  desktopAccount: ['profile', 'account'],
  mobileBar: ['brand', 'modes', 'auth'],
  mobileNavDrawer: ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more', 'download'],
  // Logout (the account menu's last entry) closes the drawer's list, after download and settings.
  mobileUserDrawer: ['profile', 'auth', 'modes', 'assets', 'orders', 'download', 'settings', 'account'],
} as const satisfies Record<string, readonly MenuId[]>;

export type NavRegion = keyof typeof NAV_REGIONS;
