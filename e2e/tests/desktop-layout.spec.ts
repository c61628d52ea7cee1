/**
 * Layout (spec §2, §9; docs/decisions.md): the menu area is 900 px wide (1200 on bot pages and
 * futures home), at the start of the site's content column with the end group at its end (the
 * window on wide pages); menus that run past the area or that the end group
 * would overlap by more than 8 px collapse into the overflow menu, so every entry stays reachable at 1024 px; at 1440 nothing collapses and the
 * server render does not move when the browser takes over.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { desktopLinks, installClock, lookupsSettled, menu, modelNav, openAs, pauseClock, pointerAway, seededLookups, signInAs, sorted, type Who } from './desktop-helpers.ts';

/** Every href the user can reach: links in the bar, and in each menu that can be opened. */
async function reachableHrefs(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  const visibleLinks = async (scope: string) =>
    page.locator(scope).evaluateAll((links) =>
      links.filter((link) => link.checkVisibility({ visibilityProperty: true })).map((link) => link.getAttribute('href') ?? ''),
    );
  hrefs.push(...(await visibleLinks('header .hdr-bar a[href]:not(.hdr-dd-panel a)')));
  const triggers = page.locator('header .hdr-dd > button');
  for (let index = 0; index < (await triggers.count()); index++) {
    const trigger = triggers.nth(index);
    if (!(await trigger.isVisible())) continue;
    const id = await trigger.getAttribute('aria-controls');
    await trigger.click();
    await expect(page.locator(`#${id}`)).toBeVisible();
    hrefs.push(...(await visibleLinks(`#${id} a[href]`)));
    await page.keyboard.press('Escape');
  }
  return hrefs;
}

const REACH_USERS = ['main@demo', 'sim@demo', 'creation-demo@demo', 'guest'] as const satisfies readonly Who[];
test(`${REACH_USERS.join(', ')}: every entry is reachable at 1024 px, through the overflow menu`, async ({ page }) => {
  // A page per user, every menu opened on it.
  test.setTimeout(30_000 * REACH_USERS.length);
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const who of REACH_USERS) {
    await test.step(who, async () => {
      await openAs(page, who);
      const expected = new Set(desktopLinks(modelNav(who, { lookups: seededLookups(who) })).map((link) => link.href));
      // Something did collapse (not into More: a locale may hide it), and nothing overflows the page.
      await expect(menu(page, 'overflow').trigger).toBeVisible();
      // The bar measures again when the lookups' answers change its widths (a resize observer, after
      // a frame): read and check it until it holds.
      await expect(async () => {
        const reachable = new Set(await reachableHrefs(page));
        expect(sorted([...expected].filter((href) => !reachable.has(href))), `unreachable for ${who}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
        // No visible menu trigger is overlapped by the end group by more than 8 px.
        const end = await page.locator('header .hdr-end').boundingBox();
        const lastTrigger = await page.locator('header .hdr-menus > li:not([data-collapsed])').last().boundingBox();
        if (!end || !lastTrigger) throw new Error('no boxes');
        expect(lastTrigger.x + lastTrigger.width - end.x).toBeLessThanOrEqual(8);
      }).toPass();
    });
  }
});

test('at 1024 px in Russian every badge of the overflow menu is one line (the fee badge "Без комиссии")', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/ru/');
  await hydrated(page);
  const { trigger, panel } = menu(page, 'overflow');
  await trigger.click();
  await expect(panel).toBeVisible();
  const badges = panel.locator('.hdr-badge');
  await expect(badges.filter({ hasText: 'Без комиссии' }).first()).toBeVisible();
  // One line: a badge is no taller than its line (18 px, with its 1 px border each side).
  const heights = await badges.evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).map((node) => [node.textContent, Math.round(node.getBoundingClientRect().height)] as const));
  expect(heights.length).toBeGreaterThan(0);
  for (const [text, height] of heights) expect(height, text ?? '').toBeLessThanOrEqual(20);
});

test('at 1024×768 in Russian, main@demo: every entry of the overflow menu keeps its badge inside the card, and the card that scrolls shows a shade where more is', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, 'main@demo');
  await page.goto('/ru/');
  await hydrated(page);
  const { trigger, panel } = menu(page, 'overflow');
  await trigger.click();
  await expect(panel).toBeVisible();
  const card = panel.locator('.hdr-dd-card');
  // Audit N7: "Спотовое автоинвестирование" pushed its badge 10 px past the others' edge.
  const outside = await card.evaluate((node) => {
    const edge = node.getBoundingClientRect().right - parseFloat(getComputedStyle(node).paddingInlineEnd);
    return [...node.querySelectorAll('.hdr-badge')].filter((badge) => badge.getBoundingClientRect().right > edge + 0.5).map((badge) => badge.closest('a')?.textContent);
  });
  expect(outside).toEqual([]);
  // Audit N8: the card is taller than the window and scrolls; its background is the scroll cue
  // (two covers that scroll with the content over two shades fixed at its edges).
  const cue = await card.evaluate((node) => ({ scrolls: node.scrollHeight > node.clientHeight, image: getComputedStyle(node).backgroundImage, attachment: getComputedStyle(node).backgroundAttachment }));
  expect(cue.scrolls).toBe(true);
  expect(cue.image.match(/radial-gradient/g)).toHaveLength(2);
  expect(cue.attachment).toMatch(/^local, local, scroll, scroll\b/);
});

test('the overflow menu opens by hover, click and keyboard like the others, and lists the collapsed menus by name', async ({ page }) => {
  await installClock(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, 'sim@demo');
  await page.goto('/');
  await hydrated(page);
  const { trigger, panel } = menu(page, 'overflow');
  await expect(trigger).toHaveAccessibleName('More menus');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Trading info' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'More' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(panel).toBeVisible();
  await trigger.click();
  await expect(panel).toBeHidden();
  await pauseClock(page);
  await pointerAway(page);
  await trigger.hover();
  await page.clock.runFor(150);
  await expect(panel).toBeVisible();
});

async function barLayout(page: Page) {
  return page.locator('header .hdr-bar').evaluate((bar) =>
    [...bar.querySelectorAll('.hdr-logo, .hdr-dd > button, .hdr-modes > *, .hdr-auth > *, .hdr-end-slot > button, .hdr-user-nav > button')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.textContent ?? ''}|${element.getAttribute('aria-label') ?? ''} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}

const STILL_USERS = ['main@demo', 'sim@demo', 'guest'] as const satisfies readonly Who[];
test(`${STILL_USERS.join(', ')}: at 1440 px nothing collapses and the server render does not move after hydration`, async ({ browser, baseURL }) => {
  // Two pages per user: the server render as a browser paints it before the script has come (its
  // script files never arrive; script stays on, so what only a page without script leaves out
  // still shows), and one hydrated.
  test.setTimeout(30_000 * STILL_USERS.length);
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  await contexts[0]?.route(/\.js(\?|$)/, (route) => route.abort());
  try {
    const [serverPage, hydratedPage] = await Promise.all(
      contexts.map(async (context) => {
        const page = await context.newPage();
        await page.setViewportSize({ width: 1440, height: 900 });
        return page;
      }),
    );
    if (!serverPage || !hydratedPage) throw new Error('no pages');
    for (const who of STILL_USERS) {
      await test.step(who, async () => {
        await Promise.all(
          [serverPage, hydratedPage].map(async (page) => {
            await page.context().clearCookies();
            await signInAs(page, who);
            await page.goto('/');
          }),
        );
        const server = await barLayout(serverPage);
        await hydrated(hydratedPage);
        await lookupsSettled(hydratedPage);
        await expect(hydratedPage.locator('header .hdr-menus > li[data-collapsed]')).toHaveCount(1);
        await expect(menu(hydratedPage, 'overflow').trigger).toBeHidden();
        await expect.poll(() => barLayout(hydratedPage), who).toEqual(server);
      });
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

/** The bar's parts: the menu area's width, the gap to the end group, the room left on each side. */
function barParts(page: Page) {
  return page.locator('header .hdr-bar').evaluate((bar) => {
    const box = (element: Element | null) => element?.getBoundingClientRect() ?? new DOMRect();
    const [area, end] = [box(bar.querySelector('.hdr-start')), box(bar.querySelector('.hdr-end'))];
    const before = Math.round(Math.min(area.left, end.left));
    const after = Math.round(innerWidth - Math.max(area.right, end.right));
    return { area: Math.round(area.width), gap: Math.round(Math.max(end.left - area.right, area.left - end.right)), before, after, centred: Math.abs(before - after) <= 1 };
  });
}

test('the fixed widths are the layout: a 900 px menu area and the end group in the content column, 1200 px spanning the window on futures home and bot pages', async ({ page }) => {
  await signInAs(page, 'main@demo');
  await page.setViewportSize({ width: 1920, height: 900 });
  // Standard pages: the site's content column (1440 px at most, centred, 24 px padding): 264 px each side at
  // 1920 (desktop-anchor.spec.ts pins it for every user and locale). Wide pages: the window, less 24 px.
  for (const [path, area, side] of [
    ['/', 900, 264],
    ['/spot/BTCUSDT', 900, 264],
    ['/futures/usdt/BTCUSDT', 900, 264],
    ['/ar/', 900, 264],
    ['/futures', 1200, 24],
    ['/trading-bot', 1200, 24],
    ['/trading-bot/futures/arbitrage/BTCUSDT', 1200, 24],
    ['/ar/trading-bot', 1200, 24],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect.poll(() => barParts(page), path).toMatchObject({ area, before: side, after: side });
    expect((await barParts(page)).gap, path).toBeGreaterThanOrEqual(16);
  }
  // At 1440 the content column is the window: 24 px each side, for the standard and the wide layout.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => barParts(page)).toMatchObject({ area: 900, before: 24, after: 24 });
  await page.goto('/futures');
  await hydrated(page);
  await expect.poll(() => barParts(page)).toMatchObject({ before: 24, after: 24 });
  expect((await barParts(page)).area).toBeGreaterThan(900);
});

test('menus that do not fit the fixed menu area collapse into the overflow menu, even with room beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  const lengthen = () =>
    menu(page, 'social').trigger.evaluate((trigger) => {
      trigger.append(' '.padEnd(100, '·'));
    });
  await page.goto('/');
  await hydrated(page);
  await expect(menu(page, 'overflow').trigger).toBeHidden();
  await lengthen();
  // Longer than 900 px, with 600 px of room beside the bar: Social trading and More collapse.
  await expect(menu(page, 'overflow').trigger).toBeVisible();
  await expect(page.locator('header [data-nav-menu="social"]')).toHaveAttribute('data-collapsed', '');
  await page.goto('/futures');
  await hydrated(page);
  await lengthen();
  await expect(page.locator('header [data-nav-menu="social"]')).not.toHaveAttribute('data-collapsed');
  await expect(menu(page, 'overflow').trigger).toBeHidden();
});
