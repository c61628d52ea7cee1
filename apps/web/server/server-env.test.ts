/**
 * server.js (npm start's entry, development mode: Vite loads server/app.ts) reads
 * EXCHANGE_ALLOWED_ORIGINS and EXCHANGE_TRUSTED_PROXIES from its environment: a bad value stops it
 * with an error naming the variable, good values reach the API. A DATA_DIR it cannot write stops
 * it with a message naming DATA_DIR. A real process on 127.0.0.1, stopped after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, ERROR_CODES } from '@exchange/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/site-process.mjs';

const webDir = dirname(dirname(fileURLToPath(import.meta.url)));
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-server-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
/** A cold start compiles server/app.ts; the guard only stops a hung test, it measures nothing. */
const START_GUARD_MS = 60_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** 'listening' once server.js says so, else its exit code. */
  outcome: Promise<'listening' | number | null>;
}

function start(env: Record<string, string>): Started {
  const { NODE_ENV: _mode, EXCHANGE_ALLOWED_ORIGINS: _origins, EXCHANGE_TRUSTED_PROXIES: _proxies, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server.js'], { cwd: webDir, env: { ...inherited, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<'listening'>((resolve) => {
    child.stdout?.on('data', () => {
      if (output.includes('Exchange header app on')) resolve('listening');
    });
  });
  return { child, output: () => output, exited, outcome: Promise.race([listening, exited]) };
}

describe('server.js and the origin settings', () => {
  it.each([
    ['EXCHANGE_TRUSTED_PROXIES', 'proxy.example.com', 'EXCHANGE_TRUSTED_PROXIES: "proxy.example.com" is not an IP address'],
    ['EXCHANGE_ALLOWED_ORIGINS', '*', 'EXCHANGE_ALLOWED_ORIGINS: "*" is refused: credentials cannot be shared with every origin'],
  ])('refuses to start with %s=%s', async (name, value, message) => {
    const server = start({ PORT: String(await freePort()), [name]: value });
    try {
      const outcome = await server.outcome;
      expect(outcome).not.toBe('listening');
      expect(outcome).not.toBe(0);
      expect(server.output()).toContain(message);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, START_GUARD_MS);

  it('gives the API the values of its environment', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const allowed = 'http://127.0.0.1:4100';
    const server = start({ PORT: String(port), EXCHANGE_ALLOWED_ORIGINS: allowed, EXCHANGE_TRUSTED_PROXIES: '10.9.9.9' });
    try {
      expect(await server.outcome, server.output()).toBe('listening');
      const preflight = await fetch(`${origin}${ENDPOINTS.login.path}`, { method: 'OPTIONS', headers: { origin: allowed, 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
      // Loopback is not 10.9.9.9: its X-Forwarded-Host is ignored.
      const forwarded = await fetch(`${origin}${ENDPOINTS.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://front.example', 'x-forwarded-host': 'front.example' },
        body: JSON.stringify({ loginName: 'main@demo', password: 'demo' }),
      });
      expect(((await forwarded.json()) as { code: string }).code).toBe(ERROR_CODES.crossOrigin);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, START_GUARD_MS);
});

describe('server.js and DATA_DIR', () => {
  const base = mkdtempSync(join(tmpdir(), 'exchange-data-dir-'));
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });
  writeFileSync(join(base, 'a-file'), '');
  mkdirSync(join(base, 'exchange.db-is-a-folder', 'exchange.db'), { recursive: true });
  // A read-only folder (chmod) does not stop root, who runs CI here: a path under a regular file and
  // a folder where the database file should be fail for every user, and take the same path.

  async function expectStopNamingDataDir(dir: string): Promise<void> {
    const server = start({ PORT: String(await freePort()), DATA_DIR: dir });
    try {
      expect(await server.outcome, server.output()).toBe(1);
      expect(server.output()).toContain(`Cannot open the database in DATA_DIR=${dir} (`);
      expect(server.output()).toContain('): set DATA_DIR to a writable folder');
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }

  it.each([
    ['a path under a regular file (the folder cannot be made)', join(base, 'a-file', 'data')],
    ['a folder where the database file should be (it cannot be opened)', join(base, 'exchange.db-is-a-folder')],
  ])('stops with exit code 1 and a message naming DATA_DIR for %s', (_case, dir) => expectStopNamingDataDir(dir), START_GUARD_MS);
});
