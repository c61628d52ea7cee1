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

test('a wrong password shows the server message and stays on the page', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Email or username').fill('follower@demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Log in failed');
  expect(new URL(page.url()).pathname).toBe('/login');
});

const HOSTILE = ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', ' //evil.example', '\\\\evil.example'];

for (const from of HOSTILE) {
  test(`hostile from ${JSON.stringify(from)} lands home`, async ({ page }) => {
    await page.goto(`/login?from=${encodeURIComponent(from)}&source=mix`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Log in as maker@demo' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.host.startsWith('127.0.0.1'));
    await expect(page.getByTestId('user-name')).toHaveText('maker@demo');
  });
}

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
