// Small helpers shared by the project's scripts (no dependencies: they run before npm install).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Installs Debian packages with apt-get when we are root, waiting up to 10 minutes for another apt
 * holding its lock (a shared machine); otherwise throws with the exact command to run. Throws too
 * when apt-get fails or `present()` is still false after it.
 */
export async function aptInstall({ what, packages, present, recommends = true }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error(`${what} missing. Install it with:\n  sudo apt-get install -y ${packages.join(' ')}`);
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  if ((await run('apt-get', ['update', '-qq', ...wait], { env })) !== 0) throw new Error('apt-get update failed');
  const install = ['install', '-y', '-qq', ...wait, ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  if ((await run('apt-get', install, { env })) !== 0) throw new Error('apt-get install failed');
  if (!present()) throw new Error(`apt-get finished but ${what} still missing`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = resolve(root, 'node_modules/.package-lock.json');
  const lock = resolve(root, 'package-lock.json');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm ci failed with exit code ${code}`);
}

/**
 * What `npm run build` is made of: the site, the API, the hosts, the header package, the contract
 * and the lockfile (node_modules and dot-folders such as .next aside).
 */
export const BUILD_SOURCES = Object.freeze([
  'apps/web/app', 'apps/web/server', 'apps/web/server.js', 'apps/api/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/hosts/shared', 'apps/hosts/spa',
  'apps/hosts/html', 'apps/hosts/ssi', 'apps/hosts/next/app', 'apps/hosts/next/proxy.ts', 'apps/hosts/next/next.config.ts', 'packages/header', 'packages/contract/src', 'package-lock.json',
]);

/** The newest modification time (ms) of the files under `paths` (relative to the repository), skipping node_modules, dist and dot-folders. */
export function newestSourceTime(paths = BUILD_SOURCES) {
  let newest = 0;
  const walk = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) walk(join(path, name));
  };
  for (const path of paths) if (existsSync(resolve(root, path))) walk(resolve(root, path));
  return newest;
}
