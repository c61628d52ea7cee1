/**
 * Issue 24: on phones the mode button was cut ("Return to real tra…" at 390 px in English,
 * "Zurück zum ec…" at 320 px in German). The phone's bar shows the model's short label ("Exit
 * demo", nav.modes.exitDemoShort) whole; the full label stays the button's accessible name and is
 * what the user drawer shows, centred in its button.
 */
import { readFileSync } from 'node:fs';
import { localizePath, type Locale } from '@exchange/contract';
import { lookupsSettled, signInAs, type Who } from './desktop-helpers.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { openDrawer } from './mobile-helpers.ts';

function catalog(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../packages/header/i18n/catalogs/${locale}/nav.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

/** A user of each mode button that has a short label, with its full and short labels' keys. */
const USERS = [
  ['sim@demo', 'nav.modes.backToReal', 'nav.modes.exitDemoShort'],
  ['creation-demo@demo', 'nav.modes.creationDemoReturn', 'nav.modes.exitDemoShort'],
  ['demo@demo', 'nav.modes.demoToReal', 'nav.modes.exitDemoShort'],
  // Translation review 4, F43: the classic-account return link.
  ['classic@demo', 'nav.modes.classicReturn', 'nav.modes.classicShort'],
] as const satisfies readonly (readonly [Who, string, string])[];

/** The locales whose short labels are the longest (about 100 to 110 px at 13 px), and Arabic. */
const DEMO_LOCALES = ['en', 'de', 'ru', 'ar', 'id', 'uz'] as const satisfies readonly Locale[];
const CLASSIC_LOCALES = ['en', 'ph', 'pl', 'ru', 'bg', 'ja', 'ar'] as const satisfies readonly Locale[];

for (const [who, fullKey, shortKey] of USERS) {
  test(`${who}: at 320 and 390 px, in the locales of its longest short labels, the bar's mode button shows its short label whole, the full one is its name and in the drawer`, async ({ page }) => {
    // Twelve pages loaded and measured, on one page.
    test.setTimeout(120_000);
    await signInAs(page, who);
    for (const width of [320, 390]) {
      for (const locale of shortKey === 'nav.modes.classicShort' ? CLASSIC_LOCALES : DEMO_LOCALES) {
        await test.step(`${width} px, ${locale}`, async () => {
          const messages = catalog(locale);
          const [full, short] = [messages[fullKey], messages[shortKey]];
          if (!full || !short) throw new Error(`${locale}: missing messages`);
          await page.setViewportSize({ width, height: 800 });
          await page.goto(localizePath(locale, '/'));
          await hydrated(page);
          await lookupsSettled(page);
          const button = page.locator('header .hdr-bar .hdr-mode');
          await expect(button).toBeVisible();
          await expect(button).toHaveAccessibleName(full);
          await expect.poll(() => button.innerText()).toBe(short);
          // Not cut: the label fits its box, and the box stays in the bar (the page does not scroll sideways).
          await expect
            .poll(() => button.evaluate((node) => ({ cut: node.scrollWidth > node.clientWidth, inside: node.getBoundingClientRect().left >= 0 && node.getBoundingClientRect().right <= innerWidth })))
            .toEqual({ cut: false, inside: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          // Centred in its button (audit N6: the base button's padding set it about 5 px low).
          const offset = await button.evaluate((node) => {
            const [box, label] = [node.getBoundingClientRect(), node.querySelector('.hdr-mode-short')!.getBoundingClientRect()];
            return Math.abs(label.top + label.height / 2 - (box.top + box.height / 2));
          });
          expect(offset, 'the short label\'s centre is off its button\'s by').toBeLessThanOrEqual(1.5);
          // The drawer shows the full label.
          const drawer = await openDrawer(page, 'user');
          await expect(drawer.locator('.hdr-mode')).toHaveText(full);
        });
      }
    }
  });
}
