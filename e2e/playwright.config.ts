import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../scripts/site-process.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** A page of another origin that the site allows (element-cross-origin.spec.ts serves it). */
export const CROSS_ORIGIN_PORT = port + 1;
/** Another allowed origin: the behaviour suite's pages of another stack (behaviour.spec.ts serves them). */
export const ENHANCER_ORIGIN_PORT = port + 4;
/** The Next.js host (apps/hosts/next) on its own origin, built for and proxying to the site above. */
const nextPort = Number(process.env.E2E_NEXT_PORT ?? 3310);
export const nextURL = `http://127.0.0.1:${nextPort}`;

/**
 * The features Playwright disables in every Chromium it launches (playwright-core's
 * chromiumSwitches: PaintHolding, third-party storage partitioning...), read from the installed
 * playwright-core. Chromium applies only the last --disable-features of its command line, so a
 * list of ours must carry these too; undefined when they cannot be read.
 */
function playwrightDisabledFeatures(): string[] | undefined {
  try {
    const require = createRequire(createRequire(import.meta.url).resolve('@playwright/test/package.json'));
    const source = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
    const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
    const names = list?.replace(/\/\/.*$/gm, '').match(/"[A-Za-z0-9]+"/g)?.map((name) => name.slice(1, -1));
    return names && names.includes('PaintHolding') ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser window's omnibox popups, which Chromium (the full browser, headless) preloads in two
 * renderer processes of their own for every window: every test's new context. Nothing a page does
 * reaches them; without them a new context and page costs about 40 % less.
 */
const WINDOW_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const disabledFeatures = playwrightDisabledFeatures();
if (!disabledFeatures) console.warn("e2e: Playwright's disabled Chromium features not found in playwright-core; the omnibox popups stay on");

/** Debian's Chromium with the flags this machine needs (no network but the registries). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(disabledFeatures ? [`--disable-features=${[...disabledFeatures, ...WINDOW_UI_FEATURES].join(',')}`] : []),
];

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/results',
  fullyParallel: true,
  // Three on this 2-core machine: a test waits on its servers and the browser's processes for part
  // of its time, and with two workers the processes used about 0.8 of the 2 cores (CPU time over
  // the run's time). Every test waits for what arrives with retrying assertions, so a slower test
  // is not a failing one.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // A test's own work takes seconds; npm test runs this suite beside the others (scripts/test.mjs),
  // so a busy machine may slow a test several times. A test that loops over many pages or
  // locales sets its own limit from its work.
  timeout: 60_000,
  // Screenshot baselines are committed beside the tests, one set (Debian Chromium, the Noto fonts).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    // Web-first assertions retry until this: what is still arriving on a busy machine (a chunk, an
    // answer) is waited for, and an assertion that holds returns at once.
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
    // The accessible tree of each menu, drawer and dialog (aria-snapshots.spec.ts), matched exactly.
    toMatchAriaSnapshot: { pathTemplate: '{testDir}/__aria__/{testFilePath}/{arg}{ext}', children: 'deep-equal' },
  },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.output/report.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    trace: 'off',
  },
  webServer: [
    {
      // The production build, on a fresh database, with the development tools (the visibility matrix) on.
      command: `rm -rf e2e/.output/data-${port} && node ${SERVER_NODE_FLAGS.join(' ')} apps/web/server.js`,
      cwd: '..',
      url: `${baseURL}/v1/openapi.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `e2e/.output/data-${port}`,
        EXCHANGE_DEV_TOOLS: '1',
        EXCHANGE_ALLOWED_ORIGINS: `http://127.0.0.1:${CROSS_ORIGIN_PORT},http://127.0.0.1:${ENHANCER_ORIGIN_PORT}`,
      },
    },
    {
      // The Next.js host's production build for this site origin (host.mjs builds it first when
      // `npm run build` made it for another one: npm test builds it for this one).
      command: 'node apps/hosts/next/host.mjs start',
      cwd: '..',
      url: `${nextURL}/icon.svg`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { EXCHANGE_SITE_ORIGIN: baseURL, NEXT_PORT: String(nextPort), NEXT_HOST: '127.0.0.1' },
    },
  ],
});
