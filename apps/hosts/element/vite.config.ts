import { gzipAsync } from '@gfx/zopfli';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { defineConfig, type Plugin } from 'vite';
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
/**
 * Terser over Rolldown's minified output: a second minifier finds what the first left (~0.7 KB of
 * gzip on the first load), where either alone leaves more. Every chunk, the on-demand ones too.
 * It takes most of the build's few seconds: the bundler's timing report, which would say so on
 * every build, is off.
 */
const terser: Plugin = {
  name: 'element:terser',
  apply: 'build',
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const { code } = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 2, unsafe_arrows: true, unsafe_methods: true } });
      if (code === undefined) throw new Error(`Terser returned nothing for ${chunk.fileName}`);
      chunk.code = code;
    }
  },
};
/**
 * Each script and stylesheet also as a `.gz` beside it, compressed once by Zopfli (gzip's format,
 * ~4 % fewer bytes than gzip at its best level). The server sends that file to every browser that
 * accepts gzip (apps/web/server/hosts.ts), so these are the bytes a page pays; the files are
 * static, so the slow compression is paid once, here.
 */
const precompressed: Plugin = {
  name: 'element:gzip',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? '';
    const files = Object.keys(bundle).filter((name) => /\.(?:js|css)$/.test(name));
    for (const name of files) {
      const path = join(dir, name);
      await writeFile(`${path}.gz`, await gzipAsync(await readFile(path), { numiterations: 15 }));
    }
  },
};
/**
 * `release.json` beside element.js: the release's version (the header package's) and the
 * Subresource Integrity hash of element.js as written, which the site publishes for pages that pin
 * the version (`/header/versions.json`, apps/web/server/element-releases.ts).
 */
const release: Plugin = {
  name: 'element:release',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir ?? '';
    const { version } = JSON.parse(await readFile(new URL('../../../packages/header/package.json', import.meta.url), 'utf8')) as { version: string };
    const hash = createHash('sha384').update(await readFile(join(dir, 'element.js'))).digest('base64');
    await writeFile(join(dir, 'release.json'), `${JSON.stringify({ version, integrity: { 'element.js': `sha384-${hash}` } }, null, 2)}\n`);
  },
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
  plugins: [messageIds(), terser, precompressed, release],
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
