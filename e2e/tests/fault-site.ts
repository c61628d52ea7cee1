/**
 * A second copy of the production app per worker whose server render reaches the API through the
 * fault proxy (API_ORIGIN), which forwards to the app's own API: the server-side calls break for
 * real (a reset connection, a hang, a 500, a bad answer...) while the browser's own calls are
 * broken with page.route. Each page picks its server-side faults with a cookie, so tests stay
 * independent. Its database lives in its own folder, so its users' state is its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { ENDPOINTS, type EndpointName } from '@exchange/contract';
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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the fault site exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`the fault site did not start: ${url}`);
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
      const child = spawn(process.execPath, [resolve(root, 'apps/web/server.js')], {
        cwd: resolve(root, 'apps/web'),
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, API_ORIGIN: proxy.origin, EXCHANGE_DEV_TOOLS: '1', EXCHANGE_HEADER_BUDGET_MS: String(FAULT_SITE_BUDGET_MS), EXCHANGE_SHARED_DATA_TTL_MS: '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitUntilUp(`${origin}/v1/openapi.json`, child);
        await use({ origin, proxy });
      } finally {
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
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
