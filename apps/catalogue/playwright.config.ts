/**
 * The catalogue's suite (apps/catalogue/tests): the static build (`npm run catalogue:build`)
 * served on 127.0.0.1, every story opened in Debian Chromium, and screenshot baselines of a
 * representative set. The e2e config's browser set-up, animations off, the fonts ensure-chromium.mjs
 * installs. No pixel may differ beyond Playwright's per-pixel colour threshold (0.2): one build of
 * Chromium with its own fonts draws a story the same every time, and a tolerance of a share of the
 * pixels hid a changed word (1 % of 1440 × 900 is 13,000 pixels).
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '../../e2e/playwright.config.ts';

const port = Number(process.env.CATALOGUE_PORT ?? 6106);

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' } },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.output/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    trace: 'off',
  },
  webServer: {
    command: 'node apps/catalogue/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { CATALOGUE_PORT: String(port) },
  },
});
