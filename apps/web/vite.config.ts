import { reactRouter } from '@react-router/dev/vite';
import { catalogs } from '@exchange/header/i18n/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [catalogs(), reactRouter()],
  // The server build's entry is our Express app, which mounts the reference API and the router.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
  // Lingui's packages must be pre-bundled or the dev server's first load breaks (DESIGN.md).
  optimizeDeps: { include: ['@lingui/core', '@lingui/react'] },
  ssr: { external: ['better-sqlite3'] },
}));
