// The bench's builds and servers (scripts/bench.mjs): both builds of the site, rebuilt when their
// sources are newer; each started on a port of the bench's range, warmed up, with main@demo signed
// in; autocannon runs; and the process figures (CPU time, RSS) the server sections read.
import { closeSync, cpSync, createWriteStream, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { newestSourceTime, root, run } from '../lib.mjs';
import { startSite } from '../site-process.mjs';

export const benchDir = resolve(root, 'bench');
export const outDir = resolve(benchDir, '.output');
export const webDir = resolve(root, 'apps/web');

/** The pages, users and load path the Lighthouse, bytes, server and edge sections measure. */
export const PAGES = ['/spot/BTCUSDT', '/zh-CN/'];
export const USERS = ['guest', 'main@demo'];
export const LOAD_PATH = '/spot/BTCUSDT';

// Development tools on (EXCHANGE_DEV_TOOLS): the mix reads the kept renders' counts at /dev/header-html.
export const VARIANTS = [
  { name: 'header', buildDir: 'build', env: {}, serverEnv: { EXCHANGE_DEV_TOOLS: '1' } },
  { name: 'bare', buildDir: 'build-bare', env: { EXCHANGE_BARE_HOST: '1' }, serverEnv: { EXCHANGE_DEV_TOOLS: '1' } },
];
/**
 * The header build keeping no header HTML (EXCHANGE_HEADER_HTML_ENTRIES=0): every page renders its
 * header, as a page whose header no one has seen in this process does (the server section and the mixes).
 */
export const UNKEPT = { name: 'header-unkept', buildDir: 'build', env: {}, serverEnv: { EXCHANGE_DEV_TOOLS: '1', EXCHANGE_HEADER_HTML_ENTRIES: '0' } };

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const log = (message) => console.log(`[bench] ${message}`);

export async function ensureBenchTools() {
  if (existsSync(resolve(benchDir, 'node_modules/.package-lock.json'))) return;
  log('installing the bench tools (npm ci --prefix bench)…');
  const code = await run('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm ci --prefix bench failed with exit code ${code}`);
}

/** Builds each variant whose build is older than its sources (all of them with `rebuild`). */
export async function ensureBuilds({ rebuild = false } = {}) {
  const newest = newestSourceTime();
  for (const variant of VARIANTS) {
    const marker = resolve(webDir, variant.buildDir, 'server/index.js');
    if (!rebuild && existsSync(marker) && statSync(marker).mtimeMs >= newest) continue;
    log(`building ${variant.name} (apps/web/${variant.buildDir}; output in bench/.output/build-${variant.name}.log)…`);
    const output = openSync(resolve(outDir, `build-${variant.name}.log`), 'w');
    const code = await run('npm', ['run', 'build'], { env: { ...process.env, ...variant.env }, stdio: ['ignore', output, output] });
    closeSync(output);
    if (code !== 0) throw new Error(`the ${variant.name} build failed (bench/.output/build-${variant.name}.log)`);
  }
}

/**
 * `variants` with their builds copied aside (into node_modules/.cache, so the site's packages
 * resolve from it as from apps/web): the working tree is shared, and a build someone starts
 * meanwhile empties apps/web/build under a run that starts processes for minutes.
 */
export function snapshotBuilds(variants) {
  const copies = new Map();
  return variants.map((variant) => {
    if (!copies.has(variant.buildDir)) {
      const copy = resolve(root, 'node_modules/.cache/exchange-bench', variant.buildDir);
      rmSync(copy, { recursive: true, force: true });
      cpSync(resolve(webDir, variant.buildDir), copy, { recursive: true });
      if (!existsSync(resolve(copy, 'server/index.js'))) throw new Error(`apps/web/${variant.buildDir} was being rebuilt while the bench copied it: run again`);
      copies.set(variant.buildDir, copy);
    }
    return { ...variant, buildDir: copies.get(variant.buildDir) };
  });
}

const servers = new Set();

/**
 * Starts `variant`'s server on `port` (its own fresh database, output to bench/.output; `tag` names
 * a second one of the same build apart; `nodeFlags` go to its node), signs main@demo in and warms it
 * up. `stop()` stops it.
 */
export async function startServer(variant, port, tag = '', { nodeFlags = [] } = {}) {
  const name = `${variant.name}${tag}`;
  const dataDir = resolve(outDir, `data-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const output = createWriteStream(resolve(outDir, `server-${name}.log`));
  const site = await startSite({ port, dataDir, output, what: `the ${name} server (bench/.output/server-${name}.log)`, env: { BUILD_DIR: variant.buildDir, ...variant.serverEnv }, nodeFlags });
  servers.add(site);
  const session = await signIn(site.origin);
  await warmUp(site.origin, session);
  const stop = async () => {
    servers.delete(site);
    await site.stop();
  };
  return { ...variant, port, origin: site.origin, pid: site.pid, child: site.child, cookies: { guest: undefined, 'main@demo': session }, stop };
}

/** Has stopAll stop `running` too (anything with a `stop()`: an edge) until it is stopped; returns its `stop()`, which untracks it. */
export function track(running) {
  const entry = {
    stop: async () => {
      servers.delete(entry);
      await running.stop();
    },
  };
  servers.add(entry);
  return entry.stop;
}

/** Stops every server startServer started and everything tracked. */
export async function stopAll() {
  await Promise.all([...servers].map((site) => site.stop()));
  servers.clear();
}

/** CPU time the process has used, in ms (utime + stime of /proc/<pid>/stat, in USER_HZ = 100 ticks/s). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** autocannon, from the bench's own install (bench/package.json). */
export const loadAutocannon = () => createRequire(resolve(benchDir, 'package.json'))('autocannon');

/**
 * An autocannon run, with its requests per second taken from the time of its last response.
 * autocannon's own figures are per whole second: it ends a run on its one-second tick, so both
 * `requests.average` and `duration` make a fixed-count run read 10,000 ÷ its seconds rounded up
 * (steps of about 4 % at these rates).
 */
export async function timedLoad(autocannon, options) {
  const started = performance.now();
  let last = started;
  const instance = autocannon(options);
  instance.on('response', () => {
    last = performance.now();
  });
  const result = await instance;
  return { ...result, rps: result.requests.total / Math.max(0.001, (last - started) / 1000) };
}

/** Signs main@demo in at `origin`; its `rt=…` cookie. */
export async function signIn(origin) {
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
export async function warmUp(origin, session) {
  for (const path of PAGES) for (const cookie of [undefined, session]) await (await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
}
