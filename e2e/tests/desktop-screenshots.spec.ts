/**
 * Screenshot baselines of each menu open, in both themes (main@demo, who sees every menu), compared
 * with a tolerance of 1 % of the pixels, animations off. The QR code is masked: it encodes the
 * server's origin, which changes with E2E_PORT. Baselines: e2e/tests/__screenshots__/, refreshed
 * with `npx playwright test -c e2e/playwright.config.ts desktop-screenshots --update-snapshots`.
 */
import { expect, hydrated, test } from './fixtures.ts';
import { lookupsSettled, menu, signInAs } from './desktop-helpers.ts';

const MENUS = ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more', 'assets', 'orders', 'download', 'account'];

for (const theme of ['black', 'white'] as const) {
  test(`every menu open, ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await signInAs(page, 'main@demo');
    await page.goto('/');
    await hydrated(page);
    await lookupsSettled(page);
    for (const id of MENUS) {
      const { trigger, panel } = menu(page, id);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      if (id === 'download') await expect(page.getByTestId('download-qr')).toBeVisible();
      await expect(page).toHaveScreenshot(`${id}-${theme}.png`, {
        clip: { x: 0, y: 0, width: 1440, height: 680 },
        mask: [page.getByTestId('download-qr')],
      });
      await page.keyboard.press('Escape');
    }
  });

  test(`the overflow menu at 1024 px, ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAs(page, 'sim@demo');
    await page.goto('/');
    await hydrated(page);
    await lookupsSettled(page);
    const { trigger, panel } = menu(page, 'overflow');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(page).toHaveScreenshot(`overflow-${theme}.png`);
  });
}
