import { defineConfig } from 'vitest/config';

// The cross-engine suite (e2e/engines): its own Vitest run, apart from the unit tests (which never
// see these files) and from Playwright. One file per engine, both at once, each starting its own
// server, browser and display (Xvfb picks a free one): a run spends most of its time waiting on
// the browsers and their drivers, about a third of two cores when the files went one at a time.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/engines/*.engine.ts'],
    environment: 'node',
    maxWorkers: 2,
    // Each test starts its browser (webkit.ts allows a new session 150 s on a loaded machine, and
    // one more when the first is stuck).
    testTimeout: 330_000,
    hookTimeout: 330_000,
  },
});
