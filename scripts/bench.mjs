// npm run bench: what the header costs, measured against the bare host (the same app and pages
// without the header, apps/web/build-bare, EXCHANGE_BARE_HOST=1). Prints one table at the end and
// puts it in the results file, bench/RESULTS.md (scripts/bench/results.mjs: each section measured
// replaces its own rows; the raw numbers go to bench/.output/). Never part of npm test. Each
// section is a module of scripts/bench/.
//
//   Lighthouse (its Node API, Debian Chromium): mobile and desktop presets (simulated throttling,
//     Lighthouse's default) and mobile with applied throttling, /spot/BTCUSDT and /zh-CN/, guest
//     and main@demo, header build vs bare build: score, LCP, TBT, CLS (medians).
//   Bytes: what the header adds to the first load (scripts/bytes.mjs, as the budgets of npm test)
//     and its on-demand chunks, what it costs a host with React only and one with the i18n runtime
//     too; the server-rendered HTML per page and user (gzip).
//   Server: autocannon, 10,000 requests to /spot/BTCUSDT per build and user: requests/s, p50 and
//     p99 latency, the server's CPU time per request, its RSS before and after; and the header
//     build once more keeping no header HTML (every page renders its header: a page nobody's kind
//     has seen in this process).
//   Edge (scripts/start-edge.mjs: nginx in front of two render processes, of each build in turn):
//     autocannon through the cache, guest and main@demo: requests/s, p50/p99, the guest hit ratio
//     (nginx's access log).
//   Hosts (scripts/bench/hosts.mjs): the element's two scripts on a page without React; Lighthouse
//     mobile of the element's page and the SSI page against their twins without a header; the
//     header fragment's added latency through nginx (p95, a guest's kept fragment).
//   Mix (scripts/bench/mix.mjs, the draws in scripts/bench/draw.mjs): the cold-tail mix, traffic the
//     servers have not seen. Each measured round is a fresh seeded Zipf draw of 3,000 requests over
//     60 kinds of page with 500 trading pairs × 27 locales × 2 themes × the guest and the 17 demo
//     users (--mix-requests N, --mix-signed-in 0.4: the signed-in share), served by the header build,
//     the bare build and the header build keeping no header HTML, on three fresh sets of processes:
//     requests/s and p99 ratios, the kept header renders' hit ratio, RSS and the kept renders' bytes.
//     mix-edge: the same through the edge (each build behind nginx and two render processes), with
//     what nginx's cache served. --mix-sets N (default 3) and --mix-rounds N (default 5) shape both.
//   Profile (scripts/bench/profile.mjs): where a request's CPU goes on a fresh draw, guests and
//     signed-in users apart: V8's CPU profile of a process of each build, grouped by what ran.
//   Memory: RSS of the header build's server after a warm-up and after 100,000 more requests
//     (--memory-requests), guests and main@demo alternating.
//   Interaction (scripts/bench/interaction.mjs): each of the header's interactions to its next
//     paint at 4× CPU (Event Timing, as INP reads it; hovers after their delay), against a floor
//     measured in the same run (a plain script toggling ten links), median of --repeat.
//
// Options: --runs N (Lighthouse runs per case, default 3), --requests N (default 10000),
// --repeat N (interaction samples, default 5), --quick (1 run, 2000 requests, 3 samples; the mixes
// one set of processes, 2 rounds of 1,000 requests),
// --only bytes,lighthouse,server,mix,edge,mix-edge,profile,hosts,memory,interaction, --memory-requests N (default 100000), --presets mobile,desktop,mobile-applied,
// --rebuild (build both variants even if their sources are older than the builds).
//
// Lighthouse and autocannon live in bench/package.json (installed here with npm ci --prefix bench)
// so the main install, and with it npm test, never downloads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDependencies } from './lib.mjs';
import { freePort } from './site-process.mjs';
import { edgeRows, measureEdge } from './bench/edge.mjs';
import { hostsRows, measureHosts } from './bench/hosts.mjs';
import { interactionRows, measureInteractions, POINTER_REST_MS } from './bench/interaction.mjs';
import { lighthouseRows, measureLighthouse } from './bench/lighthouse.mjs';
import { MIX_ROUNDS, MIX_SETS, measureMix, mixRows, startEdgeTarget, startProcessTarget } from './bench/mix.mjs';
import { measureProfile, profileRows } from './bench/profile.mjs';
import { renderSections, RESULTS_MD, saveResults, SECTIONS as SECTION_TITLES } from './bench/results.mjs';
import { measureMemory, measureServer, memoryRows, serverRows } from './bench/server.mjs';
import { ensureBenchTools, ensureBuilds, log, outDir, snapshotBuilds, startServer, stopAll, UNKEPT, VARIANTS } from './bench/setup.mjs';
import { bytesRows, measureBytes } from './bench/sizes.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string' },
    requests: { type: 'string' },
    repeat: { type: 'string' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    presets: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'memory-requests': { type: 'string' },
    'mix-requests': { type: 'string' },
    'mix-signed-in': { type: 'string' },
    'mix-sets': { type: 'string' },
    'mix-rounds': { type: 'string' },
  },
});
const RUNS = Number(options.runs ?? (options.quick ? 1 : 3));
const REQUESTS = Number(options.requests ?? (options.quick ? 2000 : 10000));
const REPEAT = Number(options.repeat ?? (options.quick ? 3 : 5));
const SECTIONS = new Set((options.only ?? Object.keys(SECTION_TITLES).join(',')).split(','));
for (const section of SECTIONS) if (!(section in SECTION_TITLES)) throw new Error(`--only: no section ${section} (${Object.keys(SECTION_TITLES).join(', ')})`);
const MIX_REQUESTS = Number(options['mix-requests'] ?? (options.quick ? 1000 : 3000));
const MIX_SIGNED_IN = Number(options['mix-signed-in'] ?? 0.4);
const MIX_SHAPE = { sets: Number(options['mix-sets'] ?? (options.quick ? 1 : MIX_SETS)), rounds: Number(options['mix-rounds'] ?? (options.quick ? 2 : MIX_ROUNDS)) };
const MEMORY_REQUESTS = Number(options['memory-requests'] ?? (options.quick ? 10000 : 100000));
/** The ports this bench may use (BENCH_PORTS=first-last; default 3300-3399). */
const RANGE = (process.env.BENCH_PORTS ?? '3300-3399').split('-').map(Number);
/**
 * Lighthouse's presets: mobile and desktop with its default simulated throttling (Lantern, as
 * PageSpeed Insights runs it), and mobile once more with applied throttling (DevTools slows the
 * network and CPU for real, and the metrics are observed rather than simulated).
 */
const ALL_PRESETS = ['mobile', 'desktop', 'mobile-applied'];
const PRESETS = (options.presets ?? ALL_PRESETS.join(',')).split(',').filter((preset) => ALL_PRESETS.includes(preset));

/** Each section's rows: [measure, header build, bare build, header − bare, target, met]. */
function sectionRows(results) {
  const rows = {};
  for (const [section, result] of Object.entries(results)) {
    const list = (rows[section] = []);
    const add = (measure, header, bare, diff, target, met) => list.push([measure, header, bare, diff, target, met === undefined ? '' : met ? '✓' : '✗ missed']);
    if (section === 'bytes') bytesRows(result, add);
    else if (section === 'lighthouse') lighthouseRows(result, add, PRESETS);
    else if (section === 'server') serverRows(result, add);
    else if (section === 'mix' || section === 'mix-edge') mixRows(result, add);
    else if (section === 'profile') profileRows(result, add);
    else if (section === 'edge') edgeRows(result, add);
    else if (section === 'hosts') hostsRows(result, add);
    else if (section === 'memory') memoryRows(result, add);
    else if (section === 'interaction') interactionRows(result, add);
  }
  return rows;
}

/** How this run measured: what the results file says beside each section it replaces. */
function describeRun(section) {
  const parts = [];
  if (section === 'lighthouse' || section === 'hosts') parts.push(`${RUNS} Lighthouse run(s) per case, presets ${PRESETS.join(', ')}`);
  if (section === 'server' || section === 'edge' || section === 'hosts') parts.push(`${REQUESTS} requests per case`);
  if (section === 'mix' || section === 'mix-edge') parts.push(`${MIX_REQUESTS} requests a round, ${MIX_SHAPE.rounds} rounds a set, ${MIX_SHAPE.sets} set(s), ${Math.round(MIX_SIGNED_IN * 100)} % signed in`);
  if (section === 'profile') parts.push(`${MIX_REQUESTS} requests of guests and ${MIX_REQUESTS} of signed-in users a build, after a warm-up draw as long, sampled every 250 µs`);
  if (section === 'memory') parts.push(`${MEMORY_REQUESTS} requests`);
  if (section === 'interaction') parts.push(`median of ${REPEAT}, the pointer resting ${POINTER_REST_MS} ms on a button before it presses`);
  if (options.quick) parts.push('--quick');
  return parts.join(', ') || 'the builds as they are';
}

const stop = async (signal) => {
  await stopAll();
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

const started = Date.now();
const loadBefore = loadavg()[0];
const results = {};
let failure;
try {
  mkdirSync(outDir, { recursive: true });
  await ensureDependencies();
  if (['lighthouse', 'server', 'edge', 'hosts', 'memory'].some((section) => SECTIONS.has(section))) await ensureBenchTools();
  await ensureBuilds({ rebuild: options.rebuild });
  const MIX_BUILDS = ['mix', 'mix-edge', 'profile'].some((section) => SECTIONS.has(section)) ? snapshotBuilds([...VARIANTS, UNKEPT]) : [];
  const ports = new Set();
  const port = () => freePort({ range: RANGE, taken: ports });
  const servers = [];
  for (const variant of VARIANTS) servers.push(await startServer(variant, await port()));
  if (SECTIONS.has('server')) servers.push(await startServer(UNKEPT, await port()));
  log(`servers: ${servers.map((server) => `${server.name} ${server.origin} (pid ${server.pid})`).join(', ')}`);
  const builds = servers.slice(0, VARIANTS.length);
  if (SECTIONS.has('bytes')) results.bytes = await measureBytes(builds);
  if (SECTIONS.has('server')) results.server = await measureServer(servers, REQUESTS);
  // The mixes: fresh processes of the header build, the bare build and the header build keeping no
  // header HTML for each set, on ports of their own (an edge takes three: nginx and two processes).
  const mixOptions = { ...MIX_SHAPE, requests: MIX_REQUESTS, signedInShare: MIX_SIGNED_IN, log };
  if (SECTIONS.has('mix')) {
    const startSet = async (set) => {
      const targets = [];
      for (const variant of MIX_BUILDS) targets.push(await startProcessTarget(variant, await port(), `-mix${set + 1}`));
      return targets;
    };
    results.mix = await measureMix({ via: 'direct', startSet, ...mixOptions });
  }
  if (SECTIONS.has('mix-edge')) {
    const startSet = async (set) => {
      const targets = [];
      for (const variant of MIX_BUILDS) targets.push(await startEdgeTarget(variant, await freePort({ range: RANGE, count: 3, taken: ports }), `-${set + 1}`, log));
      return targets;
    };
    results['mix-edge'] = await measureMix({ via: 'edge', startSet, ...mixOptions });
  }
  if (SECTIONS.has('profile')) results.profile = await measureProfile({ variants: MIX_BUILDS.filter((variant) => variant.name !== UNKEPT.name), port, requests: MIX_REQUESTS, log });
  if (SECTIONS.has('edge')) results.edge = await measureEdge({ ports, range: RANGE, requests: REQUESTS });
  if (SECTIONS.has('hosts')) results.hosts = await measureHosts({ port: await freePort({ range: RANGE, count: 3, taken: ports }), runs: RUNS, requests: REQUESTS, log });
  // Last but two: the longest (100,000 requests), and it leaves the header server with a long history.
  if (SECTIONS.has('memory')) results.memory = await measureMemory(servers[0], MEMORY_REQUESTS);
  if (SECTIONS.has('lighthouse')) results.lighthouse = await measureLighthouse(builds, { runs: RUNS, presets: PRESETS });
  if (SECTIONS.has('interaction')) results.interaction = await measureInteractions({ origin: servers[0].origin, cookies: servers[0].cookies, repeat: REPEAT, log });
} catch (error) {
  failure = error;
} finally {
  await stopAll();
}
writeFileSync(resolve(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (Object.keys(results).length) {
  const rows = sectionRows(results);
  const load = `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  const machine = `${cpus().length} cores, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const saved = saveResults(rows, (section) => ({ date, machine, load, options: describeRun(section) }));
  console.log(`\n${renderSections(saved, Object.keys(rows))}`);
  log(`${((Date.now() - started) / 60000).toFixed(1)} min; load average ${load}; results in ${RESULTS_MD}`);
}
if (failure) {
  console.error(failure instanceof Error ? (failure.stack ?? failure.message) : failure);
  process.exit(1);
}
