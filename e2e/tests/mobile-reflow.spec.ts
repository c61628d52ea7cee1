/**
 * Reflow at 320 CSS px (WCAG 1.4.10): in every locale, for a guest (the longest sign-in labels)
 * and for a signed-in user in a simulation (the mode button), the page does not scroll sideways
 * and every control of the bar is inside the screen, in both directions. The drawers and the language
 * dialog fit too.
 */
import { LOCALES, localizePath } from '@exchange/contract';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { signInAs, type Who } from './desktop-helpers.ts';
import { openDrawer } from './mobile-helpers.ts';

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

for (const who of ['guest', 'sim@demo'] as const satisfies readonly Who[]) {
  test(`${who}: at 320 px no locale scrolls sideways or cuts a bar control off`, async ({ page }) => {
    await page.setViewportSize(NARROWEST);
    await signInAs(page, who);
    const cut: string[] = [];
    for (const { locale } of LOCALES) {
      await page.goto(localizePath(locale, '/'));
      await hydrated(page);
      await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
      cut.push(...(await overflow(page)).map((line) => `${locale} ${line}`));
    }
    expect(cut).toEqual([]);
  });
}

for (const locale of ['de', 'ar'] as const) {
  test(`${locale}: at 320 px both drawers and the language dialog fit the screen`, async ({ page }) => {
    await page.setViewportSize(NARROWEST);
    await page.goto(localizePath(locale, '/'));
    await hydrated(page);
    for (const id of ['nav', 'user'] as const) {
      const dialog = await openDrawer(page, id);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= NARROWEST.width + 0.5, `${id} drawer ${JSON.stringify(box)}`).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    // The language dialog, from the user drawer: inside the screen, its lists scroll within it.
    const user = await openDrawer(page, 'user');
    await user.getByTestId('drawer-language').click();
    const language = page.getByTestId('language-dialog');
    await expect(language.getByTestId('language-list')).toBeVisible();
    const fits = () =>
      language.evaluate((dialog, width) => {
        const box = dialog.getBoundingClientRect();
        const cut = [...dialog.querySelectorAll<HTMLElement>('a, button, h2, input')]
          .filter((element) => element.checkVisibility())
          .map((element) => ({ text: element.textContent?.trim().slice(0, 20), box: element.getBoundingClientRect() }))
          .filter(({ box: inner }) => inner.left < box.left - 0.5 || inner.right > box.right + 0.5)
          .map(({ text }) => text);
        return { inside: box.left >= 0 && box.right <= width + 0.5, cut, pageScrolls: document.documentElement.scrollWidth > width };
      }, NARROWEST.width);
    await expect.poll(fits).toEqual({ inside: true, cut: [], pageScrolls: false });
  });
}
