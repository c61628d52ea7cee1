/**
 * The header's other hosts (apps/hosts), on the same origin as the site: the SPA at /hosts/spa/
 * (its API instance on /gateway) and the plain HTML page at /hosts/html/ (the <exchange-header>
 * element). For the guest and main@demo, in English and Arabic, each shows exactly the links the
 * navigation model gives the site for that user and locale (the page's own path as the current
 * page: the sign-in links come back to the host), in the locale's direction, and its menus, theme
 * toggle, language dialog and (at 390 px) navigation drawer work, with no console or page error.
 */
import { SESSION_COOKIE, SIGNED_IN_COOKIE, localizePath, type Locale } from '@exchange/contract';
import { expect, hydrated, test, type Problems } from './fixtures.ts';
import { desktopLinks, lookupsSettled, menu, modelNav, pointerAway, seededLookups, signInAs, sorted, type Who } from './desktop-helpers.ts';
import { languageDialogAndNavDrawer } from './mobile-helpers.ts';
import type { Page } from '@playwright/test';

const HOSTS = ['/hosts/spa', '/hosts/html'] as const;
const USERS: readonly Who[] = ['guest', 'main@demo'];
const LOCALES: readonly Locale[] = ['en', 'ar'];

/**
 * Signs in, opens the host page and waits until the client-rendered header has its lookups' answers.
 * A host cannot see the HttpOnly session cookie; the API's readable signed-in hint tells it whether
 * to ask for the user, so a guest's page makes no call that fails (no console line). Returns the
 * API calls the page makes from now on that miss the host's base (the SPA's is /gateway, the
 * element's the page's origin), for the test to find empty at its end.
 */
async function openHost(page: Page, problems: Problems, who: Who, url: string): Promise<string[]> {
  await signInAs(page, who);
  const base = url.startsWith('/hosts/spa/') ? '/gateway/v1/' : '/v1/';
  const astray: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // An API path under another base (the element's own files, /header/v1/…, are no API call).
    if (pathname.includes('/v1/') && !pathname.startsWith(base) && !pathname.startsWith('/header/')) astray.push(pathname);
  });
  await page.goto(url);
  await expect(page.locator('header.hdr')).toBeVisible();
  await lookupsSettled(page);
  return astray;
}

async function shownHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('header.hdr a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return sorted(hrefs.filter((href) => href !== '#main'));
}

for (const base of HOSTS) {
  for (const who of USERS) {
    for (const locale of LOCALES) {
      test(`${base}, ${who}, ${locale}: the site's links, menus, theme, language dialog and nav drawer`, async ({ page, problems }) => {
        const astray = await openHost(page, problems, who, `${base}${localizePath(locale, '/')}`);
        const expected = desktopLinks(modelNav(who, { locale, currentPath: `${base}/`, lookups: seededLookups(who) })).map((link) => link.href);
        await expect.poll(() => shownHrefs(page)).toEqual(sorted(expected));
        await expect(page.locator('.hdr-root')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('header.hdr')).toHaveCSS('direction', locale === 'ar' ? 'rtl' : 'ltr');
        // The page around the header is in its language too (each host writes its own <html>).
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

        const spot = menu(page, 'spot');
        await spot.trigger.hover();
        await expect(spot.panel).toBeVisible();
        await pointerAway(page);
        await expect(spot.panel).toBeHidden();
        await spot.trigger.click();
        await expect(spot.panel).toBeVisible();
        await spot.trigger.click();
        await expect(spot.panel).toBeHidden();

        // The header repaints its root, the host its page (<html>), and the site's cookie keeps the choice.
        const theme = await page.locator('.hdr-root').getAttribute('data-theme');
        const next = theme === 'black' ? 'white' : 'black';
        await page.getByTestId('theme-toggle').click();
        await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', next);
        await expect(page.locator('html')).toHaveAttribute('data-theme', next);
        expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe(next);

        await languageDialogAndNavDrawer(page);
        expect(astray, "API calls that missed the host's base").toEqual([]);
      });
    }
  }

  test(`${base}: the language dialog keeps the user in the host, the theme cookie carries over, a menu link leads to the site`, async ({ page, problems }) => {
    await openHost(page, problems, 'guest', `${base}/`);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'white');
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-dialog').locator('a[data-locale="ar"]').click();
    await expect(page).toHaveURL(`${base}/ar/`);
    await expect(page.locator('header.hdr')).toHaveCSS('direction', 'rtl');
    const expected = desktopLinks(modelNav('guest', { locale: 'ar', currentPath: `${base}/` })).map((link) => link.href);
    await expect.poll(() => shownHrefs(page)).toEqual(sorted(expected));
    await page.reload();
    await expect(page.locator('header.hdr')).toBeVisible();
    await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'white');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
    // The header's links are the site's pages (after the spec's 500 ms delayed navigation).
    const spot = menu(page, 'spot');
    await spot.trigger.click();
    await spot.panel.locator('a[href="/ar/spot/BTCUSDT?type=spot"]').click();
    await expect(page).toHaveURL('/ar/spot/BTCUSDT?type=spot');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  });
}

// The SPA asks the API for the user in the browser; the html host's element gets the header's HTML
// from the site's fragment, whose server asks (apps/web's tests hold that side).
{
  const base = '/hosts/spa';
  test(`${base}: a user call that fails in a way that may pass is asked once more (main@demo, userInfo answers 500 once)`, async ({ page, problems }) => {
    problems.allow(/status of 500 \(Internal Server Error\)/);
    let asked = 0;
    await page.route('**/v1/user/info', (route) => {
      asked += 1;
      return asked === 1 ? route.fulfill({ status: 500, body: '' }) : route.continue();
    });
    await openHost(page, problems, 'main@demo', `${base}/`);
    const expected = desktopLinks(modelNav('main@demo', { currentPath: `${base}/`, lookups: seededLookups('main@demo') })).map((link) => link.href);
    await expect.poll(() => shownHrefs(page)).toEqual(sorted(expected));
    expect(asked).toBe(2);
  });
}

{
  const base = '/hosts/spa';
  test(`${base}: a guest asks for no user; a signed-in hint that outlived its session gets a guest header and is dropped`, async ({ page, problems, context, baseURL }) => {
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/v1/user/info')) userCalls.push(request.url());
    });
    await openHost(page, problems, 'guest', `${base}/`);
    await expect(page.locator('header.hdr [data-item="auth.login"]')).toBeVisible();
    expect(userCalls).toEqual([]);

    // The session ended elsewhere: the hint is still in the browser, the session cookie is not valid.
    problems.allow(/status of 401 \(Unauthorized\)/);
    await context.addCookies([
      { name: SIGNED_IN_COOKIE, value: '1', url: baseURL ?? '' },
      { name: SESSION_COOKIE, value: 'ended-elsewhere', url: baseURL ?? '' },
    ]);
    await page.reload();
    await expect(page.locator('header.hdr [data-item="auth.login"]')).toBeVisible();
    await expect.poll(() => userCalls.length).toBe(1);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === SIGNED_IN_COOKIE)).toBe(false);
  });
}

test('/hosts/html: a session that ended elsewhere gets the guest’s header from the fragment, with no error on the page', async ({ page, problems, context, baseURL }) => {
  const fragments: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/header/fragment') fragments.push(request.url());
  });
  await context.addCookies([
    { name: SIGNED_IN_COOKIE, value: '1', url: baseURL ?? '' },
    { name: SESSION_COOKIE, value: 'ended-elsewhere', url: baseURL ?? '' },
  ]);
  await openHost(page, problems, 'guest', '/hosts/html/');
  await expect(page.locator('header.hdr [data-item="auth.login"]').first()).toBeVisible();
  await expect(page.locator('.hdr-root[data-enhanced]')).toBeAttached();
  expect(fragments).toEqual([`${baseURL}/header/fragment?path=%2Fhosts%2Fhtml%2F`]);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`/hosts/html at ${viewport.width} px: nothing on the page moves when the element's header comes (no layout shift)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/hosts/html/');
    await expect(page.locator('.hdr-root[data-enhanced]')).toBeAttached();
    await expect(page.locator('header.hdr')).toBeVisible();
    // Two frames after the header is in: any shift it made has been reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
}
