// Lighthouse for the bench (scripts/bench.mjs, scripts/bench-hosts.mjs): its Node API from the
// bench's own install (bench/package.json), in Debian's Chromium, one sample per call.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Starts Chromium for Lighthouse. `sample(url, { preset, cookie })` runs one performance audit
 * (`mobile` and `desktop` are Lighthouse's presets with simulated throttling, `mobile-applied` the
 * mobile preset with DevTools throttling) and returns its score, LCP, TBT and CLS; `close()` stops Chromium.
 */
export async function openLighthouse() {
  const benchRequire = createRequire(resolve(root, 'bench/package.json'));
  const { default: lighthouse, desktopConfig } = await import(pathToFileURL(benchRequire.resolve('lighthouse')).href);
  const { launch } = await import(pathToFileURL(benchRequire.resolve('chrome-launcher')).href);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  async function sample(url, { preset = 'mobile', cookie } = {}) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(preset === 'mobile-applied' ? { throttlingMethod: 'devtools' } : {}),
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const audits = lhr.audits;
    return {
      score: lhr.categories.performance.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  }
  return { sample, close: () => chrome.kill() };
}
