/**
 * The header before its script (issue 23, docs/readers.md "Readers: no script"), in Chromium at 1440 px.
 * - Script off: a menu opens 150 ms after the pointer rests on it and closes 100 ms after it
 *   leaves, as with script (spec §9). CSS transitions do not follow page.clock, so the page's
 *   animation timeline is stopped (DevTools protocol: Animation.setPlaybackRate 0) and the
 *   visibility transition is moved by hand: hidden at 149 ms, shown at 150; shown at 99 ms after
 *   leaving, hidden at 100.
 * - Script off: the theme toggle and Log out are forms to the site, which answers 303 back.
 * - Script held back: a click on the theme toggle, Log out or a menu before hydration is not lost.
 * - With script: the toggle still repaints in place (no navigation).
 */
import type { Page, Route } from '@playwright/test';
import { expect, htmlAttributes, hydrated, test } from './fixtures.ts';
import { menu, signInAs } from './desktop-helpers.ts';

/** Stops the page's animation timeline: CSS transitions stay where they are until moved by hand. */
async function stopAnimations(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** Moves the panel's visibility transition to `ms` after it started; its delay and the panel's visibility then. */
function seekPanel(page: Page, id: string, ms: number) {
  return page.evaluate(
    ([panelId, time]) => {
      const panel = document.getElementById(panelId);
      if (!panel) throw new Error(`no ${panelId}`);
      const transition = panel.getAnimations().find((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'visibility');
      if (transition) transition.currentTime = time;
      return { delay: transition?.effect?.getTiming().delay ?? null, visibility: getComputedStyle(panel).visibility };
    },
    [`hdr-panel-${id}`, ms] as const,
  );
}

async function pointerTo(page: Page, id: string): Promise<void> {
  const box = await menu(page, id).trigger.boundingBox();
  if (!box) throw new Error(`no ${id} trigger`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('hover opens a menu after 150 ms and it closes 100 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    await stopAnimations(page);
    const { panel } = menu(page, 'spot');
    const delays = () => panel.evaluate((node) => getComputedStyle(node).transitionDelay);
    await expect(panel).toBeHidden();
    expect(await delays(), 'the close delay while at rest').toBe('0.1s');

    await pointerTo(page, 'spot');
    await expect.poll(delays, 'the open delay while hovered').toBe('0.15s');
    // The timeline is stopped: however long the machine takes, the panel is still waiting.
    expect(await seekPanel(page, 'spot', 0)).toEqual({ delay: 150, visibility: 'hidden' });
    expect(await seekPanel(page, 'spot', 149)).toEqual({ delay: 150, visibility: 'hidden' });
    await expect(panel).toBeHidden();
    expect(await seekPanel(page, 'spot', 150)).toEqual({ delay: 150, visibility: 'visible' });
    await expect(panel).toBeVisible();

    // The pointer moves to the next menu: this one stays for 100 ms, the next waits its 150.
    await pointerTo(page, 'futures');
    await expect.poll(delays).toBe('0.1s');
    expect(await seekPanel(page, 'spot', 99)).toEqual({ delay: 100, visibility: 'visible' });
    expect(await seekPanel(page, 'futures', 149)).toEqual({ delay: 150, visibility: 'hidden' });
    expect(await seekPanel(page, 'spot', 100)).toEqual({ delay: 100, visibility: 'hidden' });
    await expect(panel).toBeHidden();
    expect(await seekPanel(page, 'futures', 150)).toEqual({ delay: 150, visibility: 'visible' });
    await expect(menu(page, 'futures').panel).toBeVisible();
  });

  test('focus opens a menu at once (Tab walks into it)', async ({ page }) => {
    await page.goto('/');
    await stopAnimations(page);
    const { trigger, panel } = menu(page, 'spot');
    await trigger.focus();
    // No transition to wait for: visible with the timeline stopped.
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.locator('a[href]').first()).toBeFocused();
  });

  test('the theme toggle is a form: the site sets the cookie and sends the page back', async ({ page, context }) => {
    await page.goto('/zh-CN/spot/BTCUSDT');
    expect((await htmlAttributes(page)).theme).toBe('black');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
    expect(new URL(page.url()).pathname).toBe('/zh-CN/spot/BTCUSDT');
    expect((await context.cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('white');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
  });

  test('Log out is a form: the site ends the session and sends the page back as a guest', async ({ page, context }) => {
    await signInAs(page, 'main@demo');
    await page.goto('/asset');
    await expect(page.getByTestId('user-name').first()).toBeAttached();
    await pointerTo(page, 'account');
    const logout = menu(page, 'account').panel.getByRole('button', { name: 'Log out' });
    await expect(logout).toBeVisible();
    await logout.click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/asset');
    expect((await context.cookies()).find((cookie) => cookie.name === 'rt')).toBeUndefined();
    await expect(page.getByTestId('user-name')).toHaveCount(0);
  });
});

test.describe('a click before hydration is not lost', () => {
  /** Holds every script of the page until `release()`; the server's HTML is on screen meanwhile. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      await released;
      // A request of a page the click has already left is gone: nothing to continue.
      await route.continue().catch(() => undefined);
    });
    return release;
  }
  const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated);

  test('the theme toggle', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/spot/BTCUSDT', { waitUntil: 'commit' });
    const toggle = page.getByTestId('theme-toggle');
    await toggle.waitFor();
    expect(await notHydrated(page), 'not hydrated yet').toBeUndefined();
    await toggle.click({ noWaitAfter: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
    release();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
    await expect(toggle).toHaveAccessibleName('Switch to dark theme');
  });

  test('Log out', async ({ page }) => {
    await signInAs(page, 'main@demo');
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await menu(page, 'account').trigger.waitFor();
    expect(await notHydrated(page), 'not hydrated yet').toBeUndefined();
    await pointerTo(page, 'account');
    const logout = menu(page, 'account').panel.getByRole('button', { name: 'Log out' });
    await expect(logout).toBeVisible();
    await logout.click({ noWaitAfter: true });
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    release();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveCount(0);
  });

  test('a menu trigger: the click opens it, and hydration keeps it open', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const { trigger, panel } = menu(page, 'spot');
    await trigger.waitFor();
    expect(await notHydrated(page), 'not hydrated yet').toBeUndefined();
    await trigger.click();
    await expect(panel, 'opened by the click (focus inside)').toBeVisible();
    release();
    await hydrated(page);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
  });
});

test('a hover whose 150 ms the stylesheet had not finished when hydration came is finished by the script', async ({ page }) => {
  await page.clock.install();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const { trigger, panel } = menu(page, 'spot');
  await trigger.waitFor();
  // The stylesheet's delay never runs out (the animation timeline is stopped), the script's is on page.clock.
  await stopAnimations(page);
  await pointerTo(page, 'spot');
  await expect.poll(() => panel.evaluate((node) => getComputedStyle(node).transitionDelay)).toBe('0.15s');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  release();
  await hydrated(page);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await page.clock.runFor(149);
  await expect(panel).toBeHidden();
  await page.clock.runFor(1);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
});

test('with script the theme toggle repaints in place: no navigation', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await hydrated(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(navigations).toBe(0);
});
