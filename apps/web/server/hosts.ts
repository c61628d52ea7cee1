/**
 * The header's other hosts (apps/hosts), served from their static builds on this origin, so they
 * share the session cookie with the site: `/hosts/spa/` (a client-rendered React app) and
 * `/hosts/html/` (a plain HTML page that gets the header from one script), each also under a
 * locale prefix after the host's own path (`/hosts/spa/ar/`; English has none).
 *
 * - A file of the build is served as is: hashed files under `assets/` are immutable, anything else
 *   (the html host's stable `exchange-header.js`) is revalidated on every use.
 * - Any other path of a host is its page (`index.html`, the SPA fallback). The pages are static and
 *   the same for every user and cookie (the theme comes from the cookie in the browser, the
 *   header's data from the API), so they may be shared by caches, keyed by the path alone:
 *   `public, no-cache` (revalidated with the ETag, so a deploy shows at once).
 * - Their Content-Security-Policy is the site's, with the hashes of the page's own inline scripts
 *   instead of a nonce (a static file has no per-response nonce).
 * - `/{locale}/hosts/{kind}/…`, which the header's locale rule makes of a host's path (the language
 *   switch, a sign-in's `from`), redirects into the host's own space, `/hosts/{kind}/{locale}/…`;
 *   `/hosts/{kind}/en/…` redirects to the unprefixed path, like the site's `/en/…`.
 */
import { isLocale, localeEntry, localizePath, splitLocale } from '@exchange/contract';
import express from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { securityHeaders } from '../app/security.ts';
import { releaseRoutes, type ElementReleases } from './element-releases.ts';

export const HOST_KINDS = ['spa', 'html'] as const;
/** Where the element's build (the package's `dist/element`) is served. */
export const ELEMENT_PATH = '/header';
export type HostKind = (typeof HOST_KINDS)[number];

export const HOST_PAGE_CACHE = 'public, no-cache';
export const HOST_ASSET_CACHE = 'public, max-age=31536000, immutable';

const HOST_PATH = /^(?:\/([^/]+))?\/hosts\/(spa|html)(\/.*)?$/;

/** The sha256 sources of a page's inline scripts, for its script-src. */
export function inlineScriptHashes(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`)
    .join(' ');
}

interface HostPage {
  html: string;
  headers: Record<string, string>;
}

/**
 * A host page in the language of its path (`/hosts/html/ar/` is Arabic): its `<html>` gets the
 * locale's `lang` and `dir`, as a page of any stack that knows its own language writes them, so
 * the page around the header follows the header's language. The SPA sets them from its router.
 */
export function inLocale(html: string, locale: Parameters<typeof localeEntry>[0]): string {
  const { lang, dir } = localeEntry(locale);
  return html.replace(/<html\b[^>]*>/, `<html lang="${lang}" dir="${dir}">`);
}

function readPage(dir: string, production: boolean): HostPage | undefined {
  try {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    return { html, headers: { ...securityHeaders(inlineScriptHashes(html), production), 'Cache-Control': HOST_PAGE_CACHE } };
  } catch {
    return undefined;
  }
}

/**
 * What every file of the element answers with: public, so every origin may load it (a module
 * script is fetched with CORS, no credentials), embed it (CORP) and time it (Resource Timing sizes
 * and phases, which a host page reads as zeros without Timing-Allow-Origin).
 */
const ELEMENT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The element's files under `root` (`element.js`, `enhancer.js`, their hashed chunks under
 * `assets/`), with ELEMENT_HEADERS: the hashed chunks kept for good, the scripts as `scriptCache` says.
 */
function elementFiles(root: string, scriptCache: string = HOST_ASSET_CACHE): express.Handler[] {
  const assets = join(root, 'assets') + sep;
  const setHeaders = (res: express.Response, path: string) => {
    res.set(ELEMENT_HEADERS);
    res.setHeader('Cache-Control', path.startsWith(assets) ? HOST_ASSET_CACHE : scriptCache);
  };
  return [precompressed(root, setHeaders), express.static(root, { index: false, redirect: false, setHeaders })];
}

const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * A script or stylesheet of the element's build as the build compressed it (`<file>.gz`, Zopfli:
 * element/vite.config.ts), to every request that accepts gzip; the plain file (which the
 * compression middleware gzips on the fly) to the rest and whenever no `.gz` is there.
 */
function precompressed(root: string, setHeaders: (res: express.Response, path: string) => void): express.Handler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = PRECOMPRESSED_TYPES[extname(req.path)];
    if (!type) return next();
    res.vary('Accept-Encoding');
    const path = join(root, normalize(req.path));
    if (!path.startsWith(root + sep) || req.acceptsEncodings('gzip', 'identity') !== 'gzip' || !existsSync(`${path}.gz`)) return next();
    setHeaders(res, path);
    res.setHeader('Content-Encoding', 'gzip');
    res.type(type);
    res.sendFile(`${path}.gz`, { dotfiles: 'deny', lastModified: true, etag: true, cacheControl: false }, (error?: Error) => {
      if (error && !res.headersSent) next();
    });
  };
}

export interface HostsOptions {
  /** The hosts' builds (`apps/hosts/build`: `spa/`, `html/`). */
  dir: string;
  /** The element's build, the package's `dist/element` (what its tarball ships), served at /header/. */
  elementDir: string;
  production: boolean;
  /** The element's releases: the build's own and those a deploy published (element-releases.ts). */
  releases: ElementReleases;
}

/**
 * Serves the hosts' builds, the element's build and its releases (element-releases.ts: the
 * build's and those a deploy published). The build's unversioned `/header/element.js` follows
 * every deploy (revalidated on every use; its hashed chunks immutable).
 */
export function hostsHandler({ dir, elementDir: build, production, releases }: HostsOptions): express.Router {
  const router = express.Router();
  router.use(
    ELEMENT_PATH,
    releaseRoutes(releases, elementFiles, ELEMENT_HEADERS),
    ...elementFiles(build, HOST_PAGE_CACHE),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = HOST_PATH.exec(req.path);
    if (!match) return next();
    const [, prefix, kind = '', rest] = match;
    const cut = req.originalUrl.indexOf('?');
    const search = cut < 0 ? '' : req.originalUrl.slice(cut);
    if (prefix !== undefined) {
      if (!isLocale(prefix)) return next();
      return res.redirect(302, `/hosts/${kind}${localizePath(prefix, rest ?? '/')}${search}`);
    }
    // The page by its file name too: it is served with its headers only as the host's path.
    if (rest === undefined || rest === '/index.html') return res.redirect(301, `/hosts/${kind}/${search}`);
    if (splitLocale(rest).explicitDefault) return res.redirect(301, `/hosts/${kind}${splitLocale(rest).path}${search}`);
    next();
  });
  for (const kind of HOST_KINDS) {
    const root = join(dir, kind);
    // Read once: the build does not change under a running server.
    let page: HostPage | undefined | null = null;
    router.use(
      `/hosts/${kind}`,
      express.static(root, {
        index: false,
        redirect: false,
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', path.startsWith(join(root, 'assets')) ? HOST_ASSET_CACHE : HOST_PAGE_CACHE);
          res.setHeader('X-Content-Type-Options', 'nosniff');
        },
      }),
      (req, res, next) => {
        // A missing file (a script, an asset) is a 404, not the page.
        if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/') || /\.\w+$/.test(req.path)) return next();
        page ??= readPage(root, production);
        if (!page) return next();
        res.set(page.headers).type('html').send(inLocale(page.html, splitLocale(req.path).locale));
      },
    );
  }
  return router;
}
