import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressed, release, terser } from './build-plugins.ts';
import { hostConfig } from '../shared/vite.ts';
import { messageIds } from './message-ids.ts';

/**
 * `<exchange-header>`, the light element: one ES module with a stable name, `element.js`, served at
 * `/header/element.js` (revalidated on every use, so a page picks up header fixes without being
 * rebuilt) with all it needs to show the header, that loads what it needs on demand (dialogs,
 * drawers, the QR encoder, the locale's catalog) from content-hashed, immutable chunks under
 * `/header/assets/`. Every URL it
 * loads is relative to the module itself (`base: './'`), so a page on any origin can import it.
 *
 * React and React DOM are Preact's compat layer here (README, Hosts: why): the element brings its
 * own runtime to pages that have none, and Preact's is a tenth of React's bytes. The header comes
 * from the package's build (`dist`), as a host outside the repository gets it.
 */
const entry = fileURLToPath(new URL('element.tsx', import.meta.url));
// Everything the element imports statically is one file, element.js: Rolldown would otherwise put
// the modules it shares with the on-demand chunks (Preact, most of the header) in a common chunk
// beside it, a second request and ~0.5 KB more gzip for the same code. The on-demand chunks
// import what they share from element.js itself, and nothing else: the two drawers and the drawer
// they share are one chunk, so no on-demand chunk waits for another (there is nothing to preload).
const firstLoad = { name: 'element', test: (id: string) => id === entry, includeDependenciesRecursively: true };
const drawers = { name: 'drawers', test: /[\\/]mobile[\\/](Nav|User)?Drawer\.js$/ };
const output = {
  entryFileNames: 'element.js',
  chunkFileNames: 'assets/[name]-[hash:6].js',
  assetFileNames: 'assets/[name]-[hash:6][extname]',
  codeSplitting: { groups: [firstLoad, drawers] },
};
const config = hostConfig(
  'element',
  {
    build: {
      outDir: fileURLToPath(new URL('../build/header', import.meta.url)),
      // A library for other sites' pages, built as one: its dynamic imports stay plain `import()`s,
      // without the preload helper an app gets (~0.7 KB of gzip that would preload nothing here).
      lib: { entry, formats: ['es'], fileName: () => 'element.js' },
      rollupOptions: { output, preserveEntrySignatures: false, checks: { bundlerTimings: false } },
    },
  },
  { fromSource: false },
);

export default defineConfig({
  ...config,
  base: './',
  plugins: [messageIds(), terser, precompressed, release('element.js')],
  // A library's build leaves `process.env.NODE_ENV` to its user; the element is the last step.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    ...config.resolve,
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      // Lingui's I18n as far as the header uses it (lingui-core.ts, held to the real one by its test).
      { find: /^@lingui\/core$/, replacement: fileURLToPath(new URL('lingui-core.ts', import.meta.url)) },
      // valibot's schemas and checks as far as the contract's answers use them (valibot.ts, likewise).
      { find: /^valibot$/, replacement: fileURLToPath(new URL('valibot.ts', import.meta.url)) },
    ],
  },
});
