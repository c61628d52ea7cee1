// The bench's cold-tail mix (npm run bench --only mix, and mix-edge through the edge): the server
// under traffic it has not seen. Each measured round is a fresh seeded draw (scripts/bench/draw.mjs:
// Zipf over 60 kinds of page, 500 trading pairs, 27 locales, 2 themes, the guest and the 17 demo
// users, 40 % of requests signed in), never the warm-up's and never an earlier round's, so a kept
// header render serves a request only when the cache's size and the traffic's head make it one:
//
// - requests/s and p99 latency of the header build and the bare build, as ratios (targets: ≥ 0.85,
//   ≤ 1.3), and beside them the header build keeping no header HTML (EXCHANGE_HEADER_HTML_ENTRIES=0:
//   every header rendered), against the same bare build;
// - the kept header renders' hit ratio over the measured requests (`GET /dev/header-html` of each
//   process, which answers with development tools on), how many are kept and their bytes, and each
//   build's RSS after its rounds;
// - through the edge, each build behind nginx and two render processes, what nginx's cache served.
//
// A set of processes (one of each build) first serves the warm-up draw (a running site has seen
// traffic before), then MIX_ROUNDS rounds, each a new draw that every build of the set serves in
// turn, the order reversed from one round to the next (the bare build in the middle, the header
// build first in one round and last in the next); and all that again on fresh sets, MIX_SETS in all.
// A set is one draw of V8's optimizations: the same builds read ×0.80 in one pair of processes and
// ×0.85–0.90 in the next. The ratios are the median of the rounds' own ratios: a shared machine's
// speed drifts over seconds and minutes, and two runs seconds apart share the drift.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { demoLoginNames, distinct, drawMix, roundSeed, tradingPairs, unseenShare, WARM_UP_SEED } from './draw.mjs';
import { outDir, rssMb, startServer, track } from './setup.mjs';

/** Sets of processes the mix is measured on (one process, or one edge, of each build per set). */
export const MIX_SETS = 3;
/** Measured rounds per set, each a fresh draw. */
export const MIX_ROUNDS = 5;
/** The build every ratio is against, and the build whose kept renders the headline reads. */
const FLOOR = 'bare';
const HEADER = 'header';

// ---- Targets: what a round's requests are sent to --------------------------------------------

/** `variant`'s server (setup.mjs) on `port`, as a target. */
export async function startProcessTarget(variant, port, tag) {
  const server = await startServer(variant, port, tag);
  return { name: variant.name, origin: server.origin, statsOrigins: [server.origin], pids: () => [server.pid], stop: server.stop };
}

/**
 * `variant`'s build behind the reference edge (scripts/start-edge.mjs: nginx on `port`, two render
 * processes on the next two ports, its own database), as a target: requests go to nginx, the kept
 * renders' counts and the RSS are read from each render process. startEdge gives its processes this
 * process's environment, so the variant's (development tools on, the kept renders' size) is set
 * while they start (a process the edge starts again after a crash would start without it).
 */
export async function startEdgeTarget(variant, port, tag, log) {
  const { startEdge } = await import('../start-edge.mjs');
  const dataDir = resolve(outDir, `edge-mix-${variant.name}${tag}`);
  rmSync(dataDir, { recursive: true, force: true });
  const saved = Object.fromEntries(Object.keys(variant.serverEnv).map((key) => [key, process.env[key]]));
  Object.assign(process.env, variant.serverEnv);
  let edge;
  try {
    edge = await startEdge({ port, processes: 2, dataDir, buildDir: variant.buildDir, log });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const stop = track(edge);
  return {
    name: variant.name,
    origin: edge.origin,
    statsOrigins: edge.renderers.map((slot) => `http://127.0.0.1:${slot.port}`),
    pids: () => edge.renderers.map((slot) => slot.pid),
    accessLog: resolve(edge.runDir, 'access.log'),
    stop,
  };
}

// ---- Measuring ----------------------------------------------------------------------------------

export async function signInAll(origin, users) {
  const cookies = { guest: undefined };
  for (const loginName of users) {
    const response = await fetch(`${origin}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName, password: 'demo' }) });
    const session = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('rt='));
    if (!session) throw new Error(`sign-in of ${loginName} failed at ${origin} (${response.status})`);
    cookies[loginName] = session;
  }
  return cookies;
}

/** Serves a draw with `connections` requests in flight (keep-alive, gzip as a browser asks): requests/s, p50/p99, failures. */
export async function replay(origin, mix, cookies, connections = 10) {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  let next = 0;
  const one = ({ path, theme, user }) =>
    new Promise((done) => {
      const cookie = [`theme=${theme}`, cookies[user]].filter(Boolean).join('; ');
      const started = performance.now();
      const request = httpRequest({ hostname, port, path, agent, headers: { cookie, 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          // A signed-in page may redirect (a guarded page, a saved language): an answer, not a failure.
          if (response.statusCode >= 500) failures += 1;
          done();
        });
      });
      request.on('error', () => {
        failures += 1;
        done();
      });
      request.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < mix.length) await one(mix[next++]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: mix.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

const STAT_KEYS = ['hits', 'misses', 'uncached', 'entries', 'bytes'];

/** The kept renders' counts of a target, summed over its processes (zeros where a process keeps none: the bare build). */
async function keptStats(target) {
  const sum = Object.fromEntries(STAT_KEYS.map((key) => [key, 0]));
  for (const origin of target.statsOrigins) {
    const response = await fetch(`${origin}/dev/header-html`);
    if (!response.ok) continue;
    const stats = await response.json();
    for (const key of STAT_KEYS) sum[key] += stats[key] ?? 0;
  }
  return sum;
}

/** nginx's access log from byte `offset` once it holds `count` lines (it writes each as its request ends): the share served from its cache. */
async function edgeCacheHits(accessLog, offset, count) {
  let lines = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    lines = readFileSync(accessLog, 'utf8').slice(offset).split('\n').filter(Boolean);
    if (lines.length >= count) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  return { hits: lines.filter((line) => line.includes('cache=HIT')).length, total: lines.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Each round's `read` of one build's run ÷ the other's run of the same round, in round order. */
export const roundRatios = (runs, others, read) => (runs && others ? runs.map((run, index) => read(run) / read(others[index])) : []);

/** The order a set's targets serve round `round` in: as given, then reversed, so each build alternates ahead of and behind the others. */
export const roundOrder = (targets, round) => (round % 2 === 0 ? targets : [...targets].reverse());

/**
 * `startSet(set)` starts one target of each build (`{ name, origin, statsOrigins, pids(), accessLog?,
 * stop() }`: a process, or an edge with its render processes), the bare build's named `bare`;
 * `via` names how the requests reach them (`direct`, `edge`).
 */
export async function measureMix({ via, startSet, sets = MIX_SETS, rounds = MIX_ROUNDS, requests = 3000, signedInShare = 0.4, log }) {
  const users = demoLoginNames();
  const bases = tradingPairs();
  const draw = (seed) => drawMix(requests, seed, users, { signedInShare, bases });
  const warmUp = draw(WARM_UP_SEED);
  const runs = {};
  const kept = {};
  const memory = {};
  const edgeCache = {};
  const draws = [];
  let round = 0;
  for (let set = 0; set < sets; set += 1) {
    const targets = await startSet(set);
    try {
      const cookies = new Map();
      for (const target of targets) {
        cookies.set(target.name, await signInAll(target.origin, users));
        await replay(target.origin, warmUp, cookies.get(target.name));
      }
      const seen = new Set();
      unseenShare(seen, warmUp);
      for (let setRound = 0; setRound < rounds; setRound += 1, round += 1) {
        const mix = draw(roundSeed(round));
        draws.push({ distinct: distinct(mix), unseen: unseenShare(seen, mix), signedIn: mix.filter((request) => request.user !== 'guest').length / mix.length });
        for (const target of roundOrder(targets, round)) {
          const before = await keptStats(target);
          const logOffset = target.accessLog ? statSync(target.accessLog).size : 0;
          const result = await replay(target.origin, mix, cookies.get(target.name));
          const after = await keptStats(target);
          const counts = (kept[target.name] ??= { hits: 0, misses: 0, uncached: 0 });
          for (const key of ['hits', 'misses', 'uncached']) counts[key] += after[key] - before[key];
          let cached = '';
          if (target.accessLog) {
            const { hits, total } = await edgeCacheHits(target.accessLog, logOffset, mix.length);
            const sum = (edgeCache[target.name] ??= { hits: 0, total: 0 });
            sum.hits += hits;
            sum.total += total;
            cached = `, ${((hits / Math.max(1, total)) * 100).toFixed(0)} % from nginx's cache`;
          }
          (runs[target.name] ??= []).push(result);
          const rendered = after.hits + after.misses + after.uncached - (before.hits + before.misses + before.uncached);
          const hitRatio = rendered && target.name !== FLOOR ? `, kept renders ${(((after.hits - before.hits) / rendered) * 100).toFixed(0)} %` : '';
          log(`mix ${via} set ${set + 1} round ${setRound + 1} ${target.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(1)} ms${hitRatio}${cached}, ${result.failures} failures`);
        }
      }
      for (const target of targets) {
        const { entries, bytes } = await keptStats(target);
        const rss = target.pids().reduce((sum, pid) => sum + rssMb(pid), 0);
        (memory[target.name] ??= []).push({ rss, entries, bytes });
      }
    } finally {
      await Promise.all(targets.map((target) => target.stop()));
    }
  }
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [name, { rps: median(list.map((run) => run.rps)), p50: median(list.map((run) => run.p50)), p99: median(list.map((run) => run.p99)), failures: list.reduce((sum, run) => sum + run.failures, 0) }]),
  );
  const ratios = Object.fromEntries(
    Object.keys(runs)
      .filter((name) => name !== FLOOR)
      .map((name) => [name, { rps: median(roundRatios(runs[name], runs[FLOOR], (run) => run.rps)), p99: median(roundRatios(runs[name], runs[FLOOR], (run) => run.p99)) }]),
  );
  // Each build's memory at the end of its sets: the median set's.
  const memoryOf = (list) => ({ rss: median(list.map((end) => end.rss)), entries: median(list.map((end) => end.entries)), bytes: median(list.map((end) => end.bytes)) });
  return {
    via,
    requests,
    rounds: round,
    sets,
    pairs: bases.length,
    users: users.length,
    draws: { distinct: median(draws.map((each) => each.distinct)), unseen: median(draws.map((each) => each.unseen)), signedIn: median(draws.map((each) => each.signedIn)) },
    kept,
    memory: Object.fromEntries(Object.entries(memory).map(([name, list]) => [name, memoryOf(list)])),
    ...(Object.keys(edgeCache).length ? { edgeCache: Object.fromEntries(Object.entries(edgeCache).map(([name, { hits, total }]) => [name, total ? hits / total : 0])) } : {}),
    runs,
    summary,
    ratios,
  };
}

const VIA = { direct: 'Cold-tail mix, direct', edge: 'Cold-tail mix through the edge (nginx + 2 render processes a build)' };
const UNKEPT = 'header-unkept';

/** The section's rows of the bench table (`add(measure, header, bare, diff, target, met)`). */
export function mixRows(results, add) {
  const { summary, ratios, runs } = results;
  const header = summary[HEADER];
  const bare = summary[FLOOR];
  if (!header || !bare) return;
  const name = VIA[results.via] ?? `Cold-tail mix, ${results.via}`;
  const ms = (value) => `${value.toFixed(1)} ms`;
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  const mb = (value) => `${value.toFixed(0)} MB`;
  const perSet = results.rounds / results.sets;
  /** The median of the rounds' ratios of `build` to the bare build, their range, and each set's own median. */
  const of = (build, read) => {
    const list = roundRatios(runs[build], runs[FLOOR], read);
    const range = list.length > 1 ? ` (${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)})` : '';
    if (results.sets < 2) return `median of ${results.rounds} rounds' ratios${range}`;
    const medians = Array.from({ length: results.sets }, (_, set) => median(list.slice(set * perSet, (set + 1) * perSet)).toFixed(2));
    return `median of ${results.rounds} rounds' ratios over ${results.sets} sets of processes${range}; each set's median ${medians.join(', ')}`;
  };
  const { draws } = results;
  add(
    `${name}: the draws`,
    `${results.requests} requests a round, a fresh draw each: ${draws.distinct} page-locale-theme-user combinations, ${pct(draws.unseen)} of requests new to the processes (medians)`,
    '',
    `${results.pairs} trading pairs, ${pct(draws.signedIn)} signed in, ${results.rounds} rounds over ${results.sets} set(s) of processes`,
    '',
    undefined,
  );
  const rps = ratios[HEADER].rps;
  const p99 = ratios[HEADER].p99;
  add(`${name}: requests/s`, Math.round(header.rps).toString(), Math.round(bare.rps).toString(), `× ${rps.toFixed(2)}, ${of(HEADER, (run) => run.rps)}`, '≥ 0.85', rps >= 0.85);
  add(`${name}: p50 / p99`, `${ms(header.p50)} / ${ms(header.p99)}`, `${ms(bare.p50)} / ${ms(bare.p99)}`, `p99 × ${p99.toFixed(2)}, ${of(HEADER, (run) => run.p99)}`, '≤ 1.3', p99 <= 1.3);
  const unkept = summary[UNKEPT];
  if (unkept) {
    const { rps: unkeptRps, p99: unkeptP99 } = ratios[UNKEPT];
    add(
      `${name}: every header rendered (EXCHANGE_HEADER_HTML_ENTRIES=0): requests/s, p99`,
      `${Math.round(unkept.rps)}, ${ms(unkept.p99)}`,
      `${Math.round(bare.rps)}, ${ms(bare.p99)}`,
      `× ${unkeptRps.toFixed(2)}, p99 × ${unkeptP99.toFixed(2)} (medians of the rounds' ratios)`,
      '',
      undefined,
    );
  }
  const counts = results.kept[HEADER];
  const total = counts ? counts.hits + counts.misses + counts.uncached : 0;
  if (total > 0) add(`${name}: kept header renders, hit ratio over the measured requests`, pct(counts.hits / total), '', `${counts.misses} rendered and kept, ${counts.uncached} not keepable, of ${total}`, '', undefined);
  const memory = results.memory[HEADER];
  const bareMemory = results.memory[FLOOR];
  if (memory && bareMemory) {
    const unkeptMemory = results.memory[UNKEPT];
    add(
      `${name}: RSS after the rounds${results.via === 'edge' ? ' (both render processes)' : ''}, kept renders`,
      `${mb(memory.rss)} (${memory.entries} kept renders, ${(memory.bytes / 1e6).toFixed(1)} MB)`,
      mb(bareMemory.rss),
      `${memory.rss >= bareMemory.rss ? '+' : '−'}${mb(Math.abs(memory.rss - bareMemory.rss))}${unkeptMemory ? `; every header rendered ${mb(unkeptMemory.rss)}` : ''}`,
      '',
      undefined,
    );
  }
  const { edgeCache } = results;
  if (edgeCache?.[HEADER] !== undefined && edgeCache[FLOOR] !== undefined) {
    add(`${name}: served from nginx's cache`, pct(edgeCache[HEADER]), pct(edgeCache[FLOOR]), edgeCache[UNKEPT] !== undefined ? `every header rendered ${pct(edgeCache[UNKEPT])}` : '', '', undefined);
  }
  const failures = Object.values(summary).reduce((sum, run) => sum + run.failures, 0);
  if (failures) add(`${name}: 5xx or errors`, String(header.failures), String(bare.failures), unkept ? `every header rendered ${unkept.failures}` : '', '0', false);
}
