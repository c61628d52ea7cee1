import { DEMO_USERS } from '@exchange/contract/demo';
import { expect, test } from './fixtures.ts';

test('the visibility matrix shows every demo user and the rule that hid each entry', async ({ page }) => {
  await page.goto('/dev/nav-matrix');
  const rows = page.locator('table[data-locale] tbody tr');
  await expect(rows).toHaveCount(DEMO_USERS.length + 1);
  const cell = (who: string, item: string) => page.locator(`table[data-locale] tbody tr[data-who="${who}"] td[data-item="${item}"]`);
  await expect(cell('main@demo', 'assets.withdraw')).toHaveText('✓');
  await expect(cell('child@demo', 'assets.withdraw')).toHaveText('notSubAccount');
  await expect(cell('guest', 'assets')).toHaveText('signedIn');
  await expect(cell('main@demo', 'spot.convert')).toHaveText('✓');

  // Another locale, chosen on the page: the UK locale hides convert.
  await page.getByLabel('Locale').selectOption('en-GB');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL('**/dev/nav-matrix?locale=en-GB');
  await expect(cell('main@demo', 'spot.convert')).toHaveText('notUkLocale');
});

test('the placement table says where each menu shows in each layout', async ({ page }) => {
  await page.goto('/dev/nav-matrix');
  const placement = page.getByRole('table', { name: 'Where each menu shows' });
  const cell = (menu: string, layout: string) => placement.locator(`tr[data-menu="${menu}"] td[data-layout="${layout}"]`);
  await expect(cell('download', 'desktop')).toHaveText('desktopEnd');
  await expect(cell('download', 'phone')).toHaveText('mobileNavDrawer, mobileUserDrawer');
  await expect(cell('download', 'phoneWithoutScript')).toHaveText('noScriptUserPopover');
  await expect(cell('auth', 'phone')).toHaveText('mobileBar, mobileUserDrawer');
});

test("the kept renders' counts: a page's second guest load is a kept render", async ({ request }) => {
  const stats = async () => {
    const response = await request.get('/dev/header-html');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    return (await response.json()) as { hits: number; misses: number; uncached: number; entries: number };
  };
  const before = await stats();
  for (const key of ['hits', 'misses', 'uncached', 'entries'] as const) expect(Number.isInteger(before[key]), key).toBe(true);
  // Other tests load pages meanwhile: the counts only grow, by at least this test's own loads.
  for (let load = 0; load < 2; load += 1) expect((await request.get('/trade-info/funding-rate', { headers: { cookie: 'theme=white' } })).status()).toBe(200);
  const after = await stats();
  expect(after.hits).toBeGreaterThanOrEqual(before.hits + 1);
  expect(after.hits + after.misses).toBeGreaterThanOrEqual(before.hits + before.misses + 2);
  expect(after.entries).toBeGreaterThan(0);
});
