/**
 * Arabic (right to left) and the Chinese locales: screenshots of the open menus and the language
 * dialog against baselines (1 % of the pixels may differ, animations off), panels anchored to the
 * correct side, axe-core with zero violations in ar and zh-CN, numbers and fee discounts formatted
 * for the locale. Baselines: e2e/tests/__screenshots__/locale-rtl.spec.ts/, refreshed with
 * `npx playwright test -c e2e/playwright.config.ts locale-rtl --update-snapshots`.
 */
import type { Page } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { lookupsSettled, menu, signInAs } from './desktop-helpers.ts';

const SCREENSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const;

async function open(page: Page, id: string) {
  const { trigger, panel } = menu(page, id);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  return panel;
}

for (const theme of ['black', 'white'] as const) {
  test(`Arabic: menus and the language dialog open, ${theme} theme, match the baselines`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await signInAs(page, 'main@demo');
    await page.goto('/ar/');
    await hydrated(page);
    await lookupsSettled(page);
    for (const id of ['spot', 'strategy', 'account']) {
      await open(page, id);
      await expect(page).toHaveScreenshot(`ar-${id}-${theme}.png`, { ...SCREENSHOT, clip: { x: 0, y: 0, width: 1440, height: 680 } });
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('language-button').click();
    await expect(page.getByTestId('language-dialog').getByTestId('currency-list')).toBeVisible();
    await expect(page.getByTestId('language-dialog').getByTestId('language-list')).toBeVisible();
    await expect(page).toHaveScreenshot(`ar-language-${theme}.png`, SCREENSHOT);
  });
}

test('Arabic: the logo sits at the inline start (the right) and keeps its lockup: the mark left of the wordmark, as in English', async ({ page }) => {
  for (const path of ['/', '/ar/']) {
    await page.goto(path);
    await hydrated(page);
    const boxes = await page.locator('header .hdr-logo').evaluate((logo) => ({
      mark: logo.querySelector('.hdr-logo-mark')!.getBoundingClientRect().left,
      text: logo.querySelector('.hdr-logo-text')!.getBoundingClientRect().left,
      logo: logo.getBoundingClientRect(),
      end: logo.closest('header')!.querySelector('.hdr-end')!.getBoundingClientRect().left,
    }));
    expect(boxes.mark, path).toBeLessThan(boxes.text);
    // In Arabic the logo is at the bar's right, the end group at its left.
    if (path === '/ar/') expect(boxes.logo.left).toBeGreaterThan(boxes.end);
  }
});

test('Arabic: product menus open under their trigger from its inline start (the right), end-group menus from the inline end (the left)', async ({ page }) => {
  await signInAs(page, 'main@demo');
  await page.goto('/ar/');
  await hydrated(page);
  const spot = menu(page, 'spot');
  const spotPanel = await open(page, 'spot');
  const [trigger, panel] = [await spot.trigger.boundingBox(), await spotPanel.boundingBox()];
  expect(Math.abs((trigger?.x ?? 0) + (trigger?.width ?? 0) - ((panel?.x ?? 0) + (panel?.width ?? 0)))).toBeLessThanOrEqual(16);
  await page.keyboard.press('Escape');
  const account = menu(page, 'account');
  const accountPanel = await open(page, 'account');
  const [accountTrigger, accountBox] = [await account.trigger.boundingBox(), await accountPanel.boundingBox()];
  // Aligned to the trigger's left edge (inline end in RTL), within the viewport.
  expect(Math.abs((accountTrigger?.x ?? 0) - (accountBox?.x ?? 0))).toBeLessThanOrEqual(16);
  expect(accountBox?.x ?? -1).toBeGreaterThanOrEqual(0);
});

for (const locale of ['ar', 'zh-CN'] as const) {
  for (const who of ['guest', 'main@demo'] as const) {
    test(`${locale}, ${who}: no axe violation with a menu and the language dialog open`, async ({ page }) => {
      await signInAs(page, who);
      await page.goto(`/${locale}/`);
      await hydrated(page);
      await lookupsSettled(page);
      await open(page, who === 'guest' ? 'spot' : 'account');
      expect(await violations(page), 'menu').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId('language-button').click();
      await expect(page.getByTestId('language-dialog').getByTestId('language-list')).toBeVisible();
      await expect(page.getByTestId('language-dialog').getByTestId('currency-list')).toBeVisible();
      expect(await violations(page), 'dialog').toEqual([]);
    });
  }
}

test('zh-CN shows fee discounts as r折; numbers follow the locale', async ({ page }) => {
  await page.goto('/zh-CN/');
  await hydrated(page);
  await open(page, 'strategy');
  await expect(page.locator('#hdr-panel-strategy .hdr-badge-fee').filter({ hasText: '8折' }).first()).toBeVisible();
  await page.goto('/ja/');
  await hydrated(page);
  await open(page, 'strategy');
  await expect(page.locator('#hdr-panel-strategy .hdr-badge-fee').filter({ hasText: '8折' })).toHaveCount(0);
});
