/**
 * The data layer's cache of guests' menus (data/guestNav.ts): every guest on a page gets one
 * computation, equal to a fresh one of the pure model; pages, locales and answers stay apart;
 * signed-in contexts are computed every time; the oldest pages go past GUEST_NAV_PAGES.
 */
import { describe, expect, it } from 'vitest';
import { visibleNav } from '../nav/index.ts';
import { contextFor } from '../nav/test/fixtures.ts';
import { GUEST_NAV_PAGES, sharedVisibleNav } from './guestNav.ts';

describe('guests share one computation per page', () => {
  it('gives every guest on a page the same menus, computed once, and the same as a fresh computation', () => {
    const ctx = contextFor('guest', 'de', { currentPath: '/spot/BTCUSDT' });
    const first = sharedVisibleNav(ctx);
    // Another guest: another context, the same answers of the server's shared lookups.
    const again = { ...ctx };
    expect(sharedVisibleNav(again)).toBe(first);
    expect(first).toEqual(visibleNav(ctx));
    // The model itself is pure: a new computation each call.
    expect(visibleNav(ctx)).not.toBe(visibleNav(ctx));
    // Another site-config object (the server asked again) is a new computation, equal in content.
    const asked = sharedVisibleNav({ ...again, site: structuredClone(again.site) });
    expect(asked).not.toBe(first);
    expect(asked).toEqual(first);
  });

  it('keeps pages, locales and answers apart', () => {
    const ctx = contextFor('guest', 'en', { currentPath: '/spot/BTCUSDT' });
    const spot = sharedVisibleNav(ctx);
    expect(sharedVisibleNav({ ...ctx, currentPath: '/futures/BTCUSDT' })).not.toEqual(spot);
    expect(sharedVisibleNav({ ...ctx, locale: 'ar' })).not.toEqual(spot);
    const noSite = { ...ctx, site: null };
    expect(sharedVisibleNav(noSite)).not.toEqual(spot);
    expect(sharedVisibleNav(noSite)).toBe(sharedVisibleNav({ ...noSite }));
  });

  it('computes a signed-in user’s menus every time, and a guest context with lookups too', () => {
    const ctx = contextFor('main@demo', 'en');
    expect(sharedVisibleNav(ctx)).not.toBe(sharedVisibleNav(ctx));
    const withLookup = contextFor('guest', 'en', { rewardsAmount: null });
    expect(sharedVisibleNav(withLookup)).not.toBe(sharedVisibleNav(withLookup));
  });

  it('forgets the oldest pages past GUEST_NAV_PAGES per site config', () => {
    const site = structuredClone(contextFor('guest', 'en').site);
    const page = (index: number) => contextFor('guest', 'en', { site, currentPath: `/spot/P${index}` });
    const oldest = sharedVisibleNav(page(0));
    for (let index = 1; index <= GUEST_NAV_PAGES; index++) sharedVisibleNav(page(index));
    expect(sharedVisibleNav(page(GUEST_NAV_PAGES))).toBe(sharedVisibleNav(page(GUEST_NAV_PAGES)));
    expect(sharedVisibleNav(page(0))).not.toBe(oldest);
  });
});
