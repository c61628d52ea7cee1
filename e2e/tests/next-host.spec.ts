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
 * the language switch and a menu link to the site. Last, the host's security headers: on every
 * answer, a per-response script nonce on every script, no policy violation, no framing.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

test("next: the header takes the page's own path: on /ar/markets/BTC the language links lead to that path in each language (the sign-in returns to the site's home: another origin's page is no page of the site)", async ({ request }) => {
  const answer = await request.get(`${nextURL}/ar/markets/BTC`);
  expect(answer.status()).toBe(200);
  const body = await answer.text();
  const hrefs = [...body.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!);
  // The settings menu's language links (the no-script ones, server-rendered), whatever origin they name.
  expect(hrefs.filter((href) => /\/de\/markets\/BTC$/.test(href))).toHaveLength(1);
  expect(hrefs.filter((href) => /(?:^|\/\/[^/]+)\/markets\/BTC$/.test(href))).toHaveLength(1);
  // The locale's home keeps its own: the language links lead to each language's home.
  const home = await (await request.get(`${nextURL}/ar/`)).text();
  expect(home).not.toContain('/markets/BTC');
});

test('next: /en/ redirects to /; a path that is no page of the host answers 404', async ({ request }) => {
  const english = await request.get(`${nextURL}/en/`, { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers().location).toBe('/');
  expect((await request.get(`${nextURL}/ar/spot/BTCUSDT`)).status()).toBe(404);
  expect((await request.get(`${nextURL}/xx/`)).status()).toBe(404);
});

test('next: a 404 shows the header in the page’s language, right to left in Arabic, once its script has run (not-found.tsx in the root layout)', async ({ page, problems }) => {
  // Next's own log of the 404 the test asks for.
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto(`${nextURL}/ar/nope`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('header.hdr')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
});

// ---------------------------------------------------------------------------------------------
// Security headers (apps/hosts/next/proxy.ts for pages, next.config.ts headers() for the rest)
// ---------------------------------------------------------------------------------------------

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A Content-Security-Policy's directives by name. */
function policyOf(value: string | undefined): Map<string, string[]> {
  return new Map(
    (value ?? '')
      .split(';')
      .filter((directive) => directive.trim() !== '')
      .map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
  );
}

/** The script nonce of a page's policy, or undefined. */
function scriptNonce(policy: Map<string, string[]>): string | undefined {
  return /^'nonce-([\w+/=]+)'$/.exec(policy.get('script-src')?.find((value) => value.startsWith("'nonce-")) ?? '')?.[1];
}

/** Checks an answer's headers: the site's policy, with a nonce for a page and none for a file. */
function expectSecurityHeaders(response: { headers(): Record<string, string> }, label: string, kind: 'page' | 'file'): void {
  const headers = response.headers();
  const policy = policyOf(headers['content-security-policy']);
  const nonce = scriptNonce(policy);
  if (kind === 'page') expect(nonce, `${label}: a script nonce`).toBeDefined();
  expect(policy.get('script-src'), label).toEqual(kind === 'page' ? ["'self'", `'nonce-${nonce}'`] : ["'self'"]);
  expect(Object.fromEntries(policy), label).toMatchObject({
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The header's no-script forms (theme, logout) post to the site.
    'form-action': ["'self'", site],
    'frame-ancestors': ["'none'"],
  });
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toBe(PERMISSIONS_POLICY);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
}

test('next: pages, the 404 and the redirect carry the security headers with a nonce; the build\'s files and the icon carry them without one', async ({ request }) => {
  for (const path of ['/', '/ar/', '/xx/']) expectSecurityHeaders(await request.get(`${nextURL}${path}`), path, 'page');
  expectSecurityHeaders(await request.get(`${nextURL}/en/`, { maxRedirects: 0 }), '/en/ (308)', 'page');
  const html = await (await request.get(`${nextURL}/`)).text();
  const script = /<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
  const stylesheet = /<link\b[^>]*\srel="stylesheet"[^>]*\shref="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect(stylesheet).toBeDefined();
  for (const path of [script, stylesheet, '/icon.svg']) {
    const response = await request.get(`${nextURL}${path}`);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response, path ?? '', 'file');
  }
});

test('next: the policy\'s script nonce is the one on every script of the page, and another request gets another', async ({ request }) => {
  const nonces: string[] = [];
  for (const path of ['/', '/']) {
    const response = await request.get(`${nextURL}${path}`);
    const nonce = scriptNonce(policyOf(response.headers()['content-security-policy']));
    expect(nonce).toBeDefined();
    nonces.push(nonce ?? '');
    const html = await response.text();
    // Next's chunks, its inline RSC payload, and the preloads of chunks: each one with this answer's nonce.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.some((attributes) => !/\ssrc=/.test(attributes)), 'an inline script').toBe(true);
    for (const attributes of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
    const preloads = [...html.matchAll(/<link\b([^>]*\sas="script"[^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of preloads) expect(attributes).toContain(` nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

for (const who of USERS) {
  test(`next /, ${who}: no policy violation while the header hydrates and its menus open; a script without the nonce is refused`, async ({ page, problems }) => {
    // The control at the end is refused, and Chromium reports that in the console as an error.
    problems.allow(/Content Security Policy/);
    const reported: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__cspViolations', { value: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const violations = () => page.evaluate(() => [...((window as unknown as { __cspViolations: string[] }).__cspViolations ?? [])]);

    await signInAs(page, who);
    const answer = page.waitForResponse((response) => response.url() === `${nextURL}/`);
    await openNext(page, problems, '/');
    expect(policyOf((await answer).headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    await lookupsSettled(page);
    for (const id of who === 'guest' ? ['spot'] : ['spot', 'account']) {
      const { trigger, panel } = menu(page, id);
      await trigger.click();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
    expect(await violations(), 'securitypolicyviolation events').toEqual([]);
    expect(reported, 'console reports of the policy').toEqual([]);

    // The control: an inline script without the page's nonce does not run, and is reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual(['script-src-elem inline']);
  });
}

test('next: a page of another origin cannot frame the host (frame-ancestors \'none\')', async ({ page, problems }) => {
  problems.allow(/frame-ancestors/);
  // Another origin on loopback, served from here: a page Playwright answers itself counts as a
  // public one, which Chromium's local network access would stop before the host's policy is read.
  const framer = createServer((_, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>framer</title><iframe src="${nextURL}/"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    const framed = page.waitForResponse((response) => response.url() === `${nextURL}/`);
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    // The host answered (with its policy), and the browser refused to show that answer in the frame.
    expect(policyOf((await framed).headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(page.frameLocator('iframe').locator('.hdr-root')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});
