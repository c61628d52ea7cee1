/**
 * Label headroom (issue 24, "The words"; docs/locales.md): at 1440 px, where every product menu
 * must fit the 900 px menu area (docs/decisions.md, docs/readers.md), the six menus stay in the bar
 * in every locale even when the trader's system font is 4 % wider than the Noto Sans these tests
 * measure with (Segoe UI and SF run a few percent wider). The end group is measured as a trader sees
 * it at 1440: with the language's short name and the currency code beside the globe ("EN / USD",
 * issue 24's desktop settings), and for the widest end group too (sim@demo: the "Demo" mark and the
 * mode button).
 *
 * The wider font is every header text's computed font size times 1.04, set inline: glyph advances
 * scale with the font size, so every label becomes exactly 4 % wider while padding, gaps and
 * chevrons keep their size, which is what a wider face does. `letter-spacing` would add a fixed
 * amount per character (short labels gain more than 4 %, long ones less), and `font-stretch` does
 * nothing with the static Noto fonts installed here.
 */
import { LOCALES, localizePath } from '@exchange/contract';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { lookupsSettled, signInAs, type Who } from './desktop-helpers.ts';

const WIDER = 1.04;

/** Makes every text of the header's bar 4 % wider (see above); returns how many elements changed. */
function widenHeaderFont(page: Page): Promise<number> {
  return page.evaluate((factor) => {
    const elements = [...document.querySelectorAll<HTMLElement>('header .hdr-bar, header .hdr-bar *')];
    // Read every size first: an element that inherits its size must not be scaled twice.
    const sizes = elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    elements.forEach((element, index) => element.style.setProperty('font-size', `${sizes[index]! * factor}px`, 'important'));
    return elements.length;
  }, WIDER);
}

/**
 * The product menus as the bar lays them out: which collapsed into the overflow menu, whether the
 * overflow trigger shows, and how far the six menus, side by side, run past the room they have
 * (the menu area's end or the end group's start, mirrored in Arabic; fitMenus tolerates 8 px).
 */
function productMenus(page: Page) {
  return page.locator('header .hdr-menus').evaluate((list) => {
    const menus = [...list.querySelectorAll<HTMLElement>(':scope > li[data-nav-menu]')];
    const overflow = list.querySelector<HTMLElement>(':scope > li[data-nav-overflow]');
    const area = (list.closest('[data-menu-area]') ?? list).getBoundingClientRect();
    const end = list.closest('header')?.querySelector('.hdr-end')?.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    const rtl = getComputedStyle(list).direction === 'rtl';
    const room = rtl ? box.right - Math.max(end?.right ?? area.left, area.left) : Math.min(end?.left ?? area.right, area.right) - box.left;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const span = menus.reduce((sum, menu) => sum + menu.getBoundingClientRect().width, 0) + gap * Math.max(0, menus.length - 1);
    return {
      menus: menus.length,
      collapsed: menus.filter((menu) => menu.dataset.collapsed !== undefined).map((menu) => menu.dataset.navMenu),
      overflowShown: overflow ? overflow.dataset.collapsed === undefined : false,
      withinTolerance: span - room <= 8,
      over: Math.round(span - room),
    };
  });
}

/** Two animation frames: the header's resize observer has measured, and React has drawn its answer. */
function frames(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

for (const who of ['guest', 'main@demo', 'sim@demo'] as const satisfies readonly Who[]) {
  test(`${who} at 1440 px: with a 4 % wider font no product menu goes into the overflow menu, in any locale`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, who);
    const faults: Record<string, unknown> = {};
    for (const { locale, short, currency } of LOCALES) {
      await page.goto(localizePath(locale, '/'));
      await hydrated(page);
      if (who !== 'guest') await lookupsSettled(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The language and currency are in the bar, taking their room (desktop-settings.spec.ts).
      const settings = page.getByTestId('language-button');
      await expect(settings.locator('.hdr-settings-language'), locale).toHaveText(short);
      await expect(settings.locator('.hdr-settings-language'), locale).toBeVisible();
      await expect(settings.locator('.hdr-settings-currency'), locale).toHaveText(currency);
      await expect(settings.locator('.hdr-settings-currency'), locale).toBeVisible();
      const label = page.locator('header .hdr-menus > li[data-nav-menu] > [data-menu] > button').first();
      const before = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(await widenHeaderFont(page)).toBeGreaterThan(0);
      // The font really is 4 % larger (the labels 4 % wider).
      expect(await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeCloseTo(before * WIDER, 2);
      await frames(page);
      // Read until it holds: the bar measures again after the font change.
      await expect
        .poll(() => productMenus(page), { timeout: 3_000 })
        .toMatchObject({ collapsed: [], overflowShown: false, withinTolerance: true })
        .catch(async () => {
          faults[locale] = await productMenus(page);
        });
    }
    expect(faults).toEqual({});
  });
}
