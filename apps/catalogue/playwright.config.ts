/**
 * The catalogue's suite (apps/catalogue/tests): the static build (`npm run catalogue:build`)
 * served on 127.0.0.1, every story opened in Debian Chromium, and screenshot baselines of a
 * representative set. The e2e config's browser set-up and screenshot tolerance (1 % of the
 * pixels, animations off), the fonts ensure-chromium.mjs installs.
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
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } },
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
