/**
 * Issue 7, faults of the calls the header makes from the browser, end to end: for the guest and
 * main@demo, every such call × each fault (connection refused, no answer until the client's own
 * timeout, HTTP 500, a failure code, malformed JSON, a wrong shape, a 5 s slow answer), walked
 * through in one page per fault, on the page clock:
 * - optional lookups (rewards, trader-pro): silently none; a slow answer lands when it comes;
 * - the Coin-M delivery lookup (contract symbols): silent; the click still arrives, through the
 *   server's redirect route;
 * - the security check's action items: the server's message (failure code) or a generic error
 *   toast, no dialog; a slow answer opens the dialog;
 * - the language dialog's languages and rates: the locale table's fallbacks, never blank;
 * - saving the language (changeLanguage): an error toast, and the switch still happens;
 * - a mode switch (enter simulation): an error toast, the page stays;
 * - logout: a failed call is told and the page stays signed in; an answer reloads after 1 s (spec §4).
 * And always: the header keeps working, no unhandled rejection, and no console error but the
 * browser's own network log line for a refused connection or an HTTP 500.
 * Runs on the fault site (its own database), so a slow call that succeeds changes no shared user.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { ENDPOINTS, type EndpointName } from '@exchange/contract';
import { DEFAULT_TIMEOUT_MS } from '@exchange/header/api';
import { FAILURE_CODE, FAULT_MESSAGE, SLOW_MS } from '../../packages/header/test/fault-proxy.ts';
import { lookupsSettled, menu, pauseClock } from './desktop-helpers.ts';
import { hydrated, type Problems } from './fixtures.ts';
import { expect, signInOnFaultSite, test, type FaultSite } from './fault-site.ts';
import { firstDeliverySymbol } from '@exchange/contract/demo';

/** The seed's first Coin-M delivery contract today (the next quarterly one). */
const DELIVERY = firstDeliverySymbol();

const BROWSER_FAULTS = ['refused', 'timeout', 'http500', 'failureCode', 'malformedJson', 'wrongShape', 'slow'] as const;
type BrowserFault = (typeof BROWSER_FAULTS)[number];

const GUEST_CALLS = ['contractSymbols', 'languages', 'rates'] as const satisfies readonly EndpointName[];
const USER_CALLS = [...GUEST_CALLS, 'rewardsRedIcon', 'traderProUserList', 'securityActionItems', 'changeLanguage', 'enterSimulation', 'logout'] as const satisfies readonly EndpointName[];
type BrowserCall = (typeof USER_CALLS)[number];

/** A header message as the catalog of `locale` has it (the page may have switched language). */
function message(locale: 'en' | 'ja', key: 'header.error.generic' | 'header.language.saveFailed'): string {
  const catalog = JSON.parse(readFileSync(new URL(`../../packages/header/i18n/catalogs/${locale}/header.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const text = catalog[key];
  if (!text) throw new Error(`${locale} has no ${key}`);
  return text;
}

/** Breaks the browser's calls with page.route, and moves the page clock past each fault. */
class BrokenCalls {
  private readonly held: Route[] = [];
  private readonly seen = new Map<BrowserCall, number>();

  constructor(
    private readonly page: Page,
    private readonly fault: BrowserFault,
  ) {}

  async break(calls: readonly BrowserCall[]): Promise<void> {
    for (const call of calls) {
      await this.page.route(`**${ENDPOINTS[call].path}`, (route) => {
        this.seen.set(call, (this.seen.get(call) ?? 0) + 1);
        return this.answer(route);
      });
    }
  }

  private answer(route: Route): Promise<void> | undefined {
    switch (this.fault) {
      case 'refused':
        return route.abort('connectionrefused');
      case 'timeout':
        return undefined; // Never answered: the client's own timeout decides.
      case 'http500':
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
      case 'failureCode':
        return route.fulfill({ json: { code: FAILURE_CODE, msg: FAULT_MESSAGE, data: null } });
      case 'malformedJson':
        return route.fulfill({ contentType: 'application/json', body: '{"code":"00000","msg":"success","data":{' });
      case 'wrongShape':
        return route.fulfill({ json: { code: '00000', msg: 'success', data: [{ unexpected: true }, 'not', 42] } });
      case 'slow':
        this.held.push(route);
        return undefined;
    }
  }

  /** Waits until each call has been asked, then lets the fault run its course on the page clock. */
  async settle(...calls: BrowserCall[]): Promise<void> {
    for (const call of calls) await expect.poll(() => this.seen.get(call) ?? 0, `${call} asked`).toBeGreaterThan(0);
    for (const call of calls) this.seen.delete(call);
    if (this.fault === 'timeout') await this.page.clock.runFor(DEFAULT_TIMEOUT_MS);
    if (this.fault === 'slow') {
      await this.page.clock.runFor(SLOW_MS);
      await Promise.all(this.held.splice(0).map((route) => route.continue()));
    }
  }
}

/** The browser's own log line for a failed load is not ours; everything else is. */
function allowNetworkLog(problems: Problems, fault: BrowserFault) {
  if (fault === 'http500') problems.allow(/^console: Failed to load resource: the server responded with a status of 500/);
  if (fault === 'refused') problems.allow(/^console: Failed to load resource: net::ERR_CONNECTION_REFUSED/);
}

/**
 * Parts loaded on demand appear through React's Suspense, which throttles what it reveals with a
 * timer: on the paused page clock, time must move for them to show.
 */
async function loadedOnDemand(page: Page, part: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(part).toBeVisible({ timeout: 100 });
  }).toPass();
}

async function clearToasts(page: Page) {
  await page.clock.runFor(5000);
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

async function expectToast(page: Page, text: string | null) {
  if (text === null) await expect(page.getByTestId('toast')).toHaveCount(0);
  else await expect(page.getByTestId('toast')).toContainText([text]);
}

async function start(page: Page, site: FaultSite, who: 'guest' | 'main@demo') {
  if (who !== 'guest') await signInOnFaultSite(page, site, who);
  await page.clock.install();
  await page.goto(`${site.origin}/spot/BTCUSDT`);
  await hydrated(page);
  await pauseClock(page);
}

async function coinMDelivery(page: Page, broken: BrokenCalls) {
  const { trigger, panel } = menu(page, 'futures');
  await trigger.click();
  await panel.getByRole('link', { name: 'Coin-M delivery futures' }).click();
  await page.clock.runFor(500);
  await broken.settle('contractSymbols');
  // Failed: the entry's own href, the server route that redirects. Answered: straight there.
  await page.waitForURL(`**/futures/usd/${DELIVERY}`);
  await expectToast(page, null);
}

async function languageDialog(page: Page, broken: BrokenCalls, signedIn: boolean, fault: BrowserFault) {
  await page.getByTestId('language-button').click();
  const dialog = page.getByTestId('language-dialog');
  await loadedOnDemand(page, dialog);
  await broken.settle('languages', 'rates');
  await expect(dialog.getByTestId('language-list').locator('a')).toHaveCount(27);
  await expect.poll(() => dialog.getByTestId('currency-list').getByRole('button').count()).toBeGreaterThan(0);
  await dialog.locator('a[data-locale="ja"]').click();
  if (signedIn) await broken.settle('changeLanguage');
  // The dialog closes (once the save has answered) and the navigation starts after that frame:
  // the page's paused clock moves a frame at a time until it has.
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return new URL(page.url()).pathname;
    })
    .toBe(`/ja/futures/usd/${DELIVERY}`);
  await page.waitForURL(`**/ja/futures/usd/${DELIVERY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectToast(page, signedIn && fault !== 'slow' ? message('en', 'header.language.saveFailed') : null);
  await clearToasts(page);
}

// Each test walks every flow of its user through one page: more than the default 30 s on a busy
// machine (main@demo × slow took 30 s beside a CPU-bound process).
test.describe.configure({ timeout: 90_000 });

for (const fault of BROWSER_FAULTS) {
  test(`guest: the browser's calls × ${fault}: silent fallbacks, the header keeps working`, async ({ page, faultSite, problems }) => {
    allowNetworkLog(problems, fault);
    const broken = new BrokenCalls(page, fault);
    await broken.break(GUEST_CALLS);
    await start(page, faultSite, 'guest');
    await coinMDelivery(page, broken);
    await languageDialog(page, broken, false, fault);
    await menu(page, 'spot').trigger.click();
    await expect(menu(page, 'spot').panel).toBeVisible();
  });

  test(`main@demo: the browser's calls × ${fault}: what the spec says happens, and the header keeps working`, async ({ page, faultSite, problems }) => {
    allowNetworkLog(problems, fault);
    const broken = new BrokenCalls(page, fault);
    await broken.break(USER_CALLS);
    await start(page, faultSite, 'main@demo');
    const answered = fault === 'slow';
    // The server's message when it sent one (spec §8), else the generic one in the page's language.
    const failure = (locale: 'en' | 'ja') => (fault === 'failureCode' ? FAULT_MESSAGE : message(locale, 'header.error.generic'));

    // The optional lookups: none when they fail, silently; a slow answer fills its place.
    await broken.settle('rewardsRedIcon', 'traderProUserList');
    await lookupsSettled(page);
    const account = menu(page, 'account');
    await account.trigger.click();
    await expect(account.panel.getByRole('link', { name: /My rewards/ })).toHaveAccessibleName(answered ? 'My rewards 5 points' : 'My rewards');
    await expectToast(page, null);

    // The security check: the failure is told and nothing opens; a slow answer opens the dialog.
    await account.panel.getByRole('link', { name: 'API management' }).click();
    await broken.settle('securityActionItems');
    const verification = page.getByRole('dialog', { name: 'Security verification' });
    if (answered) {
      await loadedOnDemand(page, verification);
      await page.keyboard.press('Escape');
    } else {
      await expectToast(page, failure('en'));
    }
    await expect(verification).toHaveCount(0);
    await clearToasts(page);

    await coinMDelivery(page, broken);
    await languageDialog(page, broken, true, fault);

    // A mode switch: told when it fails, and the page stays; a slow answer enters and reloads.
    const spot = menu(page, 'spot');
    await spot.trigger.click();
    await spot.panel.locator('[data-item="spot.enterSimulation"]').click();
    const entered = answered ? page.waitForEvent('load') : null;
    await broken.settle('enterSimulation');
    if (entered) {
      await entered;
      await hydrated(page);
      // Back to real trading for the next tests of this worker's site.
      await page.request.post(`${faultSite.origin}${ENDPOINTS.exitSimulation.path}`, { data: {} });
    } else {
      await expectToast(page, failure('ja'));
    }

    // Logout: a slow answer ends the session and reloads after 1 s; a failure is told, and the
    // page stays signed in.
    await account.trigger.click();
    await account.panel.locator('[data-item="account.logout"]').click();
    let reloaded = false;
    page.once('load', () => {
      reloaded = true;
    });
    await broken.settle('logout');
    if (answered) {
      // The 1 s starts when the answer is in, which the page clock cannot see: move it in steps
      // until the reload (its exact timing is desktop-account.spec's).
      await expect(async () => {
        await page.clock.runFor(250);
        expect(reloaded).toBe(true);
      }).toPass();
      await hydrated(page);
    } else {
      await expectToast(page, failure('ja'));
      await page.clock.runFor(2000);
      expect(reloaded).toBe(false);
    }
    if (answered) await expect(account.trigger).toHaveCount(0);
    else await expect(account.trigger).toBeVisible();
  });
}
