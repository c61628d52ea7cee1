// The cross-engine suite (e2e/engines): the same scenarios in Debian's Firefox ESR and WebKitGTK,
// after `npm run build`. Installs an engine that is missing (scripts/ensure-engines.mjs), runs
// both engines' files in one Vitest run (e2e/engines/vitest.config.ts, one after the other) and
// counts each engine apart. An engine that cannot be installed or started counts as failed.
// `npm run test:engines` runs it alone; scripts/test.mjs records its lines in npm test's total.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureEngine } from './ensure-engines.mjs';
import { root, run } from './lib.mjs';

export const ENGINES = ['firefox', 'webkit'];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs the suite; resolves with `[{ name, passed, failed }]`, one per engine. */
export async function runEngineSuites(outDir) {
  const results = new Map(ENGINES.map((name) => [name, { name, passed: 0, failed: 0 }]));
  const ready = [];
  for (const name of ENGINES) {
    try {
      await ensureEngine(name);
      ready.push(name);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      results.get(name).failed = 1;
    }
  }
  if (!existsSync(resolve(root, 'apps/web/build/server/index.js'))) {
    console.error('The app is not built: run npm run build first.');
    for (const name of ready) results.get(name).failed = 1;
    return [...results.values()];
  }
  if (ready.length > 0) {
    mkdirSync(outDir, { recursive: true });
    const json = resolve(outDir, 'engines.json');
    const files = ready.map((name) => `e2e/engines/${name}.engine.ts`);
    const code = await run('npx', ['vitest', 'run', '-c', 'e2e/engines/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...files]);
    const report = readJson(json);
    for (const name of ready) {
      const result = results.get(name);
      const file = report?.testResults?.find((entry) => entry.name.endsWith(`/${name}.engine.ts`));
      if (!file) {
        result.failed = 1;
        continue;
      }
      for (const assertion of file.assertionResults) {
        if (assertion.status === 'passed') result.passed += 1;
        else result.failed += 1; // failed, and skipped or pending: a scenario that did not run
      }
      // The file failed outside its tests (the server or the browser did not start).
      if (result.failed === 0 && (file.status !== 'passed' || result.passed === 0)) result.failed = 1;
    }
    if (code !== 0 && [...results.values()].every((result) => result.failed === 0)) results.get(ready[0]).failed = 1;
  }
  return [...results.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runEngineSuites(resolve(root, 'test-results'));
  for (const { name, passed, failed } of results) console.log(`${name.padEnd(12)} ${passed} passed, ${failed} failed`);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
