/**
 * Long labels at the desktop widths (issue 14): at 1024 and 1280 px, in every locale, for a guest
 * (the sign-in labels) and for main@demo (the asset and order menus, the account menu), no control
 * of the bar overlaps another, none is cut off (its text fits its box, its box fits the screen),
 * the page does not scroll sideways, and each product menu is either in the bar or, by name, in
 * the overflow menu.
 */
import { LOCALES, localizePath } from '@exchange/contract';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { lookupsSettled, signInAs, type Who } from './desktop-helpers.ts';

/** What is wrong with the bar as it is laid out now; empty when every control fits. */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const faults: string[] = [];
    if (document.documentElement.scrollWidth > width) faults.push(`page scrolls: ${document.documentElement.scrollWidth}px`);
    const name = (element: Element) => (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30);
    // The bar's own controls (not those inside a closed or open panel), as laid out on screen.
    const controls = [...document.querySelectorAll<HTMLElement>('header .hdr-bar :is(a, button)')]
      .filter((control) => !control.closest('.hdr-dd-panel') && control.checkVisibility({ visibilityProperty: true }))
      .map((control) => ({ control, box: control.getBoundingClientRect() }));
    for (const { control, box } of controls) {
      if (box.left < -0.5 || box.right > width + 0.5) faults.push(`${name(control)} off screen: ${Math.round(box.left)}–${Math.round(box.right)}`);
      // Text cut off inside its control (an ellipsis or a clipped label).
      for (const part of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') faults.push(`${name(control)} cut off: ${part.scrollWidth} > ${part.clientWidth}`);
      }
    }
    // No two controls overlap (nested ones are one control).
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 0.5 && y > 0.5) faults.push(`${name(a.control)} overlaps ${name(b.control)} by ${Math.round(x)} px`);
      }
    }
    // Each product menu is in the bar or, under its own name, in the overflow menu.
    const overflowGroups = new Set([...document.querySelectorAll('#hdr-panel-overflow [role="group"]')].map((group) => group.getAttribute('aria-labelledby')));
    for (const item of document.querySelectorAll<HTMLElement>('header .hdr-menus > li[data-nav-menu]')) {
      const id = item.dataset.navMenu;
      const inBar = item.dataset.collapsed === undefined && item.checkVisibility();
      if (!inBar && !overflowGroups.has(`overflow-${id}`)) faults.push(`${id} is neither in the bar nor in the overflow menu`);
    }
    return faults;
  });
}

for (const width of [1024, 1280] as const) {
  for (const who of ['guest', 'main@demo'] as const satisfies readonly Who[]) {
    test(`${who} at ${width} px: in every locale no bar control overlaps another or is cut off`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, who);
      const faults = new Map<string, string[]>();
      for (const { locale } of LOCALES) {
        await page.goto(localizePath(locale, '/'));
        await hydrated(page);
        if (who !== 'guest') await lookupsSettled(page);
        // The bar measures again after a frame when fonts or lookups change its widths: read it
        // until it holds (or report what is still wrong in this locale).
        await expect(async () => expect(await layoutFaults(page)).toEqual([]))
          .toPass({ timeout: 3_000 })
          .catch(async () => faults.set(locale, await layoutFaults(page)));
      }
      expect(Object.fromEntries(faults)).toEqual({});
    });
  }
}
