/**
 * Screenshot baselines of the mobile header at 390×844: the bar, and each drawer open (sections
 * expanded where it matters) in both themes, plus both drawers in Arabic (at the left, mirrored).
 * Tolerance 1 % of the pixels, animations off. Refreshed with
 * `E2E_PORT=3240 npx playwright test -c e2e/playwright.config.ts mobile-screenshots --update-snapshots`.
 */
import { expect, test } from './fixtures.ts';
import { openDrawer, openPage, PHONE } from './mobile-helpers.ts';

test.use({ viewport: PHONE });

const OPTIONS = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const;

for (const theme of ['black', 'white'] as const) {
  test(`bar and both drawers, ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await openPage(page, 'guest');
    await expect(page).toHaveScreenshot(`bar-guest-${theme}.png`, { ...OPTIONS, clip: { x: 0, y: 0, width: PHONE.width, height: 120 } });
    const nav = await openDrawer(page, 'nav');
    await nav.locator('[data-section="spot"] > button').click();
    await page.mouse.move(0, PHONE.height - 1);
    await expect(page).toHaveScreenshot(`nav-drawer-${theme}.png`, OPTIONS);
    await page.keyboard.press('Escape');

    await openPage(page, 'main@demo');
    await expect(page).toHaveScreenshot(`bar-main-${theme}.png`, { ...OPTIONS, clip: { x: 0, y: 0, width: PHONE.width, height: 120 } });
    await openDrawer(page, 'user');
    await page.mouse.move(0, PHONE.height - 1);
    await expect(page).toHaveScreenshot(`user-drawer-${theme}.png`, OPTIONS);
  });
}

test('user drawer in Arabic opens at the left (inline end), mirrored', async ({ page }) => {
  await openPage(page, 'main@demo', '/ar/');
  await openDrawer(page, 'user');
  await page.mouse.move(PHONE.width - 1, PHONE.height - 1);
  await expect(page).toHaveScreenshot('user-drawer-ar.png', OPTIONS);
});

test('navigation drawer in Arabic, a section open, mirrored', async ({ page }) => {
  await openPage(page, 'guest', '/ar/');
  const nav = await openDrawer(page, 'nav');
  await nav.locator('[data-section="futures"] > button').click();
  await page.mouse.move(PHONE.width - 1, PHONE.height - 1);
  await expect(page).toHaveScreenshot('nav-drawer-ar.png', OPTIONS);
});
