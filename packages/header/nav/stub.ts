/**
 * The plainest header: what a page shows when the header itself cannot be rendered (the edge's
 * SSI `stub`, when no render process answers). The logo, each product menu's landing page, Log in
 * and Sign up: plain links, no script, no data, so no feature flag is known and every product
 * menu shows by its landing page.
 */
import { localizePath, type Locale } from '@exchange/contract';
import { NAV_DEFAULTS } from './constants.ts';
import { defaultNavContext } from './context.ts';
import { routeTo } from './route.ts';
import { NAV_TREE } from './tree.ts';
import type { NavMessageKey } from './messages.ts';
import type { RouteRef, ShownLink } from './types.ts';
import { visibleNav } from './visible.ts';

/** Each product menu's landing page, in the bar's order. */
export const STUB_LANDINGS = {
  spot: routeTo('spot', { symbol: NAV_DEFAULTS.symbol }, { type: 'spot' }),
  futures: routeTo('futuresHome'),
  tradeInfo: routeTo('futuresIntroduction', { page: 'futures-summarize' }),
  strategy: routeTo('botsHome'),
  social: routeTo('copyFutures'),
  more: routeTo('rewards'),
} as const satisfies Record<string, RouteRef>;

export type StubMenuId = keyof typeof STUB_LANDINGS;

export interface StubMenu {
  readonly id: StubMenuId;
  readonly labelKey: NavMessageKey;
  /** The menu's landing page (localized). */
  readonly href: string;
}

export interface StubNav {
  /** The logo's link. */
  readonly home: ShownLink;
  readonly menus: readonly StubMenu[];
  /** Log in, then Sign up. */
  readonly auth: readonly ShownLink[];
}

const links = (items: readonly { kind: string }[] = []) => items.filter((item): item is ShownLink => item.kind === 'link');

/** The stub's links for a page (`currentPath`: where Log in and Sign up bring the guest back). */
export function stubNav(locale: Locale, currentPath = '/'): StubNav {
  const nav = visibleNav(defaultNavContext(locale, currentPath));
  const [home] = links(nav.menus.brand?.items);
  if (!home) throw new Error('The navigation tree has no home link.');
  const menus = (Object.keys(STUB_LANDINGS) as StubMenuId[]).map((id) => ({
    id,
    labelKey: NAV_TREE.find((menu) => menu.id === id)!.labelKey,
    href: localizePath(locale, STUB_LANDINGS[id].path),
  }));
  return { home, menus, auth: links(nav.menus.auth?.items) };
}
