import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

// The edge suite (npm test runs it after the build): the real edge deployment, nginx in front of
// two render processes of the production build, on loopback ports from EDGE_TEST_PORT (default 3530).
export default defineConfig({
  ssr: { resolve: { conditions: ['exchange-source', ...defaultServerConditions] } },
  test: {
    name: 'edge',
    environment: 'node',
    include: ['e2e/edge/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
