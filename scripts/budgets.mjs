// The header's byte budgets (scripts/byte-budgets.json), checked against the production builds:
// what the header adds to a page's first load (JS, message catalog, CSS: the header build minus
// the bare build, scripts/bytes.mjs) and each chunk it loads on demand; its JavaScript on a host
// that has React but no i18n runtime (DESIGN.md's 30 KB: 30,000 bytes, not set by --update); and the
// element's two framework-free scripts on a page without React (issue 42's caps, not set by --update).
// Every budget is one test.
//
//   node scripts/budgets.mjs                 check; exit code 1 when a budget is exceeded
//   node scripts/budgets.mjs --json <file>   also write { passed, failed, results } for npm test
//   node scripts/budgets.mjs --update        set every budget to the measured size, rounded up
//                                            (2 % and to the next 10 bytes)
//
// Needs apps/web/build (`npm run build`) and apps/web/build-bare (`npm run build:bare`).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { enhancerBytes, headerBytes, i18nRuntimeBytes, kib } from './bytes.mjs';
import { root } from './lib.mjs';

export const BUDGETS_FILE = resolve(root, 'scripts/byte-budgets.json');
const FIRST_LOAD_PARTS = ['js', 'catalog', 'css'];

/** Measures and compares: one result per budget, plus one per measured part without a budget. */
export async function checkBudgets(budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'))) {
  const measured = await headerBytes({ pages: Object.keys(budgets.firstLoad).map((path) => ({ path, locale: budgets.firstLoad[path].locale })) });
  measured.i18nRuntime = await i18nRuntimeBytes();
  const results = [];
  const compare = (name, bytes, budget) =>
    results.push({ name, bytes, budget, passed: typeof budget === 'number' && typeof bytes === 'number' && bytes <= budget });
  for (const page of measured.firstLoads) {
    for (const part of FIRST_LOAD_PARTS) compare(`first load ${page.path} ${part}`, page.added[part], budgets.firstLoad[page.path][part]);
    // DESIGN.md's target, the header's JavaScript on top of React and the router, for a host that
    // has no i18n runtime of its own: the header's addition plus Lingui's runtime (not set by --update).
    compare(`first load ${page.path} js, host with React only`, page.added.js + measured.i18nRuntime, budgets.reactOnlyHost.js);
  }
  const chunks = new Map(measured.onDemand.map((chunk) => [chunk.name, chunk.bytes]));
  // A budget whose chunk is gone fails too (renamed? merged into the first load?), and so does a new
  // on-demand chunk nobody budgeted.
  for (const name of new Set([...Object.keys(budgets.onDemand), ...chunks.keys()])) compare(`on demand ${name}`, chunks.get(name), budgets.onDemand[name]);
  // The framework-free scripts (issue 42), each whole as sent, with no catalog (their words come
  // with the fragment's HTML), so one figure holds for every locale (element-cross-origin.spec
  // reads what a page downloads in each): the script of a page whose HTML came by SSI, and the
  // element that also fetches it, each under its cap with the 2,000 bytes of headroom held
  // (6,000 and 12,000 less 2,000; not set by --update).
  const ssi = enhancerBytes();
  compare('enhancer script', ssi.script, budgets.enhancer.script);
  compare('element script', enhancerBytes({ script: 'element.js' }).script, budgets.enhancer.element);
  // What either loads on demand, each chunk under its own budget: the QR encoder (the download menu
  // first approached), the phone's drawers (a bar button first tapped), the security check (a
  // guarded link first followed). A chunk gone or not budgeted fails, as the site's do.
  const enhancerChunks = new Map(ssi.chunks.map((chunk) => [chunk.name, chunk.bytes]));
  for (const name of new Set([...Object.keys(budgets.enhancer.onDemand), ...enhancerChunks.keys()])) compare(`enhancer on demand ${name}`, enhancerChunks.get(name), budgets.enhancer.onDemand[name]);
  return { measured, results };
}

/** The budget for a measured size: 2 % over it, rounded up to 10 bytes (at most ~3 % over). */
const roundUp = (bytes) => Math.ceil((bytes * 1.02) / 10) * 10;

export function printResults(results) {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`${'budget'.padEnd(width)}  ${'gzip'.padStart(20)}  ${'budget'.padStart(20)}`);
  for (const { name, bytes, budget, passed } of results) {
    const shown = (value) => (typeof value === 'number' ? `${value} B (${kib(value)})` : 'none').padStart(20);
    console.log(`${name.padEnd(width)}  ${shown(bytes)}  ${shown(budget)}  ${passed ? 'ok' : 'OVER BUDGET'}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { json: { type: 'string' }, update: { type: 'boolean', default: false } } });
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  const { measured, results } = await checkBudgets(budgets);
  if (values.update) {
    for (const page of measured.firstLoads) for (const part of FIRST_LOAD_PARTS) budgets.firstLoad[page.path][part] = roundUp(page.added[part]);
    budgets.onDemand = Object.fromEntries(measured.onDemand.map((chunk) => [chunk.name, roundUp(chunk.bytes)]));
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`Budgets set from the measured sizes in ${BUDGETS_FILE}.`);
  }
  const final = values.update ? (await checkBudgets(budgets)).results : results;
  console.log('What the header adds (gzip; header build minus bare build), and its on-demand chunks:');
  printResults(final);
  const passed = final.filter((result) => result.passed).length;
  const failed = final.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ passed, failed, results: final }, null, 2)}\n`);
  process.exit(failed === 0 ? 0 : 1);
}
