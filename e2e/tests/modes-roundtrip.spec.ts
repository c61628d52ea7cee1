/**
 * Mode switches for real, against the reference API: the simulation exit (spec §4) and the
 * creation demo account switch, as a trader meets them. They change the demo user's stored mode,
 * so they run on the worker's own site (fault-site.ts: its own server and database, no faults)
 * and put the user back as they found it. Time is the page clock's.
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '@exchange/contract';
import { hydrated } from './fixtures.ts';
import { installClock, menu, pauseClock } from './desktop-helpers.ts';
import { expect, signInOnFaultSite, test, type FaultSite } from './fault-site.ts';

test.beforeEach(async ({ page }) => {
  await installClock(page);
});

async function open(page: Page, site: FaultSite, path: string) {
  await page.goto(`${site.origin}${path}`);
  await hydrated(page);
  await pauseClock(page);
}

/** Clicks a mode button and lets the page clock run past the 500 ms navigation delay. */
async function switchMode(page: Page, name: string, call: keyof typeof ENDPOINTS) {
  const answered = page.waitForResponse(`**${ENDPOINTS[call].path}`);
  await page.getByRole('button', { name }).click();
  expect(((await (await answered).json()) as { code: string }).code).toBe('00000');
  const loaded = page.waitForEvent('load');
  await page.clock.runFor(500);
  await loaded;
  await hydrated(page);
}

async function accountEntries(page: Page): Promise<string[]> {
  const { trigger, panel } = menu(page, 'account');
  await trigger.click();
  await expect(panel).toBeVisible();
  return panel.locator('.hdr-list a, .hdr-list button').allInnerTexts();
}

async function enterSimulation(page: Page, site: FaultSite) {
  const answer = await page.request.post(`${site.origin}${ENDPOINTS.enterSimulation.path}`, { data: { type: 'futures' } });
  expect(((await answer.json()) as { code: string }).code).toBe('00000');
}

test('sim@demo returns to real trading in one click: out of the simulation, on real USDT-M futures, with the real account menu', async ({ page, faultSite }) => {
  await signInOnFaultSite(page, faultSite, 'sim@demo');
  try {
    await open(page, faultSite, '/');
    await expect(page.locator('header [data-menu="account"]')).toBeVisible();
    expect(await accountEntries(page)).toEqual(['Log out']);
    await page.keyboard.press('Escape');
    await switchMode(page, 'Return to real trading', 'exitSimulation');
    expect(new URL(page.url()).pathname).toBe('/futures/usdt/BTCUSDT');
    await expect(page.getByRole('button', { name: 'Return to real trading' })).toHaveCount(0);
    await pauseClock(page);
    const entries = await accountEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Dashboard', 'Security', 'API management', 'Log out']));
    await expect(menu(page, 'account').panel.getByRole('list', { name: 'Account status' })).toContainText('Classic account');
  } finally {
    await enterSimulation(page, faultSite);
  }
});

test('in en-GB, whose flags hide futures, return to real trading opens the unified spot page', async ({ page, faultSite }) => {
  await signInOnFaultSite(page, faultSite, 'sim-unified@demo');
  try {
    await open(page, faultSite, '/en-GB/');
    await switchMode(page, 'Return to real trading', 'exitSimulation');
    expect(new URL(page.url()).pathname).toBe('/en-GB/trade-spot/BTCUSDT');
    await expect(page.getByRole('button', { name: 'Return to real trading' })).toHaveCount(0);
  } finally {
    await enterSimulation(page, faultSite);
  }
});

test('a creation demo account returns to the real account and switches back from the account menu', async ({ page, faultSite }) => {
  await signInOnFaultSite(page, faultSite, 'creation-demo@demo');
  await open(page, faultSite, '/');
  const status = menu(page, 'account').panel.getByRole('list', { name: 'Account status' });
  expect(await accountEntries(page)).not.toContain('Switch to demo account for expert traders');
  await expect(status).toContainText('Demo account for expert traders');
  await page.keyboard.press('Escape');
  await switchMode(page, 'Return to real account', 'switchDemoToReal');
  await pauseClock(page);
  expect(await accountEntries(page)).toContain('Switch to demo account for expert traders');
  await expect(status).not.toContainText('Demo account for expert traders');
  await switchMode(page, 'Switch to demo account for expert traders', 'switchCreationDemo');
  await expect(page.getByRole('button', { name: 'Return to real account' })).toBeVisible();
  await pauseClock(page);
  await accountEntries(page);
  await expect(status).toContainText('Demo account for expert traders');
});

async function exitSimulation(page: Page, site: FaultSite) {
  const answer = await page.request.post(`${site.origin}${ENDPOINTS.exitSimulation.path}`, { data: {} });
  expect(((await answer.json()) as { code: string }).code).toBe('00000');
}

for (const [kind, entry, landing] of [
  ['futures', 'Futures demo trading', '/futures/susdt/SBTCSUSDT'],
  ['spot', 'Spot demo trading', '/spot/BTCUSDT'],
] as const) {
  test(`elite@demo on /convert enters the ${kind} simulation and lands on the demo ${kind} page, in the simulation`, async ({ page, faultSite }) => {
    await signInOnFaultSite(page, faultSite, 'elite@demo');
    try {
      await open(page, faultSite, '/convert');
      await menu(page, kind).trigger.click();
      const answered = page.waitForResponse(`**${ENDPOINTS.enterSimulation.path}`);
      await menu(page, kind).panel.getByRole('button', { name: entry }).click();
      expect(((await (await answered).json()) as { code: string }).code).toBe('00000');
      const loaded = page.waitForEvent('load');
      await page.clock.runFor(500);
      await loaded;
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(landing);
      await expect(page.getByRole('button', { name: 'Return to real trading' })).toBeVisible();
    } finally {
      await exitSimulation(page, faultSite);
    }
  });
}
