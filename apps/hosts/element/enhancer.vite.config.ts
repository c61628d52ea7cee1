import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { hostConfig } from '../shared/vite.ts';
import { precompressed, release, terser } from './build-plugins.ts';

/**
 * `<exchange-header>` without a framework (enhancer.ts): one ES module, `enhancer.js`, beside the
 * element's `element.js` in the same release folder (`/header/<version>/`), built after it into
 * the same directory. The header's enhancer comes from the package's build (`dist`), as a host
 * outside the repository gets it; nothing of React, Preact or Lingui is in it (`npm test` holds
 * its bytes: scripts/byte-budgets.json, `enhancer`).
 */
const entry = fileURLToPath(new URL('enhancer.ts', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../../../packages/header/package.json', import.meta.url), 'utf8')) as { version: string };
const config = hostConfig(
  'element',
  {
    build: {
      outDir: fileURLToPath(new URL('../build/header', import.meta.url)),
      emptyOutDir: false,
      lib: { entry, formats: ['es'], fileName: () => 'enhancer.js' },
      rollupOptions: { output: { entryFileNames: 'enhancer.js' }, checks: { bundlerTimings: false } },
    },
  },
  { fromSource: false },
);

export default defineConfig({
  ...config,
  base: './',
  plugins: [terser, precompressed, release('enhancer.js')],
  define: { __HEADER_VERSION__: JSON.stringify(version) },
});
