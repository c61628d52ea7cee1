/**
 * Issue 43, N3 (docs/decisions.md, "Language and currency in the bar"): the "EN / USD" label beside
 * the language button pushed Social trading and More into the overflow menu for demo@demo at
 * 1440 px in 19 of 27 locales, while at 1424 px, without the language's short name, all six fit:
 * a wider window showed fewer menus. For every user kind (the guest and the 17 demo users) in
 * every locale, resized through the common desktop widths on one page:
 * - no product menu is in the overflow menu while the decorative label (language or currency
 *   beside the globe) shows: the label gives way first;
 * - the menus a wider window shows include those a narrower one showed.
 *
 * One test per user (signed in once; its cookies serve the 27 locales), one page load per locale,
 * five widths on it. The faults of all locales are gathered, so a failure lists them all.
 */
import { LOCALES, localizePath } from '@exchange/contract';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { EVERYONE, lookupsSettled, signInAs } from './desktop-helpers.ts';

/** The common desktop widths, and the one just below each step of the label (1366, 1440): where it showed less, the menus showed more. */
const WIDTHS = [1024, 1280, 1365, 1366, 1439, 1440, 1920] as const;

interface BarState {
  shown: string[];
  collapsed: string[];
  /** The parts of the language button's label that show (`language`, `currency`). */
  label: string[];
}

/**
 * The bar once it has settled: read after two animation frames (the resize observer has measured
 * and React has drawn), again until two reads agree (a label giving way makes the bar measure once
 * more).
 */
function settledBar(page: Page): Promise<BarState> {
  return page.evaluate(async () => {
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const read = (): BarState => {
      const menus = [...document.querySelectorAll<HTMLElement>('header .hdr-menus > li[data-nav-menu]')];
      const parts = [...document.querySelectorAll<HTMLElement>('header [data-testid="language-button"] :is(.hdr-settings-language, .hdr-settings-currency)')];
      return {
        shown: menus.filter((menu) => menu.dataset.collapsed === undefined).map((menu) => menu.dataset.navMenu ?? ''),
        collapsed: menus.filter((menu) => menu.dataset.collapsed !== undefined).map((menu) => menu.dataset.navMenu ?? ''),
        label: parts
          .filter((part) => part.checkVisibility({ visibilityProperty: true }) && part.getBoundingClientRect().width > 0)
          .map((part) => (part.classList.contains('hdr-settings-language') ? 'language' : 'currency')),
      };
    };
    let last = JSON.stringify(read());
    for (;;) {
      await frames();
      const next = read();
      if (JSON.stringify(next) === last) return next;
      last = JSON.stringify(next);
    }
  });
}

for (const who of EVERYONE) {
  test(`${who}: in every locale from 1024 to 1920 px the label gives way before any product menu, and a wider window never shows fewer`, async ({ page }) => {
    test.setTimeout(10_000 * LOCALES.length);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await signInAs(page, who);
    const faults: Record<string, string[]> = {};
    const fault = (locale: string, text: string) => (faults[locale] ??= []).push(text);
    for (const { locale } of LOCALES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(localizePath(locale, '/'));
      await hydrated(page);
      if (who !== 'guest') await lookupsSettled(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      let narrower: { width: number; shown: string[] } | undefined;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const bar = await settledBar(page);
        if (bar.collapsed.length > 0 && bar.label.length > 0) fault(locale, `${width}: ${bar.collapsed.join('+')} collapsed beside the label (${bar.label.join('+')})`);
        const lost = narrower?.shown.filter((id) => !bar.shown.includes(id)) ?? [];
        if (narrower && lost.length > 0) fault(locale, `${width}: ${lost.join('+')} collapsed, shown at ${narrower.width}`);
        narrower = { width, shown: bar.shown };
      }
    }
    expect(faults, who).toEqual({});
  });
}
