/**
 * The Next.js host's configuration. The site's origin (`EXCHANGE_SITE_ORIGIN`, default
 * http://127.0.0.1:3000) is fixed when the app is built: Next compiles `rewrites()` into the build,
 * so the same value is also compiled into the server code (`env`), where it is the API the
 * Server Components read and the origin of the header's links. host.mjs rebuilds when it changes.
 */
import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaders } from './app/security.ts';

const site = process.env.EXCHANGE_SITE_ORIGIN ?? 'http://127.0.0.1:3000';
if (!/^https?:\/\/[^/?#]+$/.test(site) || new URL(site).origin !== site) throw new Error(`EXCHANGE_SITE_ORIGIN must be an http(s) origin such as https://www.example.com (no path), not ${JSON.stringify(site)}`);
const repository = resolve(import.meta.dirname, '../../..');

const config: NextConfig = {
  env: { EXCHANGE_SITE_ORIGIN: site },
  // The browser's API calls go to this origin and are proxied to the site: the session cookie is
  // this origin's, and the API believes the proxy's X-Forwarded-Host (EXCHANGE_TRUSTED_PROXIES).
  rewrites: () => Promise.resolve([{ source: '/v1/:path*', destination: `${site}/v1/:path*` }]),
  // The security headers with no script nonce, for the build's files and the icon; a page's come
  // from proxy.ts, whose policy (with the response's nonce) replaces this one. An answer of the
  // rewrites above keeps the site's own headers: Next applies none of these to it.
  headers: () => {
    const headers = securityHeaders({ nonce: null, siteOrigin: site, production: process.env.NODE_ENV !== 'development' });
    return Promise.resolve([{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }]);
  },
  // `/ar/` is the site's spelling of a locale's home; `/ar` is served too (no redirect either way).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The repository's `tsc -p tsconfig.json` checks this app with everything else.
  typescript: { ignoreBuildErrors: true },
  // npm workspaces: the header package is a link to packages/header, inside the repository.
  turbopack: { root: repository },
  outputFileTracingRoot: repository,
};

export default config;
