/**
 * The dev catalogue on a port of one's choosing (docs/catalogue.md): `npm run catalogue -- --port N`
 * starts Storybook's dev server on N instead of 6006.
 */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** A port free now (the system's pick). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

test('npm run catalogue -- --port N serves the dev catalogue on N', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  // Its own process group: npm, its shell and Storybook are stopped together.
  const dev = spawn('npm', ['run', 'catalogue', '--', '--port', String(port)], { cwd: repository, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(dev, 'exit');
  try {
    const index = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/index.json`).catch(() => null);
      return response?.ok ? Object.keys(((await response.json()) as { entries: object }).entries) : [];
    };
    const served = expect.poll(index, { timeout: 60_000 }).toContain('header-users--guest');
    // A start that fails ends the test at once, with what it printed.
    const ended = exited.then(([code]) => `npm run catalogue ended (exit code ${code}) before it served the stories:\n${output}`);
    expect(await Promise.race([served.then(() => 'served'), ended])).toBe('served');
  } finally {
    if (dev.exitCode === null && dev.pid !== undefined) process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
});
