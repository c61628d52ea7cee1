/**
 * Reflow at 320 CSS px (WCAG 1.4.10): in every locale, for a guest (the longest sign-in labels)
 * and for a signed-in user in a simulation (the mode button), the page does not scroll sideways
 * and every control of the bar is inside the screen, in both directions; both drawers (every section
 * open) and the language dialog fit, nothing in them outside their box or clipped.
 */
import { LOCALES, localizePath } from '@exchange/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { signInAs, type Who } from './desktop-helpers.ts';
import { expandAll, openDrawer } from './mobile-helpers.ts';

const NARROWEST = { width: 320, height: 640 } as const;

/** What overflows: the page's sideways scroll and the bar's controls outside [0, 320]. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page scrolls: ${document.documentElement.scrollWidth}px`);
    const controls = document.querySelectorAll<HTMLElement>('header .hdr-bar a, header .hdr-bar button');
    for (const control of controls) {
      if (!control.checkVisibility()) continue;
      const box = control.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) out.push(`${control.textContent || control.getAttribute('aria-label')}: ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return out;
  }, NARROWEST.width);
}

/**
 * What is cut off in an open dialog (a drawer or the language dialog): the dialog outside the
 * screen, a control or heading outside the dialog's box or with its text clipped, the page
 * scrolling sideways.
 */
function cutOff(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((element, width) => {
    const faults: string[] = [];
    const box = element.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) faults.push(`dialog at ${Math.round(box.left)}–${Math.round(box.right)}`);
    if (document.documentElement.scrollWidth > width) faults.push(`page scrolls: ${document.documentElement.scrollWidth}px`);
    for (const part of element.querySelectorAll<HTMLElement>('a, button, h2, input, .hdr-item-label')) {
      // Text for screen readers only is clipped to nothing by design.
      if (!part.checkVisibility() || part.closest('.hdr-sr-only')) continue;
      const name = (part.getAttribute('aria-label') || part.textContent || '').trim().slice(0, 24);
      const inner = part.getBoundingClientRect();
      if (inner.left < box.left - 0.5 || inner.right > box.right + 0.5) faults.push(`${name} outside: ${Math.round(inner.left)}–${Math.round(inner.right)}`);
      if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') faults.push(`${name} clipped`);
    }
    return faults;
  }, NARROWEST.width);
}

// One page load per locale serves both checks: the bar, then the dialogs opened from it.
for (const who of ['guest', 'sim@demo'] as const satisfies readonly Who[]) {
  test(`${who}: at 320 px, in every locale, nothing scrolls sideways or cuts a bar control off, and both drawers (every section open) and the language dialog fit the screen`, async ({ page }) => {
    // 27 pages loaded and measured, three dialogs opened on each.
    test.setTimeout(240_000);
    await page.setViewportSize(NARROWEST);
    await signInAs(page, who);
    const cut: string[] = [];
    const faults: string[] = [];
    const check = async (locale: string, name: string, dialog: Locator) => {
      await expect(async () => expect(await cutOff(dialog)).toEqual([]))
        .toPass({ timeout: 2_000 })
        .catch(async () => faults.push(...(await cutOff(dialog)).map((fault) => `${locale} ${name}: ${fault}`)));
    };
    for (const { locale } of LOCALES) {
      await page.goto(localizePath(locale, '/'));
      await hydrated(page);
      await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
      cut.push(...(await overflow(page)).map((line) => `${locale} ${line}`));
      for (const id of ['nav', 'user'] as const) {
        const dialog = await openDrawer(page, id);
        await expandAll(dialog);
        await check(locale, `${id} drawer`, dialog);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      // The language dialog, from the user drawer: inside the screen, its lists scroll within it.
      const user = await openDrawer(page, 'user');
      await user.getByTestId('drawer-language').click();
      const language = page.getByTestId('language-dialog');
      await expect(language.getByTestId('language-list')).toBeVisible();
      await check(locale, 'language dialog', language);
      await page.keyboard.press('Escape');
      await expect(language).toBeHidden();
    }
    expect(cut, 'the bar').toEqual([]);
    expect(faults, 'the dialogs').toEqual([]);
  });
}
