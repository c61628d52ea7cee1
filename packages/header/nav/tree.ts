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

const PRODUCT_MENUS = ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more'] as const satisfies readonly MenuId[];
const BAR_END = ['modes', 'auth'] as const satisfies readonly MenuId[];
const DESKTOP_END = ['assets', 'orders', 'download', 'settings'] as const satisfies readonly MenuId[];
const ACCOUNT = ['profile', 'account'] as const satisfies readonly MenuId[];

/**
 * Where each menu shows, in each layout: the one place that decides it. The views render these
 * lists in order and nothing else decides whether a menu is somewhere (the model's rules decide
 * for whom: a menu a user may not see is in no region of theirs). Both layouts are in the server
 * HTML and CSS shows one by the window's width (NAV_CONSTANTS.largeBreakpoint): it hides the
 * desktop's own parts (`desktopStart`'s product menus, `desktopEndMenus`, `desktopAccount`) below it
 * and the phone's buttons above it, never a single menu.
 */
export const NAV_REGIONS = {
  // Desktop (1024 px and wider): the logo and the product menus (the overflow menu takes those
  // that do not fit), then the end group, then the account dropdown (`profile` over `account`).
  desktopStart: ['brand', ...PRODUCT_MENUS],
  desktopEnd: [...BAR_END, ...DESKTOP_END],
  desktopAccount: ACCOUNT,
  // How the end group is shared by the layouts (one set of elements): `barEnd` stays in the bar
  // at every width (the phone's bar keeps it beside the logo); `desktopEndMenus` is the desktop's
  // own, hidden below 1024 px with the account dropdown (the phone's user popover without script).
  barEnd: BAR_END,
  desktopEndMenus: DESKTOP_END,
  // Phone (below 1024 px): the 48 px bar holds the logo and `barEnd`, then the user and menu
  // buttons; the navigation drawer lists the product menus and download, the user drawer the rest.
  mobileBar: ['brand', ...BAR_END],
  mobileNavDrawer: [...PRODUCT_MENUS, 'download'],
  // Logout (the account menu's last entry) closes the drawer's list, after download and settings.
  mobileUserDrawer: ['profile', 'auth', 'modes', 'assets', 'orders', 'download', 'settings', 'account'],
  // Phone without script (the drawers need it): the menu button opens the desktop's product menus
  // as a popover, the user button the desktop's end menus and account dropdown (docs/readers.md "Readers: no script").
  noScriptNavPopover: PRODUCT_MENUS,
  noScriptUserPopover: [...DESKTOP_END, ...ACCOUNT],
} as const satisfies Record<string, readonly MenuId[]>;

export type NavRegion = keyof typeof NAV_REGIONS;

/** The regions of each layout, in the order a reader meets them (the /dev/nav-matrix page's placement table). */
export const NAV_LAYOUTS = {
  desktop: ['desktopStart', 'desktopEnd', 'desktopAccount'],
  phone: ['mobileBar', 'mobileNavDrawer', 'mobileUserDrawer'],
  phoneWithoutScript: ['mobileBar', 'noScriptNavPopover', 'noScriptUserPopover'],
} as const satisfies Record<string, readonly NavRegion[]>;

export type NavLayout = keyof typeof NAV_LAYOUTS;

/** Where a menu shows: for each layout, the regions that list it (none: not in that layout). */
export function placementOf(id: MenuId): Readonly<Record<NavLayout, readonly NavRegion[]>> {
  const where = (regions: readonly NavRegion[]) => regions.filter((region) => (NAV_REGIONS[region] as readonly MenuId[]).includes(id));
  return { desktop: where(NAV_LAYOUTS.desktop), phone: where(NAV_LAYOUTS.phone), phoneWithoutScript: where(NAV_LAYOUTS.phoneWithoutScript) };
}
