/**
 * The account menu (258 px): profile, UID copy with its toast (4.5 s, paused while hovered), the
 * optional lookups filling their reserved places, logout (call, cookie expired, state cleared,
 * reload after 1 s, also when the call fails), and the theme toggle persisted for the next server
 * render. Time is the page clock's.
 */
import type { Page, Route } from '@playwright/test';
import { ENDPOINTS } from '@exchange/contract';
import { expect, htmlAttributes, hydrated, test } from './fixtures.ts';
import { installClock, lookupsSettled, menu, pauseClock, signInAs } from './desktop-helpers.ts';

test.beforeEach(async ({ page }) => {
  await installClock(page);
});

test('the account menu is 258 px wide and shows the profile the model computed', async ({ page }) => {
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  const { trigger, panel } = menu(page, 'account');
  await expect(trigger).toHaveAccessibleName('Account menu of main@demo');
  await trigger.click();
  const card = panel.locator('.hdr-dd-card');
  await expect.poll(async () => (await card.boundingBox())?.width).toBe(258);
  await expect(panel.getByTestId('user-name')).toHaveText('main@demo');
  await expect(panel).toContainText('UID 1000000001');
  await expect(panel.getByRole('list', { name: 'Account status' })).toHaveText(/Main account.*Classic account.*Verified/);
  await expect(panel.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // VIP badge (showUserVip, vip flag, not in simulation) and the rewards count (5 > 0).
  await expect(panel.getByRole('link', { name: /VIP privileges/ })).toContainText('VIP 3');
  await expect(panel.getByRole('link', { name: /My rewards/ })).toHaveAccessibleName('My rewards 5 points');
});

test('frozen and unverified accounts are labelled; no rewards count when there are none', async ({ page }) => {
  await signInAs(page, 'frozen@demo');
  await page.goto('/');
  await hydrated(page);
  await lookupsSettled(page);
  await menu(page, 'account').trigger.click();
  const panel = menu(page, 'account').panel;
  await expect(panel.getByRole('list', { name: 'Account status' })).toHaveText(/Not verified.*Frozen/);
  await expect(panel.getByRole('link', { name: 'My rewards' })).toHaveAccessibleName('My rewards');
});

/** Holds the trader-pro lookup until the returned function is called. */
async function holdTraderProLookup(page: Page): Promise<() => void> {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/v1/trigger/trader-pro/user-list', async (route) => {
    await held;
    await route.continue();
  });
  return () => answer();
}

async function openAccountMenu(page: Page) {
  await page.goto('/');
  await hydrated(page);
  const account = menu(page, 'account');
  await account.trigger.click();
  return account;
}

test('an entry that arrives while the account menu is open waits until it opens again: nothing moves, nothing blank', async ({ page }) => {
  const answer = await holdTraderProLookup(page);
  await signInAs(page, 'trader-pro@demo');
  const { trigger, panel } = await openAccountMenu(page);
  // The list is on screen and holds back what arrives from now on.
  await expect(panel.locator('ul[data-steady][data-waiting~="account.tradePro"]')).toHaveCount(1);
  // Nothing is drawn for it: no skeleton, no blank row.
  await expect(panel.locator('[data-item="account.tradePro"]')).toHaveCount(0);
  const logout = panel.getByRole('button', { name: 'Log out' });
  const card = panel.locator('.hdr-dd-card');
  const before = { logout: await logout.boundingBox(), card: await card.boundingBox() };
  answer();
  // It arrived while the menu was open: held back, so the open menu keeps its shape.
  await expect(panel.locator('ul[data-held~="account.tradePro"]')).toHaveCount(1);
  await expect(panel.getByRole('link', { name: 'Switch to Trader Pro account' })).toHaveCount(0);
  expect(await logout.boundingBox()).toEqual(before.logout);
  expect(await card.boundingBox()).toEqual(before.card);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await trigger.click();
  const entry = panel.getByRole('link', { name: 'Switch to Trader Pro account' });
  await expect(entry).toHaveAttribute('href', '/tradeProAccount');
  await expect(panel.locator('ul[data-held]')).toHaveCount(0);
  // In its place, before Log out's rule.
  await expect.poll(async () => (await logout.boundingBox())?.y).toBeGreaterThan(before.logout?.y ?? Infinity);
});

test('an entry whose lookup answers none is never drawn: the open account menu does not change', async ({ page }) => {
  const answer = await holdTraderProLookup(page);
  await signInAs(page, 'main@demo');
  const { panel } = await openAccountMenu(page);
  await expect(panel.locator('ul[data-waiting~="account.tradePro"]')).toHaveCount(1);
  await expect(panel.locator('[data-item="account.tradePro"]')).toHaveCount(0);
  const logout = panel.getByRole('button', { name: 'Log out' });
  const card = panel.locator('.hdr-dd-card');
  const before = { logout: await logout.boundingBox(), card: await card.boundingBox() };
  answer();
  // main@demo has no trader-pro account: the list stops waiting, and nothing was ever drawn.
  await expect(panel.locator('ul[data-waiting]')).toHaveCount(0);
  await expect(panel.locator('ul[data-held]')).toHaveCount(0);
  expect(await logout.boundingBox()).toEqual(before.logout);
  expect(await card.boundingBox()).toEqual(before.card);
});

test('copying the UID shows a success toast for 4.5 s, announced, paused while hovered', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAs(page, 'unified@demo');
  await page.goto('/');
  await hydrated(page);
  await pauseClock(page);
  await menu(page, 'account').trigger.click();
  await page.getByRole('button', { name: 'Copy UID' }).click();
  const toast = page.getByRole('status').getByTestId('toast');
  await expect(toast).toHaveText(/UID copied/);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1000000002');
  // 20 px below the 64 px bar (spec §9's offset, counted from the bar so the toast never covers it).
  await expect.poll(async () => (await toast.boundingBox())?.y).toBe(84);
  await page.clock.runFor(3000);
  await toast.hover();
  await page.clock.runFor(5000);
  await expect(toast).toBeVisible();
  await page.mouse.move(720, 880);
  await page.clock.runFor(1499);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});

test('logout: the call expires the session cookie, the page reloads after 1 s as a guest', async ({ page, context }) => {
  await signInAs(page, 'elite@demo');
  await page.goto('/');
  await hydrated(page);
  await pauseClock(page);
  await menu(page, 'account').trigger.click();
  const call = page.waitForResponse('**/v1/user/login/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  await call;
  await expect(menu(page, 'account').panel).toBeHidden();
  await expect(page.getByTestId('nav-progress')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'rt')).toBeUndefined();
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(999);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await page.clock.runFor(1);
  await reloaded;
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveCount(0);
});

test('a logout whose call fails or never answers: told in the page’s language, no reload, still signed in; the next try logs out', async ({ page, context, problems }) => {
  problems.allow(/status of 500|net::ERR_FAILED/);
  await signInAs(page, 'follower@demo');
  await page.goto('/de/');
  await hydrated(page);
  await pauseClock(page);
  const generic = 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.';
  const logout = () => page.locator('[data-item="account.logout"]');
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  // A refused call (the network gone), then a server failure: each is told, and the page stays.
  for (const fail of [(route: Route) => route.abort('failed'), (route: Route) => route.fulfill({ status: 500, body: 'upstream down' })]) {
    await page.route('**/v1/user/login/logout', fail);
    await menu(page, 'account').trigger.click();
    await logout().click();
    await expect(page.getByTestId('toast')).toContainText([generic]);
    await expect(page.getByTestId('nav-progress')).toBeHidden();
    await page.clock.runFor(3000);
    expect(reloads).toBe(0);
    await expect(page.getByTestId('user-name').first()).toHaveText('follower@demo');
    expect((await context.cookies()).some((cookie) => cookie.name === 'rt')).toBe(true);
    await page.clock.runFor(5000);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.unroute('**/v1/user/login/logout');
  }
  // The call answers: the session ends and the page reloads as a guest after 1 s.
  await menu(page, 'account').trigger.click();
  const answered = page.waitForResponse('**/v1/user/login/logout');
  await logout().click();
  await answered;
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'rt')).toBeUndefined();
  await expect
    .poll(async () => {
      if (reloads === 0) await page.clock.runFor(250);
      return reloads;
    })
    .toBe(1);
});

test('a session ended in another tab: the next call answered "not signed in" is told, and the header turns to a guest\'s', async ({ page, problems }) => {
  // The browser logs the call's 401 itself.
  problems.allow(/status of 401/);
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('user-name').first()).toHaveText('main@demo');
  // Another tab logs out: the session cookie this page was rendered with is gone.
  expect(((await (await page.request.post('/v1/user/login/logout', { data: {} })).json()) as { code: string }).code).toBe('00000');
  const spot = menu(page, 'spot');
  await spot.trigger.click();
  const answered = page.waitForResponse(`**${ENDPOINTS.enterSimulation.path}`);
  await spot.panel.locator('[data-item="spot.enterSimulation"]').click();
  expect(((await (await answered).json()) as { code: string }).code).toBe('40100');
  await expect(page.getByTestId('toast')).toContainText(['Please sign in first.']);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveCount(0);
  await expect(page.locator('header [data-menu="account"]')).toHaveCount(0);
});

test('the theme toggle repaints at once, saves a cookie, and the next server HTML is already themed', async ({ page, context }) => {
  await page.goto('/futures');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Switch to light theme' });
  await toggle.click();
  expect((await htmlAttributes(page)).theme).toBe('white');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeFocused();
  expect((await context.cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('white');
  // The next document arrives themed: the first byte of HTML already says white.
  const html = await (await page.request.get('/futures')).text();
  expect(html).toMatch(/^<!DOCTYPE html><html[^>]*data-theme="white"/);
  const themeAtFirstParse: string[] = [];
  await page.exposeFunction('reportTheme', (theme: string) => themeAtFirstParse.push(theme));
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.theme) {
        (window as unknown as { reportTheme: (theme: string) => void }).reportTheme(document.documentElement.dataset.theme);
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.reload();
  await hydrated(page);
  await expect.poll(() => themeAtFirstParse[0]).toBe('white');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect((await htmlAttributes(page)).theme).toBe('black');
});

test('failed optional lookups are silent: no toast, no error, their entries simply do not show', async ({ page }) => {
  await page.route('**/v1/act/welfaretask/center/task/app/redicon', (route) => route.fulfill({ json: { code: '50000', msg: 'Something went wrong.', data: null } }));
  await page.route('**/v1/trigger/trader-pro/user-list', (route) => route.fulfill({ json: { code: '50000', msg: 'Something went wrong.', data: null } }));
  await signInAs(page, 'trader-pro@demo');
  await page.goto('/');
  await hydrated(page);
  await lookupsSettled(page);
  await menu(page, 'account').trigger.click();
  const panel = menu(page, 'account').panel;
  await expect(panel.getByRole('link', { name: 'My rewards' })).toHaveAccessibleName('My rewards');
  await expect(panel.getByRole('link', { name: 'Switch to Trader Pro account' })).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
