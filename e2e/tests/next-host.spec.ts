/**
 * The Next.js host (apps/hosts/next) on its own origin: a Server Component renders the header on
 * the server (PageHeader from the package's "use client" root entry, data read with the request's
 * cookies from the site's API), the browser hydrates it, and the browser's API calls go to the Next
 * origin, which proxies `/v1/...` to the site with plain rewrites. The header's links point at the
 * site (`siteOrigin`), its language links stay on the host.
 *
 * For the guest and main@demo in English and Arabic: the HTML fetched without script has the
 * model's links and `<html lang dir data-theme>`; the page hydrates with no console error or
 * warning and no page error; a menu opens; every API call goes through the Next origin. Then
 * sign-in and logout through the rewrites, the preference cookies, the catalog sent with the page,
 * the language switch and a menu link to the site.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '@exchange/contract';
import type { Page, Response } from '@playwright/test';
import { baseURL, nextURL } from '../playwright.config.ts';
import { desktopLinks, headerHrefs, lookupsSettled, menu, modelNav, seededLookups, signInAs, sorted, type Who } from './desktop-helpers.ts';
import { expect, test, type Problems } from './fixtures.ts';

const USERS: readonly Who[] = ['guest', 'main@demo'];
const LOCALES: readonly Locale[] = ['en', 'ar'];
const site = baseURL;
const arabic = JSON.parse(readFileSync(new URL('../../packages/header/i18n/catalogs/ar/header.json', import.meta.url), 'utf8')) as Record<string, string>;
const ARABIC_SKIP = arabic['header.skipToContent'] ?? '';

/** The attributes of the HTML's `<html>` element, read from its text. */
function htmlElement(html: string): Record<string, string> {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/**
 * Opens a page of the Next host and waits until React has hydrated the header (`data-enhanced` on
 * its root). Console warnings count as problems here too (a hydration warning must not pass), and
 * the page's API calls that go anywhere but the Next origin are returned for the test to find empty.
 */
async function openNext(page: Page, problems: Problems, path: string): Promise<string[]> {
  page.on('console', (message) => {
    if (message.type() === 'warning') problems.errors.push(`console warning: ${message.text()}`);
  });
  const astray: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/v1/') && url.origin !== nextURL) astray.push(request.url());
  });
  await page.goto(`${nextURL}${path}`);
  await expect(page.locator('.hdr-root[data-enhanced]')).toHaveCount(1);
  return astray;
}

async function shownHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('header.hdr a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return sorted(hrefs.filter((href) => href !== '#main'));
}

for (const who of USERS) {
  for (const locale of LOCALES) {
    const path = locale === 'en' ? '/' : `/${locale}/`;
    test(`next ${path}, ${who}: the server HTML has the header with the model's links to the site; it hydrates cleanly and a menu opens`, async ({ page, problems }) => {
      await signInAs(page, who);
      const html = await (await page.request.get(`${nextURL}${path}`)).text();
      expect(htmlElement(html)).toMatchObject({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr', 'data-theme': 'black' });
      expect(html).toMatch(new RegExp(`<div class="hdr-root" data-theme="black" lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`));
      const expected = desktopLinks(modelNav(who, { locale, siteOrigin: site })).map((link) => link.href);
      expect(expected.every((href) => href.startsWith(`${site}/`))).toBe(true);
      expect(sorted(headerHrefs(html))).toEqual(sorted(expected));
      if (who === 'guest') expect(html).toContain('data-item="auth.login"');
      else expect(html).toMatch(/data-testid="user-name"[^>]*>main@demo</);
      expect(html).toMatch(/<main id="main"/);

      const astray = await openNext(page, problems, path);
      await lookupsSettled(page);
      const live = desktopLinks(modelNav(who, { locale, siteOrigin: site, lookups: seededLookups(who) })).map((link) => link.href);
      await expect.poll(() => shownHrefs(page)).toEqual(sorted(live));
      await expect(page.locator('header.hdr')).toHaveCSS('direction', locale === 'ar' ? 'rtl' : 'ltr');
      const spot = menu(page, 'spot');
      await spot.trigger.click();
      await expect(spot.panel).toBeVisible();
      await expect(spot.panel.locator(`a[href="${site}${locale === 'en' ? '' : `/${locale}`}/spot/BTCUSDT?type=spot"]`)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(spot.panel).toBeHidden();
      expect(astray, 'API calls that missed the Next origin').toEqual([]);
    });
  }
}

test('next: sign-in and logout through the Next origin (rewrites to the site); the header shows the user, then the guest', async ({ page, problems, context }) => {
  const astray = await openNext(page, problems, '/');
  await expect(page.locator('header.hdr [data-item="auth.login"]')).toBeVisible();
  // A browser POST from the Next origin (Origin: the Next origin), proxied to the site's API.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName: 'main@demo', password: 'demo' }) });
    return ((await response.json()) as { code: string }).code;
  });
  expect(answer).toBe('00000');
  expect((await context.cookies(nextURL)).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['rt', 'signed_in']));

  await page.reload();
  await expect(page.locator('.hdr-root[data-enhanced]')).toHaveCount(1);
  await expect(page.getByTestId('user-name')).toHaveText('main@demo');
  await lookupsSettled(page);
  await expect.poll(() => shownHrefs(page)).toEqual(sorted(desktopLinks(modelNav('main@demo', { siteOrigin: site, lookups: seededLookups('main@demo') })).map((link) => link.href)));

  // Logout is a POST through the rewrite too; the header reloads the page as a guest.
  await menu(page, 'account').trigger.click();
  const call = page.waitForResponse(`${nextURL}/v1/user/login/logout`);
  await page.getByRole('button', { name: 'Log out' }).click();
  expect(((await (await call).json()) as { code: string }).code).toBe('00000');
  await expect(page.locator('header.hdr [data-item="auth.login"]')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveCount(0);
  expect((await context.cookies(nextURL)).some((cookie) => cookie.name === 'rt')).toBe(false);
  expect(astray, 'API calls that missed the Next origin').toEqual([]);
});

test('next: the site\'s preference cookies render on the server; a theme toggle repaints <html> and keeps the choice', async ({ page, problems, context }) => {
  await context.addCookies([
    { name: 'theme', value: 'white', url: nextURL },
    { name: 'currency', value: 'EUR', url: nextURL },
  ]);
  const html = await (await page.request.get(`${nextURL}/ar/`)).text();
  expect(htmlElement(html)).toMatchObject({ lang: 'ar', dir: 'rtl', 'data-theme': 'white' });
  expect(html).toContain('<div class="hdr-root" data-theme="white" lang="ar" dir="rtl">');
  expect(html).toMatch(/data-testid="language-button"[^>]*>[\s\S]*?EUR/);

  await openNext(page, problems, '/ar/');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'black');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
  expect((await context.cookies(nextURL)).find((cookie) => cookie.name === 'theme')?.value).toBe('black');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
});

test('next: the language dialog stays on the Next host; a menu link leads to the site\'s page', async ({ page, problems }) => {
  await openNext(page, problems, '/');
  await page.getByTestId('language-button').click();
  await page.getByTestId('language-dialog').locator('a[data-locale="ar"]').click();
  await expect(page).toHaveURL(`${nextURL}/ar/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.hdr-root[data-enhanced]')).toHaveCount(1);
  const spot = menu(page, 'spot');
  await spot.trigger.click();
  await spot.panel.locator(`a[href="${site}/ar/spot/BTCUSDT?type=spot"]`).click();
  await expect(page).toHaveURL(`${site}/ar/spot/BTCUSDT?type=spot`);
});

test('next /ar/: the catalog comes with the page (the RSC payload): the browser loads no catalog chunk before or after hydrating', async ({ page, problems }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await openNext(page, problems, '/ar/');
  expect(ARABIC_SKIP).not.toBe('');
  await expect(page.locator('.hdr-skip')).toHaveText(ARABIC_SKIP);
  // Let the page settle: the optional lookups answered, a menu opened (its code loaded).
  await lookupsSettled(page);
  await menu(page, 'spot').trigger.click();
  expect(scripts.length).toBeGreaterThan(0);
  const bodies = await Promise.all(scripts.map(async (response) => ({ url: response.url(), text: await response.text() })));
  expect(bodies.filter(({ text }) => text.includes(ARABIC_SKIP)).map(({ url }) => url)).toEqual([]);
});

test('next: /en/ redirects to /; a path that is no page of the host answers 404', async ({ request }) => {
  const english = await request.get(`${nextURL}/en/`, { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers().location).toBe('/');
  expect((await request.get(`${nextURL}/ar/spot/BTCUSDT`)).status()).toBe(404);
  expect((await request.get(`${nextURL}/xx/`)).status()).toBe(404);
});
