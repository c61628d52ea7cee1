// The bench's traffic mix (npm run bench --only mix): the server under a realistic spread of
// requests instead of one page as one user. A seeded draw (Zipf: a few pages, locales and users
// take most requests, a long tail takes the rest) over 60 pages × 27 locales × 2 themes × the
// guest and all 17 demo users (40 % of requests signed in), replayed against the header build and
// the bare build in one run, alternating, with the same draw:
//
// - requests/s and p99 latency of each build, and their ratios (targets: ≥ 0.85, ≤ 1.3);
// - the kept header renders' hit ratio over the measured requests (`GET /dev/header-html`, which
//   the servers answer with development tools on), and how many distinct combinations the draw
//   holds, so the ratio can be read against the cache's size (EXCHANGE_HEADER_HTML_ENTRIES).
//
// Each build first serves the draw once (a running site has seen its traffic before: the kept
// renders hold what the cache's size lets them), then serves it MIX_ROUNDS times more, measured,
// each round both builds back to back, the header build first in one round and second in the next;
// and all that again on MIX_PAIRS pairs of processes (the bench's servers, then fresh ones).
// The ratios are the median of the rounds' own ratios: a shared machine's speed drifts over
// seconds and minutes, and two runs seconds apart share the drift that a median of each build's
// runs would not; the alternating order cancels what going first or second does to a round.
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { root } from '../lib.mjs';

/** The 60 pages: every kind of page of the route table (packages/contract/src/routes.ts), concrete. */
export const MIX_PAGES = [
  '/', '/spot/BTCUSDT', '/spot/ETHUSDT', '/spot/SOLUSDT', '/convert', '/pre-market', '/trade-spot/BTCUSDT', '/trade-margin/BTCUSDT', '/onchain',
  '/futures', '/futures/usdt/BTCUSDT', '/futures/usdt/ETHUSDT', '/futures/usd/BTCUSD', '/futures/usd-settled', '/futures/usdc/BTCPERP',
  '/futures/susdt/BTCUSDT', '/futures/susd/BTCUSD', '/trader-futures/usdt/BTCUSDT', '/trade-swap/usdt/BTCUSDT',
  '/trade-info/funding-rate', '/trade-info/index-price', '/support/articles/360000001', '/futures/introduction/summary', '/spot/introduction/spot-rules',
  '/crypto/introduction/price-index', '/trading-bot', '/trading-bot/spot/BTCUSDT', '/trading-bot/spot/dca/BTCUSDT', '/trading-bot/futures/BTCUSDT',
  '/trading-bot/futures/arbitrage/BTCUSDT', '/copy-trading/spot', '/copy-trading/futures', '/copy-trading/bot', '/copy-trading/elite',
  '/events/rewards', '/events/referral', '/asset', '/asset/recharge', '/asset/withdraw', '/asset/transfer', '/asset/spot', '/trade-asset/uta',
  '/transac', '/order/mcp', '/order/marginOrderInfo', '/record/exchange', '/order/fiat', '/order/convert', '/record/finhis',
  '/login', '/register', '/dashboard', '/account/verified', '/account/setting', '/account/preference', '/account/coupon', '/vip/detail',
  '/subaccount/setting', '/download', '/tradeProAccount',
];

/** The 27 locales in the spec's order (packages/contract/src/locales.ts): the draw ranks them so. */
const LOCALES = ['en', 'zh-CN', 'zh-TW', 'ja', 'vi', 'es', 'fr', 'de', 'pt', 'id', 'it', 'th', 'pl', 'uk', 'uz', 'ar', 'ph', 'bg', 'ru', 'tr', 'en-GB', 'en-IN', 'en-PH', 'en-CA', 'pt-PT', 'es-ES', 'es-AR'];

/** Every demo user's login name, read from the contract's seed (all have the password `demo`). */
export function demoLoginNames() {
  const source = readFileSync(resolve(root, 'packages/contract/src/demo/demo-users.ts'), 'utf8');
  return [...source.matchAll(/loginName: '([^']+@demo)'/g)].map((match) => match[1]);
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same draw on every run and machine. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, n) drawn by Zipf's law (rank r has weight 1 / r^s). */
export function zipf(n, s, random) {
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) total += 1 / rank ** s;
  let target = random() * total;
  for (let rank = 1; rank <= n; rank += 1) {
    target -= 1 / rank ** s;
    if (target <= 0) return rank - 1;
  }
  return n - 1;
}

/**
 * `count` requests: a page (Zipf over 60), a locale (Zipf over 27, English first), a theme (black
 * two in three), and a user: a guest, or (`signedInShare`, 40 %) one of the demo users (Zipf over them).
 */
export function drawMix(count, seed, users, signedInShare = 0.4) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const page = MIX_PAGES[zipf(MIX_PAGES.length, 1, random)];
    const locale = LOCALES[zipf(LOCALES.length, 1, random)];
    const theme = random() < 2 / 3 ? 'black' : 'white';
    const user = random() < signedInShare ? users[zipf(users.length, 1, random)] : 'guest';
    const path = locale === 'en' ? page : `/${locale}${page === '/' ? '/' : page}`;
    return { path, theme, user };
  });
}

/** Distinct page-locale-theme-user combinations of a draw. */
export const distinct = (mix) => new Set(mix.map(({ path, theme, user }) => `${path} ${theme} ${user}`)).size;

async function signInAll(origin, users) {
  const cookies = { guest: undefined };
  for (const loginName of users) {
    const response = await fetch(`${origin}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName, password: 'demo' }) });
    const session = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('rt='));
    if (!session) throw new Error(`sign-in of ${loginName} failed at ${origin} (${response.status})`);
    cookies[loginName] = session;
  }
  return cookies;
}

/** Replays a draw with `connections` requests in flight (keep-alive): requests/s, p50/p99, failures. */
async function replay(origin, mix, cookies, connections = 10) {
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

const headerStats = async (origin) => {
  const response = await fetch(`${origin}/dev/header-html`);
  return response.ok ? response.json() : undefined;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Each round's `read` of one build's run ÷ the other's run of the same round, in round order. */
export const roundRatios = (runs, others, read) => (runs && others ? runs.map((run, index) => read(run) / read(others[index])) : []);

/** Pairs of processes the mix is measured on: the first the bench's own servers, then fresh ones. */
export const MIX_PAIRS = 3;
/** Measured rounds of the draw per build, per pair of processes. */
export const MIX_ROUNDS = 5;

/**
 * `servers`: the header build's and the bare build's (each `{ name, origin }`, development tools
 * on); `startPair`, when given, starts another pair of the same builds (each with a `stop()`), for
 * pairs after the first. One pair of processes is one draw of V8's optimizations: the same build
 * read ×0.80 in one pair and ×0.85–0.90 in the next (the header process's route matching, the
 * same code, ran up to a fifth slower in some), so the ratios are read over fresh pairs too.
 */
export async function measureMix({ servers, startPair, pairs = startPair ? MIX_PAIRS : 1, requests = 3000, signedInShare = 0.4, log }) {
  const users = demoLoginNames();
  const mix = drawMix(requests, 21, users, signedInShare);
  const runs = Object.fromEntries(servers.map((server) => [server.name, []]));
  const kept = { hits: 0, misses: 0, uncached: 0, entries: 0, bytes: 0 };
  let round = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    const current = pair === 0 ? servers : await startPair();
    try {
      const cookies = new Map();
      for (const server of current) {
        cookies.set(server.name, await signInAll(server.origin, users));
        await replay(server.origin, mix, cookies.get(server.name));
      }
      for (let pairRound = 0; pairRound < MIX_ROUNDS; pairRound += 1, round += 1) {
        for (const server of round % 2 === 0 ? current : [...current].reverse()) {
          const before = await headerStats(server.origin);
          const result = await replay(server.origin, mix, cookies.get(server.name));
          const after = await headerStats(server.origin);
          if (before && after) {
            for (const key of ['hits', 'misses', 'uncached']) kept[key] += after[key] - before[key];
            kept.entries = after.entries;
            kept.bytes = after.bytes ?? 0;
          }
          runs[server.name].push(result);
          log(`mix pair ${pair + 1} ${server.name} round ${pairRound + 1}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(1)} ms, ${result.failures} failures`);
        }
      }
    } finally {
      if (pair > 0) await Promise.all(current.map((server) => server.stop()));
    }
  }
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [name, { rps: median(list.map((run) => run.rps)), p50: median(list.map((run) => run.p50)), p99: median(list.map((run) => run.p99)), failures: list.reduce((sum, run) => sum + run.failures, 0) }]),
  );
  // Each round's header ÷ bare (the first two servers), then their median.
  const [first, second] = servers.map((server) => runs[server.name]);
  const paired = (read) => (first && second ? median(roundRatios(first, second, read)) : undefined);
  const ratios = { rps: paired((run) => run.rps), p99: paired((run) => run.p99) };
  const signedIn = mix.filter((request) => request.user !== 'guest').length / mix.length;
  return { requests, rounds: round, pairs, distinct: distinct(mix), signedIn, users: users.length, kept, runs, summary, ratios };
}

/** The section's rows of the bench table (`add(measure, header, bare, diff, target, met)`). */
export function mixRows(results, add) {
  const { header, bare } = results.summary;
  if (!header || !bare) return;
  const ms = (value) => `${value.toFixed(1)} ms`;
  const name = `Mix (Zipf, ${results.requests} requests over ${results.distinct} page-locale-theme-user combinations, ${Math.round(results.signedIn * 100)} % signed in)`;
  // Results of a run before the paired ratios: the ratio of the medians.
  const rps = results.ratios?.rps ?? header.rps / bare.rps;
  const p99 = results.ratios?.p99 ?? header.p99 / bare.p99;
  // The median, and the rounds' lowest and highest ratios: how far one round's reading can stray.
  const of = (read) => {
    const ratios = roundRatios(results.runs?.header, results.runs?.bare, read);
    const range = ratios.length > 1 ? ` (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` : '';
    const pairs = results.pairs ?? 1;
    if (!results.rounds) return '';
    if (pairs < 2) return `, median of ${results.rounds} rounds' ratios${range}`;
    // Each pair of processes' own median beside the whole median: how far one pair strays.
    const perPair = results.rounds / pairs;
    const medians = Array.from({ length: pairs }, (_, pair) => median(ratios.slice(pair * perPair, (pair + 1) * perPair)).toFixed(2));
    return `, median of ${results.rounds} rounds' ratios over ${pairs} pairs of processes${range}; each pair's median ${medians.join(', ')}`;
  };
  add(`${name}: requests/s`, Math.round(header.rps).toString(), Math.round(bare.rps).toString(), `× ${rps.toFixed(2)}${of((run) => run.rps)}`, '≥ 0.85', rps >= 0.85);
  add(`${name}: p50 / p99`, `${ms(header.p50)} / ${ms(header.p99)}`, `${ms(bare.p50)} / ${ms(bare.p99)}`, `p99 × ${p99.toFixed(2)}${of((run) => run.p99)}`, '≤ 1.3', p99 <= 1.3);
  const { hits, misses, uncached, entries, bytes = 0 } = results.kept;
  const total = hits + misses + uncached;
  const kept = `${entries} kept, ${(bytes / 1e6).toFixed(1)} MB of UTF-8`;
  if (total > 0) add(`${name}: kept header renders, hit ratio (renders kept, their size)`, `${((hits / total) * 100).toFixed(1)} % (${kept})`, '', `${misses} rendered and kept, ${uncached} not keepable`, '', undefined);
  const failures = header.failures + bare.failures;
  if (failures) add(`${name}: 5xx or errors`, String(header.failures), String(bare.failures), '', '0', false);
}
