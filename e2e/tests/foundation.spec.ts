import type { APIResponse } from '@playwright/test';
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

test('the header stylesheet is inline in the server HTML, costs no request, and stays after hydration and a client navigation', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get('/spot/BTCUSDT')).text();
  expect(html).toMatch(/<head>.*<style data-precedence="default" data-href="\/assets\/header-[\w-]+\.css">\.hdr-root\{/s);
  await page.goto('/spot/BTCUSDT');
  await hydrated(page);
  const headerStyle = page.locator('head style[data-href^="/assets/header-"]');
  await expect(headerStyle).toHaveCount(1);
  const length = await headerStyle.evaluate((style) => style.textContent?.length ?? 0);
  expect(length).toBeGreaterThan(1000);
  await page.locator('.hdr-logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerStyle).toHaveCount(1);
  await expect.poll(() => headerStyle.evaluate((style) => style.textContent?.length ?? 0)).toBe(length);
  await expect(page.locator('.hdr')).toHaveCSS('position', 'relative');
  // The host's own stylesheet is still a link; the header's never is.
  expect(stylesheets.some((path) => path.startsWith('/assets/styles-'))).toBe(true);
  expect(stylesheets.filter((path) => path.startsWith('/assets/header-'))).toEqual([]);
});

for (const who of ['guest', 'main@demo'] as const) {
  test(`${who}: a page asked with gzip is the page asked without, its kept parts written in (page-body.ts)`, async ({ page, signIn }) => {
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
      expect(plain.headers()['content-encoding']).toBeUndefined();
      const html = await withoutNonce(plain);
      expect(await withoutNonce(gzipped)).toBe(html);
      expect(html).not.toContain('<!--kept ');
      expect(html).toMatch(/<style data-precedence="default" data-href="\/assets\/header-[\w-]+\.css">\.hdr-root\{/);
      // A signed-in page's kept render has the person's values written between its pieces.
      if (who !== 'guest') expect(html).toMatch(/data-testid="user-name"[^>]*>main@demo</);
    }
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
