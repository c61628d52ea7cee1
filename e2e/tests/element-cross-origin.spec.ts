/**
 * The element on a page of another origin (issue 21, issue 42): a static page served on another
 * loopback port, with no React and no proxy, includes the element from the site's stable URL:
 *
 *   <script type="module" src="SITE/header/v1/element.js"></script>
 *   <exchange-header api-base="SITE"></exchange-header>
 *
 * The site allows that origin (EXCHANGE_ALLOWED_ORIGINS, playwright.config.ts). For the guest and
 * main@demo: the model's links, absolute to the site; menus, theme, language dialog and the phone
 * drawer; the user's own name. A page of an origin the site does not allow gets the guest header
 * and one console warning naming the setting. What the page pays: one script, as sent, under its
 * cap in every locale, for a guest and signed in.
 *
 * The same page again with the element the package ships (packages/header/dist/element, what
 * `npm pack` puts in the tarball: scripts/pack-check.mjs), served by the other origin itself.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { LOCALES } from '@exchange/contract';
import { baseURL, CROSS_ORIGIN_PORT } from '../playwright.config.ts';
import { desktopLinks, lookupsSettled, menu, modelNav, pointerAway, seededLookups, signInAs, sorted, type Who } from './desktop-helpers.ts';
import { HEADER_VERSION } from '../../apps/web/app/header-fragment.ts';
import { expect, test } from './fixtures.ts';
import { languageDialogAndNavDrawer } from './mobile-helpers.ts';

const SITE = baseURL;

/** The page another team writes: its own content, the element from the site, nothing else. */
const page = (locale?: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script type="module" src="${SITE}/header/v1/element.js"></script>
    <title>Help centre</title>
  </head>
  <body>
    <exchange-header api-base="${SITE}"${locale ? ` locale="${locale}"` : ''}></exchange-header>
    <main id="main" tabindex="-1"><h1>BTC/USDT</h1></main>
  </body>
</html>`;

/** The package's element build, as a host that installed the tarball serves it. */
const PACKAGE_ELEMENT = fileURLToPath(new URL('../../packages/header/dist/element/', import.meta.url));
const PACKAGE_PAGE = page().replace(`${SITE}/header/v1/element.js`, '/package/element/element.js');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
/** The build's release (packages/header/element/vite.config.ts): its version and element.js's integrity. */
const RELEASE = JSON.parse(readFileSync(new URL('../../packages/header/dist/element/release.json', import.meta.url), 'utf8')) as { version: string; integrity: Record<string, string> };
/** The page of a team that pins the release, with its integrity hash (docs/hosts.md, Versions); `integrity` another hash to try a tampered script. */
const pinnedPage = (integrity = RELEASE.integrity['element.js'] ?? '') =>
  page().replace(`<script type="module" src="${SITE}/header/v1/element.js"></script>`, `<script type="module" src="${SITE}/header/${RELEASE.version}/element.js" integrity="${integrity}" crossorigin="anonymous"></script>`);

/**
 * A static server on 127.0.0.1 (`port` 0: any free one): the page at `/` (`/?locale=ru` sets the
 * element's locale), PACKAGE_PAGE at `/package/` and the package's element files under
 * `/package/element/`, the page pinning the release with its integrity at `/pinned/` (with
 * `?locale=`), and one whose integrity is not the script's at `/tampered/`.
 */
function servePage(port: number): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (path.startsWith('/package/element/') && !path.includes('..')) {
      readFile(join(PACKAGE_ELEMENT, path.slice('/package/element/'.length))).then(
        (body) => response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body),
        () => response.writeHead(404).end(),
      );
      return;
    }
    const locale = url.searchParams.get('locale');
    const shown = locale && /^[\w-]{2,5}$/.test(locale) ? locale : undefined;
    const pages: Record<string, () => string> = {
      '/package/': () => PACKAGE_PAGE,
      '/pinned/': () => pinnedPage().replace('<exchange-header ', `<exchange-header${shown ? ` locale="${shown}"` : ''} `),
      '/tampered/': () => pinnedPage(`sha384-${'A'.repeat(64)}`),
    };
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end((pages[path] ?? (() => page(shown)))());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

let allowed: { server: Server; origin: string } | undefined;
let refused: { server: Server; origin: string } | undefined;

// One worker runs this file: the allowed page's port is fixed (the site's EXCHANGE_ALLOWED_ORIGINS).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  allowed = await servePage(CROSS_ORIGIN_PORT);
  refused = await servePage(0);
});

test.afterAll(async () => {
  for (const served of [allowed, refused]) if (served) await new Promise((done) => served.server.close(done));
});

async function shownHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('header.hdr a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return sorted(hrefs.filter((href) => href !== '#main'));
}

for (const who of ['guest', 'main@demo'] as const satisfies readonly Who[]) {
  test(`another origin, ${who}: the site's links (absolute), menus, theme, language dialog, nav drawer`, async ({ page }) => {
    // The session is the site's (its cookie is the host's, shared by every port of 127.0.0.1).
    await signInAs(page, who);
    const fragments: string[] = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${SITE}/header/fragment?`)) fragments.push(url);
      else if (!url.startsWith(`${SITE}/`) && !url.startsWith(`${allowed!.origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
    });
    await page.goto(`${allowed!.origin}/`);
    await expect(page.locator('header.hdr')).toBeVisible();
    await lookupsSettled(page);
    const expected = desktopLinks(modelNav(who, { currentPath: '/', lookups: seededLookups(who) })).map((link) => `${SITE}${link.href}`);
    await expect.poll(() => shownHrefs(page)).toEqual(sorted(expected));
    if (who !== 'guest') await expect(page.getByTestId('user-name').first()).toHaveText(who);
    // The header's HTML is the site's fragment of this page, asked with absolute links; nothing
    // of the header comes from a third place.
    expect(fragments[0]).toBe(`${SITE}/header/fragment?path=%2F&links=absolute`);
    expect(elsewhere, 'requests to neither origin').toEqual([]);

    const spot = menu(page, 'spot');
    await spot.trigger.hover();
    await expect(spot.panel).toBeVisible();
    await pointerAway(page);
    await expect(spot.panel).toBeHidden();

    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'white');

    await languageDialogAndNavDrawer(page);
  });
}

/** The cap of scripts/byte-budgets.json: the whole header's script on a page without React (element.js). */
const SCRIPT_BUDGET = (JSON.parse(readFileSync(new URL('../../scripts/byte-budgets.json', import.meta.url), 'utf8')) as { enhancer: { element: number } }).enhancer.element;

/** Every script the page downloads from the site's /header/, as sent (bytes, encoding), from now on. */
function sentScripts(page: Page): Map<string, Promise<{ bytes: number; encoding: string | null }>> {
  const scripts = new Map<string, Promise<{ bytes: number; encoding: string | null }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(`${SITE}/header/`)) {
      scripts.set(response.url(), (async () => ({ bytes: (await response.request().sizes()).responseBodySize, encoding: await response.headerValue('content-encoding') }))());
    }
  });
  return scripts;
}

for (const who of ['guest', 'main@demo'] as const satisfies readonly Who[]) {
  const locales = who === 'guest' ? LOCALES.map(({ locale }) => locale) : (['en', 'ar', 'ru'] as const);
  test(`another origin, ${who}, ${who === 'guest' ? 'every locale' : 'en, ar, ru'}: the page pays at most ${SCRIPT_BUDGET} B of script for the whole header, as the browser downloaded it`, async ({ page }) => {
    test.setTimeout(60_000 + locales.length * 5_000);
    await signInAs(page, who);
    for (const locale of locales) {
      const scripts = sentScripts(page);
      // The page a byte-conscious team writes: the release pinned, with its integrity (the channel's
      // one-line module would add its own few bytes).
      await page.goto(`${allowed!.origin}/pinned/?locale=${locale}`);
      await expect(page.locator('.hdr-root[data-enhanced]')).toBeAttached();
      await expect(page.locator('.hdr-root')).toHaveAttribute('lang', LOCALES.find((entry) => entry.locale === locale)!.lang);
      if (who === 'guest') await expect(page.locator('header.hdr [data-item="auth.login"]').first()).toBeAttached();
      else await expect(page.getByTestId('user-name').first()).toHaveText(who);
      await lookupsSettled(page);
      const sent = await Promise.all(scripts.values());
      // One script, the same in every locale: its words came with the fragment's HTML.
      expect([...scripts.keys()]).toEqual([`${SITE}/header/${HEADER_VERSION}/element.js`]);
      expect(sent.map(({ encoding }) => encoding)).toEqual(['gzip']);
      const total = sent.reduce((sum, { bytes }) => sum + bytes, 0);
      expect(total, `${locale}: ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(SCRIPT_BUDGET);
    }
  });
}

test('a pinned release loads with its published integrity, and a script whose hash is not the published one never runs', async ({ page, problems }) => {
  expect(RELEASE.version).toBe(HEADER_VERSION);
  const published = (await (await page.request.get(`${SITE}/header/versions.json`)).json()) as { versions: Record<string, { integrity: Record<string, string> }> };
  expect(published.versions[RELEASE.version]?.integrity['element.js']).toBe(RELEASE.integrity['element.js']);
  await page.goto(`${allowed!.origin}/pinned/`);
  await expect(page.locator('header.hdr [data-item="auth.login"]').first()).toBeVisible();
  // The browser refuses the script and says why; the element stays empty.
  problems.allow(/integrity/i);
  await page.goto(`${allowed!.origin}/tampered/`);
  await expect.poll(() => problems.errors.some((error) => /integrity/i.test(error))).toBe(true);
  await expect(page.locator('exchange-header')).toBeEmpty();
  expect(await page.evaluate(() => customElements.get('exchange-header'))).toBeUndefined();
});

test('an origin the site does not allow: the guest header, one warning that names the setting, and on the tab’s next page one request and no error', async ({ page, problems }) => {
  // The browser reports the refused calls itself (CORS errors, failed fetches): expected here.
  problems.allow(/CORS|Failed to load resource|net::ERR_FAILED/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('exchange-header')) warnings.push(message.text());
  });
  await signInAs(page, 'main@demo');
  await page.goto(`${refused!.origin}/`);
  await expect(page.locator('header.hdr')).toBeVisible();
  // The usual fallback when the user cannot be read: the header of a guest.
  await expect(page.locator('header.hdr [data-item="auth.login"]').first()).toBeAttached();
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('EXCHANGE_ALLOWED_ORIGINS');
  expect(warnings[0]).toContain(refused!.origin);
  // The tab's next page asks for the guest's fragment at once: one request, no CORS error, no second warning.
  const fragments: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/header/fragment?')) fragments.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(page.locator('header.hdr [data-item="auth.login"]').first()).toBeAttached();
  await expect(page.locator('.hdr-root[data-enhanced]')).toBeAttached();
  expect(fragments).toHaveLength(1);
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
});

for (const who of ['guest', 'main@demo'] as const satisfies readonly Who[]) {
  test(`the package's own element build, served by the other origin, ${who}: the site's links, the user, a menu`, async ({ page }) => {
    await signInAs(page, who);
    const scripts: string[] = [];
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().startsWith(`${SITE}/header/fragment?`)) fragments.push(request.url());
    });
    await page.goto(`${allowed!.origin}/package/`);
    await expect(page.locator('header.hdr')).toBeVisible();
    await lookupsSettled(page);
    const expected = desktopLinks(modelNav(who, { currentPath: '/', lookups: seededLookups(who) })).map((link) => `${SITE}${link.href}`);
    await expect.poll(() => shownHrefs(page)).toEqual(sorted(expected));
    if (who !== 'guest') await expect(page.getByTestId('user-name').first()).toHaveText(who);
    // The header's HTML is the site's fragment, the person's when signed in.
    expect(fragments.length).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => !url.startsWith(`${allowed!.origin}/package/element/`)), 'scripts not from the package').toEqual([]);

    const spot = menu(page, 'spot');
    await spot.trigger.hover();
    await expect(spot.panel).toBeVisible();
  });
}
