// The Next.js host's two commands (plain Node, run from any folder):
//
//   node apps/hosts/next/host.mjs build   next build for EXCHANGE_SITE_ORIGIN (default http://127.0.0.1:3000)
//   node apps/hosts/next/host.mjs start   next start on NEXT_HOST:NEXT_PORT (default 127.0.0.1:3100)
//
// Next compiles rewrites() into the build, so a build serves one site origin: `build` writes it
// beside the build (.next/exchange-site-origin), and `start` builds again first when the build is
// missing, was made for another origin (a test's site on its own port: it would proxy the API to
// a server that is not there), or is older than the app's sources or the header package's build.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const app = import.meta.dirname;
/** What the build is made of: the app's own files (its pages, proxy and config) and the header package's build (packages/header/dist). */
const SOURCES = [join(app, 'app'), join(app, 'proxy.ts'), join(app, 'next.config.ts'), join(app, '../../../packages/header/dist')];
const next = createRequire(join(app, 'package.json')).resolve('next/dist/bin/next');
const marker = join(app, '.next', 'exchange-site-origin');
const siteOrigin = process.env.EXCHANGE_SITE_ORIGIN ?? 'http://127.0.0.1:3000';
const env = { ...process.env, EXCHANGE_SITE_ORIGIN: siteOrigin, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs next with `args` in the app's folder; resolves with its exit code. Stops it when this process is told to stop. */
function runNext(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [next, ...args], { cwd: app, env, stdio: 'inherit' });
    const stop = (signal) => child.kill(signal);
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The site origin the build was made for, or null when there is none or a source is newer. */
function builtFor() {
  try {
    const built = statSync(marker).mtimeMs;
    return SOURCES.every((source) => newest(source) <= built) ? readFileSync(marker, 'utf8').trim() : null;
  } catch {
    return null;
  }
}

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

async function build() {
  const started = performance.now();
  const code = await runNext(['build']);
  if (code === 0) {
    writeFileSync(marker, `${siteOrigin}\n`);
    console.log(`next build for ${siteOrigin}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return code;
}

async function start() {
  const built = builtFor();
  if (built !== siteOrigin) {
    console.log(built ? `The Next.js host was built for ${built}; building it for ${siteOrigin}.` : `The Next.js host is not built, or older than its sources; building it for ${siteOrigin}.`);
    const code = await build();
    if (code !== 0) return code;
  }
  return runNext(['start', '--hostname', process.env.NEXT_HOST ?? '127.0.0.1', '--port', process.env.NEXT_PORT ?? '3100']);
}

const command = process.argv[2];
if (command === 'build') process.exit(await build());
else if (command === 'start') process.exit(await start());
else {
  console.error('Usage: node apps/hosts/next/host.mjs build|start');
  process.exit(2);
}
