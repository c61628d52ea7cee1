/**
 * The router is built from the contract's route table (data), under an optional locale segment:
 * English is unprefixed, every other locale is the first path segment. The locale layout checks
 * the segment against the locale list (an optional `:lang?` also matches `/spot/...`).
 */
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES, type RouteEntry, type RouteId } from '@exchange/contract';

/** Routes whose page is more than a placeholder. */
const PAGE_MODULES: Partial<Record<RouteId, string>> = {
  home: 'routes/home.tsx',
  login: 'routes/login.tsx',
  futuresUsdSettled: 'routes/usd-settled.ts',
};

export default [
  // Development and test builds only: the loader answers 404 unless development tools are on.
  route('dev/nav-matrix', 'routes/dev.nav-matrix.tsx', { id: 'devNavMatrix' }),
  route('dev/header-html', 'routes/dev.header-html.ts', { id: 'devHeaderHtml' }),
  route(':lang?', 'routes/locale.tsx', { id: 'locale' }, [
    ...ROUTES.map((entry: RouteEntry) => {
      // Pages the security check guards ask the API, when reached directly, whether it passed.
      const file = PAGE_MODULES[entry.id as RouteId] ?? (entry.securityCheck ? 'routes/guarded.tsx' : 'routes/placeholder.tsx');
      return entry.path === '/' ? index(file, { id: entry.id }) : route(entry.path.slice(1), file, { id: entry.id });
    }),
    route('*', 'routes/not-found.tsx', { id: 'notFound' }),
  ]),
] satisfies RouteConfig;
