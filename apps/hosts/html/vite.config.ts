import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { hostConfig } from '../shared/vite.ts';

/**
 * The custom element: one ES module with a stable name, `/hosts/html/exchange-header.js` (what
 * another stack's page includes; revalidated on every use), which loads hashed, immutable chunks
 * (the catalog of the page's locale, the dialogs and drawers on demand) and the header's
 * stylesheet. The page itself is `public/index.html`, copied as is. The header comes from the
 * package's build (`dist`), as a host outside the monorepo gets it, not from its sources.
 */
const output = { entryFileNames: 'exchange-header.js', chunkFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' };

export default defineConfig(
  hostConfig('html', { build: { rollupOptions: { input: fileURLToPath(new URL('element.tsx', import.meta.url)), output } } }, { fromSource: false }),
);
