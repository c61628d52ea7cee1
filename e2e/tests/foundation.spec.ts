import type { APIResponse } from '@playwright/test';
import { raw } from '../../apps/web/test/raw-request.ts';
import { expect, htmlAttributes, hydrated, test } from './fixtures.ts';

const PAGES = [
  { path: '/', lang: 'en', dir: 'ltr' },
  { path: '/zh-CN/spot/BTCUSDT', lang: 'zh-CN', dir: 'ltr' },
  { path: '/ar/futures', lang: 'ar', dir: 'rtl' },
] as const;

for (const who of ['guest', 'main@demo'] as const) {
  test(`${who} loads ${PAGES.map(({ path }) => path).join(', ')} with their lang and dir, and the theme`, async ({ page, signIn, context, baseURL }) => {
    if (who !== 'guest') await signIn(who);
    for (const { path, lang, dir } of PAGES) {
      await test.step(path, async () => {
        await context.clearCookies({ name: 'theme' });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(await htmlAttributes(page)).toEqual({ lang, dir, theme: 'black' });
        await hydrated(page);
        if (who === 'guest') await expect(page.getByTestId('user-name')).toHaveCount(0);
        else await expect(page.getByTestId('user-name')).toHaveText(who);

        // The theme cookie is painted by the server: the very first HTML already carries it.
        await context.addCookies([{ name: 'theme', value: 'white', url: baseURL ?? '' }]);
        const html = await (await page.request.get(path)).text();
        expect(html).toMatch(/<html[^>]*data-theme="white"/);
      });
    }
  });
}

test('the server HTML carries lang, dir and theme before any script runs', async ({ page }) => {
  const html = await (await page.request.get('/ar/futures')).text();
  expect(html).toMatch(/<html[^>]*lang="ar"/);
  expect(html).toMatch(/<html[^>]*dir="rtl"/);
  expect(html).toMatch(/<html[^>]*data-theme="black"/);
  const ph = await (await page.request.get('/ph/')).text();
  expect(ph).toMatch(/<html[^>]*lang="fil"/);
});

test('the header stylesheet is a hashed, immutable file linked at the top of the head, fetched once for a visit', async ({ page }) => {
  // What came over the network (Chromium's own account: a copy from its cache is not a fetch).
  const fetched: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Stylesheet' && !fromCache.has(requestId) && !response.fromDiskCache && !response.fromServiceWorker) fetched.push(new URL(response.url).pathname);
  });
  const html = await (await page.request.get('/spot/BTCUSDT')).text();
  const href = /<head>.*?<link rel="stylesheet" href="(\/assets\/header-[\w-]+\.css)" data-precedence="default"\/>/s.exec(html)?.[1];
  expect(href).toBeTruthy();
  // Before any module preload, and no copy of it inline.
  expect(html.indexOf(href!)).toBeLessThan(html.indexOf('rel="modulepreload"'));
  expect(html).not.toMatch(/<style[^>]*>\.hdr-root\{/);
  const file = await page.request.get(href!);
  expect(file.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/);
  expect(await file.text()).toContain('.hdr-root{');
  await page.goto('/spot/BTCUSDT');
  await hydrated(page);
  await expect(page.locator('.hdr')).toHaveCSS('position', 'relative');
  await page.locator('.hdr-logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(`head link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await page.goto('/futures');
  await hydrated(page);
  await expect(page.locator('.hdr')).toHaveCSS('position', 'relative');
  // Fetched by the first page; the later load has it from the browser's cache.
  expect(fetched.filter((path) => path === href)).toEqual([href]);
  expect(fetched.some((path) => path.startsWith('/assets/styles-'))).toBe(true);
});

for (const who of ['guest', 'main@demo'] as const) {
  test(`${who}: a page asked with gzip is the page asked without, compressed`, async ({ page, signIn }) => {
    if (who !== 'guest') await signIn(who);
    // The nonce (the CSP header's) differs from response to response; the rest is byte for byte the same.
    const withoutNonce = async (response: APIResponse) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      return (await response.text()).replaceAll(nonce ?? '', 'NONCE');
    };
    for (const path of ['/spot/BTCUSDT', '/zh-CN/', '/ar/futures']) {
      const gzipped = await page.request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      const plain = await page.request.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(gzipped.headers()['content-encoding']).toBe('gzip');
      expect(gzipped.headers().vary).toMatch(/Accept-Encoding/i);
      expect(plain.headers()['content-encoding']).toBeUndefined();
      const html = await withoutNonce(plain);
      expect(await withoutNonce(gzipped)).toBe(html);
      // A signed-in page's kept render has the person's values written in.
      if (who !== 'guest') expect(html).toMatch(/data-testid="user-name"[^>]*>main@demo</);
    }
  });
}

/** The sizes of the chunks of a chunked body, as sent (each chunk's size line, its bytes, CRLF). */
function chunkSizes(body: Buffer): number[] {
  const sizes: number[] = [];
  for (let at = 0; ; ) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return sizes;
    sizes.push(size);
    at = lineEnd + 2 + size + 2;
  }
}

for (const who of ['guest', 'main@demo'] as const) {
  test(`${who}: a page leaves in one write for each of React's flushes, not one for each 4 KB it wrote`, async ({ signIn, context, baseURL }) => {
    if (who !== 'guest') await signIn(who);
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const { hostname, port } = new URL(baseURL ?? '');
    const request = `GET /spot/BTCUSDT HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`;
    const sizes = chunkSizes((await raw(Number(port), request, { whole: true })).body);
    // The shell (the head, the header, the page), then React Router's data for hydration and the
    // stream's end: about 10 writes when each of React's 4 KB pieces was written and flushed apart.
    expect(sizes.length, `chunks: ${sizes.join(', ')}`).toBeLessThanOrEqual(4);
    expect(sizes[0]).toBeGreaterThan(20_000);
  });
}

test('a corrupt theme cookie paints the default theme', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'theme', value: '%E0%A4%A', url: baseURL ?? '' }]);
  await page.goto('/');
  expect((await htmlAttributes(page)).theme).toBe('black');
});

test('/en/... redirects to the unprefixed path', async ({ page }) => {
  const response = await page.request.get('/en/spot/BTCUSDT?type=spot', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/spot/BTCUSDT?type=spot');
  await page.goto('/en/futures');
  expect(new URL(page.url()).pathname).toBe('/futures');
});

test('an unknown path and an unknown locale get a real 404 page', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  for (const path of ['/no-such-page', '/xx/spot/BTCUSDT', '/spot/BTCUSDT/extra', '/zh-CN/nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/zh-CN') ? '页面不存在' : 'Page not found');
  }
});

test('a placeholder page names itself and shows its parameters', async ({ page }) => {
  await page.goto('/order/mcp?tab=1&businessLine=9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Futures orders');
  await expect(page.locator('[data-param="tab"] dd')).toHaveText('1');
  await expect(page.locator('[data-param="businessLine"] dd')).toHaveText('9');
  await page.goto('/zh-CN/trading-bot/futures/arbitrage/ETHUSDT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('资金费率套利');
  await expect(page.locator('[data-param="symbol"] dd')).toHaveText('ETHUSDT');
});

test('the theme toggle repaints at once and the next server render keeps it', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await hydrated(page);
  await page.getByTestId('theme-toggle').click();
  expect((await htmlAttributes(page)).theme).toBe('white');
  const html = await (await page.request.get('/spot/BTCUSDT')).text();
  expect(html).toMatch(/<html[^>]*data-theme="white"/);
});

for (const { path } of PAGES) {
  test(`the page's catalogs are preloaded with the modules on ${path}, and they are the catalogs the page loads`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const hinted = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    await hydrated(page);
    // Exactly two of the hinted modules are not ones React Router hinted: the catalogs of the
    // page's locale, the site's and the header's, which the page then imports (no other catalog
    // chunk is fetched).
    const locale = (await page.locator('html').getAttribute('data-locale')) ?? '';
    const own = hinted.filter((href) => href && new RegExp(`^/assets/${locale}-[\\w-]{8}\\.js$`).test(href)).sort();
    expect(own).toHaveLength(2);
    const texts = await Promise.all(own.map(async (href) => (await page.request.get(href ?? '')).text()));
    expect(texts.filter((text) => text.includes('"header.skipToContent"')), "the header's catalog").toHaveLength(1);
    for (const href of own) await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))).toContain(href);
    expect(scripts.filter((href) => /^\/assets\/[a-z]{2}(-[A-Z]{2})?-[\w-]{8}\.js$/.test(href)).sort()).toEqual(own);
  });
}
