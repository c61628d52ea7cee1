/**
 * A second copy of the production app per worker whose server render reaches the API through the
 * fault proxy (API_ORIGIN), which forwards to the app's own API: the server-side calls break for
 * real (a reset connection, a hang, a 500, a bad answer...) while the browser's own calls are
 * broken with page.route. Each page picks its server-side faults with a cookie, so tests stay
 * independent. Its database lives in its own folder, so its users' state is its own.
 */
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { ENDPOINTS, type EndpointName } from '@exchange/contract';
import { freePort, startSite } from '../../scripts/site-process.mjs';
import { FAULT_COOKIE, faultCookieValue, startFaultProxy, type Fault, type FaultProxy } from '../../packages/header/test/fault-proxy.ts';
import { expect, test as base } from './fixtures.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The fault site's server-render budget for the header's calls (EXCHANGE_HEADER_BUDGET_MS): the
 * default 1.5 s. A shorter one (500 ms) saved suite time but, on a loaded CI machine, let healthy
 * calls run out of budget too, and the expected links then differed.
 */
export const FAULT_SITE_BUDGET_MS = 1500;

export interface FaultSite {
  origin: string;
  proxy: FaultProxy;
}

export const test = base.extend<{ faultPage: (path: string, faults?: Partial<Record<EndpointName, Fault>>) => Promise<string> }, { faultSite: FaultSite }>({
  faultSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const proxy = await startFaultProxy();
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      proxy.target = origin;
      const dataDir = resolve(root, `e2e/.output/data-fault-${port}`);
      // API_ORIGIN: the render's calls go over HTTP through the proxy; the site config and fee tags
      // are not kept between pages (EXCHANGE_SHARED_DATA_TTL_MS=0), so every page's calls can break.
      const site = await startSite({
        port,
        dataDir,
        readyPath: '/v1/openapi.json',
        what: 'the fault site',
        env: { API_ORIGIN: proxy.origin, EXCHANGE_DEV_TOOLS: '1', EXCHANGE_HEADER_BUDGET_MS: String(FAULT_SITE_BUDGET_MS), EXCHANGE_SHARED_DATA_TTL_MS: '0' },
      }).catch(async (error: unknown) => {
        await proxy.close();
        throw error;
      });
      try {
        await use({ origin, proxy });
      } finally {
        await site.stop();
        await proxy.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  /** Loads `path` of the fault site with these server-side faults; resolves with the server's HTML. */
  faultPage: async ({ page, faultSite }, use) => {
    await use(async (path, faults = {}) => {
      await setServerFaults(page.context(), faultSite, faults);
      const response = await page.goto(`${faultSite.origin}${path}`);
      expect(response?.status(), `status of ${path}`).toBe(200);
      return (await response?.text()) ?? '';
    });
  },
});

export async function setServerFaults(context: BrowserContext, site: FaultSite, faults: Partial<Record<EndpointName, Fault>>): Promise<void> {
  await context.addCookies([{ name: FAULT_COOKIE, value: faultCookieValue(faults), url: site.origin }]);
}

/** Signs the page's context in on the fault site (its own database) as a demo user. */
export async function signInOnFaultSite(page: Page, site: FaultSite, loginName: string): Promise<void> {
  const response = await page.request.post(`${site.origin}${ENDPOINTS.login.path}`, { data: { loginName, password: 'demo' } });
  expect(((await response.json()) as { code: string }).code, `sign-in of ${loginName}`).toBe('00000');
}

export { expect };
