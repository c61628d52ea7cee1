/**
 * One behaviour suite, three hosts (issue 42): the same interaction tests against
 *
 * - `site`: the React site (`/`, the header hydrated by React);
 * - `element`: a static page of another origin with an empty `<exchange-header>` and the
 *   framework-free element (`/header/<version>/element.js`), which asks the site for the
 *   fragment with the trader's session and enhances it;
 * - `included`: a page of another origin whose server includes the fragment
 *   (`/header/fragment?…&links=absolute&styles=inline`, the request's cookies passed on, as nginx
 *   SSI does) and the enhancer's script (`enhancer.js`) in place of the fragment's own.
 *
 * With script: menus by hover (spec §9's delays on the page's clock) and by keyboard, the delayed
 * navigation's progress bar, Coin-M delivery's lookup, the theme toggle, the language dialog (its
 * focus, Tab wrapping, a unit, a theme, a language), the security check before a guarded entry
 * (its dialog named by the entry, focus and Tab wrapping, a wrong code's message, Escape, the page
 * once the code passes; a failed options call's toast), the overflow menu, the download menu's QR
 * code, the optional lookups (the rewards count, the Trader Pro entry), Copy UID's toast, log out,
 * right-to-left; at a phone's width (390×844) the two drawers (React's, or the enhancer's from the
 * fragment's `part=drawers`): a modal dialog with the focus inside and Tab wrapping, Escape and
 * the backdrop giving the focus back to the button, a section, a link's delayed navigation closing
 * it, a signed-in user's account entries (the model's), a drawer that cannot be loaded, Arabic.
 * Without script (the site and the included page; an empty element has nothing to show without
 * it): the menus by CSS, the theme form, the languages as links, and at a phone's width the bar's
 * buttons opening the menus as popovers.
 */
import { firstDeliverySymbol } from '@exchange/contract/demo';
import { NAV_CONSTANTS } from '@exchange/header/nav';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { baseURL, ENHANCER_ORIGIN_PORT } from '../playwright.config.ts';
import { installClock, menu, pauseClock, pointerAway, signInAs } from './desktop-helpers.ts';
import { expect, test } from './fixtures.ts';
import { expandAll, expectedEntries, PHONE, shownEntries, sortedEntries, type DrawerId } from './mobile-helpers.ts';

const SITE = baseURL;
const RELEASE = JSON.parse(readFileSync(new URL('../../packages/header/dist/element/release.json', import.meta.url), 'utf8')) as { version: string };
const ENHANCER = `${SITE}/header/${RELEASE.version}/enhancer.js`;
const ELEMENT = `${SITE}/header/${RELEASE.version}/element.js`;

const pageHtml = (body: string, locale: string) => `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Help centre</title><link rel="icon" href="data:," /></head>
  <body>${body}<main id="main" tabindex="-1"><h1>BTC/USDT</h1></main></body>
</html>`;

/**
 * The other origin's pages, in the site's path space (a locale prefix first, as DESIGN.md's locale
 * prefix): `/element/` and `/ar/element/`, `/included/` and `/ar/included/`. The element finds the
 * locale in the path itself; the included page asks the site for the fragment of its own path, as
 * SSI's `path=$request_uri` does.
 */
function servePages(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const prefixed = /^\/([a-z]{2}(?:-[A-Z]{2})?)(\/.*)$/.exec(url.pathname);
    const [locale, rest] = prefixed ? [prefixed[1]!, prefixed[2]!] : ['en', url.pathname];
    const send = (html: string, headers: Record<string, string> = {}) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(html);
    if (rest === '/element/') {
      // Under the policy docs/hosts.md asks of such a page: scripts, styles and calls the site's only.
      const policy = `default-src 'none'; script-src ${SITE}; style-src ${SITE}; connect-src ${SITE}; img-src ${SITE} data:; font-src ${SITE}`;
      send(pageHtml(`<script type="module" src="${ELEMENT}"></script><exchange-header api-base="${SITE}"></exchange-header>`, locale), { 'content-security-policy': policy });
      return;
    }
    // The included page's fragment with another major's version, or with data that is not the enhancer's.
    const tamper: Record<string, (fragment: string) => string> = {
      '/included/': (fragment) => fragment,
      '/other-major/': (fragment) => fragment.replace(/data-header-version="[^"]*"/, 'data-header-version="2.0.0"'),
      '/bad-data/': (fragment) => fragment.replace(/(<script type="application\/json" data-exchange-header>)[^<]*/, '$1{"enhance":{"version":1}}'),
    };
    const edit = tamper[rest];
    if (edit) {
      fetch(`${SITE}/header/fragment?path=${encodeURIComponent(url.pathname + url.search)}&links=absolute&styles=inline`, { headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} })
        .then((answer) => answer.text())
        .then((fragment) => send(pageHtml(edit(fragment).replace(/<script type="module" src="[^"]*"[^>]*><\/script>/, `<script type="module" src="${ENHANCER}"></script>`), locale)))
        .catch(() => response.writeHead(502).end());
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let pages: Server | undefined;
const OTHER = `http://127.0.0.1:${ENHANCER_ORIGIN_PORT}`;
// One worker runs this file: the other origin's port is fixed (the site's EXCHANGE_ALLOWED_ORIGINS).
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  pages = await servePages(ENHANCER_ORIGIN_PORT);
});
test.afterAll(async () => {
  if (pages) await new Promise((done) => pages!.close(done));
});

const HOSTS = {
  site: (locale: string) => `${SITE}/${locale === 'en' ? '' : `${locale}/`}`,
  element: (locale: string) => `${OTHER}${locale === 'en' ? '' : `/${locale}`}/element/`,
  included: (locale: string) => `${OTHER}${locale === 'en' ? '' : `/${locale}`}/included/`,
} as const;
type Host = keyof typeof HOSTS;

/** The host's page in `locale`, its header taken over by its script. */
async function open(page: Page, host: Host, locale = 'en'): Promise<void> {
  await page.goto(HOSTS[host](locale));
  await expect(page.locator('.hdr-root[data-enhanced]')).toBeAttached();
}

/**
 * The host's page with the page's clock stopped once it is up: time moves only where the test moves
 * it, so a busy machine's slow hover is not 150 ms of the header's time.
 */
async function openOnStoppedClock(page: Page, host: Host): Promise<void> {
  await installClock(page);
  await open(page, host);
  await pauseClock(page);
}

for (const host of Object.keys(HOSTS) as Host[]) {
  test.describe(`${host}, with script`, () => {
    test('menus: hover opens after 150 ms and closes 100 ms after leaving; Enter opens, Escape closes and gives the focus back', async ({ page }) => {
      await openOnStoppedClock(page, host);
      const spot = menu(page, 'spot');
      await spot.trigger.hover();
      await page.clock.runFor(100);
      await expect(spot.panel).toBeHidden();
      await page.clock.runFor(100);
      await expect(spot.panel).toBeVisible();
      await expect(spot.trigger).toHaveAttribute('aria-expanded', 'true');
      await pointerAway(page);
      await page.clock.runFor(150);
      await expect(spot.panel).toBeHidden();

      const futures = menu(page, 'futures');
      await futures.trigger.focus();
      await page.keyboard.press('Enter');
      await expect(futures.panel).toBeVisible();
      await expect(futures.trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(futures.panel.locator('a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(futures.panel).toBeHidden();
      await expect(futures.trigger).toBeFocused();
    });

    test('a menu link: the progress bar at once, the page 500 ms later', async ({ page }) => {
      await openOnStoppedClock(page, host);
      const spot = menu(page, 'spot');
      await spot.trigger.click();
      const before = page.url();
      await spot.panel.locator('[data-item="spot.convert"]').click();
      await expect(page.getByTestId('nav-progress')).toBeVisible();
      await page.clock.runFor(300);
      expect(page.url()).toBe(before);
      await page.clock.runFor(300);
      await expect(page).toHaveURL(/\/convert$/);
    });

    test('Coin-M delivery opens the first delivery contract (the browser’s lookup, or the server route’s)', async ({ page }) => {
      await openOnStoppedClock(page, host);
      const futures = menu(page, 'futures');
      await futures.trigger.click();
      await futures.panel.locator('[data-item="futures.coinMDelivery"]').click();
      await page.clock.runFor(NAV_CONSTANTS.navigationDelayMs + NAV_CONSTANTS.lookupWaitMs);
      await expect(page).toHaveURL(new RegExp(`/futures/usd/${firstDeliverySymbol()}$`));
    });

    test('the theme toggle repaints and names the other theme', async ({ page }) => {
      await open(page, host);
      const toggle = page.getByTestId('theme-toggle');
      await expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme');
      await toggle.click();
      await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'white');
      await expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme');
      await toggle.click();
      await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'black');
    });

    test('the language dialog: the focus inside and Tab wrapping, a unit shown in the bar, Escape back to its button, a theme, a language’s page', async ({ page }) => {
      await open(page, host);
      const button = page.getByTestId('language-button');
      const dialog = page.getByTestId('language-dialog');
      await button.click();
      await expect(dialog).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog')?.dataset.testid)).toBe('language-dialog');
      const close = dialog.locator('[data-close]');
      await close.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.locator('[data-theme-choice="white"]')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();

      await dialog.locator('[data-currency="EUR"]').click();
      await expect(dialog.locator('[data-currency="EUR"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.locator('[data-currency="USD"]')).toHaveAttribute('aria-pressed', 'false');
      await expect(button.locator('.hdr-settings-currency')).toHaveText('EUR');
      await expect(button).toHaveAttribute('aria-label', /EUR/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await dialog.locator('[data-theme-choice="white"]').click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'white');

      await button.click();
      const arabic = dialog.locator('a[data-locale="ar"]');
      const target = new URL((await arabic.getAttribute('href'))!, page.url()).href;
      await arabic.click();
      await expect(page).toHaveURL(target);
    });

    test('the language dialog that cannot be loaded says so, and is asked for again at the next opening', async ({ page, problems }) => {
      problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/);
      await open(page, host);
      // The dialog's part: the site's code chunk, or the enhancer's markup from the fragment.
      const part = /\/LanguageDialog-[^/]*\.js$|[?&]part=language-dialog/;
      await page.route(part, (route) => route.abort());
      await page.getByTestId('language-button').click();
      await expect(page.getByTestId('toast')).toHaveText(/Something went wrong/);
      await expect(page.getByTestId('language-dialog')).toBeHidden();
      await page.unroute(part);
      await page.getByTestId('language-button').click();
      await expect(page.getByTestId('language-dialog')).toBeVisible();
    });

    test('elite@demo’s Withdraw asks the security check: the dialog named by it, the focus inside and Tab wrapping, a wrong code’s message, Escape back to the menu; the right code opens the page', async ({ page, problems }) => {
      problems.allow(/status of 400/);
      await signInAs(page, 'elite@demo');
      await openOnStoppedClock(page, host);
      const assets = menu(page, 'assets');
      const withdraw = assets.panel.locator('[data-item="assets.withdraw"]');
      await assets.trigger.click();
      const href = new URL((await withdraw.getAttribute('href'))!, page.url()).href;
      const before = page.url();
      await withdraw.click();
      const dialog = page.getByRole('dialog', { name: 'Security verification Withdraw' });
      await expect(dialog).toBeVisible();
      await expect(assets.panel).toBeHidden();
      await expect(dialog.getByRole('button', { name: 'Use passkey' })).toHaveCount(0);
      const code = dialog.getByLabel('Verification code');
      const verify = dialog.getByRole('button', { name: 'Verify' });
      await expect(code).toBeFocused();
      await verify.focus();
      await page.keyboard.press('Tab');
      await expect(code).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(verify).toBeFocused();

      await code.fill('000000');
      await verify.click();
      await expect(dialog.getByRole('alert')).toHaveText('The verification code is wrong.');
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(assets.trigger).toBeFocused();
      expect(page.url()).toBe(before);

      await assets.trigger.click();
      await withdraw.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('alert')).toBeHidden();
      await code.fill('123456');
      await verify.click();
      await expect(dialog).toBeHidden();
      await page.clock.runFor(NAV_CONSTANTS.navigationDelayMs);
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw');
    });

    test('a security check whose options call fails: an error toast, no dialog, the page stays', async ({ page, problems }) => {
      problems.allow(/status of 500/);
      await signInAs(page, 'elite@demo');
      await openOnStoppedClock(page, host);
      const origin = new URL(page.url()).origin;
      await page.route('**/v1/user/security/actionItems', (route) =>
        route.fulfill({ status: 500, headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }, body: '' }),
      );
      const assets = menu(page, 'assets');
      await assets.trigger.click();
      const before = page.url();
      await assets.panel.locator('[data-item="assets.withdraw"]').click();
      await expect(page.getByRole('alert').getByTestId('toast')).toHaveText(/Something went wrong/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('nav-progress')).toBeHidden();
      await page.clock.runFor(NAV_CONSTANTS.navigationDelayMs);
      expect(page.url()).toBe(before);
    });

    test('the download menu draws the QR code of the download page’s address', async ({ page }) => {
      await open(page, host);
      const download = menu(page, 'download');
      await download.trigger.click();
      const code = page.getByTestId('download-qr');
      await expect(code).toBeVisible();
      await expect(code).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect(code).toHaveAttribute('alt', 'QR code of the app download page');
      expect(await code.evaluate((image: HTMLImageElement) => image.naturalWidth > 0 && image.complete)).toBe(true);
    });

    test('the menus that do not fit go into the overflow menu under their names, and come back with the room', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await open(page, host, 'ru');
      const collapsed = page.locator('header [data-nav-menu][data-collapsed]');
      await expect(collapsed.first()).toBeAttached();
      const ids = await collapsed.evaluateAll((menus) => menus.map((menu) => (menu as HTMLElement).dataset.navMenu!));
      const overflow = menu(page, 'overflow');
      await expect(overflow.trigger).toBeVisible();
      await overflow.trigger.click();
      for (const id of ids) {
        const group = overflow.panel.getByRole('group', { name: (await menu(page, id).trigger.textContent())!.trim() });
        await expect(group).toBeVisible();
        const entries = await menu(page, id).panel.locator('a[data-item]').evaluateAll((links) => links.map((link) => link.getAttribute('data-item')));
        await expect.poll(() => group.locator('a[data-item]').evaluateAll((links) => links.map((link) => link.getAttribute('data-item')))).toEqual(entries);
      }
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1920, height: 900 });
      await expect(collapsed).toHaveCount(0);
      await expect(overflow.trigger).toBeHidden();
      // On the phone the menus are the menu button's list (a drawer, or the popover of the server
      // HTML), one under another: none collapses there, however little room a row has.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByTestId('mobile-menu-button').click();
      await expect(page.locator('[data-testid="nav-drawer"], #hdr-nav-popover:popover-open')).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect(collapsed).toHaveCount(0);
    });

    test('unified@demo: Copy UID says so in a toast; Log out ends the session and the header turns to a guest’s', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(HOSTS[host]('en')).origin });
      await signInAs(page, 'unified@demo');
      await open(page, host);
      const account = menu(page, 'account');
      await account.trigger.click();
      await page.getByRole('button', { name: 'Copy UID' }).click();
      await expect(page.getByTestId('toast')).toHaveText(/UID copied/);
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1000000002');
      await account.trigger.click();
      if (await account.panel.isHidden()) await account.trigger.click();
      await account.panel.locator('[data-action="logout"]').click();
      await expect(page.getByTestId('nav-progress')).toBeVisible();
      await expect(page.locator('header.hdr [data-item="auth.login"]').first()).toBeVisible({ timeout: 20_000 });
    });

    test('the optional lookups, after the first render: main@demo’s rewards count, trader-pro@demo’s Trader Pro entry', async ({ page }) => {
      await signInAs(page, 'main@demo');
      await open(page, host);
      const account = menu(page, 'account');
      await expect(account.panel.locator('.hdr-badge-count')).toBeAttached({ timeout: 20_000 });
      await account.trigger.click();
      await expect(account.panel.getByRole('link', { name: /My rewards/ })).toHaveAccessibleName('My rewards 5 points');
      await page.context().clearCookies();
      await signInAs(page, 'trader-pro@demo');
      await open(page, host);
      await expect(account.panel.locator('[data-item="account.tradePro"]')).toBeAttached({ timeout: 20_000 });
      await account.trigger.click();
      await expect(account.panel.getByRole('link', { name: 'Switch to Trader Pro account' })).toHaveAttribute('href', /\/tradeProAccount$/);
    });

    test.describe('phone drawers', () => {
      test.use({ viewport: PHONE });
      const button = (page: Page, id: DrawerId) => page.getByTestId(id === 'nav' ? 'mobile-menu-button' : 'mobile-user-button');

      test('a guest’s menu drawer: a modal dialog with the focus inside, Tab wrapping, Escape back to its button; a section expands; a link closes it and navigates 500 ms later', async ({ page }) => {
        await installClock(page);
        await open(page, host);
        const opener = button(page, 'nav');
        // The no-script popovers are off once the script has taken over.
        await expect(opener).not.toHaveAttribute('popovertarget');
        await expect(page.locator('#hdr-nav-popover')).not.toHaveAttribute('popover');
        await opener.click();
        const drawer = page.getByTestId('nav-drawer');
        await expect(drawer).toBeVisible();
        await expect.poll(() => drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
        await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog')?.dataset.testid)).toBe('nav-drawer');
        const close = drawer.getByTestId('drawer-close');
        await close.focus();
        await page.keyboard.press('Shift+Tab');
        await expect(drawer.locator('.hdr-section-trigger').last()).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(close).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(opener).toBeFocused();

        await opener.click();
        const futures = drawer.locator('[data-section="futures"] > .hdr-section-trigger');
        await expect(futures).toHaveAttribute('aria-expanded', 'false');
        const link = drawer.locator('a[data-item="futures.usdt"]');
        await expect(link).toBeHidden();
        await futures.click();
        await expect(futures).toHaveAttribute('aria-expanded', 'true');
        await expect(link).toBeVisible();
        await pauseClock(page);
        const before = page.url();
        await link.click();
        await expect(drawer).toBeHidden();
        await expect(page.getByTestId('nav-progress')).toBeVisible();
        await page.clock.runFor(300);
        expect(page.url()).toBe(before);
        await page.clock.runFor(300);
        await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
      });

      test('main@demo’s user drawer: their profile, the account entries the model gives them and Log out; the backdrop closes it', async ({ page }) => {
        await signInAs(page, 'main@demo');
        await open(page, host);
        // The optional lookups answered (the rewards count), as the model's expectation has them.
        await expect(page.locator('header .hdr-badge-count')).toBeAttached({ timeout: 20_000 });
        await button(page, 'user').click();
        const drawer = page.getByTestId('user-drawer');
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('heading', { name: 'Account' })).toBeVisible();
        await expect(drawer.getByTestId('drawer-user-name')).toHaveText('main@demo');
        await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
        await expandAll(drawer);
        const shown = await shownEntries(drawer);
        // A page of another origin has the site's links absolute (links=absolute).
        expect(sortedEntries({ ...shown, hrefs: shown.hrefs.map((href) => href.replace(SITE, '')) })).toEqual(sortedEntries(expectedEntries('main@demo', 'user')));
        // The drawer is at the inline end (the right): a press on the left is on the backdrop.
        await page.mouse.click(20, 400);
        await expect(drawer).toBeHidden();
        await expect(button(page, 'user')).toBeFocused();
      });

      test('a drawer that cannot be loaded says so in a toast, and is asked for again at the next tap', async ({ page, problems }) => {
        problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED|500/);
        await open(page, host);
        // The drawer's part: the site's code chunk, or the enhancer's markup from the fragment.
        const part = /\/NavDrawer-[^/]*\.js$|[?&]part=drawers/;
        await page.route(part, (route) => route.fulfill({ status: 500, body: '' }));
        await button(page, 'nav').click();
        await expect(page.getByTestId('toast')).toHaveText(/Something went wrong/);
        await expect(page.getByTestId('nav-drawer')).toBeHidden();
        await page.unroute(part);
        await button(page, 'nav').click();
        await expect(page.getByTestId('nav-drawer')).toBeVisible();
      });

      test('Arabic: each drawer is right to left, 330 px at the inline end (the left)', async ({ page }) => {
        await open(page, host, 'ar');
        for (const id of ['nav', 'user'] as const) {
          await button(page, id).click();
          const drawer = page.getByTestId(`${id}-drawer`);
          await expect(drawer).toBeVisible();
          expect(await drawer.evaluate((dialog) => getComputedStyle(dialog).direction)).toBe('rtl');
          const box = (await drawer.boundingBox())!;
          expect([Math.round(box.x), Math.round(box.width)]).toEqual([0, 330]);
          await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
        }
      });
    });

    test('Arabic: the header is right to left', async ({ page }) => {
      await open(page, host, 'ar');
      await expect(page.locator('.hdr-root')).toHaveAttribute('dir', 'rtl');
      const logo = await page.locator('.hdr-logo').boundingBox();
      const width = page.viewportSize()?.width ?? 1440;
      expect(logo && logo.x > width / 2, 'the logo at the inline start: the right').toBe(true);
    });
  });
}

for (const host of ['site', 'included'] as const) {
  test.describe(`${host}, without script`, () => {
    test.use({ javaScriptEnabled: false });

    test('menus open by CSS on hover and focus; the theme form works; the languages are links', async ({ page }) => {
      await page.goto(HOSTS[host]('en'));
      const spot = menu(page, 'spot');
      await spot.trigger.hover();
      await expect(spot.panel.locator('a').first()).toBeVisible();
      await pointerAway(page);
      await expect(spot.panel.locator('a').first()).toBeHidden();
      await menu(page, 'futures').trigger.focus();
      await expect(menu(page, 'futures').panel.locator('a').first()).toBeVisible();
      // Each language's link is this page in that language.
      await expect(page.locator('.hdr-noscript-langs a[lang="ar"]')).toHaveAttribute('href', new URL(HOSTS[host]('ar')).pathname);
      const toggle = page.getByTestId('theme-toggle');
      if (host === 'included') {
        // The form posts to the site, whose cookie a page of another origin does not get: the
        // choice without script is the site's own pages' (docs/hosts.md, The enhancer).
        await expect(toggle.locator('xpath=ancestor::form')).toHaveAttribute('action', new RegExp(`^${SITE}/`));
        return;
      }
      await toggle.click();
      await expect(page.locator('.hdr-root')).toHaveAttribute('data-theme', 'white');
    });
  });
}

for (const host of ['site', 'included'] as const) {
  test.describe(`${host}, without script, phone`, () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test('the bar’s two buttons open the desktop’s menus as popovers, every entry listed', async ({ page }) => {
      await page.goto(HOSTS[host]('en'));
      await page.getByTestId('mobile-menu-button').click();
      const nav = page.locator('#hdr-nav-popover');
      await expect(nav).toBeVisible();
      await expect(nav.locator('a[data-item="futures.usdt"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await page.getByTestId('mobile-user-button').click();
      const user = page.locator('#hdr-user-popover');
      await expect(user).toBeVisible();
      await expect(user.locator('a[data-item="download.page"]')).toBeVisible();
      await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
    });
  });
}

for (const [path, reason] of [
  ['/other-major/', /enhances header HTML of major 1, and this HTML is 2\.0\.0/],
  ['/bad-data/', /the header's data cannot be read/],
] as const) {
  test(`${path}: the enhancer leaves HTML it cannot take over as the server rendered it, working, and says why`, async ({ page, problems }) => {
    problems.allow(reason);
    await page.goto(`${OTHER}${path}`);
    await expect.poll(() => problems.errors.some((error) => reason.test(error))).toBe(true);
    await expect(page.locator('.hdr-root')).not.toHaveAttribute('data-enhanced');
    const spot = menu(page, 'spot');
    await spot.trigger.hover();
    await expect(spot.panel.locator('a').first()).toBeVisible();
  });
}

test('the fragment across origins: credentialed only for an allowed origin, a guest’s for any, a session’s never to another', async ({ page }) => {
  await signInAs(page, 'main@demo');
  const cookie = (await page.context().cookies(SITE)).map(({ name, value }) => `${name}=${value}`).join('; ');
  // Node's fetch, which sends exactly these headers (the page's request context would add its cookies).
  const ask = async (origin: string, withSession: boolean) => {
    const answer = await fetch(`${SITE}/header/fragment?path=/&links=absolute`, { headers: { origin, ...(withSession ? { cookie } : {}) } });
    return { headers: () => Object.fromEntries(answer.headers) as Record<string, string | undefined>, text: () => answer.text() };
  };
  const allowed = await ask(OTHER, true);
  expect(allowed.headers()['access-control-allow-origin']).toBe(OTHER);
  expect(allowed.headers()['access-control-allow-credentials']).toBe('true');
  expect(allowed.headers()['vary']).toMatch(/Origin/);
  expect(await allowed.text()).toContain('data-testid="user-name"');
  const attacker = await ask('http://127.0.0.1:9', true);
  expect(attacker.headers()['access-control-allow-origin']).toBeUndefined();
  expect(attacker.headers()['cache-control']).toMatch(/private/);
  const guest = await ask('http://127.0.0.1:9', false);
  expect(guest.headers()['access-control-allow-origin']).toBe('*');
  expect(guest.headers()['access-control-allow-credentials']).toBeUndefined();
  expect(guest.headers()['vary']).toMatch(/Origin/);
  expect(guest.headers()['vary']).toMatch(/Cookie/);
});
