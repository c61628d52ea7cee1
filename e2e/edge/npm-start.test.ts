/**
 * `npm start` (scripts/start.mjs) on a machine where a port it wants is taken, run here because it
 * needs the production build (npm test runs this suite after building). The start's build stamp is
 * written as a start would leave it (the sources' time, the site origin), so the start skips the
 * build and serves the build npm test made; the real stamp is put back afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newestSourceTime, root } from '../../scripts/lib.mjs';
import { exited, freePort } from '../../scripts/site-process.mjs';

const STAMP = resolve(root, 'node_modules/.cache/exchange-start/built.json');
let savedStamp: string | undefined;
let dataDir: string;

/** Runs `npm start`'s script with `env`; its output is collected. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // The site origin is the one PORT gives (a caller's EXCHANGE_SITE_ORIGIN would name another).
  const { EXCHANGE_SITE_ORIGIN: _origin, NEXT_PORT: _nextPort, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...inherited, DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** A listener holding `port` on 127.0.0.1, as another program would. */
async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return server;
}

function writeStamp(siteOrigin: string) {
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ siteOrigin, sources: newestSourceTime() }));
}

beforeAll(() => {
  try {
    savedStamp = readFileSync(STAMP, 'utf8');
  } catch {
    savedStamp = undefined;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
});

afterAll(() => {
  if (savedStamp === undefined) rmSync(STAMP, { force: true });
  else writeFileSync(STAMP, savedStamp);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  test("a busy Next.js port skips that host with one line, and the site serves; nothing changed: no build", async () => {
    const [port, nextPort] = [await freePort(), await freePort()];
    const busy = await occupy(nextPort);
    writeStamp(`http://127.0.0.1:${port}`);
    const { child, output } = start({ PORT: String(port), NEXT_PORT: String(nextPort) });
    try {
      await expect
        .poll(() => fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.status, () => 0), { timeout: 30_000 })
        .toBe(200);
      expect(output()).toContain(`The Next.js host is skipped: 127.0.0.1:${nextPort} is in use (NEXT_PORT picks another port).`);
      expect(output()).toContain('Nothing changed since the last build');
      expect(output()).not.toMatch(/EADDRINUSE|npm run build --workspace/);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<header');
    } finally {
      child.kill('SIGTERM');
      await exited(child, 10_000);
      busy.close();
    }
  });

  test('the Next.js host follows PORT (PORT + 100) when NEXT_PORT is not set', async () => {
    const port = await freePort({ range: [20_000, 29_000], count: 1 });
    const busy = await occupy(port + 100);
    writeStamp(`http://127.0.0.1:${port}`);
    const { child, output } = start({ PORT: String(port) });
    try {
      await expect.poll(output, { timeout: 30_000 }).toContain(`The Next.js host is skipped: 127.0.0.1:${port + 100} is in use`);
    } finally {
      child.kill('SIGTERM');
      await exited(child, 10_000);
      busy.close();
    }
  });

  test('the server itself (apps/web/server.js, as the edge and the tests start it) on a port taken meanwhile says so and exits, not a process that serves nothing', async () => {
    const port = await freePort();
    const busy = await occupy(port);
    let stderr = '';
    const child = spawn(process.execPath, ['server.js'], {
      cwd: resolve(root, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const code = await new Promise<number | string | null>((done) => {
        child.on('exit', done);
        setTimeout(() => done('still running after 20 s'), 20_000).unref();
      });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Cannot listen on 127.0.0.1:${port} (EADDRINUSE): set PORT (and HOST) to a free address`);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited(child, 10_000);
      busy.close();
    }
  });

  test('a busy site port stops the start at once with one line, before any build', async () => {
    const port = await freePort();
    const busy = await occupy(port);
    const { child, output } = start({ PORT: String(port) });
    try {
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(1);
      expect(output().trim()).toBe(`Cannot start: 127.0.0.1:${port} is in use (PORT picks another port).`);
    } finally {
      busy.close();
    }
  });
});
