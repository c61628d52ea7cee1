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

test('a drawer whose code is slow to come shows the progress bar from the tap until it opens (audit N5)', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/assets/NavDrawer-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/spot/BTCUSDT');
  await hydrated(page);
  const progress = page.getByTestId('nav-progress');
  await expect(progress).toBeHidden();
  await page.getByTestId('mobile-menu-button').click();
  await expect.poll(() => asked).toBe(true);
  // The code has not come: no drawer yet, and the bar says the tap was heard.
  await expect(progress).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  release();
  await expect(page.getByTestId('nav-drawer')).toBeVisible();
  await expect(progress).toBeHidden();
});
