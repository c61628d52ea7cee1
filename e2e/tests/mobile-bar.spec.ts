/**
 * The mobile bar's height (spec §9: the sticky bar is 48 px): the whole header box, its bottom
 * border included, for a guest and a signed-in user, left to right and right to left, and the page
 * content starts right below it.
 */
import { expect, test } from './fixtures.ts';
import { openPage, PHONE } from './mobile-helpers.ts';

test.use({ viewport: PHONE });

for (const [who, path] of [
  ['guest', '/'],
  ['main@demo', '/spot/BTCUSDT'],
  ['guest', '/ar/'],
] as const) {
  test(`${who} on ${path}: the bar is 48 px, its border included`, async ({ page }) => {
    await openPage(page, who, path);
    const header = page.locator('header.hdr');
    await expect(header).toHaveCSS('border-bottom-width', '1px');
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(48);
    await expect.poll(async () => (await page.locator('main').boundingBox())?.y).toBe(48);
  });
}
