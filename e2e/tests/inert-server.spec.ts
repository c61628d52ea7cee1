/**
 * Issue 7, markup payloads stay inert, through the real server render and hydration: the fault
 * site's proxy answers userInfo with each payload as the login name (the one free-text string of
 * the server-rendered header; packages/header/root/Header.inert.test.tsx covers every server
 * string at component level). The header must hold exactly the elements it holds for a plain
 * name, show the payload as text, run none of it, and hydrate without a mismatch.
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '@exchange/contract';
import { PAYLOADS, PWNED_GLOBAL } from '../../packages/header/test/payloads.ts';
import { lookupsSettled, menu } from './desktop-helpers.ts';
import { hydrated } from './fixtures.ts';
import { expect, signInOnFaultSite, test, type FaultSite } from './fault-site.ts';

/** The header's element tree as tag names with attribute names: what a payload must not change. */
function headerShape(page: Page) {
  return page.locator('header').evaluate((header) =>
    [...header.querySelectorAll('*')].map((element) => `${element.tagName}[${element.getAttributeNames().sort().join(',')}]`),
  );
}

async function withLoginName(page: Page, site: FaultSite, loginName: string) {
  const real = (await (await page.request.post(`${site.origin}${ENDPOINTS.userInfo.path}`, { data: {} })).json()) as { data: Record<string, unknown> };
  site.proxy.answer(ENDPOINTS.userInfo.path, { code: '00000', msg: 'success', data: { ...real.data, loginName } });
  await page.goto(`${site.origin}/spot/BTCUSDT`);
  await hydrated(page);
  // The optional lookups change the header's elements as they answer: compare settled headers.
  await lookupsSettled(page);
  await menu(page, 'account').trigger.click();
  await expect(menu(page, 'account').panel).toBeVisible();
}

test('every payload as the login name is shown as text, changes no element, and runs nothing', async ({ page, faultSite }) => {
  // One page load per payload, each waiting for hydration and the lookups: more than the default
  // 30 s on a busy machine.
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInOnFaultSite(page, faultSite, 'main@demo');
  try {
    await withLoginName(page, faultSite, 'plain-name');
    const plain = await headerShape(page);
    for (const { name, value } of PAYLOADS) {
      await test.step(name, async () => {
        await withLoginName(page, faultSite, value);
        await expect(page.getByTestId('user-name')).toHaveText(value.replace(/\s+/g, ' ').trim());
        await expect.poll(() => headerShape(page), name).toEqual(plain);
        expect(await page.evaluate((global) => (window as unknown as Record<string, unknown>)[global], PWNED_GLOBAL), name).toBeUndefined();
      });
    }
  } finally {
    faultSite.proxy.clear();
  }
  expect(dialogs).toEqual([]);
});
