/**
 * Guests share one computation of the menus per page: a guest's menus depend on the locale, the
 * page, the site's origin, the site config and the fee tags only, whatever their theme and
 * currency (a server that keeps the header's HTML, server/, computes them only when it renders a
 * new page, theme or currency). Kept per site-config and fee-tags object, which the server
 * replaces when it asks again (its shared lookups live 30 s: a new answer is a new cache, nothing
 * to invalidate), at most GUEST_NAV_PAGES pages each, the oldest out first. The result is
 * read-only and shared; a signed-in context is computed every time. The navigation model itself
 * (nav/) stays pure: this is the data layer's cache of it.
 */
import type { FeeTagEntry } from '@exchange/contract';
import { visibleNav, type NavContext, type VisibleNav } from '../nav/index.ts';

/** How many pages' guest menus are kept per site config and fee tags. */
export const GUEST_NAV_PAGES = 256;
const NO_SITE = {};
const guestNavs = new WeakMap<object, WeakMap<readonly FeeTagEntry[], Map<string, VisibleNav>>>();

/** A guest's context: nothing in it depends on who asks. */
const isGuest = (ctx: NavContext) =>
  ctx.user === null && ctx.simulation === null && ctx.accountConfig === null && ctx.traderProUid === undefined && ctx.rewardsAmount === undefined;

/** The model's menus for `ctx` (visibleNav), kept and shared for guests. */
export function sharedVisibleNav(ctx: NavContext): VisibleNav {
  if (!isGuest(ctx)) return visibleNav(ctx);
  const site = ctx.site ?? NO_SITE;
  let bySite = guestNavs.get(site);
  if (!bySite) guestNavs.set(site, (bySite = new WeakMap()));
  let pages = bySite.get(ctx.feeTags);
  if (!pages) bySite.set(ctx.feeTags, (pages = new Map<string, VisibleNav>()));
  const key = `${ctx.locale} ${ctx.siteOrigin ?? ''} ${ctx.currentPath}`;
  const kept = pages.get(key);
  if (kept) return kept;
  const nav = visibleNav(ctx);
  pages.set(key, nav);
  if (pages.size > GUEST_NAV_PAGES) pages.delete(pages.keys().next().value as string);
  return nav;
}
