/**
 * Focus inside the header's modal dialogs, as the WAI-ARIA APG modal dialog pattern's own tests
 * check it: Tab from the last control goes to the first and Shift+Tab from the first to the last
 * (a native modal <dialog> lets Tab leave to the browser's controls), and no Tab stops on the
 * dialog itself or a scrolling box in it (at 390 px the language dialog scrolls). The drawers'
 * trap is in mobile-drawers.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { menu, signInAs } from './desktop-helpers.ts';

/** What has the focus: a control of `dialog`, the dialog itself, or something else. */
function focusIn(dialog: Locator): Promise<'control' | 'dialog' | 'outside'> {
  return dialog.evaluate((element) => {
    const active = document.activeElement;
    if (active === element) return 'dialog';
    if (!active || !element.contains(active)) return 'outside';
    return active.matches('a[href], button, input, select, textarea') ? 'control' : 'dialog';
  });
}

/** The dialog's first and last Tab stops, as a keyboard user reaches them. */
async function ends(dialog: Locator) {
  const stops = dialog.locator('a[href]:visible, button:not([disabled]):visible, input:not([disabled]):visible');
  return { first: stops.first(), last: stops.last(), count: await stops.count() };
}

async function expectTrapped(page: Page, dialog: Locator) {
  const { first, last, count } = await ends(dialog);
  await last.focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  // More presses than the dialog has stops, both ways: always on one of its controls.
  for (let step = 0; step < count + 3; step += 1) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
    await expect.poll(() => focusIn(dialog), `after ${step + 1} presses`).toBe('control');
  }
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the language dialog at ${viewport.width} px keeps Tab and Shift+Tab inside, on its controls`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/spot/BTCUSDT');
    await hydrated(page);
    if (viewport.width < 1024) {
      await page.getByTestId('mobile-user-button').click();
      await page.getByTestId('user-drawer').getByTestId('drawer-language').click();
    } else await page.getByTestId('language-button').click();
    const dialog = page.getByTestId('language-dialog');
    await expect(dialog.getByTestId('language-list').locator('a')).toHaveCount(27);
    await expect(dialog.getByTestId('currency-list')).toBeVisible();
    await expectTrapped(page, dialog);
  });
}

test('the security dialog keeps Tab and Shift+Tab inside, on its controls', async ({ page }) => {
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  await menu(page, 'assets').trigger.click();
  await menu(page, 'assets').panel.getByRole('link', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security verification' });
  await expect(dialog.getByLabel('Verification code')).toBeVisible();
  await expectTrapped(page, dialog);
});
