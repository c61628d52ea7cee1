// npm start: installs what is missing, builds, and serves the web app and the reference API on
// http://127.0.0.1:3000 (PORT and HOST override), and beside it the Next.js host of the header on
// http://127.0.0.1:3100 (NEXT_PORT and NEXT_HOST override), which reads the site's API at
// EXCHANGE_SITE_ORIGIN (default: the site just started) and proxies the browser's calls to it; the
// site names the same origin in the absolute links it writes.
// Data lives in data/ at the repository root. When one server stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';
import { SERVER_NODE_FLAGS } from './site-process.mjs';

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const siteOrigin = process.env.EXCHANGE_SITE_ORIGIN ?? `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;

await ensureDependencies();
// The Next.js host's build proxies to one site origin (compiled into its rewrites): this one.
const built = await run('npm', ['run', 'build'], { env: { ...process.env, EXCHANGE_SITE_ORIGIN: siteOrigin } });
if (built !== 0) process.exit(built);

const servers = [
  spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], { cwd: resolve(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', EXCHANGE_SITE_ORIGIN: siteOrigin } }),
  spawn(process.execPath, ['apps/hosts/next/host.mjs', 'start'], { cwd: root, stdio: 'inherit', env: { ...process.env, EXCHANGE_SITE_ORIGIN: siteOrigin } }),
];
const stopAll = (signal) => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));
const code = await Promise.race(servers.map((server) => new Promise((done) => server.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))))));
stopAll('SIGTERM');
process.exit(code);
