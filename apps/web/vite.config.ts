import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// A relative import: Vite bundles the config file and would leave a workspace package external.
import { catalogs } from '../../packages/header/i18n/vite-plugin.ts';

export default defineConfig({
  plugins: [catalogs(), reactRouter()],
  environments: {
    // The server build's entry is our Express app, which mounts the reference API and the router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  // Lingui's packages must be pre-bundled or the dev server's first load breaks (DESIGN.md).
  optimizeDeps: { include: ['@lingui/core', '@lingui/react'] },
  ssr: { external: ['better-sqlite3'] },
});
