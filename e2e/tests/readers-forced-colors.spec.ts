/**
 * Forced colours (Windows high contrast, emulated in Chromium): every control of the header the
 * keyboard reaches shows an outline when focused (the header's stylesheet owns its focus ring),
 * menu panels and drawers keep a visible edge, the icons and the logo stay visible, and the current
 * entry is marked by an underline, not by colour alone. Screenshots in both themes (the forced
 * palette replaces the theme's colours: the black theme is shown under a dark system palette, the
 * white one under a light one; the baselines show that nothing vanished) of an open menu with a
 * focused entry and of the navigation drawer. Baselines: e2e/tests/__screenshots__/,
 * refreshed with `--update-snapshots`.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { lookupsSettled, menu, signInAs } from './desktop-helpers.ts';
import { openDrawer, PHONE } from './mobile-helpers.ts';

/** The focused element's outline and a name for messages, or null when the focus left the header. */
function focusedOutline(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active?.closest('header')) return null;
    const style = getComputedStyle(active);
    return {
      name: `${active.tagName.toLowerCase()} ${active.getAttribute('data-item') ?? active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30)}`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    };
  });
}

/** A border that shows: some side with a style other than none and a width of at least 1 px. */
function edge(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return ['Top', 'Right', 'Bottom', 'Left'].some((side) => {
      const width = Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      return width >= 1 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none';
    });
  });
}

/** The black theme under a dark contrast theme of the system, the white one under a light one. */
const PALETTE = { black: 'dark', white: 'light' } as const;

for (const theme of ['black', 'white'] as const) {
  test(`${theme} theme: focus rings, panel edges, icons and the current entry under forced colours`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await page.emulateMedia({ forcedColors: 'active', colorScheme: PALETTE[theme] });
    await signInAs(page, 'main@demo');
    await page.goto('/spot/BTCUSDT');
    await hydrated(page);
    await lookupsSettled(page);

    // Tab from the top of the page through the whole header, opening the Spot menu on the way.
    const seen: string[] = [];
    const unringed: string[] = [];
    await page.locator('body').focus();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedOutline(page);
      if (!focused) {
        if (seen.length > 0) break;
        continue;
      }
      seen.push(focused.name);
      if (focused.style === 'none' || !(focused.width > 0)) unringed.push(`${focused.name}: ${focused.style} ${focused.width}`);
      if (focused.name.startsWith('button Spot')) await page.keyboard.press('Enter');
    }
    expect(seen.length, 'controls reached').toBeGreaterThan(15);
    expect(seen.some((name) => name.startsWith('a spot.')), 'the Spot panel’s links were reached').toBe(true);
    expect(unringed, 'focused without an outline').toEqual([]);

    // The open panel has an edge; the current entry is underlined.
    const { trigger, panel } = menu(page, 'spot');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    expect(await edge(page, '#hdr-panel-spot .hdr-dd-card'), 'the panel’s edge').toBe(true);
    const current = panel.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveCSS('text-decoration-line', 'underline');

    // Icons and the logo: drawn in a colour that is not the bar's background.
    const paint = await page.locator('header').evaluate((header) => {
      const background = getComputedStyle(header).backgroundColor;
      const icons = [...header.querySelectorAll('.hdr-end svg')].filter((svg) => (svg as SVGElement).checkVisibility());
      const strokes = icons.map((svg) => getComputedStyle(svg).stroke);
      const logo = [...header.querySelectorAll('.hdr-logo-mark path')].map((path) => getComputedStyle(path).fill);
      return { background, strokes, logo };
    });
    expect(paint.strokes.length, 'icons in the end group').toBeGreaterThanOrEqual(3);
    for (const stroke of paint.strokes) expect(stroke).not.toBe(paint.background);
    expect(paint.logo[0], 'the logo’s shape').not.toBe(paint.background);
    expect(paint.logo[0], 'the logo’s two shapes differ').not.toBe(paint.logo[1]);

    await current.focus();
    await expect(page).toHaveScreenshot(`forced-spot-${theme}.png`, { clip: { x: 0, y: 0, width: 1440, height: 520 } });
  });

  test(`${theme} theme: the drawers keep their edge under forced colours at 390 px`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await page.emulateMedia({ forcedColors: 'active', colorScheme: PALETTE[theme] });
    await page.setViewportSize(PHONE);
    await signInAs(page, 'main@demo');
    await page.goto('/');
    await hydrated(page);
    await lookupsSettled(page);
    for (const id of ['user', 'nav'] as const) {
      const dialog = await openDrawer(page, id);
      expect(await edge(page, `[data-testid="${id}-drawer"]`), `the ${id} drawer’s edge`).toBe(true);
      if (id === 'nav') {
        await dialog.locator('.hdr-section-trigger').first().click();
        await expect(page).toHaveScreenshot(`forced-nav-drawer-${theme}.png`);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
