// Lighthouse for the bench (scripts/bench.mjs, scripts/bench/hosts.mjs): its Node API from the
// bench's own install (bench/package.json), in Debian's Chromium, one sample per call.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib.mjs';
import { ms } from './format.mjs';
import { log, median, PAGES, USERS } from './setup.mjs';

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

/** Lighthouse over each preset, page, user and build, `runs` times (header and bare alternating); medians. */
export async function measureLighthouse(servers, { runs, presets }) {
  const samples = {};
  const lighthouse = await openLighthouse();
  try {
    for (let runIndex = 0; runIndex < runs; runIndex += 1) {
      for (const preset of presets) {
        for (const path of PAGES) {
          for (const user of USERS) {
            // Header and bare alternate, so the machine's noise falls on both alike.
            for (const server of servers) {
              const key = `${preset} ${path} ${user} ${server.name}`;
              const result = await lighthouse.sample(`${server.origin}${path}`, { preset, cookie: server.cookies[user] });
              (samples[key] ??= []).push(result);
              log(`lighthouse ${runIndex + 1}/${runs} ${key}: score ${result.score}, LCP ${Math.round(result.lcp)} ms`);
            }
          }
        }
      }
    }
  } finally {
    lighthouse.close();
  }
  const medians = {};
  for (const [key, list] of Object.entries(samples)) {
    medians[key] = {
      score: median(list.map((sample) => sample.score)),
      lcp: median(list.map((sample) => sample.lcp)),
      // Lantern's LCP is bimodal on pages of module scripts (docs/speed.md "Reading the results"): the range shows it.
      lcpMin: Math.min(...list.map((sample) => sample.lcp)),
      lcpMax: Math.max(...list.map((sample) => sample.lcp)),
      tbt: median(list.map((sample) => sample.tbt)),
      cls: median(list.map((sample) => sample.cls)),
      lcpElement: list[0]?.lcpElement,
      runs: list.length,
    };
  }
  return { samples, medians };
}


/** The Lighthouse section's rows. */
export function lighthouseRows(lighthouse, add, presets) {
  if (lighthouse) {
    const { medians } = lighthouse;
    for (const preset of presets) {
      for (const path of PAGES) {
        for (const user of USERS) {
          const header = medians[`${preset} ${path} ${user} header`];
          const bare = medians[`${preset} ${path} ${user} bare`];
          const name = `Lighthouse ${preset === 'mobile-applied' ? 'mobile (applied throttling)' : preset} ${path} ${user}`;
          add(`${name}: score`, header.score.toFixed(2), bare.score.toFixed(2), (header.score - bare.score).toFixed(2), '1.00', header.score >= 1);
          const lcpLimit = bare.lcp * 1.1;
          const lcpDiff = ((header.lcp - bare.lcp) / bare.lcp) * 100;
          const withRange = (value) => `${ms(value.lcp)} (${Math.round(value.lcpMin)}–${Math.round(value.lcpMax)})`;
          add(`${name}: LCP (range)`, withRange(header), withRange(bare), `${lcpDiff >= 0 ? '+' : '−'}${Math.abs(lcpDiff).toFixed(1)} %`, `≤ ${ms(lcpLimit)} (bare + 10 %)`, header.lcp <= lcpLimit);
          add(`${name}: TBT`, ms(header.tbt), ms(bare.tbt), ms(header.tbt - bare.tbt), '≤ 50 ms', header.tbt <= 50);
          add(`${name}: CLS`, header.cls.toFixed(3), bare.cls.toFixed(3), (header.cls - bare.cls).toFixed(3), '0', header.cls === 0);
        }
      }
    }
  }
}
