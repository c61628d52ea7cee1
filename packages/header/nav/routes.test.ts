import { describe, expect, it } from 'vitest';
import { LOCALES, matchRoute, splitLocale, type Locale } from '@exchange/contract';
import type { NavContext } from './context.ts';
import type { NavNodeId } from './tree.ts';
import { visibleNav } from './visible.ts';
import { contextFor, WHO, type Who } from './test/fixtures.ts';
import { DECLARED, flatten, isRouted } from './test/walk.ts';
import type { ShownItem } from './types.ts';

type Routed = Extract<ShownItem, { href: string }>;
const routedItems = (ctx: NavContext): Routed[] => flatten(Object.values(visibleNav(ctx).menus)).filter((item): item is Routed => 'href' in item);
/** The pages actions open once they succeeded (return to real trading). */
const actionTargets = (ctx: NavContext) =>
  flatten(Object.values(visibleNav(ctx).menus)).flatMap((item) => (item.kind === 'action' && item.then ? [item.then] : []));

/** Every route and query of spec §2, as each entry builds it. */
const EXPECTED_HREFS: readonly (readonly [Who, Locale, NavNodeId, string])[] = [
  ['guest', 'en', 'brand.home', '/'],
  ['guest', 'zh-CN', 'brand.home', '/zh-CN/'],
  ['main@demo', 'en', 'spot.trade', '/spot/BTCUSDT?type=spot'],
  ['main@demo', 'en', 'spot.margin', '/spot/BTCUSDT?type=cross'],
  ['main@demo', 'en', 'spot.convert', '/convert'],
  ['main@demo', 'en', 'spot.preMarket', '/pre-market'],
  ['main@demo', 'en', 'spot.onchain', '/onchain'],
  ['main@demo', 'en', 'futures.home', '/futures'],
  ['main@demo', 'en', 'futures.usdt', '/futures/usdt/BTCUSDT'],
  ['main@demo', 'en', 'futures.coinM', '/futures/usd/BTCUSD'],
  ['main@demo', 'en', 'futures.coinMDelivery', '/futures/usd-settled'],
  ['main@demo', 'en', 'futures.usdc', '/futures/usdc/BTCPERP'],
  ['child-trader@demo', 'en', 'futures.expert', '/trader-futures/usdt/BTCUSDT'],
  ['sim@demo', 'en', 'futures.demoUsdt', '/futures/susdt/SBTCSUSDT'],
  ['sim@demo', 'en', 'futures.demoUsd', '/futures/susd/SBTCSUSD'],
  ['sim@demo', 'en', 'futures.demoUsdc', '/futures/susdc/SBTCSPERP'],
  ['unified@demo', 'en', 'tradeInfo.tradeRule', '/trade-info/trade-rule'],
  ['unified@demo', 'en', 'tradeInfo.leverageBorrow', '/trade-info/leverage-borrow'],
  ['unified@demo', 'en', 'tradeInfo.positionGear', '/trade-info/position-gear'],
  ['unified@demo', 'en', 'tradeInfo.discountRate', '/trade-info/discount-rate'],
  ['unified@demo', 'en', 'tradeInfo.riskFund', '/trade-info/risk-fund'],
  ['unified@demo', 'en', 'tradeInfo.fundingRate', '/trade-info/funding_rate'],
  ['unified@demo', 'en', 'tradeInfo.indexPrice', '/trade-info/index_price'],
  ['guest', 'en', 'tradeInfo.futuresSummary', '/futures/introduction/futures-summarize'],
  ['guest', 'en', 'tradeInfo.futuresDetails', '/futures/introduction/futures-details'],
  ['guest', 'en', 'tradeInfo.classicFundingRate', '/futures/introduction/funding-rate'],
  ['guest', 'en', 'tradeInfo.spotRules', '/spot/introduction/spot-rules'],
  ['guest', 'en', 'tradeInfo.marginLimits', '/spot/introduction/margininfo/cross-limit'],
  ['guest', 'en', 'tradeInfo.priceIndex', '/crypto/introduction/price-index'],
  ['guest', 'en', 'tradeInfo.guide', '/support/articles/12560603818930'],
  ['guest', 'en', 'strategy.overview', '/trading-bot'],
  ['guest', 'en', 'strategy.spotGrid', '/trading-bot/spot/BTCUSDT'],
  ['guest', 'en', 'strategy.spotDca', '/trading-bot/spot/dca/BTCUSDT'],
  ['guest', 'en', 'strategy.autoInvest', '/trading-bot/spot/timing/BTCUSDT'],
  ['guest', 'en', 'strategy.spotCta', '/trading-bot/spot/cta/BTCUSDT'],
  ['guest', 'en', 'strategy.smartPortfolio', '/trading-bot/spot/hoard/BTCUSDT'],
  ['guest', 'en', 'strategy.spotMoon', '/trading-bot/spot/moon/BTCUSDT'],
  ['guest', 'en', 'strategy.futuresGrid', '/trading-bot/futures/BTCUSDT'],
  ['guest', 'en', 'strategy.futuresDca', '/trading-bot/futures/dca/BTCUSDT'],
  ['guest', 'en', 'strategy.futuresCta', '/trading-bot/futures/cta/BTCUSDT'],
  ['guest', 'en', 'strategy.arbitrage', '/trading-bot/futures/arbitrage/BTCUSDT'],
  ['guest', 'en', 'strategy.futuresMoon', '/trading-bot/futures/moon/BTCUSDT'],
  ['guest', 'en', 'strategy.signalBot', '/trading-bot/futures/tv/BTCUSDT'],
  ['guest', 'en', 'strategy.custodial', '/trading-bot/futures/trace/BTCUSDT'],
  ['guest', 'en', 'social.copySpot', '/copy-trading/spot'],
  ['guest', 'en', 'social.copyFutures', '/copy-trading/futures'],
  ['guest', 'en', 'social.copyBot', '/copy-trading/bot'],
  ['guest', 'en', 'social.eliteZone', '/copy-trading/elite'],
  ['guest', 'en', 'more.rewards', '/events/rewards'],
  ['guest', 'en', 'more.referral', '/events/referral'],
  ['guest', 'en', 'more.bots', '/trading-bot'],
  ['guest', 'en', 'more.futures', '/futures'],
  ['guest', 'en', 'auth.login', '/login?from=%2F&source=mix'],
  ['guest', 'en', 'auth.register', '/register?from=%2F&source=mix'],
  ['classic@demo', 'en', 'modes.classicReturn', '/spot/BTCUSDT'],
  ['main@demo', 'en', 'assets.overview', '/asset'],
  ['main@demo', 'en', 'assets.deposit', '/asset/recharge'],
  ['main@demo', 'en', 'assets.withdraw', '/asset/withdraw'],
  ['main@demo', 'en', 'assets.transfer', '/asset/transfer'],
  ['main@demo', 'en', 'assets.funding', '/asset/spot'],
  ['unified@demo', 'en', 'assets.unified', '/trade-asset/uta'],
  ['main@demo', 'en', 'assets.otc', '/asset/p2p'],
  ['main@demo', 'en', 'assets.follower', '/asset/follower'],
  ['main@demo', 'en', 'assets.strategy', '/asset/strategy'],
  ['main@demo', 'en', 'assets.earn', '/asset/earn'],
  ['main@demo', 'en', 'orders.overview', '/transac'],
  ['main@demo', 'en', 'orders.spot', '/transac?tab=0'],
  ['main@demo', 'en', 'orders.marginCross', '/order/marginOrderInfo?tab=0&tabType=cross'],
  ['main@demo', 'en', 'orders.marginIsolated', '/order/marginOrderInfo?tab=0&tabType=isolated'],
  ['main@demo', 'en', 'orders.futuresUsdt', '/order/mcp?tab=1&businessLine=9'],
  ['main@demo', 'en', 'orders.futuresCoinM', '/order/mcp?tab=1&businessLine=11'],
  ['main@demo', 'en', 'orders.futuresUsdc', '/order/mcp?tab=1&businessLine=13'],
  ['unified@demo', 'en', 'orders.unified', '/trade-asset-order/uta-order-current'],
  ['main@demo', 'en', 'orders.exchange', '/record/exchange'],
  ['main@demo', 'en', 'orders.convert', '/order/convert'],
  ['main@demo', 'en', 'orders.fiat', '/order/fiat'],
  ['main@demo', 'en', 'orders.loan', '/order/loan'],
  ['main@demo', 'en', 'orders.financeHistory', '/record/finhis'],
  ['main@demo', 'en', 'orders.coupon', '/record/coupon'],
  ['guest', 'en', 'download.page', '/download'],
  ['guest', 'ar', 'download.qr', '/ar/download'],
  ['guest', 'en', 'download.ios', '/download/ios'],
  ['guest', 'en', 'download.googlePlay', '/download/google-play'],
  ['guest', 'en', 'download.android', '/download/android'],
  ['main@demo', 'en', 'account.dashboard', '/dashboard'],
  ['main@demo', 'en', 'account.verification', '/account/verified?source=KYC_TRADE_1001'],
  ['main@demo', 'en', 'account.security', '/account/setting'],
  ['main@demo', 'en', 'account.api', '/account/newapi'],
  ['main@demo', 'en', 'account.preferences', '/account/preference'],
  ['main@demo', 'en', 'account.demoSwitch', '/account/changeDemoAccount'],
  ['main@demo', 'en', 'account.welfare', '/account/welfare/mine'],
  ['main@demo', 'en', 'account.rewardsCenter', '/events/rewards'],
  ['main@demo', 'en', 'account.coupons', '/account/coupon'],
  ['main@demo', 'en-GB', 'account.investorStatus', '/en-GB/account/investor-status'],
  ['main@demo', 'en', 'account.vip', '/vip/detail'],
  ['trader-pro@demo', 'en', 'account.tradePro', '/tradeProAccount'],
];

describe('every route of spec section 2', () => {
  it.each(EXPECTED_HREFS)('%s in %s: %s links to %s', (who, locale, node, href) => {
    expect(routedItems(contextFor(who, locale)).find((item) => item.id === node)?.href).toBe(href);
  });

  it('pins every routed entry of the tree', () => {
    const pinned = new Set(EXPECTED_HREFS.map(([, , node]) => node));
    expect(DECLARED.filter((node) => isRouted(node.spec) && !pinned.has(node.id)).map((node) => node.id)).toEqual([]);
  });
});

describe('return to real trading leaves the simulation, then opens a real trading page', () => {
  const exitTarget = (ctx: NavContext) => {
    const item = flatten(Object.values(visibleNav(ctx).menus)).find((entry) => entry.id === 'modes.exitToRealTrading');
    return item?.kind === 'action' ? { action: item.action, href: item.then?.href } : undefined;
  };
  it.each([
    ['sim@demo', 'en', {}, '/futures/usdt/BTCUSDT'],
    ['sim@demo', 'zh-CN', {}, '/zh-CN/futures/usdt/BTCUSDT'],
    ['sim@demo', 'en-GB', {}, '/en-GB/spot/BTCUSDT?type=spot'],
    ['sim-unified@demo', 'en-GB', {}, '/en-GB/trade-spot/BTCUSDT'],
    ['sim-unified@demo', 'en', { unifiedQualified: false }, '/trade-swap/usdt/BTCUSDT'],
    ['sim-unified@demo', 'en', { unifiedQualified: false, accountMode: 0 }, '/futures/usdt/BTCUSDT'],
  ] as const)('%s in %s (%o): %s', (who, locale, user, href) => {
    const base = contextFor(who, locale);
    expect(exitTarget({ ...base, user: base.user && { ...base.user, ...user } })).toEqual({ action: 'exitSimulation', href });
  });

  it('keeps the unified exit in place (the page reloads into the real account)', () => {
    const item = flatten(Object.values(visibleNav(contextFor('sim-unified@demo', 'en')).menus)).find((entry) => entry.id === 'modes.exitSimulation');
    expect(item).toMatchObject({ kind: 'action', action: 'exitSimulation' });
    expect(item && 'then' in item ? item.then : undefined).toBeUndefined();
  });
});

describe('entering a simulation lands on the demo trading page of its kind', () => {
  const enterTarget = (ctx: NavContext, id: NavNodeId) => {
    const item = flatten(Object.values(visibleNav(ctx).menus)).find((entry) => entry.id === id);
    return item?.kind === 'action' ? { action: item.action, href: item.then?.href } : undefined;
  };
  it.each([
    ['elite@demo', 'en', '/convert', 'futures.enterSimulation', 'enterSimulationFutures', '/futures/susdt/SBTCSUSDT'],
    ['elite@demo', 'en', '/convert', 'spot.enterSimulation', 'enterSimulationSpot', '/spot/BTCUSDT?type=spot'],
    ['main@demo', 'zh-CN', '/futures/usdt/BTCUSDT', 'futures.enterSimulation', 'enterSimulationFutures', '/zh-CN/futures/susdt/SBTCSUSDT'],
    ['main@demo', 'ar', '/', 'spot.enterSimulation', 'enterSimulationSpot', '/ar/spot/BTCUSDT?type=spot'],
    ['unified@demo', 'en', '/convert', 'spot.enterSimulation', 'enterSimulationSpot', '/trade-spot/BTCUSDT'],
    ['unified@demo', 'en', '/convert', 'futures.enterSimulation', 'enterSimulationFutures', '/futures/susdt/SBTCSUSDT'],
  ] as const)('%s in %s on %s: %s runs %s, then opens %s', (who, locale, currentPath, id, action, href) => {
    expect(enterTarget(contextFor(who, locale, { currentPath }), id)).toEqual({ action, href });
  });

  it('never reloads a page in place into a simulation: every enter-simulation entry opens a page', () => {
    for (const who of WHO)
      for (const item of flatten(Object.values(visibleNav(contextFor(who, 'en')).menus)))
        if (item.kind === 'action' && item.action.startsWith('enterSimulation')) expect(item.then, `${who} ${item.id}`).toBeDefined();
  });
});

describe('login and register links', () => {
  it.each([
    ['en', '/', '/login?from=%2F&source=mix'],
    ['zh-CN', '/spot/BTCUSDT?type=cross', '/zh-CN/login?from=%2Fzh-CN%2Fspot%2FBTCUSDT%3Ftype%3Dcross&source=mix'],
    ['ar', '/futures', '/ar/login?from=%2Far%2Ffutures&source=mix'],
    ['en', '/login?from=%2Fasset&source=mix', '/login?from=%2Fasset&source=mix'],
    ['ja', '/register', '/ja/login?from=%2Fja%2F&source=mix'],
  ] as const)('in %s on %s, login goes to %s', (locale, currentPath, href) => {
    expect(routedItems(contextFor('guest', locale, { currentPath })).find((item) => item.id === 'auth.login')?.href).toBe(href);
  });
});

describe('link kinds and markers', () => {
  const items = [...routedItems(contextFor('guest', 'en')), ...routedItems(contextFor('main@demo', 'en')), ...routedItems(contextFor('unified@demo', 'en'))];

  it('opens every trading-info entry and store link in a new window, and nothing else', () => {
    const external = new Set(items.filter((item) => item.kind === 'external').map((item) => item.id));
    for (const id of external) expect(id).toMatch(/^(tradeInfo\.|download\.(ios|googlePlay|android)$)/);
    expect(items.filter((item) => item.id.startsWith('tradeInfo.')).every((item) => item.kind === 'external')).toBe(true);
  });

  it.each([
    ['main@demo', 'assets.withdraw', 'withdraw'],
    ['main@demo', 'account.api', 'apiManagement'],
    ['child@demo', 'account.api', 'apiManagement'],
  ] as const)('%s: %s runs the %s security check', (who, node, action) => {
    expect(routedItems(contextFor(who, 'en')).find((item) => item.id === node)).toMatchObject({ kind: 'link', securityCheck: action });
  });

  it('marks the Coin-M delivery entry for the client-side symbol lookup', () => {
    expect(items.find((item) => item.id === 'futures.coinMDelivery')).toMatchObject({
      routeId: 'futuresUsdSettled',
      lookup: { kind: 'coinMDelivery', businessLine: 11 },
      businessLine: 11,
    });
  });

  it.each([
    ['futures.usdt', 9],
    ['futures.coinM', 11],
    ['futures.usdc', 13],
    ['orders.spot', 1],
    ['orders.marginCross', 23],
    ['orders.futuresUsdt', 9],
    ['orders.futuresCoinM', 11],
    ['orders.futuresUsdc', 13],
    ['orders.fiat', 5],
    ['orders.financeHistory', 6],
  ] as const)('%s carries business line %i', (node, line) => {
    expect(items.find((item) => item.id === node)).toMatchObject({ businessLine: line });
  });
});

const CONTEXTS = WHO.flatMap((who) =>
  LOCALES.flatMap(({ locale }) => [
    [`${who} in ${locale}`, contextFor(who, locale)] as const,
    [`${who} in ${locale}, nothing loaded`, contextFor(who, locale, { site: null, traderProUid: undefined, rewardsAmount: undefined })] as const,
  ]),
);

describe('every built route resolves to a page of the route table', () => {
  it.each(CONTEXTS)('%s', (_, ctx) => {
    for (const item of [...routedItems(ctx), ...actionTargets(ctx)]) {
      const { locale, path } = splitLocale(item.href);
      expect(locale, item.href).toBe(ctx.locale);
      expect(item.href.startsWith(ctx.locale === 'en' ? '/' : `/${ctx.locale}/`), item.href).toBe(true);
      const [pathname = '', search = ''] = path.split('?');
      const match = matchRoute(pathname);
      expect(match?.route.id, item.href).toBe(item.routeId);
      for (const key of new URLSearchParams(search).keys()) expect(match?.route.query ?? [], `${item.href}: ${key}`).toContain(key);
    }
  });
});
