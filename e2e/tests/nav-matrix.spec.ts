import { DEMO_USERS } from '@exchange/contract/demo';
import { expect, test } from './fixtures.ts';

test('the visibility matrix shows every demo user and the rule that hid each entry', async ({ page }) => {
  await page.goto('/dev/nav-matrix');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(DEMO_USERS.length + 1);
  const cell = (who: string, item: string) => page.locator(`tbody tr[data-who="${who}"] td[data-item="${item}"]`);
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
