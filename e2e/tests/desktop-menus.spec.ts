/**
 * Every menu of the desktop header opens by hover (after 150 ms; closes 100 ms after the pointer
 * leaves, and not while it crosses the gap), by click, and by keyboard (Enter or Space), and
 * closes on Escape with the focus back on its trigger. Time is the page clock's, not real sleeps.
 */
import { expect, hydrated, test } from './fixtures.ts';
import { installClock, menu, pauseClock, pointerAway, signInAs } from './desktop-helpers.ts';

const PRODUCT_MENUS = ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more'];
const USER_MENUS = ['assets', 'orders', 'download', 'account'];
const ALL = [...PRODUCT_MENUS, ...USER_MENUS];

test.beforeEach(async ({ page }) => {
  await installClock(page);
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  await pauseClock(page);
});

test('each menu opens 150 ms after the pointer rests on it and closes 100 ms after it leaves', async ({ page }) => {
  for (const id of ALL) {
    const { trigger, panel } = menu(page, id);
    await trigger.hover();
    await page.clock.runFor(149);
    await expect(panel, id).toBeHidden();
    await page.clock.runFor(1);
    await expect(panel, id).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await pointerAway(page);
    await page.clock.runFor(99);
    await expect(panel, id).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel, id).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
});

test('the menu stays open while the pointer crosses the gap between trigger and panel', async ({ page }) => {
  for (const id of ['spot', 'account']) {
    const { trigger, panel } = menu(page, id);
    await trigger.hover();
    await page.clock.runFor(150);
    await expect(panel.locator('.hdr-dd-card'), id).toBeVisible();
    const button = await trigger.boundingBox();
    const card = await panel.locator('.hdr-dd-card').boundingBox();
    if (!button || !card) throw new Error('no boxes');
    // The gap: below the trigger, above the panel's card.
    expect(card.y).toBeGreaterThan(button.y + button.height);
    const x = button.x + button.width / 2;
    await page.mouse.move(x, button.y + button.height + 2, { steps: 2 });
    await page.clock.runFor(300);
    await page.mouse.move(x, (button.y + button.height + card.y) / 2, { steps: 2 });
    await page.clock.runFor(300);
    await page.mouse.move(card.x + 20, card.y + 20, { steps: 4 });
    await page.clock.runFor(300);
    await expect(panel, id).toBeVisible();
    await pointerAway(page);
    await page.clock.runFor(100);
    await expect(panel, id).toBeHidden();
  }
});

test('each menu opens and closes by click, one at a time, and closes on a click outside', async ({ page }) => {
  for (const id of ALL) {
    const { trigger, panel } = menu(page, id);
    await trigger.click();
    await expect(panel, id).toBeVisible();
    await expect(page.locator('header .hdr-dd-panel:not([hidden])')).toHaveCount(1);
    // A click on a menu that hover has opened meanwhile does not close it; a second one does.
    await page.clock.runFor(500);
    await expect(panel, id).toBeVisible();
    await trigger.click();
    await expect(panel, id).toBeHidden();
  }
  await menu(page, 'spot').trigger.click();
  await page.mouse.click(720, 860);
  await expect(menu(page, 'spot').panel).toBeHidden();
});

test('each menu opens by Enter and by Space, and Escape closes it with the focus back on the trigger', async ({ page }) => {
  for (const [index, id] of ALL.entries()) {
    const { trigger, panel } = menu(page, id);
    await trigger.focus();
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
    await expect(panel, id).toBeVisible();
    await expect(trigger).toBeFocused();
    // Into the panel: its first link or button.
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel, id).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});

test('Tab past the last entry closes the menu (focus leaves it)', async ({ page }) => {
  const { trigger, panel } = menu(page, 'more');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const count = await panel.locator('a, button').count();
  for (let i = 0; i <= count; i++) await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
});

test('the skip link is the first stop and leads past the header', async ({ page }) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
