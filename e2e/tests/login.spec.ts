import type { Page } from '@playwright/test';
import { HOSTILE_FROM, SITE_FROM, type HostileFrom } from '../../apps/web/test/hostile-from.ts';
import { expect, hydrated, test } from './fixtures.ts';

test('sign-in through the login page lands on from, signed in', async ({ page }) => {
  await page.goto('/login?from=%2Fzh-CN%2Fspot%2FBTCUSDT%3Ftype%3Dcross&source=mix');
  await hydrated(page);
  await page.getByLabel('Email or username').fill('main@demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/zh-CN/spot/BTCUSDT?type=cross');
  await expect(page.getByTestId('user-name')).toHaveText('main@demo');
});

test('a demo user signs in with one click', async ({ page }) => {
  await page.goto('/login?from=%2Fasset&source=mix');
  await hydrated(page);
  await page.getByRole('button', { name: 'Log in as child@demo' }).click();
  await page.waitForURL('**/asset');
  await expect(page.getByTestId('user-name')).toHaveText('child@demo');
});

test("a wrong password is told in the page's language, and the page stays", async ({ page, problems }) => {
  problems.allow(/status of 401/);
  for (const [path, name, password, told] of [
    ['/login', 'Email or username', 'Password', 'Wrong email, username or password.'],
    ['/zh-CN/login', '邮箱或用户名', '密码', '邮箱、用户名或密码错误。'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await page.getByLabel(name).fill('follower@demo');
    await page.getByLabel(password).fill('wrong');
    await page.getByRole('button', { name: path === '/login' ? 'Log in' : '登录', exact: true }).click();
    // The API's message is English; the page says the failure itself, with no English in zh-CN.
    await expect(page.getByRole('alert')).toHaveText(told);
    expect(new URL(page.url()).pathname).toBe(path);
  }
});

test('too many attempts are told in the page\'s language too; another code shows the API\'s message', async ({ page, problems }) => {
  problems.allow(/status of 429|status of 403/);
  let answer = { status: 429, code: '40129', msg: 'Too many failed sign-in attempts.' };
  await page.route('**/v1/user/login', (route) => route.fulfill({ status: answer.status, json: { code: answer.code, msg: answer.msg, data: null } }));
  await page.goto('/de/login');
  await hydrated(page);
  await page.getByLabel('E-Mail oder Benutzername').fill('follower@demo');
  await page.getByLabel('Passwort').fill('wrong');
  const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Zu viele fehlgeschlagene Versuche. Warten Sie einen Moment und versuchen Sie es erneut.');
  answer = { status: 403, code: '40300', msg: 'Cross-origin request refused.' };
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Anmeldung fehlgeschlagen: Cross-origin request refused.');
});

declare global {
  interface Window {
    /** React Router's router, which its HydratedRouter exposes: client-side navigation for the test. */
    __reactRouterDataRouter?: { navigate(to: string): Promise<void> };
  }
}

/** Pages working through the corpus side by side, each in its own browser context. */
const LANES = 2;

/**
 * Signs in from the login page with each `from` of `entries`, on one page load, and answers where
 * each sign-in navigated. The navigation request is where the browser goes (the browser parsed the
 * login page's target); the server's redirects on this origin (the /en/ prefix) are followed by
 * resolving `Location` against the request URL, as a browser does. The navigation is then answered
 * 204 No Content, which keeps the login page, so the next `from` is a client-side navigation away
 * and another origin is never contacted. A fragment is not part of a request: the unit test checks
 * the corpus's hash.
 */
async function signInWithEach(page: Page, origin: string, entries: readonly HostileFrom[]): Promise<Array<[string, string]>> {
  let navigated: ((url: string) => void) | null = null;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!navigated || !request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
    let url = request.url();
    for (let hop = 0; hop < 5 && new URL(url).origin === origin; hop += 1) {
      const response = await route.fetch({ url, maxRedirects: 0 });
      const location = response.headers()['location'];
      if (response.status() < 300 || response.status() >= 400 || location === undefined) break;
      url = new URL(location, url).href;
    }
    navigated(url);
    navigated = null;
    return route.fulfill({ status: 204 });
  });
  await page.goto('/login');
  await hydrated(page);
  const landed: Array<[string, string]> = [];
  for (const entry of entries) {
    try {
      // Signed out, home, then the login page with this `from`: the form mounts afresh (a sign-in
      // leaves it busy), and the root loader asks the API for a guest only.
      await page.context().clearCookies();
      await page.evaluate(async (to) => {
        await window.__reactRouterDataRouter?.navigate('/');
        await window.__reactRouterDataRouter?.navigate(to);
      }, `/login?from=${encodeURIComponent(entry.from)}&source=mix`);
      const url = await new Promise<string>((resolve, reject) => {
        // A script URL would not navigate at all.
        const timer = setTimeout(() => reject(new Error('no navigation')), 10_000);
        navigated = (to) => {
          clearTimeout(timer);
          resolve(to);
        };
        page.getByRole('button', { name: 'Log in as maker@demo' }).click().catch(reject);
      });
      const target = new URL(url);
      landed.push([entry.name, target.origin === origin ? `${target.pathname}${target.search}` : `another origin: ${url}`]);
    } catch (error) {
      landed.push([entry.name, `failed: ${String(error).split('\n')[0]}`]);
    }
  }
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), 'window.__pwned').toBeUndefined();
  return landed;
}

test('hostile from values: the sign-in navigates to this origin, home or the same-origin path', async ({ page, browser, problems, baseURL }) => {
  // Every case is a sign-in and a navigation: several per lane.
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const cases = [...SITE_FROM, ...HOSTILE_FROM];
  const contexts = await Promise.all(Array.from({ length: LANES - 1 }, () => browser.newContext({ baseURL })));
  const lanes = [page, ...(await Promise.all(contexts.map((context) => context.newPage())))];
  const dialogs: string[] = [];
  for (const lane of lanes) {
    lane.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    if (lane === page) continue;
    lane.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
    });
    lane.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  }
  try {
    const landed = await Promise.all(lanes.map((lane, index) => signInWithEach(lane, origin, cases.filter((_, i) => i % LANES === index))));
    expect(Object.fromEntries(landed.flat())).toEqual(Object.fromEntries(cases.map((entry) => [entry.name, entry.lands.replace(/#.*$/, '')])));
    expect(dialogs).toEqual([]);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('logout ends the session and the page reloads as a guest', async ({ page, signIn }) => {
  await signIn('elite@demo');
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Account menu of elite@demo' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'rt')).toBeUndefined();
});
