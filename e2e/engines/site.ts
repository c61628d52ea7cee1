/**
 * The production server the cross-engine suite drives, started by the suite itself as the
 * Playwright suite's webServer is: `node apps/web/server.js` with NODE_ENV=production, on
 * 127.0.0.1 and a free port, a fresh database, the development tools on. Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((done) => server.close(done));
  return port;
}

export interface Site {
  origin: string;
  stop(): Promise<void>;
}

export async function startSite(name: string): Promise<Site> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = resolve(root, `e2e/.output/data-engines-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [resolve(root, 'apps/web/server.js')], {
    cwd: resolve(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EXCHANGE_DEV_TOOLS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode} (is the app built? npm run build)`);
    const up = await fetch(`${origin}/v1/openapi.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 300) {
      await stop();
      throw new Error(`the site did not start on ${origin}`);
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  return { origin, stop };
}
