import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { precompressed, release, terser } from './build-plugins.ts';

/**
 * `<exchange-header>`'s two framework-free scripts (header-element.ts), each one self-contained ES
 * module in the release folder (`/header/<version>/`), what it imports on demand (the QR encoder,
 * the drawers, the security check) under `assets/`, every URL relative to the module
 * (`base: './'`), so a page on any origin can import it:
 *
 * - `element.js` (element.ts, this config): fills an empty element with the fragment it asks the
 *   site for, or enhances server HTML already in it. Built first; it empties the folder.
 * - `enhancer.js` (enhancer.ts, enhancer.vite.config.ts): server HTML only (SSI, an including
 *   server), so the locale table and the fetch stay out of that page's script.
 *
 * Both go to the package's `dist/element` (what the tarball ships and the site serves at
 * `/header/`), built last by the package's build from the rest of `dist`, as a host outside the
 * repository gets it; nothing of React or Lingui is in either (`npm test` holds their bytes:
 * scripts/byte-budgets.json, `enhancer`).
 */
export function scriptConfig(source: string, fileName: string, { first = false } = {}): UserConfig {
  const entry = fileURLToPath(new URL(source, import.meta.url));
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: './',
    build: {
      outDir: fileURLToPath(new URL('../dist/element', import.meta.url)),
      emptyOutDir: first,
      lib: { entry, formats: ['es'], fileName: () => fileName },
      rollupOptions: {
        output: {
          entryFileNames: fileName,
          chunkFileNames: 'assets/[name]-[hash].js',
          // Everything the script imports statically is the script: Rolldown would otherwise put
          // what it shares with an on-demand chunk in a common chunk beside it, one more request
          // before the header works.
          codeSplitting: { groups: [{ name: fileName.replace(/\.js$/, ''), test: (id: string) => id === entry, includeDependenciesRecursively: true }] },
        },
        // The script may export more than its own exports (it has none), so each on-demand chunk
        // takes what it shares with the script from the script itself.
        preserveEntrySignatures: 'allow-extension',
        checks: { bundlerTimings: false },
        // The package's entry starts with 'use client', which means nothing in a script.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    plugins: [terser, precompressed, release(fileName)],
    define: { __HEADER_VERSION__: JSON.stringify(version) },
  };
}

/** `element.js`: the script of a page with an empty element (element.ts). */
export default defineConfig(scriptConfig('element.ts', 'element.js', { first: true }));
