/**
 * Reduced motion and 200 % zoom (docs/readers.md "Readers").
 * - `prefers-reduced-motion: reduce`: nothing of the header animates: with a menu open (its
 *   chevron turns), the progress bar showing and a drawer open, the document runs no animation
 *   or transition, and the computed durations are 0. (That every transition and animation of the
 *   stylesheet has its reduced-motion override is checked without a browser: styles.test.ts.)
 * - 200 % page zoom halves the CSS viewport: a 1440 × 900 window is 720 × 450 CSS px, a 1280 ×
 *   800 one 640 × 400. There the header is the mobile bar, nothing scrolls sideways, and both
 *   drawers open, fit and reach their last entry.
 * - 200 % text-only zoom (a browser setting that enlarges the text and nothing else), emulated at
 *   1440 px by doubling the computed font size of every element of the header: the menus that no
 *   longer fit collapse into the overflow menu, nothing scrolls sideways, and every product menu
 *   stays reachable (in the bar or the overflow menu), and the fixed-width cards wrap a long entry
 *   instead of cutting it off.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { installClock, lookupsSettled, menu, pauseClock, signInAs } from './desktop-helpers.ts';
import { expandAll, openDrawer } from './mobile-helpers.ts';

/** The document's running animations and transitions, by their target's class. */
function running(page: Page) {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${animation.constructor.name} on ${target instanceof Element ? target.getAttribute('class') : '?'}`;
    }),
  );
}

test('reduced motion: an open menu, the progress bar and a drawer run no animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installClock(page);
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  await lookupsSettled(page);
  await pauseClock(page);

  const { trigger, panel } = menu(page, 'spot');
  await trigger.click();
  await expect(panel).toBeVisible();
  await expect(trigger.locator('.hdr-chevron')).toHaveCSS('transition-duration', '0s');
  expect(await running(page), 'with the menu open').toEqual([]);

  // A menu link: the delayed navigation shows the progress bar (the clock is paused, so it stays).
  await panel.getByRole('link', { name: 'Margin trading' }).click();
  const progress = page.getByTestId('nav-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveCSS('animation-name', 'none');
  expect(await running(page), 'with the progress bar showing').toEqual([]);
  await page.clock.runFor(500);
  await page.waitForURL('**/spot/BTCUSDT?type=cross');
  await page.clock.resume();

  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openDrawer(page, 'nav');
  await dialog.locator('.hdr-section-trigger').first().click();
  await expect(dialog.locator('.hdr-section-trigger').first()).toHaveAttribute('aria-expanded', 'true');
  expect(await running(page), 'with a drawer open and a section expanded').toEqual([]);
});

for (const [window, viewport] of [
  ['1440 × 900', { width: 720, height: 450 }],
  ['1280 × 800', { width: 640, height: 400 }],
] as const) {
  test(`200 % zoom of a ${window} window (${viewport.width} × ${viewport.height} CSS px): the mobile header works`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'main@demo');
    await page.goto('/');
    await hydrated(page);
    await lookupsSettled(page);
    await expect(page.locator('header .hdr-nav')).toBeHidden();
    await expect(page.getByTestId('mobile-menu-button')).toBeInViewport();
    await expect(page.getByTestId('mobile-user-button')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(viewport.width);
    for (const id of ['nav', 'user'] as const) {
      const dialog = await openDrawer(page, id);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5 && box.height <= viewport.height + 0.5, `${id} drawer ${JSON.stringify(box)}`).toBe(true);
      await expandAll(dialog);
      const last = dialog.locator('a[href], button[data-item]').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}

test('200 % text-only zoom at 1440 px: the menus that no longer fit collapse, every one stays reachable', async ({ page }) => {
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  await lookupsSettled(page);
  const ids = await page.locator('header [data-nav-menu]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-nav-menu') ?? ''));
  await page.locator('header').evaluate((header) => {
    const elements = [header, ...header.querySelectorAll<HTMLElement>('*')];
    const sizes = elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    elements.forEach((element, index) => element.style.setProperty('font-size', `${(sizes[index] ?? 16) * 2}px`));
  });
  // The overflow measure runs on resize: the bar's menus have grown.
  await expect(page.locator('header .hdr-menus > li[data-nav-menu][data-collapsed]').first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(1440);
  const inBar = await page.locator('header .hdr-menus > li[data-nav-menu]:not([data-collapsed])').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-nav-menu') ?? ''));
  const { trigger, panel } = menu(page, 'overflow');
  await expect(trigger).toBeInViewport();
  await trigger.click();
  await expect(panel).toBeVisible();
  const inOverflow = await panel.locator('[role="group"]').evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-labelledby')?.replace('overflow-', '') ?? ''));
  expect([...inBar, ...inOverflow].sort()).toEqual([...ids].sort());
  for (const id of inBar) await expect(menu(page, id).trigger).toBeInViewport();
  // The fixed-width cards (overflow, account) wrap a long entry instead of cutting it off.
  const cut = (id: string) => page.locator(`#hdr-panel-${id} .hdr-dd-card`).evaluate((card) => card.scrollWidth - card.clientWidth);
  expect(await cut('overflow'), 'the overflow menu cuts an entry off').toBe(0);
  await page.screenshot({ path: test.info().outputPath('text-zoom.png'), clip: { x: 0, y: 0, width: 1440, height: 700 } });
  await menu(page, 'account').trigger.click();
  await expect(menu(page, 'account').panel).toBeVisible();
  expect(await cut('account'), 'the account menu cuts an entry off').toBe(0);
});
