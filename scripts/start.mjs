// npm start: installs what is missing, builds what changed, and serves the web app and the
// reference API on http://127.0.0.1:3000 (PORT and HOST override), and beside it the Next.js host of
// the header on port PORT + 100 (3100; NEXT_PORT and NEXT_HOST override), which reads the site's
// API at EXCHANGE_SITE_ORIGIN (default: the site just started) and proxies the browser's calls to
// it; the site names the same origin in the absolute links it writes.
// Data lives in data/ at the repository root. The Next.js host is optional: when its port is busy
// it is skipped with one line, and when it stops the site goes on; when the site stops, both stop.
// A start with nothing changed since the last start's build (the sources, the site origin) skips
// the build; `npm run build` rebuilds whatever the stamp says.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ensureDependencies, newestSourceTime, root, run } from './lib.mjs';
import { isFree, SERVER_NODE_FLAGS } from './site-process.mjs';

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const nextPort = process.env.NEXT_PORT ?? String(Number(port) + 100);
const nextHost = process.env.NEXT_HOST ?? '127.0.0.1';
const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const siteOrigin = process.env.EXCHANGE_SITE_ORIGIN ?? `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;

if (!(await isFree(Number(port), host))) {
  console.error(`Cannot start: ${host}:${port} is in use (PORT picks another port).`);
  process.exit(1);
}
await ensureDependencies();

// What the last start built: the sources' newest time then, and the origin the Next.js host's
// build proxies to (compiled into its rewrites).
const stampFile = resolve(root, 'node_modules/.cache/exchange-start/built.json');
const readStamp = () => {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
};
const sources = newestSourceTime();
const stamp = readStamp();
const builds = ['apps/web/build/server/index.js', 'packages/header/dist/index.js', 'apps/hosts/build'].every((path) => existsSync(resolve(root, path)));
if (builds && stamp?.siteOrigin === siteOrigin && stamp.sources === sources) {
  console.log('Nothing changed since the last build: starting it (npm run build rebuilds).');
} else {
  const built = await run('npm', ['run', 'build'], { env: { ...process.env, EXCHANGE_SITE_ORIGIN: siteOrigin } });
  if (built !== 0) process.exit(built);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ siteOrigin, sources }));
}

const site = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], { cwd: resolve(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', EXCHANGE_SITE_ORIGIN: siteOrigin } });
const servers = [site];
if (await isFree(Number(nextPort), nextHost)) {
  const env = { ...process.env, EXCHANGE_SITE_ORIGIN: siteOrigin, NEXT_PORT: nextPort, NEXT_HOST: nextHost };
  const nextHostProcess = spawn(process.execPath, ['apps/hosts/next/host.mjs', 'start'], { cwd: root, stdio: 'inherit', env });
  nextHostProcess.on('exit', (code) => {
    if (code) console.error(`The Next.js host stopped (exit code ${code}); the site goes on.`);
  });
  servers.push(nextHostProcess);
} else {
  console.log(`The Next.js host is skipped: ${nextHost}:${nextPort} is in use (NEXT_PORT picks another port).`);
}
const stopAll = (signal) => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));
const code = await new Promise((done) => site.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))));
stopAll('SIGTERM');
process.exit(code);
