// npm run start:edge: the reference edge deployment on one machine. Builds like npm start, then
// starts EDGE_PROCESSES render processes (apps/web/server.js, default 2) on loopback ports after
// the proxy's, and Debian's nginx (scripts/ensure-nginx.mjs) as a caching reverse proxy in front of
// them on http://127.0.0.1:EDGE_PORT (default 8080), from deploy/edge/nginx.conf. The processes
// share one SQLite database (DATA_DIR, default data/): the first one creates, migrates and seeds
// it before the others start. A process that exits unexpectedly is started again; Ctrl-C or
// SIGTERM stops nginx gracefully and drains every process (server.js: in-flight requests finish).
// Also a module: startEdge() is what the edge tests (e2e/edge) and npm run bench use.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureDependencies, root, run } from './lib.mjs';
import { SERVER_NODE_FLAGS, exited, waitUntilReady } from './site-process.mjs';

const webDir = resolve(root, 'apps/web');

/** The build's version, for cache keys: a digest of its server bundle, which every change rebuilds. */
function buildVersion(dir) {
  return createHash('sha256').update(readFileSync(resolve(dir, 'server/index.js'))).digest('hex').slice(0, 12);
}

/**
 * The sha256 sources of the SSI pages' inline scripts (every locale's page: apps/hosts/ssi), for
 * their Content-Security-Policy: a static page has no per-response nonce.
 */
function ssiScriptHashes(dir) {
  const hashes = new Set();
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!String(entry).endsWith('index.html')) continue;
    const html = readFileSync(resolve(dir, String(entry)), 'utf8');
    for (const [, script] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return [...hashes].join(' ');
}

/**
 * Starts the edge: `processes` render processes on port+1…port+processes, then nginx on `port`.
 * Resolves once nginx answers and every process is ready. `stop()` stops it all gracefully.
 */
export async function startEdge({
  port = 8080,
  processes = 2,
  dataDir = resolve(root, 'data'),
  buildDir = 'build',
  /** EXCHANGE_SITE_ORIGIN of the render processes: the origin of the absolute links they write (default the edge's own). */
  siteOrigin = `http://127.0.0.1:${port}`,
  log = (line) => console.log(line),
} = {}) {
  const nginx = await ensureNginx();
  const runDir = resolve(dataDir, `edge-${port}`);
  mkdirSync(runDir, { recursive: true });
  const logFile = createWriteStream(resolve(runDir, 'render.log'), { flags: 'a' });
  const renderers = [];
  let stopping = false;
  let proxy;

  function startRenderer(slot) {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(slot.port), DATA_DIR: dataDir, BUILD_DIR: buildDir, EXCHANGE_SITE_ORIGIN: siteOrigin },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    slot.child = child;
    slot.pid = child.pid;
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => logFile.write(`[render ${slot.port}] ${chunk}`));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      slot.ready = false;
      slot.restarts += 1;
      log(`[edge] render process on ${slot.port} exited (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (stopping) return;
        const again = startRenderer(slot);
        // Once it is ready, nginx reloads its configuration (gracefully), which forgets that the
        // process had failed: it takes requests at once instead of after fail_timeout.
        waitUntilReady(`http://127.0.0.1:${slot.port}/readyz`, again, { what: `render process ${slot.port}` }).then(
          () => {
            if (stopping || !proxy) return;
            proxy.kill('SIGHUP');
            slot.ready = true;
            log(`[edge] render process on ${slot.port} is back`);
          },
          (error) => log(`[edge] ${error.message}`),
        );
      }, 300);
    });
    return child;
  }

  const origin = `http://127.0.0.1:${port}`;

  /** Stops the render processes (they drain) and starts none again; nginx stays up. */
  async function stopRenderers() {
    stopping = true;
    await Promise.all(
      renderers.map((slot) => {
        slot.child?.kill('SIGTERM');
        return slot.child ? exited(slot.child, 15_000) : undefined;
      }),
    );
  }

  /** Stops what has started: nginx with SIGQUIT, its graceful stop (it finishes what it holds); the processes drain. */
  async function stop() {
    stopping = true;
    if (proxy) {
      proxy.kill('SIGQUIT');
      await exited(proxy, 5000);
    }
    await stopRenderers();
    await new Promise((done) => logFile.end(done));
  }

  try {
    // The first process opens, migrates and seeds the database alone; then the others start.
    for (let index = 0; index < processes; index += 1) {
      const slot = { port: port + 1 + index, child: undefined, pid: undefined, restarts: 0, ready: false };
      renderers.push(slot);
      const child = startRenderer(slot);
      if (index === 0) await waitUntilReady(`http://127.0.0.1:${slot.port}/readyz`, child, { what: `render process ${slot.port}` });
    }
    await Promise.all(renderers.map((slot) => waitUntilReady(`http://127.0.0.1:${slot.port}/readyz`, slot.child, { what: `render process ${slot.port}` })));
    for (const slot of renderers) slot.ready = true;

    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const template = readFileSync(resolve(root, 'deploy/edge/nginx.conf'), 'utf8');
    const config = template
      // nginx runs as the current user: as root its workers would otherwise switch to nobody, who
      // may not reach the data folder (a private temporary one, in the tests).
      .replaceAll('{{USER_LINE}}', isRoot ? 'user root root;' : '')
      .replaceAll('{{RUN_DIR}}', runDir)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{HOSTS_DIR}}', resolve(root, 'apps/hosts/build'))
      .replaceAll('{{SSI_SCRIPT_HASHES}}', ssiScriptHashes(resolve(root, 'apps/hosts/build/ssi')))
      .replaceAll('{{BUILD_VERSION}}', buildVersion(resolve(webDir, buildDir)))
      .replaceAll('{{UPSTREAM_SERVERS}}', renderers.map((slot) => `    server 127.0.0.1:${slot.port} max_fails=1 fail_timeout=2s;`).join('\n'));
    const configFile = resolve(runDir, 'nginx.conf');
    writeFileSync(configFile, config);
    for (const dir of ['cache', 'client_body', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp']) {
      mkdirSync(resolve(runDir, dir), { recursive: true });
    }
    proxy = spawn(nginx, ['-p', runDir, '-c', configFile, '-e', resolve(runDir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [proxy.stdout, proxy.stderr]) stream.on('data', (chunk) => logFile.write(`[nginx] ${chunk}`));
    await waitUntilReady(`${origin}/edge/healthz`, proxy, { what: 'nginx' });
    log(`[edge] nginx on ${origin} (cache and logs in ${runDir}), render processes on ${renderers.map((slot) => slot.port).join(', ')}`);
  } catch (error) {
    // A process or nginx that did not come up: stop what did start (nothing is restarted any more),
    // and say what the processes printed, the reason among it.
    await stop();
    let printed = '';
    try {
      printed = readFileSync(resolve(runDir, 'render.log'), 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      // No log: nothing was started.
    }
    if (error instanceof Error && printed) error.message += `\n${resolve(runDir, 'render.log')} ends:\n${printed}`;
    throw error;
  }
  return { origin, runDir, renderers, stop, stopRenderers };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureDependencies();
  if (process.env.EDGE_SKIP_BUILD !== '1') {
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) process.exit(built);
  }
  const edge = await startEdge({
    port: Number(process.env.EDGE_PORT ?? 8080),
    processes: Number(process.env.EDGE_PROCESSES ?? 2),
    ...(process.env.DATA_DIR ? { dataDir: resolve(process.env.DATA_DIR) } : {}),
    ...(process.env.EXCHANGE_SITE_ORIGIN ? { siteOrigin: process.env.EXCHANGE_SITE_ORIGIN } : {}),
  });
  console.log(`Exchange header edge on ${edge.origin} (nginx → ${edge.renderers.length} render processes)`);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    console.log('[edge] stopping: nginx finishes its requests, the render processes drain');
    await edge.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
