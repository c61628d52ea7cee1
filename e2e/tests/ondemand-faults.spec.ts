import { expect, hydrated, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a drawer whose code cannot load leaves the page working and says so', async ({ page, problems }) => {
  // The browser logs the failed fetch and React logs the caught error: both expected here.
  problems.allow(/NavDrawer|Failed to fetch dynamically imported module|net::ERR_FAILED|error occurred in the <NavDrawer>|OnDemand/);
  await page.route('**/assets/NavDrawer-*.js', (route) => route.abort());
  await page.goto('/spot/BTCUSDT');
  await hydrated(page);
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spot trading');
  await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});
