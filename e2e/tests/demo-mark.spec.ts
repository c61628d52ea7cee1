/**
 * Issue 24: a trader in demo trading sees a visible "Demo" mark beside the mode button, in the
 * desktop bar and the phone's bar, in every locale (the catalog's own words); a trader on the real
 * account sees none. The mark is text, never a control, so it cannot be taken for an entry.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '@exchange/contract';
import { menu, signInAs, type Who } from './desktop-helpers.ts';
import { expect, hydrated, test } from './fixtures.ts';

function demoMark(locale: Locale): string {
  const catalog = JSON.parse(readFileSync(new URL(`../../packages/header/i18n/catalogs/${locale}/nav.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const text = catalog['nav.modes.demoMark'];
  if (!text) throw new Error(`${locale}: no nav.modes.demoMark`);
  return text;
}

async function open(page: Page, who: Who, locale: Locale) {
  await signInAs(page, who);
  await page.goto(localizePath(locale, '/'));
  await hydrated(page);
}

/** The mark and the mode button sit on one row, side by side, with no more than 16 px between. */
async function expectBeside(page: Page, buttonName: string) {
  const mark = page.locator('header .hdr-bar [data-item="modes.demoMark"]');
  const button = page.locator('header .hdr-bar .hdr-mode').filter({ hasText: buttonName });
  await expect(mark).toBeVisible();
  await expect(button).toBeVisible();
  await expect(async () => {
    const [m, b] = [await mark.boundingBox(), await button.boundingBox()];
    if (!m || !b) throw new Error('not laid out');
    expect(m.y + m.height / 2).toBeGreaterThan(b.y);
    expect(m.y + m.height / 2).toBeLessThan(b.y + b.height);
    const gap = Math.max(b.x - (m.x + m.width), m.x - (b.x + b.width));
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(16);
  }).toPass();
}

test.describe('desktop, 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sim@demo sees the Demo mark beside the mode button, in every locale', async ({ page }) => {
    // 27 pages loaded and measured, on one page.
    test.setTimeout(150_000);
    await signInAs(page, 'sim@demo');
    for (const { locale } of LOCALES) {
      await test.step(locale, async () => {
        await page.goto(localizePath(locale, '/'));
        await hydrated(page);
        const mark = page.locator('header .hdr-bar [data-item="modes.demoMark"]');
        await expect(mark, locale).toHaveText(demoMark(locale));
        const button = page.locator('header .hdr-bar .hdr-mode');
        await expectBeside(page, (await button.innerText()).trim());
        // Text, not a control: no link or button carries the mark's words alone.
        expect(await mark.evaluate((node) => node.closest('a, button') === null), locale).toBe(true);
      });
    }
  });

  test('demo@demo (a demo account) sees the mark; main@demo, on the real account, does not', async ({ page }) => {
    await open(page, 'demo@demo', 'en');
    await expectBeside(page, 'Switch to real account');
    await page.context().clearCookies();
    await open(page, 'main@demo', 'en');
    await expect(menu(page, 'account').trigger).toBeVisible();
    await expect(page.locator('header [data-item="modes.demoMark"]')).toHaveCount(0);
  });
});

test('phones: sim@demo sees the Demo mark beside the mode button at 390 px in en and ar, 320 px in de', async ({ page }) => {
  await signInAs(page, 'sim@demo');
  for (const [width, locale] of [
    [390, 'en'],
    [390, 'ar'],
    [320, 'de'],
  ] as const) {
    await test.step(`${width} px, ${locale}`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizePath(locale, '/'));
      await hydrated(page);
      await expect(page.locator('header .hdr-bar [data-item="modes.demoMark"]')).toHaveText(demoMark(locale));
      await expectBeside(page, '');
    });
  }
});
