// npm run bench installs its tools with npm ci --prefix bench, which refuses a lockfile that is out
// of sync with bench/package.json. These tests refuse it first, in npm test, without the network.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const benchDir = resolve(import.meta.dirname, '../bench');
/** npm ci takes a second or two alone, several on a busy machine. */
const NPM_TIMEOUT_MS = 60_000;
const scratch = mkdtempSync(join(tmpdir(), 'bench-lockfile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface Manifest {
  dependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

/**
 * What npm ci --dry-run says of a package.json and lockfile, from a copy in a scratch folder,
 * offline and with an empty cache: a lockfile that needs the registry to be judged (a dist-tag
 * such as `latest`, a range its locked version misses) fails here instead of on a fresh clone.
 */
async function npmCiDryRun(files: { 'package.json': string; 'package-lock.json': string }) {
  const dir = mkdtempSync(join(scratch, 'project-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // npm run passes its own settings down as npm_config_*; the check must not inherit them.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  try {
    await promisify(execFile)('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund', '--cache', join(dir, '.cache')], {
      cwd: dir,
      env,
    });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stderr}${stdout}`.split('\n').filter((line) => line.includes('npm error')).join('\n') };
  }
}

/** Dependency specs in the lockfile that name a dist-tag (`latest`, `next`) instead of a version range. */
function distTagSpecs(lock: { packages: Record<string, LockEntry> }) {
  const found: { from: string; name: string; spec: string }[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })) {
      if (/^[a-z][\w.-]*$/i.test(spec) && !/^(v?\d|[xX]$)/.test(spec)) found.push({ from: path.replace(/^.*node_modules\//, ''), name, spec });
    }
  }
  return found;
}

describe('bench/package-lock.json', () => {
  const files = {
    'package.json': readFileSync(join(benchDir, 'package.json'), 'utf8'),
    'package-lock.json': readFileSync(join(benchDir, 'package-lock.json'), 'utf8'),
  };
  const manifest = JSON.parse(files['package.json']) as Manifest;
  const lock = JSON.parse(files['package-lock.json']) as { packages: Record<string, LockEntry> };

  it('is accepted by npm ci without the registry', { timeout: NPM_TIMEOUT_MS }, async () => {
    const result = await npmCiDryRun(files);
    expect(result.output, 'npm ci --prefix bench would refuse bench/package-lock.json').toBe('');
    expect(result.ok).toBe(true);
  });

  it('pins every dist-tag a dependency asks for with an exact version in overrides, and locks that version', () => {
    const unpinned = distTagSpecs(lock)
      .filter(({ name }) => {
        const pinned = manifest.overrides?.[name];
        return typeof pinned !== 'string' || !/^\d+\.\d+\.\d+$/.test(pinned) || lock.packages[`node_modules/${name}`]?.version !== pinned;
      })
      .map(({ from, name, spec }) => `${from} asks for ${name}@${spec}`);
    expect(unpinned, 'pin these in bench/package.json "overrides" and run npm install --package-lock-only --prefix bench').toEqual([]);
  });

  it('locks the dependencies bench/package.json declares', () => {
    const root = lock.packages[''] as Manifest;
    expect(root.dependencies).toEqual(manifest.dependencies);
  });
});

describe('the offline npm ci check', () => {
  it('refuses a lockfile whose dependency asks for a dist-tag', { timeout: NPM_TIMEOUT_MS }, async () => {
    const result = await npmCiDryRun({
      'package.json': JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: { 'fixture-a': '1.0.0' } }),
      'package-lock.json': JSON.stringify({
        name: 'fixture',
        version: '1.0.0',
        lockfileVersion: 3,
        requires: true,
        packages: {
          '': { name: 'fixture', version: '1.0.0', dependencies: { 'fixture-a': '1.0.0' } },
          'node_modules/fixture-a': { version: '1.0.0', dependencies: { 'fixture-b': 'latest' } },
          'node_modules/fixture-b': { version: '1.0.0' },
        },
      }),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('fixture-b');
  });
});
