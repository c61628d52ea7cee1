// npm test: everything. Type check, lint, the changesets of the published package and the docs'
// code blocks run beside the production build (the header package's, then the app's, then the
// bare build). Once the app is built, two lanes run side by side: the end-to-end tests in Debian
// Chromium (Playwright: long, and mostly waiting on the browser and its clock), and everything else
// one suite after another: unit/component/API tests (Vitest), the header's byte budgets, the edge
// deployment (e2e/edge), the component catalogue (its Storybook build and every story in
// Chromium, apps/catalogue), the cross-engine suite in Debian's Firefox ESR and WebKitGTK
// (scripts/test-engines.mjs). The packed header package is checked last (its `prepack` rebuilds
// the package's dist, which an end-to-end test serves). The lane beside the end-to-end tests
// prints each suite's output when the suite ends, so the two never interleave line by line.
// Ends with one plain line totalling every suite: "N passed, N failed".
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, root, run } from './lib.mjs';
import { ENGINES, runEngineSuites } from './test-engines.mjs';

const outDir = resolve(root, 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];
const started = Date.now();
const minutes = (ms) => `${(ms / 60000).toFixed(1)} min`;

/** A suite's count and how long it took (`since`: when it started; the engines share theirs). */
function record(name, passed, failed, since) {
  totals.passed += passed;
  totals.failed += failed;
  const took = since === undefined ? '' : ` (${minutes(Date.now() - since)})`;
  lines.push(`${name.padEnd(16)} ${passed} passed, ${failed} failed${took}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs a command with its output in a file of test-results/, then prints that output in one
 * block: what a suite beside the end-to-end tests uses, so the two outputs do not interleave.
 */
async function runQuietly(command, args, options = {}) {
  const file = resolve(outDir, `${[command, ...args].join(' ').replace(/[^\w.-]+/g, '_').slice(0, 80)}.log`);
  const fd = openSync(file, 'w');
  const code = await run(command, args, { ...options, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  console.log(`\n── ${command} ${args.join(' ')} (exit ${code}) ──\n${readFileSync(file, 'utf8')}`);
  return code;
}

/** One lane's way of running a command: live (`run`) or printed when it ends (`runQuietly`). */
async function check(name, command, args, runner = run) {
  const since = Date.now();
  const code = await runner(command, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, since);
  return code === 0;
}

/** A script of checks that writes `{ passed, failed }` to `--json <file>`; failed when it cannot run. */
async function scriptChecks(name, ready, script, runner = run) {
  const since = Date.now();
  if (!ready) return record(name, 0, 1);
  const json = resolve(outDir, `${name}.json`);
  const code = await runner(process.execPath, [script, '--json', json]);
  const result = readJson(json);
  if (result) record(name, result.passed, result.failed + (code !== 0 && result.failed === 0 ? 1 : 0), since);
  else record(name, 0, 1, since);
}

/** A Vitest run of `args`, counted from its JSON report; failed when it cannot run. */
async function vitestSuite(name, args, runner = run) {
  const since = Date.now();
  const json = resolve(outDir, `${name}.vitest.json`);
  const code = await runner('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  const report = readJson(json);
  if (report) record(name, report.numPassedTests, report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0), since);
  else record(name, 0, 1, since);
}

/** A Playwright suite of config `config`, counted from its JSON report; failed when it cannot run. */
async function playwrightSuite(name, config, runner = run) {
  const since = Date.now();
  const json = resolve(outDir, `${name}.playwright.json`);
  const code = await runner('npx', ['playwright', 'test', '-c', config], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json } });
  const report = readJson(json);
  if (!report?.stats) return record(name, 0, 1, since);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  record(name, expected + flaky, unexpected + skipped + (code !== 0 && unexpected === 0 ? 1 : 0), since);
}

await ensureDependencies();
console.log(`dependencies ready in ${minutes(Date.now() - started)}`);

// The checks that read only the sources, beside the builds.
const sourceChecks = (async () => {
  await check('typecheck', 'npm', ['run', 'typecheck'], runQuietly);
  await check('lint', 'npx', ['eslint', '--max-warnings', '0', '.'], runQuietly);
  await scriptChecks('changesets', true, 'scripts/changeset-check.mjs', runQuietly);
  await scriptChecks('docs', true, 'scripts/docs-check.mjs', runQuietly);
})();
console.log('\n── the production builds (the app, then the bare app) ──');
const builtOk = await check('build', 'npm', ['run', 'build']);
const bareOk = builtOk && (await check('build-bare', 'npm', ['run', 'build:bare']));

let chromiumOk = true;
try {
  await ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  chromiumOk = false;
}

const endToEnd = (async () => {
  console.log('\n── end-to-end tests (Playwright, Chromium), beside the other suites ──');
  if (builtOk && chromiumOk) await playwrightSuite('e2e', 'e2e/playwright.config.ts');
  else record('e2e', 0, 1);
})();

const others = (async () => {
  await sourceChecks;
  await vitestSuite('vitest', [], runQuietly);
  await scriptChecks('budgets', bareOk, 'scripts/budgets.mjs', runQuietly);
  if (builtOk) await vitestSuite('edge', ['-c', 'e2e/edge/vitest.config.ts'], runQuietly);
  else record('edge', 0, 1);
  const catalogueBuilt = chromiumOk && (await check('catalogue-build', 'npm', ['run', 'catalogue:build'], runQuietly));
  if (catalogueBuilt) await playwrightSuite('catalogue', 'apps/catalogue/playwright.config.ts', runQuietly);
  else record('catalogue', 0, 1);
  const since = Date.now();
  if (builtOk) for (const { name, passed, failed } of await runEngineSuites(outDir, runQuietly)) record(name, passed, failed, since);
  else for (const name of ENGINES) record(name, 0, 1);
})();

await Promise.all([endToEnd, others]);

console.log('\n── the packed header (scripts/pack-check.mjs) ──');
await scriptChecks('package', builtOk, 'scripts/pack-check.mjs');

console.log('\n── summary ──');
for (const line of lines) console.log(line);
console.log(`all suites in ${minutes(Date.now() - started)}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
