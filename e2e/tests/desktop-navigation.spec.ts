/**
 * Spec §4: menu and logo clicks navigate after 500 ms, with immediate feedback (the menu closes,
 * the progress bar shows); a double click navigates once; modified clicks keep the browser's
 * behaviour. Coin-M delivery resolves through the symbol lookup; mode buttons call the API and
 * reload or open their page, 500 ms after the click at the earliest. Time is the page clock's.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { installClock, menu, pauseClock, signInAs } from './desktop-helpers.ts';
import { firstDeliverySymbol } from '@exchange/contract/demo';

/** The seed's first Coin-M delivery contract today (the next quarterly one). */
const DELIVERY = firstDeliverySymbol();

test.beforeEach(async ({ page }) => {
  await installClock(page);
});

async function ready(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  await pauseClock(page);
}

test('a menu click closes the menu and shows progress at once, and navigates after 500 ms', async ({ page }) => {
  await ready(page);
  const { trigger, panel } = menu(page, 'spot');
  await trigger.click();
  await panel.getByRole('link', { name: 'Margin trading' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('nav-progress')).toBeVisible();
  await page.clock.runFor(499);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.clock.runFor(1);
  await page.waitForURL('**/spot/BTCUSDT?type=cross');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spot trading');
  await expect(page.getByTestId('nav-progress')).toBeHidden();
  // Client-side: the header was not reloaded, and now marks margin as the current page.
  await expect(page.locator('header a[aria-current="page"][data-item="spot.margin"]')).toHaveCount(1);
});

test('on a slow network the progress bar stays until the new page has come, not just the 500 ms', async ({ page }) => {
  await ready(page);
  // The next page's data is held until the test lets it go: seconds of latency, without sleeping.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/convert.data*', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  const { trigger, panel } = menu(page, 'spot');
  await trigger.click();
  await panel.getByRole('link', { name: 'Convert' }).click();
  await page.clock.runFor(500);
  await expect.poll(() => asked).toBe(true);
  await page.clock.runFor(3000);
  await expect(page.getByTestId('nav-progress')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await page.waitForURL('**/convert');
  await expect(page.getByTestId('nav-progress')).toBeHidden();
});

test('a double click navigates once', async ({ page }) => {
  await ready(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await menu(page, 'more').trigger.click();
  await menu(page, 'more').panel.getByRole('link', { name: 'Referral program' }).dblclick();
  await page.clock.runFor(500);
  await page.waitForURL('**/events/referral');
  await page.clock.runFor(2000);
  expect(navigations.filter((url) => url.endsWith('/events/referral'))).toHaveLength(1);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the logo navigates home after 500 ms', async ({ page }) => {
  await ready(page, '/convert');
  await page.getByRole('link', { name: 'Exchange home' }).click();
  await page.clock.runFor(499);
  expect(new URL(page.url()).pathname).toBe('/convert');
  await page.clock.runFor(1);
  await page.waitForURL((url) => url.pathname === '/');
});

test('ctrl-click and middle-click keep the browser behaviour (a new tab, no delayed navigation)', async ({ page, context }) => {
  await ready(page);
  await menu(page, 'spot').trigger.click();
  const link = menu(page, 'spot').panel.getByRole('link', { name: 'Convert' });
  for (const options of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const popup = context.waitForEvent('page');
    await link.click(options);
    const opened = await popup;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/convert');
    await opened.close();
    await expect(page.getByTestId('nav-progress')).toBeHidden();
  }
  await page.clock.runFor(1000);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('trading info opens in a new window at once', async ({ page, context }) => {
  await ready(page);
  await menu(page, 'tradeInfo').trigger.click();
  const popup = context.waitForEvent('page');
  await menu(page, 'tradeInfo').panel.getByRole('link', { name: /Funding rate/ }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/futures/introduction/funding-rate');
  expect(await opened.evaluate(() => window.opener === null)).toBe(true);
  await expect(menu(page, 'tradeInfo').panel).toBeHidden();
});

test('Coin-M delivery goes to the first delivery symbol found by the md5-cached lookup', async ({ page }) => {
  await ready(page);
  const symbolCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/mcp/contract/symbols')) symbolCalls.push(request.postData() ?? '');
  });
  const { trigger, panel } = menu(page, 'futures');
  await trigger.click();
  await panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
  await page.clock.runFor(500);
  await page.waitForURL(`**/futures/usd/${DELIVERY}`);
  // The list is cached with its md5: the next lookup sends it and reuses the list.
  await trigger.click();
  await panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
  await page.clock.runFor(500);
  await expect.poll(() => symbolCalls.length).toBe(2);
  expect(JSON.parse(symbolCalls[0] ?? '{}')).toEqual({ businessLine: 11 });
  expect(JSON.parse(symbolCalls[1] ?? '{}')).toMatchObject({ businessLine: 11, md5: expect.stringMatching(/^[0-9a-f]{32}$/) });
});

test('a symbol lookup that does not answer is given up 1 s after the click: the link follows its own server route', async ({ page }) => {
  await ready(page);
  // The browser's symbol call never answers (the server's own lookup is not slowed).
  await page.route('**/v1/mcp/contract/symbols', () => undefined);
  const { trigger, panel } = menu(page, 'futures');
  await trigger.click();
  const asked = page.waitForRequest('**/v1/mcp/contract/symbols');
  await panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
  await asked;
  await page.clock.runFor(999);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.clock.runFor(1);
  await page.waitForURL('**/futures/usd/BTCUSD_*');
});

const STALE_MD5 = '0'.repeat(32);
for (const [what, stored, asked] of [
  ['not JSON', '{"md5":"abc","listDTOS":[', { businessLine: 11 }],
  ['the wrong shape', JSON.stringify({ md5: 'abc', listDTOS: [{ businessLine: 'eleven' }] }), { businessLine: 11 }],
  // Readable but stale: its md5 goes with the call, and the server answers with the new list.
  ['an md5 the server does not know', JSON.stringify({ md5: STALE_MD5, listDTOS: [] }), { businessLine: 11, md5: STALE_MD5 }],
] as const) {
  test(`a bad symbol cache (${what}) is replaced by the list fetched again`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('exchange.symbols.v1.11', value), stored);
    await ready(page);
    const symbolCalls: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/mcp/contract/symbols')) symbolCalls.push(request.postDataJSON());
    });
    await menu(page, 'futures').trigger.click();
    await menu(page, 'futures').panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
    await page.clock.runFor(500);
    await page.waitForURL(`**/futures/usd/${DELIVERY}`);
    expect(symbolCalls).toEqual([asked]);
    const cached = JSON.parse((await page.evaluate(() => localStorage.getItem('exchange.symbols.v1.11'))) ?? 'null') as { md5: string; listDTOS: unknown[] } | null;
    expect(cached?.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(cached?.md5).not.toBe(STALE_MD5);
    expect(cached?.listDTOS.length).toBeGreaterThan(0);
  });
}

test('a failed delivery lookup is silent and goes through the server route, which finds the symbol itself', async ({ page }) => {
  await page.route('**/v1/mcp/contract/symbols', (route) => route.fulfill({ json: { code: '50000', msg: 'Something went wrong.', data: null } }));
  await ready(page, '/convert');
  await menu(page, 'futures').trigger.click();
  await menu(page, 'futures').panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
  await page.clock.runFor(499);
  expect(new URL(page.url()).pathname).toBe('/convert');
  await page.clock.runFor(1);
  await page.waitForURL(`**/futures/usd/${DELIVERY}`);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

const REAL = { code: '00000', msg: 'success', data: { demoUType: 0, simulation: { simulation: false, simulationType: null } } };

/** Answers a mode call here, so the shared demo user keeps its mode for the other tests; resolves with whether it was called. */
async function answerModeCall(page: Page, path: string): Promise<() => boolean> {
  let called = false;
  await page.route(`**${path}`, (route) => {
    called = true;
    return route.fulfill({ json: REAL });
  });
  return () => called;
}

/** Spec §4: mode buttons are the header's back controls: the page leaves 500 ms after the click, not before. */
async function leavesAfterTheDelay(page: Page, called: () => boolean, click: () => Promise<void>): Promise<void> {
  const url = page.url();
  await click();
  await expect(page.getByTestId('nav-progress')).toBeVisible();
  await expect.poll(called).toBe(true);
  await page.clock.runFor(499);
  expect(page.url()).toBe(url);
  const loaded = page.waitForEvent('load');
  await page.clock.runFor(1);
  await loaded;
}

test.describe('mode buttons', () => {
  test('in a classic simulation, return to real trading leaves the simulation, then opens real USDT-M futures', async ({ page }) => {
    await signInAs(page, 'sim@demo');
    await ready(page);
    const called = await answerModeCall(page, '/v1/user/simulation/exit');
    await leavesAfterTheDelay(page, called, () => page.getByRole('button', { name: 'Return to real trading' }).click());
    expect(new URL(page.url()).pathname).toBe('/futures/usdt/BTCUSDT');
  });

  test('in a unified simulation, return to real trading exits the simulation and reloads', async ({ page }) => {
    await signInAs(page, 'sim-unified@demo');
    await ready(page, '/convert');
    const called = await answerModeCall(page, '/v1/user/simulation/exit');
    await leavesAfterTheDelay(page, called, () => page.getByRole('button', { name: 'Return to real trading' }).click());
    expect(new URL(page.url()).pathname).toBe('/convert');
  });

  test('a creation demo account returns to the real account', async ({ page }) => {
    await signInAs(page, 'creation-demo@demo');
    await ready(page);
    const called = await answerModeCall(page, '/v1/user/demo/switch-real');
    await leavesAfterTheDelay(page, called, () => page.getByRole('button', { name: 'Return to real account' }).click());
  });

  test('a failed switch shows the server message as an error toast at once and stays', async ({ page }) => {
    await signInAs(page, 'demo@demo');
    await ready(page);
    await page.route('**/v1/user/demo/switch-real', (route) => route.fulfill({ json: { code: '40900', msg: 'The switch is not available right now.', data: null } }));
    await page.getByRole('button', { name: 'Switch to real account' }).click();
    await expect(page.getByRole('alert')).toContainText('The switch is not available right now.');
    await expect(page.getByRole('button', { name: 'Switch to real account' })).toBeEnabled();
    await expect(page.getByTestId('nav-progress')).toBeHidden();
  });

  test('the classic-account return button goes to spot/BTCUSDT', async ({ page }) => {
    await signInAs(page, 'classic@demo');
    await ready(page, '/convert');
    await page.getByRole('link', { name: 'Back to classic account' }).click();
    await page.clock.runFor(500);
    await page.waitForURL('**/spot/BTCUSDT');
    await hydrated(page);
    // On its own page the button would lead nowhere: it is not shown there.
    await expect(menu(page, 'account').trigger).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to classic account' })).toHaveCount(0);
  });

  test('entering the spot simulation calls the API and opens the spot trading page', async ({ page }) => {
    await signInAs(page, 'main@demo');
    await ready(page);
    const body = page.waitForRequest('**/v1/user/simulation/enter');
    const called = await answerModeCall(page, '/v1/user/simulation/enter');
    await leavesAfterTheDelay(page, called, async () => {
      await menu(page, 'spot').trigger.click();
      await menu(page, 'spot').panel.getByRole('button', { name: 'Spot demo trading' }).click();
    });
    expect((await body).postDataJSON()).toEqual({ type: 'spot' });
    expect(new URL(page.url()).pathname).toBe('/spot/BTCUSDT');
  });
});
