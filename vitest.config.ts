import { defineConfig } from 'vitest/config';
import { catalogs } from './packages/header/i18n/vite-plugin.ts';

// Two projects: pure logic and servers in Node; components in jsdom. Both load the message
// catalogs through the same Vite plugin as the app, so tests see what users see.
export default defineConfig({
  plugins: [catalogs()],
  test: {
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
        },
      },
    ],
  },
});
