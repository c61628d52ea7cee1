// npm run bench: what the header costs, measured against the bare host (the same app and pages
// without the header, apps/web/build-bare, EXCHANGE_BARE_HOST=1). Prints one table at the end
// (and writes it, with the raw numbers, to bench/.output/). Never part of npm test.
//
//   Lighthouse (its Node API, Debian Chromium): mobile and desktop presets (simulated throttling,
//     Lighthouse's default) and mobile with applied throttling, /spot/BTCUSDT and /zh-CN/, guest
//     and main@demo, header build vs bare build: score, LCP, TBT, CLS (medians).
//   Bytes: what the header adds to the first load (scripts/bytes.mjs, as the budgets of npm test)
//     and its on-demand chunks; the server-rendered HTML per page and user (gzip).
//   Server: autocannon, 10,000 requests to /spot/BTCUSDT per build and user: requests/s, p50 and
//     p99 latency, the server's CPU time per request, its RSS before and after; and the header
//     build once more keeping no header HTML (every page renders its header: a page nobody's kind
//     has seen in this process).
//   Edge (scripts/start-edge.mjs: nginx in front of two render processes, of each build in turn):
//     autocannon through the cache, guest and main@demo: requests/s, p50/p99, the guest hit ratio
//     (nginx's access log).
//   Hosts (scripts/bench-hosts.mjs): the light element's script on a page without React; Lighthouse
//     mobile of the element's page and the SSI page against their twins without a header; the
//     header fragment's added latency through nginx (p95, a guest's kept fragment).
//   Mix (scripts/bench-mix.mjs): a seeded Zipf draw of 3,000 requests over 60 pages × 27 locales ×
//     2 themes × the guest and the 17 demo users, against both builds: requests/s and p99 ratios,
//     the kept header renders' hit ratio (--mix-requests N, --mix-signed-in 0.4: the signed-in share).
//   Memory: RSS of the header build's server after a warm-up and after 100,000 more requests
//     (--memory-requests), guests and main@demo alternating.
//   Interaction (scripts/bench-interaction.mjs): each of the header's interactions to its next
//     paint at 4× CPU (Event Timing, as INP reads it; hovers after their delay), against a floor
//     measured in the same run (a plain script toggling ten links), median of --repeat.
//
// Options: --runs N (Lighthouse runs per case, default 3), --requests N (default 10000),
// --repeat N (interaction samples, default 5), --quick (1 run, 2000 requests, 3 samples),
// --only bytes,lighthouse,server,mix,edge,hosts,memory,interaction, --memory-requests N (default 100000), --presets mobile,desktop,mobile-applied,
// --rebuild (build both variants even if their sources are older than the builds).
//
// Lighthouse and autocannon live in bench/package.json (installed here with npm ci --prefix bench)
// so the main install, and with it npm test, never downloads them.
import { spawn } from 'node:child_process';
import { closeSync, createWriteStream, existsSync, openSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { hostsRows, measureHosts } from './bench-hosts.mjs';
import { interactionRows, measureInteractions } from './bench-interaction.mjs';
import { measureMix, mixRows } from './bench-mix.mjs';
import { ensureDependencies, root, run } from './lib.mjs';

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
  },
});
const RUNS = Number(options.runs ?? (options.quick ? 1 : 3));
const REQUESTS = Number(options.requests ?? (options.quick ? 2000 : 10000));
const REPEAT = Number(options.repeat ?? (options.quick ? 3 : 5));
const SECTIONS = new Set((options.only ?? 'bytes,lighthouse,server,mix,edge,hosts,memory,interaction').split(','));
const MIX_REQUESTS = Number(options['mix-requests'] ?? (options.quick ? 1000 : 3000));
const MIX_SIGNED_IN = Number(options['mix-signed-in'] ?? 0.4);
const MEMORY_REQUESTS = Number(options['memory-requests'] ?? (options.quick ? 10000 : 100000));
/** The ports this bench may use (BENCH_PORTS=first-last; default 3300-3399). */
const [PORT_FIRST, PORT_LAST] = (process.env.BENCH_PORTS ?? '3300-3399').split('-').map(Number);

const PAGES = ['/spot/BTCUSDT', '/zh-CN/'];
const USERS = ['guest', 'main@demo'];
/**
 * Lighthouse's presets: mobile and desktop with its default simulated throttling (Lantern, as
 * PageSpeed Insights runs it), and mobile once more with applied throttling (DevTools slows the
 * network and CPU for real, and the metrics are observed rather than simulated).
 */
const ALL_PRESETS = ['mobile', 'desktop', 'mobile-applied'];
const PRESETS = (options.presets ?? ALL_PRESETS.join(',')).split(',').filter((preset) => ALL_PRESETS.includes(preset));
const LOAD_PATH = '/spot/BTCUSDT';

const benchDir = resolve(root, 'bench');
const outDir = resolve(benchDir, '.output');
const webDir = resolve(root, 'apps/web');
// Development tools on (EXCHANGE_DEV_TOOLS): the mix reads the kept renders' counts at /dev/header-html.
const VARIANTS = [
  { name: 'header', buildDir: 'build', env: {}, serverEnv: { EXCHANGE_DEV_TOOLS: '1' } },
  { name: 'bare', buildDir: 'build-bare', env: { EXCHANGE_BARE_HOST: '1' }, serverEnv: { EXCHANGE_DEV_TOOLS: '1' } },
];
/**
 * The header build keeping no header HTML (EXCHANGE_HEADER_HTML_ENTRIES=0): every page renders its
 * header, as a page whose header no one has seen in this process does (the server section only).
 */
const UNKEPT = { name: 'header-unkept', buildDir: 'build', env: {}, serverEnv: { EXCHANGE_HEADER_HTML_ENTRIES: '0' } };

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const log = (message) => console.log(`[bench] ${message}`);

// ── setup ────────────────────────────────────────────────────────────────────────────────────────

async function ensureBenchTools() {
  if (existsSync(resolve(benchDir, 'node_modules/.package-lock.json'))) return;
  log('installing the bench tools (npm ci --prefix bench)…');
  const code = await run('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm ci --prefix bench failed with exit code ${code}`);
}

function newestSource() {
  let newest = 0;
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && !name.startsWith('.')) walk(join(path, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  // apps/hosts too: `npm run build` builds the hosts (the html host's script is in the bytes table).
  for (const path of ['apps/web/app', 'apps/web/server', 'apps/api/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/hosts/shared', 'apps/hosts/spa', 'apps/hosts/html', 'apps/hosts/element', 'apps/hosts/ssi', 'packages/header', 'packages/contract/src', 'package-lock.json']) {
    walk(resolve(root, path));
  }
  return newest;
}

async function ensureBuilds() {
  const newest = newestSource();
  for (const variant of VARIANTS) {
    const marker = resolve(webDir, variant.buildDir, 'server/index.js');
    if (!options.rebuild && existsSync(marker) && statSync(marker).mtimeMs >= newest) continue;
    log(`building ${variant.name} (apps/web/${variant.buildDir}; output in bench/.output/build-${variant.name}.log)…`);
    const output = openSync(resolve(outDir, `build-${variant.name}.log`), 'w');
    const code = await run('npm', ['run', 'build'], { env: { ...process.env, ...variant.env }, stdio: ['ignore', output, output] });
    closeSync(output);
    if (code !== 0) throw new Error(`the ${variant.name} build failed (bench/.output/build-${variant.name}.log)`);
  }
}

/** A free port in PORT_FIRST–PORT_LAST (the range this bench may use). */
async function freePort(taken, count = 1) {
  const isFree = (port) =>
    new Promise((resolvePort) => {
      const probe = createServer();
      probe.once('error', () => resolvePort(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort(true)));
    });
  search: for (let port = PORT_FIRST; port + count - 1 <= PORT_LAST; port += 1) {
    for (let next = port; next < port + count; next += 1) if (taken.has(next) || !(await isFree(next))) continue search;
    for (let next = port; next < port + count; next += 1) taken.add(next);
    return port;
  }
  throw new Error(`no ${count} free port(s) in ${PORT_FIRST}–${PORT_LAST}`);
}

const children = new Set();

async function startServer(variant, port) {
  const dataDir = resolve(outDir, `data-${variant.name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = createWriteStream(resolve(outDir, `server-${variant.name}.log`));
  const child = spawn(process.execPath, ['server.js'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BUILD_DIR: variant.buildDir, ...variant.serverEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  child.on('exit', () => children.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the ${variant.name} server exited (${child.exitCode}); see bench/.output/server-${variant.name}.log`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt === 100) throw new Error(`the ${variant.name} server was not ready after 20 s; see bench/.output/server-${variant.name}.log`);
    await new Promise((done) => setTimeout(done, 200));
  }
  const session = await signIn(origin);
  await warmUp(origin, session);
  return { ...variant, port, origin, pid: child.pid, child, cookies: { guest: undefined, 'main@demo': session } };
}

async function stopAll() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
          child.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** CPU time the process has used, in ms (utime + stime of /proc/<pid>/stat, in USER_HZ = 100 ticks/s). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

// ── measurements ────────────────────────────────────────────────────────────────────────────────

async function measureBytes(servers) {
  const { checkBudgets } = await import('./budgets.mjs');
  const { measured, results } = await checkBudgets();
  // The server-rendered HTML of each page and user.
  const html = {};
  for (const server of servers) {
    for (const path of PAGES) {
      for (const user of USERS) {
        const cookie = server.cookies[user];
        const body = await (await fetch(`${server.origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
        html[`${server.name} ${path} ${user}`] = gzipSync(body).length;
      }
    }
  }
  return { measured, results, html };
}

async function measureLighthouse(servers) {
  const { openLighthouse } = await import('./bench-lighthouse.mjs');
  const samples = {};
  const lighthouse = await openLighthouse();
  try {
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
      for (const preset of PRESETS) {
        for (const path of PAGES) {
          for (const user of USERS) {
            // Header and bare alternate, so the machine's noise falls on both alike.
            for (const server of servers) {
              const key = `${preset} ${path} ${user} ${server.name}`;
              const result = await lighthouse.sample(`${server.origin}${path}`, { preset, cookie: server.cookies[user] });
              (samples[key] ??= []).push(result);
              log(`lighthouse ${runIndex + 1}/${RUNS} ${key}: score ${result.score}, LCP ${Math.round(result.lcp)} ms`);
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
      // Lantern's LCP is bimodal on pages of module scripts (README "Speed"): the range shows it.
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

/** autocannon, from the bench's own install (bench/package.json). */
const loadAutocannon = () => createRequire(resolve(benchDir, 'package.json'))('autocannon');

/**
 * An autocannon run, with its requests per second taken from the time of its last response.
 * autocannon's own figures are per whole second: it ends a run on its one-second tick, so both
 * `requests.average` and `duration` make a fixed-count run read 10,000 ÷ its seconds rounded up
 * (steps of about 4 % at these rates).
 */
async function timedLoad(autocannon, options) {
  const started = performance.now();
  let last = started;
  const instance = autocannon(options);
  instance.on('response', () => {
    last = performance.now();
  });
  const result = await instance;
  return { ...result, rps: result.requests.total / Math.max(0.001, (last - started) / 1000) };
}

async function measureServer(servers) {
  const autocannon = loadAutocannon();
  const results = {};
  for (const user of USERS) {
    for (const server of servers) {
      const cookie = server.cookies[user];
      const before = rssMb(server.pid);
      const cpuBefore = cpuMs(server.pid);
      const result = await timedLoad(autocannon, {
        url: `${server.origin}${LOAD_PATH}`,
        amount: REQUESTS,
        connections: 10,
        headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
      });
      const after = rssMb(server.pid);
      const cpu = cpuMs(server.pid) - cpuBefore;
      results[`${server.name} ${user}`] = {
        rps: result.rps,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuPerRequest: cpu / result.requests.total,
        rssBefore: before,
        rssAfter: after,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      log(`autocannon ${server.name} ${user}: ${Math.round(result.rps)} req/s, p99 ${result.latency.p99} ms, CPU ${(cpu / result.requests.total).toFixed(1)} ms/request, RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
    }
  }
  return results;
}

/** Signs main@demo in at `origin`; its `rt=…` cookie. */
async function signIn(origin) {
  const response = await fetch(`${origin}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'main@demo', password: 'demo' }),
  });
  const session = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('rt='));
  if (!session) throw new Error(`sign-in of main@demo failed at ${origin}`);
  return session;
}

/** The first renders compile and load every locale's code paths once: each page, as a guest and signed in. */
async function warmUp(origin, session) {
  for (const path of PAGES) for (const cookie of [undefined, session]) await (await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
}

/**
 * Each build behind the reference edge in turn (nginx caching in front of two render processes):
 * the same load as measureServer, through the cache; the guest hit ratio from nginx's access log.
 */
async function measureEdge(ports) {
  const autocannon = loadAutocannon();
  const { startEdge } = await import('./start-edge.mjs');
  const results = {};
  for (const variant of VARIANTS) {
    // Three consecutive ports: nginx and two render processes.
    const port = await freePort(ports, 3);
    const dataDir = resolve(outDir, `edge-${variant.name}`);
    rmSync(dataDir, { recursive: true, force: true });
    const edge = await startEdge({ port, processes: 2, dataDir, buildDir: variant.buildDir, log });
    try {
      const session = await signIn(edge.origin);
      await warmUp(edge.origin, session);
      const accessLog = resolve(edge.runDir, 'access.log');
      for (const user of USERS) {
        const logBefore = readFileSync(accessLog, 'utf8').length;
        const result = await timedLoad(autocannon, {
          url: `${edge.origin}${LOAD_PATH}`,
          amount: REQUESTS,
          connections: 10,
          headers: { 'accept-encoding': 'gzip', ...(user === 'guest' ? {} : { cookie: session }) },
        });
        // nginx writes its log as each request ends: wait until every request of the run is in it.
        let lines = [];
        for (let attempt = 0; attempt < 50; attempt += 1) {
          lines = readFileSync(accessLog, 'utf8').slice(logBefore).split('\n').filter((line) => line.includes(LOAD_PATH));
          if (lines.length >= result.requests.total) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        const hits = lines.filter((line) => line.includes('cache=HIT')).length;
        results[`${variant.name} ${user}`] = {
          rps: result.rps,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
          hitRatio: lines.length ? hits / lines.length : Number.NaN,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        log(`edge ${variant.name} ${user}: ${Math.round(result.rps)} req/s, p99 ${result.latency.p99} ms, hit ratio ${((hits / Math.max(1, lines.length)) * 100).toFixed(1)} %`);
      }
    } finally {
      await edge.stop();
    }
  }
  return results;
}

/**
 * RSS of the header build's server over MEMORY_REQUESTS requests after a warm-up of 10,000:
 * guests and main@demo alternating on the load path (autocannon's request list cycles per connection).
 */
async function measureMemory(server) {
  const autocannon = loadAutocannon();
  const session = server.cookies['main@demo'];
  const load = (amount) =>
    autocannon({
      url: `${server.origin}${LOAD_PATH}`,
      amount,
      connections: 10,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ method: 'GET' }, { method: 'GET', headers: { 'accept-encoding': 'gzip', cookie: session } }],
    });
  await load(10_000);
  const warm = rssMb(server.pid);
  const samples = [warm];
  const step = Math.max(1, Math.floor(MEMORY_REQUESTS / 10));
  let done = 0;
  let failures = 0;
  const started = Date.now();
  while (done < MEMORY_REQUESTS) {
    const result = await load(Math.min(step, MEMORY_REQUESTS - done));
    done += result.requests.total;
    failures += result.non2xx + result.errors;
    samples.push(rssMb(server.pid));
    log(`memory: ${done} requests, RSS ${samples.at(-1).toFixed(0)} MB`);
  }
  const after = samples.at(-1);
  return { requests: done, warm, after, max: Math.max(...samples), growth: (after - warm) / warm, failures, minutes: (Date.now() - started) / 60000 };
}

// ── the table ───────────────────────────────────────────────────────────────────────────────────

function table(results) {
  const rows = [];
  const add = (measure, header, bare, diff, target, met) => rows.push([measure, header, bare, diff, target, met === undefined ? '' : met ? '✓' : '✗ missed']);
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
  const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} KB` : 'n/a');
  const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1000).toFixed(1)} KB`;

  if (results.lighthouse) {
    const { medians } = results.lighthouse;
    for (const preset of PRESETS) {
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
  if (results.bytes) {
    const { measured, results: budgets, html } = results.bytes;
    for (const page of measured.firstLoads) {
      for (const part of ['js', 'catalog', 'css']) {
        const budget = budgets.find((result) => result.name === `first load ${page.path} ${part}`);
        add(`First load ${page.path} ${part === 'js' ? 'JS' : part === 'css' ? 'CSS' : 'catalog'} (gzip)`, kb(page.header[part]), kb(page.bare[part]), signedKb(page.added[part]), `added ≤ ${kb(budget?.budget)}`, budget?.passed);
      }
    }
    for (const path of PAGES) {
      for (const user of USERS) {
        const header = html[`header ${path} ${user}`];
        const bare = html[`bare ${path} ${user}`];
        if (header !== undefined) add(`HTML ${path} ${user} (gzip)`, kb(header), kb(bare), signedKb(header - bare), '', undefined);
      }
    }
    for (const chunk of measured.onDemand) {
      const budget = budgets.find((result) => result.name === `on demand ${chunk.name}`);
      add(`On demand: ${chunk.name} (gzip)`, kb(chunk.bytes), '', '', `≤ ${kb(budget?.budget)}`, budget?.passed);
    }
  }
  if (results.server) {
    for (const user of USERS) {
      const header = results.server[`header ${user}`];
      const bare = results.server[`bare ${user}`];
      const name = `Server ${LOAD_PATH} ${user}, ${header.total} requests`;
      const pct = (a, b) => `${a >= b ? '+' : '−'}${Math.abs(((a - b) / b) * 100).toFixed(0)} %`;
      add(`${name}: requests/s`, Math.round(header.rps).toString(), Math.round(bare.rps).toString(), pct(header.rps, bare.rps), '', undefined);
      add(`${name}: latency p50`, ms(header.p50), ms(bare.p50), ms(header.p50 - bare.p50), '', undefined);
      add(`${name}: latency p99`, ms(header.p99), ms(bare.p99), ms(header.p99 - bare.p99), '', undefined);
      // CPU time the server used per request (its API calls included): what other processes on a
      // shared machine disturb least.
      const cpu = (value) => `${value.toFixed(1)} ms`;
      add(`${name}: server CPU per request`, cpu(header.cpuPerRequest), cpu(bare.cpuPerRequest), `+${cpu(header.cpuPerRequest - bare.cpuPerRequest)}`, '', undefined);
      const rss = (entry) => `${entry.rssBefore.toFixed(0)} → ${entry.rssAfter.toFixed(0)} MB`;
      add(`${name}: server RSS before → after`, rss(header), rss(bare), '', '', undefined);
      const failures = header.non2xx + header.errors + bare.non2xx + bare.errors;
      if (failures) add(`${name}: non-2xx or errors`, String(header.non2xx + header.errors), String(bare.non2xx + bare.errors), '', '0', false);
    }
  }
  if (results.server) {
    for (const user of USERS) {
      const header = results.server[`header ${user}`];
      const bare = results.server[`bare ${user}`];
      const target = user === 'guest' ? 0.85 : 0.7;
      add(`Server ${user}: requests/s, header ÷ bare`, (header.rps / bare.rps).toFixed(2), '', '', `≥ ${target}`, header.rps / bare.rps >= target);
      add(`Server ${user}: p99, header ÷ bare`, (header.p99 / bare.p99).toFixed(2), '', '', '≤ 1.3', header.p99 / bare.p99 <= 1.3);
    }
    for (const user of USERS) {
      const unkept = results.server[`${UNKEPT.name} ${user}`];
      const bare = results.server[`bare ${user}`];
      if (!unkept) continue;
      const name = `Server ${user}, no header HTML kept (every header rendered)`;
      add(`${name}: requests/s, p99`, `${Math.round(unkept.rps)}, ${ms(unkept.p99)}`, `${Math.round(bare.rps)}, ${ms(bare.p99)}`, `× ${(unkept.rps / bare.rps).toFixed(2)}, p99 × ${(unkept.p99 / bare.p99).toFixed(2)}`, '', undefined);
      add(`${name}: server CPU per request`, `${unkept.cpuPerRequest.toFixed(1)} ms`, `${bare.cpuPerRequest.toFixed(1)} ms`, `+${(unkept.cpuPerRequest - bare.cpuPerRequest).toFixed(1)} ms`, '', undefined);
    }
  }
  if (results.mix) mixRows(results.mix, add);
  if (results.edge) {
    for (const user of USERS) {
      const header = results.edge[`header ${user}`];
      const bare = results.edge[`bare ${user}`];
      const name = `Edge (nginx + 2 processes) ${LOAD_PATH} ${user}, ${header.total} requests`;
      add(`${name}: requests/s`, Math.round(header.rps).toString(), Math.round(bare.rps).toString(), `× ${(header.rps / bare.rps).toFixed(2)}`, '', undefined);
      add(`${name}: latency p50 / p99`, `${ms(header.p50)} / ${ms(header.p99)}`, `${ms(bare.p50)} / ${ms(bare.p99)}`, bare.p99 > 0 ? `p99 × ${(header.p99 / bare.p99).toFixed(2)}` : 'p99: bare under 1 ms', '', undefined);
      add(`${name}: cache hit ratio`, `${(header.hitRatio * 100).toFixed(1)} %`, `${(bare.hitRatio * 100).toFixed(1)} %`, '', '', undefined);
      const failures = header.non2xx + header.errors + bare.non2xx + bare.errors;
      if (failures) add(`${name}: non-2xx or errors`, String(header.non2xx + header.errors), String(bare.non2xx + bare.errors), '', '0', false);
    }
  }
  if (results.hosts) hostsRows(results.hosts, add);
  if (results.memory) {
    const { requests, warm, after, max, growth, failures } = results.memory;
    add(`Server RSS after warm-up → after ${requests} requests (guest and main@demo; max)`, `${warm.toFixed(0)} → ${after.toFixed(0)} MB (${max.toFixed(0)})`, '', `${growth >= 0 ? '+' : '−'}${Math.abs(growth * 100).toFixed(1)} %`, '≤ +10 %', growth <= 0.1 && failures === 0);
  }
  if (results.interaction) interactionRows(results.interaction, add);
  const head = ['measure', 'header build', 'bare build', 'header − bare', 'target', 'met'];
  const lines = [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
  return lines.join('\n');
}

// ── main ────────────────────────────────────────────────────────────────────────────────────────

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
  await ensureBuilds();
  const ports = new Set();
  const servers = [];
  for (const variant of VARIANTS) servers.push(await startServer(variant, await freePort(ports)));
  if (SECTIONS.has('server')) servers.push(await startServer(UNKEPT, await freePort(ports)));
  log(`servers: ${servers.map((server) => `${server.name} ${server.origin} (pid ${server.pid})`).join(', ')}`);
  const builds = servers.slice(0, VARIANTS.length);
  if (SECTIONS.has('bytes')) results.bytes = await measureBytes(builds);
  if (SECTIONS.has('server')) results.server = await measureServer(servers);
  if (SECTIONS.has('mix')) results.mix = await measureMix({ servers: builds, requests: MIX_REQUESTS, signedInShare: MIX_SIGNED_IN, log });
  if (SECTIONS.has('edge')) results.edge = await measureEdge(ports);
  if (SECTIONS.has('hosts')) results.hosts = await measureHosts({ port: await freePort(ports, 3), runs: RUNS, requests: REQUESTS, log });
  // Last: the longest (100,000 requests), and it leaves the header server with a long history.
  if (SECTIONS.has('memory')) results.memory = await measureMemory(servers[0]);
  if (SECTIONS.has('lighthouse')) results.lighthouse = await measureLighthouse(builds);
  if (SECTIONS.has('interaction')) results.interaction = await measureInteractions({ origin: servers[0].origin, cookies: servers[0].cookies, repeat: REPEAT, log });
} catch (error) {
  failure = error;
} finally {
  await stopAll();
}
writeFileSync(resolve(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (Object.keys(results).length) {
  const text = table(results);
  writeFileSync(resolve(outDir, 'table.md'), `${text}\n`);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const load = `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
  console.log(`\nHeader build vs bare build (${new Date().toISOString().slice(0, 10)}, ${RUNS} Lighthouse run(s) per case, medians; ${minutes} min; ${load}):\n`);
  console.log(text);
}
if (failure) {
  console.error(failure instanceof Error ? (failure.stack ?? failure.message) : failure);
  process.exit(1);
}
