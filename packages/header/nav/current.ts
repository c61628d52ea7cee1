/**
 * Where the user is: which menu entry is the current page (aria-current), the login link's
 * `from`, and the desktop header's layout. Paths may carry the locale prefix or not.
 */
import { localizePath, matchRoute, splitLocale, type RouteId } from '@exchange/contract';
import type { NavContext } from './context.ts';

/**
 * Query values a page assumes when its URL leaves them out: `/spot/BTCUSDT` is spot trading,
 * the same page as `?type=spot` (spec §2), and not margin (`?type=cross`).
 */
const QUERY_DEFAULTS: Partial<Record<RouteId, Readonly<Record<string, string>>>> = {
  spot: { type: 'spot' },
};

/** Route parameters that do not make a different page: any symbol of a trade page is that page. */
const IGNORED_PARAMS: ReadonlySet<string> = new Set(['symbol']);

/**
 * A Coin-M delivery contract's code ends with its delivery date (`BTCUSD_251226`): its trade page
 * is the page of the delivery entry (whose link, `/futures/usd-settled`, redirects to the first
 * delivery contract), not of the perpetual entry, though both are `/futures/usd/:symbol`.
 */
const DELIVERY_SYMBOL = /_\d{6}$/;
const PAGE_ALIASES: Partial<Record<RouteId, (params: Readonly<Record<string, string | undefined>>) => RouteId | undefined>> = {
  futuresUsd: (params) => (DELIVERY_SYMBOL.test(params.symbol ?? '') ? 'futuresUsdSettled' : undefined),
};

function splitQuery(path: string): { pathname: string; search: string; query: URLSearchParams } {
  const withoutLocale = splitLocale(path.split('#')[0] ?? '').path;
  const index = withoutLocale.indexOf('?');
  const search = index < 0 ? '' : withoutLocale.slice(index);
  return { pathname: index < 0 ? withoutLocale : withoutLocale.slice(0, index), search, query: new URLSearchParams(search) };
}

const trimSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** How many paths' page keys are remembered (entries' targets, and the pages requested). */
const PAGE_KEY_CACHE_SIZE = 1024;
const pageKeys = new Map<string, string>();

/**
 * What makes a path the page it is: its route, its parameters (except the symbol) and the values
 * of the query parameters the route declares (with their defaults); for a path of no route, the
 * path and the whole query. Two paths are the same page when their keys are equal.
 */
function pageKey(path: string): string {
  const known = pageKeys.get(path);
  if (known !== undefined) return known;
  const { pathname, query } = splitQuery(path);
  const match = matchRoute(trimSlash(pathname));
  let key: string;
  const alias = match ? PAGE_ALIASES[match.route.id as RouteId]?.(match.params) : undefined;
  if (!match) key = JSON.stringify(['path', trimSlash(pathname), query.toString()]);
  else if (alias) key = JSON.stringify(['route', alias, [], []]);
  else {
    const defaults = QUERY_DEFAULTS[match.route.id as RouteId] ?? {};
    const params = Object.keys(match.params)
      .filter((name) => !IGNORED_PARAMS.has(name))
      .sort()
      .map((name) => [name, match.params[name]]);
    const declared = (match.route.query ?? []).map((name) => [name, query.get(name) ?? defaults[name] ?? null]);
    key = JSON.stringify(['route', match.route.id, params, declared]);
  }
  if (pageKeys.size >= PAGE_KEY_CACHE_SIZE) pageKeys.clear();
  pageKeys.set(path, key);
  return key;
}

/**
 * Whether an entry's target is the current page, matched on path AND query: the same route, the
 * same parameters (except the symbol) and the same values of the query parameters the route
 * declares (other parameters, such as tracking ones, are ignored). Spot and margin share
 * `/spot/BTCUSDT` and differ by `?type=`. Each path's key is worked out once (every computation
 * of the menus asks about each entry against the current page).
 */
export function isCurrentPage(target: string, currentPath: string): boolean {
  return pageKey(target) === pageKey(currentPath);
}

/**
 * The same page for another trading pair: `path` (the page's path and query without a locale
 * prefix) with its route's `:symbol` segment, as the path spells it, replaced by `symbol`, and
 * the pair it had; null when the route has no symbol, the pair is percent-encoded in the path, or
 * the other pair would make another page (a delivery contract's code makes it the delivery
 * entry's page). A server keeps one render for every pair of a page with this (server/).
 */
export function withOtherSymbol(path: string, symbol: string): { path: string; symbol: string } | null {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const current = matchRoute(trimSlash(pathname))?.params.symbol;
  if (current === undefined) return null;
  const segments = pathname.split('/');
  const at = segments.lastIndexOf(current);
  if (at < 0) return null;
  segments[at] = symbol;
  const other = segments.join('/');
  const otherPath = `${other}${cut < 0 ? '' : path.slice(cut)}`;
  return matchRoute(trimSlash(other))?.params.symbol === symbol && isCurrentPage(otherPath, path) ? { path: otherPath, symbol: current } : null;
}

/**
 * The login and register links' `from`: the current page with its locale prefix, so the user comes
 * back to the page in the language they were reading. On the login or register page itself, its
 * own `from` is kept (or home when it has none), so the links never point back to the login form.
 * On another origin (`siteOrigin`), the site's home in the page's language: the login page returns
 * only to paths of the site, and the host's page is none (its path on the site is not that page).
 */
export function loginFrom(ctx: Pick<NavContext, 'locale' | 'currentPath'> & Partial<Pick<NavContext, 'siteOrigin'>>): string {
  if (ctx.siteOrigin) return localizePath(ctx.locale, '/');
  const { pathname, search, query } = splitQuery(ctx.currentPath);
  const route = matchRoute(trimSlash(pathname))?.route.id;
  if (route === 'login' || route === 'register') return query.get('from') ?? localizePath(ctx.locale, '/');
  return localizePath(ctx.locale, `${pathname}${search}`);
}

/**
 * Desktop header layout (spec §2 Layout): a fixed 900 px width, except on bot pages and futures
 * home, which use the wide trading layout.
 */
export function desktopHeaderLayout(currentPath: string): 'standard' | 'wide' {
  const match = matchRoute(trimSlash(splitQuery(currentPath).pathname));
  return match && (match.route.section === 'bots' || match.route.id === 'futuresHome') ? 'wide' : 'standard';
}
