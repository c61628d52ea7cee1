// npm test: everything, in order: type check, lint, the changesets of the published package, the
// docs' code blocks, unit/component/API tests (Vitest), the
// production build (the header package's, then the app's), the packed header package, the bare
// build and the header's byte budgets, the edge deployment (e2e/edge), end-to-end tests in Debian
// Chromium (Playwright), the component catalogue (its Storybook build and every story in Chromium,
// apps/catalogue), the cross-engine suite in Debian's Firefox ESR and WebKitGTK
// (scripts/test-engines.mjs). Ends with one plain line totalling every suite: "N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, root, run } from './lib.mjs';
import { freePort } from './site-process.mjs';
import { ENGINES, runEngineSuites } from './test-engines.mjs';

const outDir = resolve(root, 'test-results');

// The ports of the servers the suites start, all on 127.0.0.1: the caller's (E2E_PORT, …), else one
// block of free ports at a random place, so a second `npm test` on the same machine (another
// clone, another CI job) runs beside this one instead of meeting its servers. The block: the e2e
// site and its cross-origin twin, the Next.js host, the catalogue, and the edge suites' nginx and
// render processes (EDGE_TEST_PORT + 0…22). The block lies below the system's ephemeral ports
// (ip_local_port_range), which the suites' own outgoing connections take by the thousand: a port
// in that range, free when chosen, can be the local end of a connection when a server binds it.
const PORT_BLOCK = 28;
function ephemeralPortsStart() {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 20000 + 10 * PORT_BLOCK ? first : 32768;
  } catch {
    return 32768;
  }
}
async function freePortBlock() {
  const below = ephemeralPortsStart() - PORT_BLOCK;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * (below - 20000));
    const found = await freePort({ range: [base, base + PORT_BLOCK - 1], count: PORT_BLOCK }).catch(() => undefined);
    if (found === base) return base;
  }
  throw new Error(`no ${PORT_BLOCK} consecutive free ports on 127.0.0.1`);
}
const base = await freePortBlock();
const ports = { E2E_PORT: base, E2E_NEXT_PORT: base + 2, CATALOGUE_PORT: base + 3, EDGE_TEST_PORT: base + 5 };
for (const [name, port] of Object.entries(ports)) process.env[name] ??= String(port);
console.log(`servers on 127.0.0.1: e2e ${process.env.E2E_PORT}, Next.js ${process.env.E2E_NEXT_PORT}, catalogue ${process.env.CATALOGUE_PORT}, edge ${process.env.EDGE_TEST_PORT}`);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];
const started = Date.now();
let stageStarted = started;
const minutes = (ms) => `${(ms / 60000).toFixed(1)} min`;

/** A suite's count, with the time since the previous suite's (the engines share theirs). */
function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  const now = Date.now();
  lines.push(`${name.padEnd(16)} ${passed} passed, ${failed} failed${now - stageStarted > 1000 ? ` (${minutes(now - stageStarted)})` : ''}`);
  stageStarted = now;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function check(name, command, args, options) {
  console.log(`\n── ${name} ──`);
  const code = await run(command, args, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

/** A script of checks that writes `{ passed, failed }` to `--json <file>`; failed when it cannot run. */
async function scriptChecks(name, ready, script) {
  if (!ready) return record(name, 0, 1);
  const json = resolve(outDir, `${name}.json`);
  const code = await run(process.execPath, [script, '--json', json]);
  const result = readJson(json);
  if (result) record(name, result.passed, result.failed + (code !== 0 && result.failed === 0 ? 1 : 0));
  else record(name, 0, 1);
}

/** A Playwright suite of config `config`, counted from its JSON report; failed when it cannot run. */
async function playwrightSuite(name, config) {
  const json = resolve(outDir, `${name}.playwright.json`);
  const code = await run('npx', ['playwright', 'test', '-c', config], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json } });
  const report = readJson(json);
  if (!report?.stats) return record(name, 0, 1);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  record(name, expected + flaky, unexpected + skipped + (code !== 0 && unexpected === 0 ? 1 : 0));
}

await ensureDependencies();
console.log(`dependencies ready in ${minutes(Date.now() - started)}`);
stageStarted = Date.now();
// The Next.js host is its own TypeScript project: Next's types change Node's globals (process.env).
await check('typecheck', 'npm', ['run', 'typecheck']);
await check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);

// The published package's versioning (scripts/changeset-check.mjs): its source is the released
// one, or a pending changeset in .changeset/ says how it changed; the record and the changelog
// match its version. And the docs' code blocks type-check (scripts/docs-check.mjs).
console.log('\n── changesets (scripts/changeset-check.mjs) ──');
await scriptChecks('changesets', true, 'scripts/changeset-check.mjs');
console.log('\n── the docs\' code blocks (scripts/docs-check.mjs) ──');
await scriptChecks('docs', true, 'scripts/docs-check.mjs');

console.log('\n── unit, component and API tests (Vitest) ──');
const vitestJson = resolve(outDir, 'vitest.json');
const vitestCode = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) record('vitest', vitest.numPassedTests, vitest.numFailedTests + (vitestCode !== 0 && vitest.numFailedTests === 0 ? 1 : 0));
else record('vitest', 0, 1);

// The Next.js host compiles its site origin into its build (apps/hosts/next/host.mjs): built here
// for the e2e suite's site, so the suite's start does not build it a second time.
const e2eSiteOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;
const builtOk = await check('build', 'npm', ['run', 'build'], { env: { ...process.env, EXCHANGE_SITE_ORIGIN: e2eSiteOrigin } });

// The header as a package (scripts/pack-check.mjs): what `npm pack` ships, and that a host outside
// the repository imports it in plain Node.
console.log('\n── the packed header (scripts/pack-check.mjs) ──');
await scriptChecks('package', builtOk, 'scripts/pack-check.mjs');

// The bare host (the same app without the header, into apps/web/build-bare): the byte budgets
// measure the header as the difference between the two builds. Sizes only: no timing is asserted.
const bareOk = builtOk && (await check('build-bare', 'npm', ['run', 'build:bare']));
console.log('\n── byte budgets (scripts/byte-budgets.json) ──');
await scriptChecks('budgets', bareOk, 'scripts/budgets.mjs');

// The edge deployment (scripts/start-edge.mjs: nginx, installed by scripts/ensure-nginx.mjs, in
// front of two render processes of the build), its own Vitest config: e2e/edge.
console.log('\n── edge deployment (nginx and two render processes, e2e/edge) ──');
const edgeJson = resolve(outDir, 'edge.json');
const edgeCode = builtOk ? await run('npx', ['vitest', 'run', '-c', 'e2e/edge/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${edgeJson}`]) : 1;
const edge = builtOk ? readJson(edgeJson) : undefined;
if (edge) record('edge', edge.numPassedTests, edge.numFailedTests + (edgeCode !== 0 && edge.numFailedTests === 0 ? 1 : 0));
else record('edge', 0, 1);

console.log('\n── end-to-end tests (Playwright, Chromium) ──');
let chromiumOk = true;
try {
  await ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  chromiumOk = false;
}
if (builtOk && chromiumOk) await playwrightSuite('e2e', 'e2e/playwright.config.ts');
else record('e2e', 0, 1);

// The catalogue (apps/catalogue): its static Storybook build, every story opened in Chromium
// without a console error and against its screenshot baseline (docs/catalogue.md).
console.log('\n── the catalogue (Storybook build, every story in Chromium, apps/catalogue) ──');
const catalogueBuilt = chromiumOk && (await check('catalogue-build', 'npm', ['run', 'catalogue:build']));
if (catalogueBuilt) await playwrightSuite('catalogue', 'apps/catalogue/playwright.config.ts');
else record('catalogue', 0, 1);

// The same scenarios in the other engines, each counted as its own suite; not built or not
// installable: failed, never silently passed.
console.log('\n── other engines (Firefox ESR, WebKitGTK: e2e/engines) ──');
if (builtOk) for (const { name, passed, failed } of await runEngineSuites(outDir)) record(name, passed, failed);
else for (const name of ENGINES) record(name, 0, 1);

console.log('\n── summary ──');
for (const line of lines) console.log(line);
console.log(`all suites in ${minutes(Date.now() - started)}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
