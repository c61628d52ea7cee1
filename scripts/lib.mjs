// Small helpers shared by the project's scripts (no dependencies: they run before npm install).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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
