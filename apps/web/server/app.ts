/**
 * The host app's request pipeline: security headers, the reference API under /v1 (and /gateway/v1),
 * the other hosts' static builds under /hosts/, then the React Router request handler. Built by Vite as the server entry so it can import the TypeScript
 * workspace packages; `server.js` creates it once and mounts `handler`.
 */
import { createRequestHandler } from '@react-router/express';
import { cors, createApi, parseAllowedOrigins, parseTrustedProxies } from '@exchange/api';
import express from 'express';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER_DATA_BUDGET_MS, SHARED_DATA_TTL_MS, createSharedLookups } from '@exchange/header/data';
import { parseSiteOrigin } from '@exchange/header/nav';
import { renderHeaderFragment } from '../app/site-header.server.tsx';
import { serverApi } from './api-client.ts';
import { headerForms } from './forms.ts';
import { elementReleases, type ChannelScript } from './element-releases.ts';
import { hostsHandler } from './hosts.ts';
import { errorAnswer, requestGuard, securityBaseline } from './request-guard.ts';

export interface AppOptions {
  dbPath: string;
  /** Origin the server-side render reaches the API at over HTTP (server.js: API_ORIGIN, else this server's own API listener). */
  apiOrigin: string;
  production: boolean;
  /** How long the server render waits for the header's API calls (default HEADER_DATA_BUDGET_MS). */
  headerBudgetMs?: number;
  /** How long the header's user-independent answers are kept (ms; default SHARED_DATA_TTL_MS; 0: not kept). */
  sharedDataTtlMs?: number;
  /** The client build (`build/client`), whose stylesheets the HTML may inline; none in development. */
  clientDir?: string;
  /** The other hosts' builds (`apps/hosts/build`), served under /hosts/, and the element's (server/hosts.ts); none when omitted. */
  hosts?: { dir: string; elementDir: string };
  /** EXCHANGE_HEADER_RELEASES: the element's published releases, beside the build's own (server/element-releases.ts). */
  elementReleasesDir?: string;
  /**
   * EXCHANGE_TRUSTED_PROXIES as given (docs/origins.md): the peers whose X-Forwarded-* headers are
   * believed. Unset: loopback.
   */
  trustedProxies?: string;
  /** EXCHANGE_ALLOWED_ORIGINS as given: the origins answered credentialed CORS. Unset: none. */
  allowedOrigins?: string;
  /**
   * EXCHANGE_SITE_ORIGIN as given: the site's origin as browsers reach it, written into every
   * absolute URL the site hands out (the fragment's `links=absolute`). Never taken from a request
   * header, which a shared cache does not key. Unset: `apiOrigin`.
   */
  siteOrigin?: string;
}

export const SITE_ORIGIN_VARIABLE = 'EXCHANGE_SITE_ORIGIN';

/** EXCHANGE_SITE_ORIGIN's value as an origin; throws, naming the variable, when it is not one. */
export function parseSiteOriginSetting(value: string): string {
  const origin = parseSiteOrigin(value);
  if (origin === null) throw new Error(`${SITE_ORIGIN_VARIABLE} must be an http(s) origin such as https://www.example.com (no path), not ${JSON.stringify(value)}`);
  return origin;
}

/**
 * Reads built stylesheets for the fragment's `styles=inline`: only `/assets/<name>.css` inside the
 * client build, each read once (the build does not change under a running server); anything else is
 * undefined. A text that holds `</style` could end its <style> early: undefined too, so the
 * fragment links it (the build's CSS never holds one).
 */
export function stylesheetReader(clientDir: string | undefined): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!clientDir || !/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!read.has(href)) {
      try {
        const text = readFileSync(join(clientDir, href), 'utf8');
        read.set(href, /<\/style/i.test(text) ? undefined : text);
      } catch {
        read.set(href, undefined);
      }
    }
    return read.get(href);
  };
}

export interface App {
  /** The site: the guard and baseline below, the API, the forms, the hosts, the fragment, the pages. */
  handler: express.Express;
  /** The request guard and the security baseline alone, for what a server mounts before `handler` (its static files). */
  guard: express.RequestHandler[];
  /** The reference API alone (also mounted in `handler`), for a listener of the server render's own calls (server.js). */
  api: express.Express;
  ready(): boolean;
  close(): void;
}

export function createApp(options: AppOptions): App {
  // The session cookie is Secure exactly when the request came over https: over plain http
  // (npm start, the tests) it must still work, behind a TLS proxy on this machine it must not leak.
  // Both settings are checked before the database opens: a bad value stops the start, naming it.
  const trustProxy = parseTrustedProxies(options.trustedProxies);
  const trustedOrigins = parseAllowedOrigins(options.allowedOrigins);
  const siteOrigin = parseSiteOriginSetting(options.siteOrigin ?? options.apiOrigin);
  const api = createApi({ dbPath: options.dbPath, secureCookies: 'auto', trustedOrigins });
  const handler = express();
  handler.disable('x-powered-by');
  // Only a trusted proxy (loopback by default) may say the request came over https
  // (X-Forwarded-Proto), to which host (X-Forwarded-Host) and from whom (X-Forwarded-For):
  // req.secure, req.host and req.ip, which the API mounted below inherits.
  handler.set('trust proxy', trustProxy);
  const guard = [requestGuard, securityBaseline];
  handler.use(guard);
  // The API under /v1 and again under /gateway/v1 (the SPA host's base, as behind an API gateway):
  // the same app, so the same cross-origin check, session cookie and Cache-Control.
  handler.use('/gateway', api.app);
  handler.use(api.app);
  // The header's no-script forms (theme, log out): the API's origin check, then 303 back.
  handler.use(headerForms(api, trustedOrigins));
  const releases = options.hosts && elementReleases(options.hosts.elementDir, options.elementReleasesDir);
  if (options.hosts && releases) handler.use(hostsHandler({ ...options.hosts, production: options.production, releases }));
  const inlineStyle = stylesheetReader(options.clientDir);
  const sharedLookups = createSharedLookups(options.sharedDataTtlMs ?? SHARED_DATA_TTL_MS);
  // The same for every request but the nonce.
  const context = {
    api: serverApi(options.apiOrigin),
    production: options.production,
    devTools: !options.production || process.env.EXCHANGE_DEV_TOOLS === '1',
    headerBudgetMs: options.headerBudgetMs ?? HEADER_DATA_BUDGET_MS,
    inlineStyle,
    sharedLookups,
    channelScript: (major: number, script: ChannelScript) => releases?.channelScript(major, script),
  };
  const loadContext = () => ({ ...context, nonce: randomBytes(16).toString('base64') });
  // The header as a fragment any server includes (app/header-fragment.ts); none in the bare build.
  const fragment = renderHeaderFragment;
  if (fragment) {
    // Read by a page's element across origins (packages/header/element/element.ts): an allowed origin
    // with the trader's session (the API's credentialed CORS), any origin a guest's, which is public.
    handler.get('/header/fragment', cors(new Set(trustedOrigins)), (request, response, next) => {
      const url = new URL(request.originalUrl, 'http://fragment.invalid');
      fragment(url, request.get('cookie') ?? null, loadContext(), siteOrigin).then(({ status, headers, body }) => {
        if (!response.get('Access-Control-Allow-Origin') && /\bpublic\b/.test(headers['Cache-Control'] ?? '')) response.set('Access-Control-Allow-Origin', '*');
        // Vary added to, not replaced: the CORS answer above varies by Origin.
        const { Vary: vary, ...rest } = headers;
        response.status(status).set(rest);
        if (vary) response.vary(vary);
        response.send(body);
      }, next);
    });
  }
  // In production React Router gets the build itself, read on the first page request, so it derives
  // its route table and handlers once: given a function (development's hot reload) it derives them
  // again for every request, about 1.2 ms of CPU per page on this machine (docs/speed.md "Speed").
  let render: Promise<express.RequestHandler> | undefined;
  const createRender = async (): Promise<express.RequestHandler> =>
    createRequestHandler({
      build: options.production ? await import('virtual:react-router/server-build') : () => import('virtual:react-router/server-build'),
      mode: options.production ? 'production' : 'development',
      getLoadContext: loadContext,
    });
  handler.use((request, response, next) => {
    // A build that failed to load is tried again by the next request, not kept as a failure.
    render ??= createRender().catch((error: unknown) => {
      render = undefined;
      throw error;
    });
    render.then((handle) => handle(request, response, next), next);
  });
  handler.use(errorAnswer((error) => console.error('[site] unexpected error:', error)));
  return { handler, guard, api: api.app, ready: () => api.db.open, close: () => api.close() };
}
