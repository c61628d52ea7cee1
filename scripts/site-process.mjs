// The one way the project's scripts and tests start the site (apps/web/server.js) as a process of
// its own and wait for it: the bench, the edge's render processes, the engines' and the fault
// tests' sites. Plain JavaScript, so the scripts run it with no build step; its types are in
// site-process.d.mts for the TypeScript tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { root } from './lib.mjs';

export const WEB_DIR = resolve(root, 'apps/web');

/**
 * The Node flags every production process of the site runs with: `npm start`, the edge's render
 * processes, the tests' and the bench's sites (apps/web's `start` script carries the same, which a
 * test checks). A young generation of 64 MB instead of V8's 16 MB: under load a page's objects
 * live for its whole request, longer than the default young generation lasts, so they were copied
 * and moved to the old generation, and the header build's pages, which keep more in flight, paid
 * most for it (docs/speed.md, "The young generation").
 */
export const SERVER_NODE_FLAGS = Object.freeze(['--max-semi-space-size=64']);

/** Whether a server can listen on `host`:`port` now. */
export const isFree = (port, host = '127.0.0.1') =>
  new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });

/**
 * A free TCP port on 127.0.0.1: one the system picks, or with `range` the first run of `count`
 * consecutive free ports in [first, last] that none of `taken` holds (they are added to it).
 */
export async function freePort({ range, count = 1, taken = new Set() } = {}) {
  if (!range) {
    const probe = createServer();
    await new Promise((ready, fail) => {
      probe.once('error', fail);
      probe.listen(0, '127.0.0.1', ready);
    });
    const address = probe.address();
    await new Promise((done) => probe.close(done));
    return typeof address === 'object' && address ? address.port : 0;
  }
  const [first, last] = range;
  search: for (let port = first; port + count - 1 <= last; port += 1) {
    for (let next = port; next < port + count; next += 1) if (taken.has(next) || !(await isFree(next))) continue search;
    for (let next = port; next < port + count; next += 1) taken.add(next);
    return port;
  }
  throw new Error(`no ${count} free port(s) in ${first}–${last}`);
}

/** Resolves once `child` has exited; kills it after `ms` if it has not. */
export function exited(child, ms = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
  });
}

/** A process ended before it was ready. */
class StartExit extends Error {}

/** Polls `url` until it answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitUntilReady(url, child, { what = 'the site', timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new StartExit(`${what} exited with ${child.exitCode} before it was ready (is the app built? npm run build)`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready after ${timeoutMs / 1000} s: ${url}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

/**
 * Starts apps/web/server.js (with SERVER_NODE_FLAGS, and `nodeFlags` after them) in production mode on 127.0.0.1:`port` (a free one by default) with
 * `env` over this process's environment, and waits until `readyPath` answers. Its output goes to
 * `output` (a writable stream), else its stderr to ours. Stopped by `stop()`, or when it fails to
 * start (and the error says why).
 */
export async function startSite(options = {}) {
  if (options.port !== undefined) return startSiteOn(options.port, options);
  // A port the system picked was free when picked, but it is one of the system's ephemeral ports:
  // until the site binds it, an outgoing connection (or the site's own API listener) can take it,
  // and the site then stops at once (server.js). A site that stops before it is ready is started
  // again on a new port, twice at the most (a site that cannot start fails all three).
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await startSiteOn(port, options);
    } catch (error) {
      if (attempt === 3 || !(error instanceof StartExit)) throw error;
    }
  }
}

async function startSiteOn(chosen, { env = {}, dataDir, output, readyPath = '/readyz', timeoutMs = 30_000, what = 'the site', nodeFlags = [] }) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, 'server.js'], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(chosen), ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env },
    stdio: ['ignore', output ? 'pipe' : 'ignore', output ? 'pipe' : 'inherit'],
  });
  if (output) for (const stream of [child.stdout, child.stderr]) stream.pipe(output, { end: false });
  const origin = `http://127.0.0.1:${chosen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child, 5000);
  };
  try {
    await waitUntilReady(`${origin}${readyPath}`, child, { what, timeoutMs });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port: chosen, child, pid: child.pid, stop };
}
