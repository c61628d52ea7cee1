// Starts the host web app and the reference API on one origin (DESIGN.md: npm start serves both on
// http://127.0.0.1:3000; PORT and HOST override). Run from this folder: the build is found relative
// to it; BUILD_DIR picks another build folder (build-bare: the host without the header, for the
// benchmarks). Development uses Vite's middleware for hot reload; production serves the built files.
import compression from 'compression';
import express from 'express';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number.parseInt(process.env.PORT ?? '3000', 10);
const HOST = process.env.HOST ?? '127.0.0.1';
const DEVELOPMENT = process.env.NODE_ENV !== 'production';
const buildDir = resolve(here, process.env.BUILD_DIR ?? 'build');
const dataDir = resolve(process.env.DATA_DIR ?? resolve(here, '../../data'));
// A data folder that cannot be made, opened or written stops the start with what to do instead of
// a stack trace: these are the codes of the file system and of SQLite (the API's DatabaseOpenError).
const STORAGE_FAULT = /^(EACCES|EPERM|EROFS|ENOTDIR|ENOENT|EEXIST|ENOSPC|SQLITE_CANTOPEN|SQLITE_READONLY|SQLITE_PERM|SQLITE_IOERR)/;
function stopOnStorageFault(error) {
  if (!STORAGE_FAULT.test(String(error?.code ?? ''))) throw error;
  const reason = error.cause instanceof Error ? error.cause.message : error.message;
  console.error(`Cannot open the database in DATA_DIR=${dataDir} (${reason}): set DATA_DIR to a writable folder`);
  process.exit(1);
}
try {
  mkdirSync(dataDir, { recursive: true });
} catch (error) {
  stopOnStorageFault(error);
}
const internalHost = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
const serverOrigin = `http://${internalHost.includes(':') ? `[${internalHost}]` : internalHost}:${PORT}`;
let app;
// Server rendering reads the API over HTTP at API_ORIGIN when one is given (an exchange's API
// elsewhere; the fault tests put a fault proxy there, so "API down" stays a real, testable
// condition). Otherwise it reads this server's reference API on a listener of its own, on a
// loopback port the system picks: while the process drains, the public listener refuses new
// requests, and the pages it still holds get their calls answered there.
let apiListener;
if (!process.env.API_ORIGIN) {
  apiListener = createServer((request, response) => app.api(request, response));
  await new Promise((listening) => apiListener.listen(0, '127.0.0.1', listening));
}
const options = {
  dbPath: resolve(dataDir, 'exchange.db'),
  apiOrigin: process.env.API_ORIGIN ?? `http://127.0.0.1:${apiListener.address().port}`,
  production: !DEVELOPMENT,
  // How long the server render waits for the header's API calls (ms); the header's default otherwise.
  ...(headerBudget() ? { headerBudgetMs: headerBudget() } : {}),
  // How long the header's user-independent answers (site config, fee tags) are kept, in ms (0: never).
  ...(process.env.EXCHANGE_SHARED_DATA_TTL_MS ? { sharedDataTtlMs: Number(process.env.EXCHANGE_SHARED_DATA_TTL_MS) } : {}),
  // A production build's stylesheets that the HTML inlines (app/inline-styles.tsx).
  ...(DEVELOPMENT ? {} : { clientDir: resolve(buildDir, 'client') }),
  // The other hosts of the header (apps/hosts: npm run build:hosts), under /hosts/, and the
  // element's scripts, the header package's build (its dist/element), under /header/.
  hosts: { dir: resolve(here, '../hosts/build'), elementDir: resolve(here, '../../packages/header/dist/element') },
  // Where a deploy keeps the light element's published releases, each in a folder of its version,
  // and channels.json, the rollback (server/element-releases.ts; docs/hosts.md, Versions).
  ...(process.env.EXCHANGE_HEADER_RELEASES ? { elementReleasesDir: resolve(process.env.EXCHANGE_HEADER_RELEASES) } : {}),
  // The peers whose X-Forwarded-Host/-Proto/-For are believed (loopback when unset), and the
  // origins answered credentialed CORS (none when unset); createApp validates both (docs/origins.md).
  trustedProxies: process.env.EXCHANGE_TRUSTED_PROXIES,
  allowedOrigins: process.env.EXCHANGE_ALLOWED_ORIGINS,
  // The site's origin as browsers reach it, for the absolute links it writes (the fragment's
  // links=absolute): configuration, never a request's Host (docs/security.md). Unset: this address.
  siteOrigin: process.env.EXCHANGE_SITE_ORIGIN ?? serverOrigin,
};

function headerBudget() {
  const value = Number(process.env.EXCHANGE_HEADER_BUDGET_MS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

const server = express();
server.disable('x-powered-by');
server.use(compression());

let appModule;
let viteDevServer;
if (DEVELOPMENT) {
  const vite = await import('vite');
  viteDevServer = await vite.createServer({ root: here, server: { middlewareMode: true } });
  appModule = await viteDevServer.ssrLoadModule('./server/app.ts');
} else {
  appModule = await import(resolve(buildDir, 'server/index.js'));
}
try {
  app = appModule.createApp(options);
} catch (error) {
  stopOnStorageFault(error);
}
// Every request passes the site's guard first, and every answer gets its security headers, the
// static files' included (server/request-guard.ts).
server.use(app.guard);
if (viteDevServer) {
  server.use(viteDevServer.middlewares);
} else {
  server.use('/assets', express.static(resolve(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  server.use(express.static(resolve(buildDir, 'client'), { maxAge: '1h', index: false }));
}

// Liveness and readiness for a process manager or a proxy (scripts/start-edge.mjs): /healthz answers
// while the process runs; /readyz answers 200 once the build is loaded and the database open, and
// 503 while the process drains (after SIGTERM). Never cached, no session involved.
let draining = false;
const probe = (ok) => (_req, res) => {
  res.set('Cache-Control', 'no-store').status(ok() ? 200 : 503).type('text/plain').send(ok() ? 'ok' : draining ? 'draining' : 'not ready');
};
server.get('/healthz', probe(() => true));
server.get('/readyz', probe(() => !draining && app.ready()));
// A request that reaches a draining process on a kept-alive connection is not taken: 503 and the
// connection closed, so a proxy sends it (an idempotent GET) to another process.
server.use((_req, res, next) => {
  if (!draining) return next();
  res.set({ Connection: 'close', 'Retry-After': '1', 'Cache-Control': 'no-store' }).status(503).type('text/plain').send('draining');
});
server.use(app.handler);

// Express 5 hands a failed listen (the port in use, a host not on this machine) to this callback
// instead of throwing it: without the check the process would stay up, serving nothing.
const listener = server.listen(PORT, HOST, (error) => {
  if (error) {
    console.error(`Cannot listen on ${HOST}:${PORT} (${error.code ?? error.message}): set PORT (and HOST) to a free address`);
    process.exit(1);
  }
  console.log(`Exchange header app on http://${HOST}:${PORT} (${DEVELOPMENT ? 'development' : 'production'})`);
});
// Idle keep-alive connections stay open longer than a client or proxy keeps one idle (Node's
// default is 5 s): otherwise the server can close a connection just as the client sends on it, and
// the request fails with ECONNRESET (seen in the e2e suite beside a CPU-bound job). Closing the
// server still closes idle connections at once.
listener.keepAliveTimeout = 65_000;
listener.headersTimeout = 66_000;

// Graceful stop (SIGTERM, SIGINT): take no new connections or requests, finish the requests in
// hand, close each connection as it goes idle, then close the database and exit. A request still
// running after EXCHANGE_DRAIN_MS (default 10 s) is cut off.
const DRAIN_MS = Number(process.env.EXCHANGE_DRAIN_MS) > 0 ? Number(process.env.EXCHANGE_DRAIN_MS) : 10_000;
function shutdown() {
  if (draining) return;
  draining = true;
  listener.close(() => {
    apiListener?.close();
    apiListener?.closeAllConnections();
    app.close();
    process.exit(0);
  });
  listener.closeIdleConnections();
  setInterval(() => listener.closeIdleConnections(), 50).unref();
  setTimeout(() => process.exit(0), DRAIN_MS).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
