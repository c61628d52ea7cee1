import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { catalogs } from './packages/header/i18n-build/vite-plugin.ts';
import { ARRIVAL_TIMEOUT_MS } from './packages/header/test/arrival.ts';

// Two projects: pure logic and servers in Node; components in jsdom. Both load the site's message
// catalogs through the same Vite plugin as the app, and the header's compiled catalogs as the app
// does, so tests see what users see. The header resolves to its TypeScript sources (the
// `exchange-source` condition of its exports), as in the app's build.
//
// Time limits: a suite whose work is large sets its own from that work (renders × a render's budget,
// inputs × a parse's: server/index.test.tsx; processes it starts: a start's
// guard). Every other test does little, its slowest ~1.5 s on an idle 2-core machine: 30 s lets a
// machine six times oversubscribed (a load average of 13 was seen here with other suites running)
// slow it without failing it.
const TEST_TIMEOUT_MS = 30_000;
// Vitest's default for a run is one worker fewer than the cores, one on a 2-core machine: npm test
// runs this suite alone, so every core takes files (on 2 cores about two thirds of the time).
const WORKERS = Math.max(2, availableParallelism());
export default defineConfig({
  plugins: [catalogs({ dir: fileURLToPath(new URL('apps/web/app/i18n/catalogs', import.meta.url)) })],
  resolve: { conditions: ['exchange-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['exchange-source', ...defaultServerConditions] } },
  test: {
    maxWorkers: WORKERS,
    testTimeout: TEST_TIMEOUT_MS,
    // What is still arriving is waited for as long (packages/header/test/arrival.ts).
    expect: { poll: { timeout: ARRIVAL_TIMEOUT_MS } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/**/*.test.tsx', 'apps/**/*.test.tsx'],
          setupFiles: ['packages/header/test/dom-setup.ts'],
        },
      },
    ],
  },
});
