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

function splitQuery(path: string): { pathname: string; search: string; query: URLSearchParams } {
  const withoutLocale = splitLocale(path.split('#')[0] ?? '').path;
  const index = withoutLocale.indexOf('?');
  const search = index < 0 ? '' : withoutLocale.slice(index);
  return { pathname: index < 0 ? withoutLocale : withoutLocale.slice(0, index), search, query: new URLSearchParams(search) };
}

const trimSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Whether an entry's target is the current page, matched on path AND query: the same route, the
 * same parameters (except the symbol) and the same values of the query parameters the route
 * declares (other parameters, such as tracking ones, are ignored). Spot and margin share
 * `/spot/BTCUSDT` and differ by `?type=`.
 */
export function isCurrentPage(target: string, currentPath: string): boolean {
  const a = splitQuery(target);
  const b = splitQuery(currentPath);
  const routeA = matchRoute(trimSlash(a.pathname));
  const routeB = matchRoute(trimSlash(b.pathname));
  if (!routeA || !routeB) return trimSlash(a.pathname) === trimSlash(b.pathname) && a.query.toString() === b.query.toString();
  if (routeA.route.id !== routeB.route.id) return false;
  const params = new Set([...Object.keys(routeA.params), ...Object.keys(routeB.params)]);
  for (const name of params) {
    if (!IGNORED_PARAMS.has(name) && routeA.params[name] !== routeB.params[name]) return false;
  }
  const defaults = QUERY_DEFAULTS[routeA.route.id as RouteId] ?? {};
  for (const key of routeA.route.query ?? []) {
    const valueA = a.query.get(key) ?? defaults[key];
    const valueB = b.query.get(key) ?? defaults[key];
    if (valueA !== valueB) return false;
  }
  return true;
}

/**
 * The login and register links' `from`: the current page with its locale prefix, so the user comes
 * back to the page in the language they were reading. On the login or register page itself, its
 * own `from` is kept (or home when it has none), so the links never point back to the login form.
 */
export function loginFrom(ctx: Pick<NavContext, 'locale' | 'currentPath'>): string {
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
