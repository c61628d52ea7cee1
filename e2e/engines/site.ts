/**
 * The production server the cross-engine suite drives, started by the suite itself as the
 * Playwright suite's webServer is: `node apps/web/server.js` (SERVER_NODE_FLAGS), NODE_ENV=production, on
 * 127.0.0.1 and a free port, a fresh database, the development tools on. Needs `npm run build`.
 *
 * Beside it, on another free port of 127.0.0.1 (so another origin, but the same site: the session
 * cookie is the host's), the page another team writes to include the element
 * (e2e/tests/element-cross-origin.spec.ts is Chromium's twin): one static page per locale, with
 * the element's script and `api-base` the site's absolute origin. The site allows
 * that origin (EXCHANGE_ALLOWED_ORIGINS). With `hook`, the page carries the error hook
 * (error-hook.ts) first in its head, as the WebKit run's proxy puts it in the site's pages.
 */
import { rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startSite as startServer, type StartedSite } from '../../scripts/site-process.mjs';
import { injectHook } from './error-hook.ts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export { freePort };

export type Lang = 'en' | 'ar';

/** A locale's home: the site's path, and the element page's (the same convention). */
export const home = (lang: Lang) => (lang === 'ar' ? '/ar/' : '/');
export const direction = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** The nonce of the element page's own inline script and style. */
const NONCE = 'element-page';

/** The element's page for `lang`: its own theme script (as apps/hosts/html/index.html's) and look, the element from `site`. */
function elementPage(site: string, lang: Lang): string {
  return `<!doctype html>
<html lang="${lang}" dir="${direction(lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script nonce="${NONCE}">
      document.documentElement.dataset.theme = /(?:^|;\\s*)theme=white(?:;|$)/.test(document.cookie) ? 'white' : 'black';
    </script>
    <script type="module" src="${site}/header/element.js"></script>
    <link rel="icon" href="data:," />
    <title>Help centre</title>
    <style nonce="${NONCE}">
      html { background: #0b0e11; color: #eaecef; }
      html[data-theme='white'] { background: #ffffff; color: #1e2329; }
      body { margin: 0; }
      main { padding: 1rem; }
    </style>
  </head>
  <body>
    <exchange-header api-base="${site}" locale="${lang}"></exchange-header>
    <main id="main" tabindex="-1"><h1>BTC/USDT</h1></main>
  </body>
</html>`;
}

/**
 * Serves the element's page per locale (`home(lang)`) on a free port of 127.0.0.1, under the
 * Content-Security-Policy docs/hosts.md asks of such a page (scripts, styles and API: the site's).
 */
async function serveElementPage(site: string, hook: boolean): Promise<{ origin: string; stop(): Promise<void> }> {
  const langs: Lang[] = ['en', 'ar'];
  const server = createHttpServer((request, response) => {
    const lang = langs.find((each) => home(each) === request.url);
    if (!lang) {
      response.writeHead(404).end();
      return;
    }
    const page = elementPage(site, lang);
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; script-src 'nonce-${NONCE}' ${site}; style-src 'nonce-${NONCE}' ${site}; connect-src ${site}; img-src ${site} data:; font-src ${site}`,
      })
      .end(hook ? injectHook(page) : page);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface Site {
  origin: string;
  /** The origin of the element's page (another port), which the site allows. */
  elementOrigin: string;
  stop(): Promise<void>;
}

export async function startSite(name: string, options: { hook: boolean }): Promise<Site> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const pageServer = await serveElementPage(origin, options.hook);
  const dataDir = resolve(root, `e2e/.output/data-engines-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let site: StartedSite;
  try {
    site = await startServer({ port, dataDir, readyPath: '/v1/openapi.json', env: { EXCHANGE_DEV_TOOLS: '1', EXCHANGE_ALLOWED_ORIGINS: pageServer.origin } });
  } catch (error) {
    await pageServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await site.stop();
    await pageServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, elementOrigin: pageServer.origin, stop };
}
