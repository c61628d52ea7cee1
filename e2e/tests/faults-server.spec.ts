/**
 * Issue 7, faults of the server render's calls, end to end: for the guest and main@demo, each
 * call the server render makes × each fault (a reset connection, a hang, HTTP 500, a failure code,
 * malformed JSON, a wrong shape, a 5 s slow answer) — the page answers 200 within the header's
 * budget (FAULT_SITE_BUDGET_MS here), the header has exactly the links the model computes with that part unknown, it hydrates
 * and works (a menu opens, the theme toggles), and the browser logs no error. Also: the API down
 * for the whole render, and a passing fault repaired by the one retry after hydration.
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS, type EndpointName } from '@exchange/contract';
import { FAULTS } from '../../packages/header/test/fault-proxy.ts';
import { desktopLinks, headerHrefs, menu, modelNav, sorted, type Who } from './desktop-helpers.ts';
import { hydrated } from './fixtures.ts';
import { expect, signInOnFaultSite, test } from './fault-site.ts';

const PATH = '/spot/BTCUSDT';
const GUEST_CALLS = ['siteConfig', 'feeTags'] as const satisfies readonly EndpointName[];
const USER_CALLS = [...GUEST_CALLS, 'userInfo', 'userFullInfo', 'simulationInfo', 'accountConfig'] as const satisfies readonly EndpointName[];
type ServerCall = (typeof USER_CALLS)[number];

/** The model's links for `who` when `call` could not be read (what the server render must show). */
function expectedLinks(who: Who, call: ServerCall | 'everything'): string[] {
  const nav = modelNav(who, {
    currentPath: PATH,
    without: call === 'everything' ? ['siteConfig', 'feeTags', 'userInfo'] : [call],
  });
  return sorted(desktopLinks(nav).map((link) => link.href));
}

/** The header hydrated and answers: a menu opens on click, the theme button flips the theme. */
async function headerWorks(page: Page) {
  await hydrated(page);
  const { trigger, panel } = menu(page, 'spot');
  await trigger.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
}

const cases: [Who, ServerCall][] = [...GUEST_CALLS.map((call): [Who, ServerCall] => ['guest', call]), ...USER_CALLS.map((call): [Who, ServerCall] => ['main@demo', call])];

for (const [who, call] of cases) {
  test(`${who}: ${call} × every fault: the page renders the header without that part, and it works`, async ({ page, faultSite, faultPage }) => {
    if (who !== 'guest') await signInOnFaultSite(page, faultSite, who);
    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        const html = await faultPage(PATH, { [call]: fault });
        expect(sorted(headerHrefs(html)), `${call} × ${fault}`).toEqual(expectedLinks(who, call));
        await headerWorks(page);
      });
    }
  });
}

test('the API down during the server render: a guest header with nothing gated, and it works', async ({ page, faultSite, faultPage }) => {
  await signInOnFaultSite(page, faultSite, 'main@demo');
  const html = await faultPage(PATH, { siteConfig: 'reset', feeTags: 'reset', userInfo: 'reset' });
  expect(sorted(headerHrefs(html))).toEqual(expectedLinks('guest', 'everything'));
  await headerWorks(page);
});

test('a passing fault is repaired by the one retry after hydration', async ({ page, faultSite }) => {
  await signInOnFaultSite(page, faultSite, 'main@demo');
  // Each breaks once: the server render's call, not the retry's.
  for (const call of ['siteConfig', 'userInfo'] as const) faultSite.proxy.inject(ENDPOINTS[call].path, { fault: 'http500', times: 1 });
  try {
    const response = await page.goto(`${faultSite.origin}${PATH}`);
    const html = (await response?.text()) ?? '';
    // The server render had neither the user nor the site: a guest header without gated menus...
    expect(sorted(headerHrefs(html))).toEqual(expectedLinks('guest', 'everything'));
    // ...and after hydration the retry reads both: main@demo's account menu and the gated menus.
    await hydrated(page);
    await expect(menu(page, 'account').trigger).toBeVisible();
    await expect(menu(page, 'futures').trigger).toBeVisible();
    await expect(page.locator('header a[href^="/login"]')).toHaveCount(0);
  } finally {
    faultSite.proxy.clear();
  }
});
