/**
 * Issue 24, desktop settings: the chosen language and currency are visible in the bar, not only in
 * the globe button's accessible name. From NAV_CONSTANTS.settingsLanguageFromWidth (1440 px) the
 * button shows the language's short name and the currency code ("EN / EUR"), from
 * settingsCurrencyFromWidth (1366 px) the currency code, below that the globe alone; its accessible
 * name says both in full at every width (docs/decisions.md). That no product menu gives way for it
 * at 1440 px in any locale is desktop-bar-fit.spec.ts's check.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { localeEntry, localizePath, type Locale } from '@exchange/contract';
import { NAV_CONSTANTS } from '@exchange/header/nav';
import { expect, hydrated, test } from './fixtures.ts';

/** The button's accessible name as the locale's catalog words it, with the full language name. */
function fullName(locale: Locale, currency: string): string {
  const catalog = JSON.parse(readFileSync(new URL(`../../packages/header/i18n/catalogs/${locale}/header.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const message = catalog['header.language.current'];
  if (!message) throw new Error(`no header.language.current in ${locale}`);
  return message.replace('{language}', localeEntry(locale).name).replace('{currency}', currency);
}

/** What the button shows: its visible parts' text, in order, the separator included. */
function shownText(page: Page): Promise<string> {
  return page.getByTestId('language-button').evaluate((button) =>
    [...button.querySelectorAll('span')]
      .filter((part) => part.checkVisibility())
      .map((part) => {
        const after = getComputedStyle(part, '::after').content;
        return `${part.textContent ?? ''}${after.startsWith('"') ? ` ${after.slice(1, -1)}` : ''}`;
      })
      .join(' '),
  );
}

async function openWithEuro(page: Page, baseURL: string | undefined, locale: Locale, width: number): Promise<void> {
  await page.context().addCookies([{ name: 'currency', value: 'EUR', url: baseURL ?? '' }]);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(localizePath(locale, '/'));
  await hydrated(page);
}

const SHOWN = [
  ['en', 'EN / EUR'],
  ['de', 'DE / EUR'],
  ['ar', 'عربي / EUR'],
] as const satisfies readonly (readonly [Locale, string])[];

for (const [locale, shown] of SHOWN) {
  test(`${locale}, EUR chosen: the bar shows “${shown}” at ${NAV_CONSTANTS.settingsLanguageFromWidth} px, the currency from ${NAV_CONSTANTS.settingsCurrencyFromWidth} px, the globe alone below; the name says both in full`, async ({ page, baseURL }) => {
    await openWithEuro(page, baseURL, locale, NAV_CONSTANTS.settingsLanguageFromWidth);
    const button = page.getByTestId('language-button');
    await expect(button).toHaveAccessibleName(fullName(locale, 'EUR'));
    await expect.poll(() => shownText(page)).toBe(shown);
    // It reads in the page's direction: in Arabic the short name stands to the right of the code.
    const [language, currency] = await Promise.all(['.hdr-settings-language', '.hdr-settings-currency'].map(async (part) => (await button.locator(part).boundingBox())?.x ?? Number.NaN));
    expect(locale === 'ar' ? language! > currency! : language! < currency!).toBe(true);

    await page.setViewportSize({ width: NAV_CONSTANTS.settingsLanguageFromWidth - 1, height: 900 });
    await expect.poll(() => shownText(page)).toBe('EUR');
    await page.setViewportSize({ width: NAV_CONSTANTS.settingsCurrencyFromWidth, height: 900 });
    await expect.poll(() => shownText(page)).toBe('EUR');
    await page.setViewportSize({ width: NAV_CONSTANTS.settingsCurrencyFromWidth - 1, height: 900 });
    await expect.poll(() => shownText(page)).toBe('');
    // The globe alone is the square icon button it was.
    await expect.poll(async () => (await button.boundingBox())?.width).toBe(36);
    await expect(button).toHaveAccessibleName(fullName(locale, 'EUR'));
  });
}

test('the server render shows the same (no script needed), and nothing of it below the large breakpoint', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'currency', value: 'EUR', url: baseURL ?? '' }]);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/de/');
  await expect.poll(() => shownText(page)).toBe('DE / EUR');
  await page.setViewportSize({ width: NAV_CONSTANTS.largeBreakpoint - 1, height: 900 });
  await expect(page.getByTestId('language-button')).toBeHidden();
  await context.close();
});
