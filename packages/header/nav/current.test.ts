import { describe, expect, it } from 'vitest';
import { desktopHeaderLayout, isCurrentPage, loginFrom, withOtherSymbol } from './current.ts';
import { visibleNav } from './visible.ts';
import { contextFor } from './test/fixtures.ts';
import { flatten } from './test/walk.ts';

describe('isCurrentPage (aria-current), matched on path and query', () => {
  it.each([
    ['/spot/BTCUSDT?type=spot', '/spot/BTCUSDT?type=spot', true],
    ['/spot/BTCUSDT?type=spot', '/spot/BTCUSDT', true],
    ['/spot/BTCUSDT?type=spot', '/spot/ETHUSDT?type=spot', true],
    ['/spot/BTCUSDT?type=spot', '/spot/BTCUSDT?type=cross', false],
    ['/spot/BTCUSDT?type=cross', '/spot/BTCUSDT', false],
    ['/spot/BTCUSDT?type=cross', '/spot/BTCUSDT?type=cross&utm_source=x', true],
    ['/transac', '/transac', true],
    ['/transac', '/transac?tab=0', false],
    ['/transac?tab=0', '/transac?tab=0', true],
    ['/order/mcp?tab=1&businessLine=9', '/order/mcp?businessLine=9&tab=1', true],
    ['/order/mcp?tab=1&businessLine=9', '/order/mcp?tab=1&businessLine=11', false],
    ['/trade-info/risk-fund', '/trade-info/risk-fund', true],
    ['/trade-info/risk-fund', '/trade-info/trade-rule', false],
    ['/futures/usdt/BTCUSDT', '/futures/usdc/BTCPERP', false],
    ['/futures', '/futures/', true],
    ['/asset', '/zh-CN/asset', true],
    ['/zh-CN/asset', '/asset', true],
    ['/', '/', true],
    ['/asset', '/asset/recharge', false],
    ['/nowhere', '/nowhere', true],
    ['/nowhere', '/elsewhere', false],
    ['/futures/usd-settled', '/futures/usd/BTCUSD_251226', true],
    ['/futures/usd/BTCUSD', '/futures/usd/BTCUSD_251226', false],
    ['/futures/usd/BTCUSD', '/futures/usd/ETHUSD', true],
    ['/futures/usd-settled', '/futures/usd/BTCUSD', false],
    ['/futures/usd-settled', '/de/futures/usd/ETHUSD_260327', true],
  ] as const)('%s is current on %s: %s', (target, current, expected) => {
    expect(isCurrentPage(target, current)).toBe(expected);
  });

  it('marks only the margin entry on the margin page', () => {
    const nav = visibleNav(contextFor('main@demo', 'zh-CN', { currentPath: '/spot/BTCUSDT?type=cross' }));
    const current = flatten(Object.values(nav.menus)).filter((item) => 'current' in item && item.current).map((item) => item.id);
    expect(current).toEqual(['spot.margin']);
  });

  it('marks the Coin-M delivery entry, not the perpetual, on a delivery contract page', () => {
    const current = (path: string) =>
      flatten(Object.values(visibleNav(contextFor('main@demo', 'en', { currentPath: path })).menus))
        .filter((item) => 'current' in item && item.current)
        .map((item) => item.id);
    expect(current('/futures/usd/BTCUSD_260327')).toEqual(['futures.coinMDelivery']);
    expect(current('/futures/usd/BTCUSD')).toEqual(['futures.coinM']);
  });

  it('marks the spot entry on the bare spot page', () => {
    const nav = visibleNav(contextFor('guest', 'en', { currentPath: '/spot/BTCUSDT' }));
    const current = flatten(Object.values(nav.menus)).filter((item) => 'current' in item && item.current).map((item) => item.id);
    expect(current).toEqual(['spot.trade']);
  });
});

describe('loginFrom', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/asset?x=1', '/asset?x=1'],
    ['zh-CN', '/spot/BTCUSDT', '/zh-CN/spot/BTCUSDT'],
    ['zh-CN', '/zh-CN/spot/BTCUSDT', '/zh-CN/spot/BTCUSDT'],
    ['ar', '/', '/ar/'],
    ['en', '/login?from=%2Ffutures', '/futures'],
    ['uk', '/register', '/uk/'],
  ] as const)('in %s on %s comes back to %s', (locale, currentPath, from) => {
    expect(loginFrom({ locale, currentPath })).toBe(from);
  });
});

describe('desktopHeaderLayout', () => {
  it.each([
    ['/trading-bot', 'wide'],
    ['/trading-bot/spot/dca/BTCUSDT', 'wide'],
    ['/futures', 'wide'],
    ['/zh-CN/futures', 'wide'],
    ['/futures/usdt/BTCUSDT', 'standard'],
    ['/', 'standard'],
    ['/unknown/page', 'standard'],
  ] as const)('%s uses the %s layout', (path, layout) => {
    expect(desktopHeaderLayout(path)).toBe(layout);
  });
});

describe('withOtherSymbol: the same page for another trading pair', () => {
  it.each([
    ['/spot/BTCUSDT?type=cross', { path: '/spot/ETHUSDT?type=cross', symbol: 'BTCUSDT' }],
    ['/spot/BTCUSDT/', { path: '/spot/ETHUSDT/', symbol: 'BTCUSDT' }],
    ['/trading-bot/spot/spot', { path: '/trading-bot/spot/ETHUSDT', symbol: 'spot' }],
    ['/futures/usd/BTCUSD_PERP', { path: '/futures/usd/ETHUSDT', symbol: 'BTCUSD_PERP' }],
    // A delivery contract is the delivery entry's page, another pair would not be.
    ['/futures/usd/BTCUSD_251226', null],
    // Percent-encoded in the path: the pair as read is not the segment as spelt.
    ['/spot/BTC%55SDT', null],
    ['/convert', null],
    ['/', null],
  ])('%s', (path, expected) => {
    expect(withOtherSymbol(path, 'ETHUSDT')).toEqual(expected);
  });
});
