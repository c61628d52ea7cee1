/**
 * The site's page titles use the header's words (issue 24, "The words"): a trader who picks
 * "Spot kopya işlem" in the header lands on a page titled "Spot kopya işlem", not on one still
 * titled with the wording a translation review replaced.
 *
 * Which page title names the same thing as which header entry is read from the data, not listed
 * here: the entries of the navigation tree that link to a route (their variants included), paired
 * with that route's page title where the two are the same text in English, the source. Every locale
 * must then use the same text for both, so a wording fix in the header's catalogs or in the site's
 * fails this test until the other follows.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '@exchange/contract';
import { NAV_TREE, type ItemSpec, type NavMessageKey } from '@exchange/header/nav';
import { catalogLocales, HEADER_CATALOG_DIR, readCatalog, SOURCE_LOCALE } from '../../../../packages/header/i18n-build/catalog-files.ts';

const SITE_CATALOG_DIR = fileURLToPath(new URL('catalogs', import.meta.url));

/**
 * Header entries that name an action, where a page title names the place: the glossaries write
 * "Deposit" as a verb in menus and a noun in page titles ("Einzahlen" / "Einzahlung", "Déposer" /
 * "Dépôt"). English spells both alike, so the two would otherwise be paired.
 */
const VERB_ENTRIES: ReadonlySet<NavMessageKey> = new Set(['nav.assets.deposit', 'nav.assets.withdraw', 'nav.assets.transfer']);

interface Link {
  routeId: RouteId;
  labelKey: NavMessageKey;
}

/** Every (route, label) a header entry links with: its own, and each variant's. */
function links(items: readonly ItemSpec[]): Link[] {
  return items.flatMap((item): Link[] => {
    if (item.kind === 'divider') return [];
    if (item.kind === 'group') return links(item.children);
    if (item.kind === 'label' || typeof item.to !== 'object') return [];
    const own = { routeId: item.to.routeId, labelKey: item.labelKey };
    const variants = (item.variants ?? []).map((variant) => ({ routeId: variant.to?.routeId ?? own.routeId, labelKey: variant.labelKey ?? own.labelKey }));
    return [own, ...variants];
  });
}

const titleKey = (routeId: RouteId) => `pages.title.${routeId}`;
const english = { header: readCatalog(HEADER_CATALOG_DIR, SOURCE_LOCALE), site: readCatalog(SITE_CATALOG_DIR, SOURCE_LOCALE) };

/** Page titles and header entries that name the same thing (the same English text), once each. */
const PAIRS = [...new Map(NAV_TREE.flatMap((menu) => links(menu.items)).map((link) => [`${link.routeId} ${link.labelKey}`, link])).values()].filter(
  (link) => !VERB_ENTRIES.has(link.labelKey) && english.site[titleKey(link.routeId)] === english.header[link.labelKey],
);

describe('page titles use the header entries’ words', () => {
  it('pairs the pages the header names (read from the tree and the English catalogs)', () => {
    // The pairing itself: an English wording change that unpairs a page and its entry shows here.
    expect(PAIRS.map((link) => `${link.routeId} = ${link.labelKey}`)).toMatchInlineSnapshot(`
      [
        "home = nav.home",
        "spot = nav.spot.trade",
        "convert = nav.spot.convert",
        "preMarket = nav.spot.preMarket",
        "onchain = nav.spot.onchain",
        "futuresUsdt = nav.futures.usdt",
        "futuresUsdSettled = nav.futures.coinMDelivery",
        "futuresUsdc = nav.futures.usdc",
        "futuresDemoUsdt = nav.futures.demoUsdt",
        "futuresDemoUsd = nav.futures.demoUsd",
        "futuresDemoUsdc = nav.futures.demoUsdc",
        "spotRules = nav.tradeInfo.spotRules",
        "marginCrossLimit = nav.tradeInfo.marginLimits",
        "botsHome = nav.strategy.overview",
        "botSpotGrid = nav.strategy.spotGrid",
        "botSpotDca = nav.strategy.spotDca",
        "botSpotAutoInvest = nav.strategy.autoInvest",
        "botSpotCta = nav.strategy.spotCta",
        "botSmartPortfolio = nav.strategy.smartPortfolio",
        "botFuturesGrid = nav.strategy.futuresGrid",
        "botFuturesDca = nav.strategy.futuresDca",
        "botFuturesCta = nav.strategy.futuresCta",
        "botArbitrage = nav.strategy.arbitrage",
        "botSignal = nav.strategy.signalBot",
        "botCustodial = nav.strategy.custodial",
        "copySpot = nav.social.copySpot",
        "copyFutures = nav.social.copyFutures",
        "copyBot = nav.social.copyBot",
        "eliteZone = nav.social.eliteZone",
        "rewards = nav.more.rewards",
        "referral = nav.more.referral",
        "botsHome = nav.more.bots",
        "futuresHome = nav.more.futures",
        "assetOverview = nav.assets.overview",
        "fundingAccount = nav.assets.funding",
        "unifiedAccount = nav.assets.unified",
        "otcAccount = nav.assets.otc",
        "followerAccount = nav.assets.follower",
        "strategyAccount = nav.assets.strategy",
        "earnAccount = nav.assets.earn",
        "spotOrders = nav.orders.spot",
        "unifiedOrders = nav.orders.unified",
        "exchangeRecord = nav.orders.exchange",
        "convertOrders = nav.orders.convert",
        "fiatOrders = nav.orders.fiat",
        "loanOrders = nav.orders.loan",
        "couponRecord = nav.orders.coupon",
        "download = nav.download.page",
        "dashboard = nav.account.dashboard",
        "verification = nav.account.verification",
        "security = nav.account.security",
        "apiManagement = nav.account.api",
        "preferences = nav.account.preferences",
        "changeDemoAccount = nav.account.demoSwitch",
        "welfare = nav.account.welfare",
        "rewards = nav.account.rewardsCenter",
        "coupons = nav.account.coupons",
        "investorStatus = nav.account.investorStatus",
      ]
    `);
  });

  const locales = catalogLocales(SITE_CATALOG_DIR);
  it('covers every locale of the header', () => {
    expect(locales).toEqual(catalogLocales(HEADER_CATALOG_DIR));
  });

  it.each(locales)('%s: each page title is its header entry’s text', (locale) => {
    const header = readCatalog(HEADER_CATALOG_DIR, locale);
    const site = readCatalog(SITE_CATALOG_DIR, locale);
    const differing = PAIRS.filter((link) => site[titleKey(link.routeId)] !== header[link.labelKey]).map(
      (link) => `${titleKey(link.routeId)} “${site[titleKey(link.routeId)]}” ≠ ${link.labelKey} “${header[link.labelKey]}”`,
    );
    expect(differing).toEqual([]);
  });
});
