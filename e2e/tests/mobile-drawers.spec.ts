/**
 * How the mobile drawers behave, on a few representative users: opened and closed by tap and by
 * keyboard, focus moved in, trapped and returned to the opener, Escape and the backdrop, the page
 * behind locked, closing on navigation, theme and language from the user drawer, the side each
 * drawer opens from (inline end, so the left in Arabic), the 330 px width, and no layout shift
 * between the server's first paint and the hydrated bar. Also: 1024 px is desktop.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { drawer, openDrawer, openPage, opener, PHONE, TABLET, type DrawerId } from './mobile-helpers.ts';

const focusInside = (page: Page, id: DrawerId) => page.evaluate((testId) => document.querySelector(`[data-testid="${testId}"]`)?.contains(document.activeElement) ?? false, `${id}-drawer`);
const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe('phone, touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const id of ['nav', 'user'] as const) {
    test(`${id} drawer: a tap opens it, focus moves in, the page is locked; the backdrop, a second tap on its button, Escape and the close button close it and focus returns`, async ({ page }) => {
      await openPage(page, 'main@demo');
      for (const closeBy of ['backdrop', 'opener', 'escape', 'button'] as const) {
        const openerBox = (await opener(page, id).boundingBox())!;
        await opener(page, id).tap();
        const dialog = drawer(page, id);
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).matches(':modal'))).toBe(true);
        await expect.poll(() => focusInside(page, id)).toBe(true);
        await expect.poll(() => htmlOverflow(page)).toBe('hidden');
        if (closeBy === 'backdrop') await page.touchscreen.tap(20, 400); // the drawer is at the inline end (right)
        // A second tap on the button that opened it: the drawer stands below the bar, so the tap
        // reaches the backdrop over the button (the page under a modal is inert) and closes it.
        else if (closeBy === 'opener') await page.touchscreen.tap(openerBox.x + openerBox.width / 2, openerBox.y + openerBox.height / 2);
        else if (closeBy === 'escape') await page.keyboard.press('Escape');
        else await dialog.getByTestId('drawer-close').tap();
        await expect(dialog).toHaveCount(0);
        await expect(opener(page, id)).toBeFocused();
        await expect.poll(() => htmlOverflow(page)).not.toBe('hidden');
      }
    });
  }

  test('a link in the navigation drawer closes it and navigates (after the 500 ms delay)', async ({ page }) => {
    await openPage(page, 'main@demo');
    const dialog = await openDrawer(page, 'nav');
    await dialog.locator('[data-section="futures"] > button').tap();
    await expect(dialog.locator('[data-section="futures"] > button')).toHaveAttribute('aria-expanded', 'true');
    await dialog.locator('a[data-item="futures.usdt"]').tap();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
    // A new page: the bar is still there and the drawer can open again.
    await expect(await openDrawer(page, 'nav')).toBeVisible();
  });

  test('an asset shortcut is reached in three taps: avatar, Assets, Deposit', async ({ page }) => {
    await openPage(page, 'main@demo');
    await opener(page, 'user').tap();
    const dialog = drawer(page, 'user');
    await dialog.locator('[data-section="assets"] > button').tap();
    await dialog.locator('a[data-item="assets.deposit"]').tap();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/asset\/recharge$/);
  });

  test('theme from the user drawer: repaints at once, the drawer stays open, the label flips', async ({ page }) => {
    await openPage(page, 'guest');
    const dialog = await openDrawer(page, 'user');
    const toggle = dialog.getByTestId('drawer-theme');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
    await expect(toggle).toHaveText(/light/i);
    await toggle.tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
    await expect(toggle).toHaveText(/dark/i);
    await expect(dialog).toBeVisible();
  });

  test("the user drawer's settings rows are set apart by a line from the menus above and the account entries below", async ({ page }) => {
    await openPage(page, 'main@demo');
    const dialog = await openDrawer(page, 'user');
    const settings = dialog.locator('.hdr-drawer-settings');
    const lineAbove = (locator: typeof settings) => locator.evaluate((node) => getComputedStyle(node).borderBlockStartWidth);
    await expect.poll(() => lineAbove(settings)).toBe('1px');
    // The account entries (Log out last) follow the settings rows, with a line of their own.
    const account = settings.locator('xpath=following-sibling::ul[1]');
    await expect(account.locator('[data-item="account.logout"]')).toHaveCount(1);
    await expect.poll(() => lineAbove(account)).toBe('1px');
  });

  test('language from the user drawer: the drawer closes and the language dialog opens', async ({ page }) => {
    await openPage(page, 'main@demo');
    const dialog = await openDrawer(page, 'user');
    await dialog.getByTestId('drawer-language').tap();
    await expect(dialog).toHaveCount(0);
    const language = page.locator('dialog.hdr-language');
    await expect(language).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(language).toBeHidden();
  });
});

test.describe('phone, keyboard', () => {
  test.use({ viewport: PHONE });

  for (const [id, key] of [['nav', 'Enter'], ['user', ' ']] as const) {
    test(`${id} drawer: ${key === ' ' ? 'Space' : key} opens it, Tab stays inside, Escape closes it and focus returns`, async ({ page }) => {
      await openPage(page, id === 'nav' ? 'guest' : 'sim@demo');
      await opener(page, id).focus();
      await page.keyboard.press(key);
      const dialog = drawer(page, id);
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(page, id)).toBe(true);
      // The focus trap: more Tabs and Shift+Tabs than the drawer has stops never leave it.
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab');
        await expect.poll(() => focusInside(page, id), `after ${step + 1} presses`).toBe(true);
      }
      // Sections open with the keyboard too.
      const trigger = dialog.locator('.hdr-section-trigger').first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener(page, id)).toBeFocused();
    });
  }

  test('the bar does not move between the server paint (no script) and hydration', async ({ browser, baseURL, page }) => {
    const boxes = async (target: Page) =>
      target.locator('header .hdr-logo, header .hdr-auth a, [data-testid="mobile-user-button"], [data-testid="mobile-menu-button"]').evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
        }),
      );
    const serverOnly = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL });
    const still = await serverOnly.newPage();
    await still.goto('/');
    const before = await boxes(still);
    await serverOnly.close();
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => boxes(page)).toEqual(before);
    expect(before).toHaveLength(5);
  });
});

test.describe('drawer side and width', () => {
  const SIDES = [
    [PHONE, '/', 'right'],
    [TABLET, '/', 'right'],
    [PHONE, '/ar/', 'left'],
    [{ width: 320, height: 640 }, '/', 'full'],
  ] as const;
  test('both drawers open from the inline end (the right; the left in Arabic), 330 px wide, and full width at 320 px', async ({ page }) => {
    for (const [viewport, path, side] of SIDES) {
      await test.step(`${viewport.width} px, ${path}: ${side === 'full' ? 'full width' : `${side} (inline end)`}`, async () => {
        await page.setViewportSize(viewport);
        await openPage(page, 'main@demo', path);
        for (const id of ['nav', 'user'] as const) {
          const dialog = await openDrawer(page, id);
          const width = side === 'full' ? viewport.width : 330;
          await expect
            .poll(() => dialog.boundingBox(), `${viewport.width} px, ${path}, ${id} drawer`)
            // Below the 48 px bar, to the bottom of the screen.
            .toMatchObject({ width, y: 48, height: viewport.height - 48, x: side === 'left' || side === 'full' ? 0 : viewport.width - 330 });
          await page.keyboard.press('Escape');
        }
      });
    }
  });

  test('at 1024 px the desktop header shows and the mobile buttons do not', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPage(page, 'main@demo');
    await expect(page.locator('header .hdr-nav')).toBeVisible();
    await expect(opener(page, 'nav')).toBeHidden();
    await expect(opener(page, 'user')).toBeHidden();
    await page.setViewportSize({ width: 1023, height: 768 });
    await expect(page.locator('header .hdr-nav')).toBeHidden();
    await expect(opener(page, 'nav')).toBeVisible();
  });
});
