/**
 * Issue 24, the anchored bar (docs/decisions.md): at 1440 px the logo's left edge moved with
 * locale, sign-in and simulation (guest en 118, main@demo 99, sim@demo 24, guest zh-CN 137) while
 * the page content stood at 144. On standard pages the bar and the page content share one column:
 * the logo starts where the page content starts, the menus follow it at one place, and the end
 * group ends where the content ends (mirrored in Arabic), whoever is signed in and whatever the
 * locale; the end group growing never moves the menus.
 */
import type { Page } from '@playwright/test';
import { localizePath, type Locale } from '@exchange/contract';
import { openAs, type Who } from './desktop-helpers.ts';
import { expect, test } from './fixtures.ts';

interface Edges {
  /** The page content's start and end (apps/web's `main`, inside its padding). */
  content: { start: number; end: number };
  logo: number;
  firstMenu: number;
  end: number;
}

/** Start and end edges in the page's direction: x from the left in ltr, from the right in rtl. */
function edges(page: Page): Promise<Edges> {
  return page.evaluate(() => {
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const start = (box: DOMRect) => Math.round(rtl ? innerWidth - box.right : box.left);
    const end = (box: DOMRect) => Math.round(rtl ? innerWidth - box.left : box.right);
    const rect = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return element.getBoundingClientRect();
    };
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const padding = { start: Number.parseFloat(style.paddingInlineStart), end: Number.parseFloat(style.paddingInlineEnd) };
    return {
      content: { start: start(box) + padding.start, end: end(box) - padding.end },
      logo: start(rect('header .hdr-logo')),
      firstMenu: start(rect('header .hdr-menus > li:first-child > .hdr-dd > button')),
      end: end(rect('header .hdr-end')),
    };
  });
}

async function open(page: Page, who: Who, locale: Locale): Promise<void> {
  await openAs(page, who, localizePath(locale, '/'));
}

const USERS = ['guest', 'main@demo', 'sim@demo'] as const satisfies readonly Who[];

for (const width of [1440, 1920]) {
  test(`${width} px: the logo, the first menu and the end group keep one place for guest, main@demo and sim@demo in en, zh-CN and ar, in the content column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const seen = new Map<string, Edges>();
    for (const locale of ['en', 'zh-CN', 'ar'] as const satisfies readonly Locale[]) {
      for (const who of USERS) {
        await open(page, who, locale);
        // The bar measures again when the lookups' answers change its widths: read until it holds.
        await expect
          .poll(async () => {
            const found = await edges(page);
            return { logo: found.logo - found.content.start, end: found.end - found.content.end };
          }, `${locale} ${who}`)
          .toEqual({ logo: 0, end: 0 });
        seen.set(`${locale} ${who}`, await edges(page));
      }
    }
    // One place for every locale and user at this width (edges counted from the start side).
    const places = [...seen.values()];
    const first = places[0];
    if (!first) throw new Error('nothing measured');
    for (const [key, found] of seen) expect({ logo: found.logo, firstMenu: found.firstMenu, end: found.end }, key).toEqual({ logo: first.logo, firstMenu: first.firstMenu, end: first.end });
    // The site's content column: 1440 px at most, centred, 24 px of padding (24 at 1440, 264 at 1920).
    expect(first.logo).toBe((width - 1440) / 2 + 24);
  });
}

test('the end group growing does not move the logo or the menus (1440 px, en and ar)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
    await open(page, 'main@demo', locale);
    const before = await edges(page);
    const endWidth = async () => (await page.locator('header .hdr-end').boundingBox())?.width ?? 0;
    const widthBefore = await endWidth();
    // Forty more pixels of end group, as a longer label or one more button would take.
    await page.locator('header .hdr-user-nav').evaluate((nav) => {
      const filler = document.createElement('span');
      filler.style.cssText = 'display:inline-block;inline-size:40px;flex:none';
      nav.prepend(filler);
    });
    await expect.poll(endWidth, locale).toBeGreaterThanOrEqual(widthBefore + 40);
    await expect.poll(() => edges(page), locale).toEqual(before);
  }
});
