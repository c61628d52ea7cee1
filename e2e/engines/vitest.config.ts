import { defineConfig } from 'vitest/config';

// The cross-engine suite (e2e/engines): its own Vitest run, apart from the unit tests (which never
// see these files) and from Playwright. One file per engine, one after the other (two cores), each
// starting its own server and browser.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/engines/*.engine.ts'],
    environment: 'node',
    fileParallelism: false,
    // Each test starts its browser (webkit.ts allows a new session 150 s on a loaded machine, and
    // one more when the first is stuck).
    testTimeout: 330_000,
    hookTimeout: 330_000,
  },
});
