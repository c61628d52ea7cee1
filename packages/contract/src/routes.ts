/**
 * The site's route table: every page the header links to (spec section 2 with the decisions of
 * DESIGN.md). The host app builds its router from it, each page a placeholder that names itself
 * and shows its parameters; the navigation model builds its links from it, and a test checks that
 * every link the model builds resolves to one of these pages.
 *
 * Paths are React Router patterns without the locale prefix (the host app adds the optional
 * `:lang` segment). `query` lists the query parameters the page shows.
 */
import type { SecurityAction } from './schemas.ts';

export interface RouteEntry {
  /** Stable id; also the React Router route id. */
  readonly id: string;
  readonly path: string;
  readonly section: RouteSection;
  readonly query?: readonly string[];
  /** The page is only for signed-in users (its placeholder says so to guests). */
  readonly signedIn?: boolean;
  /** The page requires the security check of spec section 4 for this action when reached directly. */
  readonly securityCheck?: SecurityAction;
}

export type RouteSection =
  | 'home'
  | 'spot'
  | 'futures'
  | 'tradeInfo'
  | 'bots'
  | 'social'
  | 'more'
  | 'assets'
  | 'orders'
  | 'account'
  | 'subaccount'
  | 'auth'
  | 'download';

export const ROUTES = [
  { id: 'home', path: '/', section: 'home' },

  // Spot
  { id: 'convert', path: '/convert', section: 'spot' },
  { id: 'spot', path: '/spot/:symbol', section: 'spot', query: ['type'] },
  { id: 'preMarket', path: '/pre-market', section: 'spot' },
  { id: 'tradeSpot', path: '/trade-spot/:symbol', section: 'spot' },
  { id: 'tradeMargin', path: '/trade-margin/:symbol', section: 'spot' },
  { id: 'onchain', path: '/onchain', section: 'spot' },

  // Futures (DESIGN.md: every futures page lives under /futures/)
  { id: 'futuresHome', path: '/futures', section: 'futures' },
  { id: 'futuresUsdt', path: '/futures/usdt/:symbol', section: 'futures' },
  { id: 'futuresUsd', path: '/futures/usd/:symbol', section: 'futures' },
  { id: 'futuresUsdSettled', path: '/futures/usd-settled', section: 'futures' },
  { id: 'futuresUsdc', path: '/futures/usdc/:symbol', section: 'futures' },
  { id: 'futuresDemoUsdt', path: '/futures/susdt/:symbol', section: 'futures' },
  { id: 'futuresDemoUsd', path: '/futures/susd/:symbol', section: 'futures' },
  { id: 'futuresDemoUsdc', path: '/futures/susdc/:symbol', section: 'futures' },
  { id: 'traderFutures', path: '/trader-futures/usdt/:symbol', section: 'futures' },
  { id: 'tradeSwapUsdt', path: '/trade-swap/usdt/:symbol', section: 'futures' },
  { id: 'tradeSwapUsdc', path: '/trade-swap/usdc/:symbol', section: 'futures' },
  { id: 'tradeSwapUsd', path: '/trade-swap/usd/:symbol', section: 'futures' },

  // Trading info
  { id: 'tradeInfo', path: '/trade-info/:page', section: 'tradeInfo' },
  { id: 'supportArticle', path: '/support/articles/:articleId', section: 'tradeInfo' },
  { id: 'futuresIntroduction', path: '/futures/introduction/:page', section: 'tradeInfo' },
  { id: 'spotRules', path: '/spot/introduction/spot-rules', section: 'tradeInfo' },
  { id: 'marginCrossLimit', path: '/spot/introduction/margininfo/cross-limit', section: 'tradeInfo' },
  { id: 'priceIndex', path: '/crypto/introduction/price-index', section: 'tradeInfo' },

  // Trading bots (DESIGN.md: the symbol is the last segment)
  { id: 'botsHome', path: '/trading-bot', section: 'bots' },
  { id: 'botSpotGrid', path: '/trading-bot/spot/:symbol', section: 'bots' },
  { id: 'botSpotDca', path: '/trading-bot/spot/dca/:symbol', section: 'bots' },
  { id: 'botSpotAutoInvest', path: '/trading-bot/spot/timing/:symbol', section: 'bots' },
  { id: 'botSpotCta', path: '/trading-bot/spot/cta/:symbol', section: 'bots' },
  { id: 'botSmartPortfolio', path: '/trading-bot/spot/hoard/:symbol', section: 'bots' },
  { id: 'botSpotMoon', path: '/trading-bot/spot/moon/:symbol', section: 'bots' },
  { id: 'botFuturesGrid', path: '/trading-bot/futures/:symbol', section: 'bots' },
  { id: 'botFuturesDca', path: '/trading-bot/futures/dca/:symbol', section: 'bots' },
  { id: 'botFuturesCta', path: '/trading-bot/futures/cta/:symbol', section: 'bots' },
  { id: 'botArbitrage', path: '/trading-bot/futures/arbitrage/:symbol', section: 'bots' },
  { id: 'botFuturesMoon', path: '/trading-bot/futures/moon/:symbol', section: 'bots' },
  { id: 'botSignal', path: '/trading-bot/futures/tv/:symbol', section: 'bots' },
  { id: 'botCustodial', path: '/trading-bot/futures/trace/:symbol', section: 'bots' },

  // Social trading
  { id: 'copySpot', path: '/copy-trading/spot', section: 'social' },
  { id: 'copyFutures', path: '/copy-trading/futures', section: 'social' },
  { id: 'copyBot', path: '/copy-trading/bot', section: 'social' },
  { id: 'eliteZone', path: '/copy-trading/elite', section: 'social' },

  // More
  { id: 'rewards', path: '/events/rewards', section: 'more' },
  { id: 'referral', path: '/events/referral', section: 'more' },

  // Assets
  { id: 'assetOverview', path: '/asset', section: 'assets', signedIn: true },
  { id: 'deposit', path: '/asset/recharge', section: 'assets', signedIn: true },
  { id: 'withdraw', path: '/asset/withdraw', section: 'assets', signedIn: true, securityCheck: 'withdraw' },
  { id: 'transfer', path: '/asset/transfer', section: 'assets', signedIn: true },
  { id: 'fundingAccount', path: '/asset/spot', section: 'assets', signedIn: true },
  { id: 'unifiedAccount', path: '/trade-asset/uta', section: 'assets', signedIn: true },
  { id: 'otcAccount', path: '/asset/p2p', section: 'assets', signedIn: true },
  { id: 'followerAccount', path: '/asset/follower', section: 'assets', signedIn: true },
  { id: 'strategyAccount', path: '/asset/strategy', section: 'assets', signedIn: true },
  { id: 'earnAccount', path: '/asset/earn', section: 'assets', signedIn: true },

  // Orders
  { id: 'spotOrders', path: '/transac', section: 'orders', signedIn: true, query: ['tab'] },
  { id: 'marginOrders', path: '/order/marginOrderInfo', section: 'orders', signedIn: true, query: ['tab', 'tabType'] },
  { id: 'futuresOrders', path: '/order/mcp', section: 'orders', signedIn: true, query: ['tab', 'businessLine'] },
  { id: 'exchangeRecord', path: '/record/exchange', section: 'orders', signedIn: true },
  { id: 'unifiedOrders', path: '/trade-asset-order/uta-order-current', section: 'orders', signedIn: true },
  { id: 'fiatOrders', path: '/order/fiat', section: 'orders', signedIn: true },
  { id: 'convertOrders', path: '/order/convert', section: 'orders', signedIn: true },
  { id: 'loanOrders', path: '/order/loan', section: 'orders', signedIn: true },
  { id: 'financeHistory', path: '/record/finhis', section: 'orders', signedIn: true },
  { id: 'couponRecord', path: '/record/coupon', section: 'orders', signedIn: true },

  // Sign-in and sign-up (the login page is a real form, not a placeholder)
  { id: 'login', path: '/login', section: 'auth', query: ['from', 'source'] },
  { id: 'register', path: '/register', section: 'auth', query: ['from', 'source'] },

  // Account
  { id: 'dashboard', path: '/dashboard', section: 'account', signedIn: true },
  { id: 'verification', path: '/account/verified', section: 'account', signedIn: true, query: ['source'] },
  { id: 'security', path: '/account/setting', section: 'account', signedIn: true },
  { id: 'apiManagement', path: '/account/newapi', section: 'account', signedIn: true, securityCheck: 'apiManagement' },
  { id: 'preferences', path: '/account/preference', section: 'account', signedIn: true },
  { id: 'welfare', path: '/account/welfare/mine', section: 'account', signedIn: true },
  { id: 'changeDemoAccount', path: '/account/changeDemoAccount', section: 'account', signedIn: true },
  { id: 'coupons', path: '/account/coupon', section: 'account', signedIn: true },
  { id: 'investorStatus', path: '/account/investor-status', section: 'account', signedIn: true },
  { id: 'vipDetail', path: '/vip/detail', section: 'account' },
  { id: 'tradePro', path: '/tradeProAccount', section: 'account', signedIn: true },

  // Sub-account routes
  { id: 'subSecurity', path: '/subaccount/setting', section: 'subaccount', signedIn: true },
  { id: 'subApi', path: '/subaccount/setting/api', section: 'subaccount', signedIn: true, securityCheck: 'apiManagement' },
  { id: 'subPreferences', path: '/subaccount/setting/preference', section: 'subaccount', signedIn: true },
  { id: 'subChangeDemoAccount', path: '/subaccount/setting/changeDemoAccount', section: 'subaccount', signedIn: true },

  // Download
  { id: 'download', path: '/download', section: 'download' },
  // Store links of the download menu (iOS, Google Play, Android): the server redirects to the store.
  { id: 'downloadApp', path: '/download/:platform', section: 'download' },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]['id'];
type RouteById<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>;

/** The `:name` parameters of a path pattern, as a type. */
type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof PathParams<`/${Rest}`>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export type RouteParams<Id extends RouteId> = PathParams<RouteById<Id>['path']>;

const routeById = new Map<string, RouteEntry>(ROUTES.map((route) => [route.id, route]));

export function routeEntry(id: RouteId): RouteEntry {
  return routeById.get(id) as RouteEntry;
}

/**
 * Builds the path of a route (without locale prefix) from its parameters and an optional query.
 * Parameters are URI-encoded; query entries with `undefined` values are left out.
 */
export function buildPath<Id extends RouteId>(
  id: Id,
  ...[params, query]: keyof RouteParams<Id> extends never
    ? [params?: Record<never, never>, query?: Record<string, string | number | undefined>]
    : [params: RouteParams<Id>, query?: Record<string, string | number | undefined>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = routeEntry(id).path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`buildPath(${id}): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const MATCH_CACHE_SIZE = 1000;
const matched = new Map<string, { route: RouteEntry; params: Readonly<Record<string, string>> } | undefined>();

/**
 * Finds the route a path (without locale prefix and query) resolves to, with its parameters, by the
 * same ranking rule as the router: static segments beat dynamic ones.
 */
export function matchRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } | undefined {
  // The header asks about the same few paths on every render (each entry against the current
  // page): remembered, bounded, since on the server the paths come from the request.
  if (!matched.has(pathname)) {
    if (matched.size >= MATCH_CACHE_SIZE) matched.clear();
    matched.set(pathname, findRoute(pathname));
  }
  const found = matched.get(pathname);
  return found && { route: found.route, params: { ...found.params } };
}

function findRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } | undefined {
  const segments = splitSegments(pathname);
  let best: { route: RouteEntry; params: Record<string, string>; score: number } | undefined;
  for (const { route, pattern } of routePatterns()) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (const [index, part] of pattern.entries()) {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        score += 1;
      } else if (part === segment) {
        score += 10;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Every route's path split into segments, once: splitting the whole table per call showed up in
 * the header's hydration profile.
 */
let patterns: readonly { route: RouteEntry; pattern: readonly string[] }[] | undefined;
function routePatterns(): readonly { route: RouteEntry; pattern: readonly string[] }[] {
  patterns ??= ROUTES.map((route) => ({ route, pattern: splitSegments(route.path) }));
  return patterns;
}

function splitSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
