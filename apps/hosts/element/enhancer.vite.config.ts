import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { hostConfig } from '../shared/vite.ts';
import { precompressed, release, terser } from './build-plugins.ts';

/**
 * One of `<exchange-header>`'s framework-free scripts (header-element.ts) as one self-contained ES
 * module in the release folder (`/header/<version>/`), beside the element's `element.js`, built
 * after it into the same directory; what it imports on demand (the QR encoder) under `assets/`. The header's enhancer comes from the package's build (`dist`),
 * as a host outside the repository gets it; nothing of React, Preact or Lingui is in it (`npm test`
 * holds its bytes: scripts/byte-budgets.json, `enhancer`).
 */
export function scriptConfig(source: string, fileName: string): UserConfig {
  const entry = fileURLToPath(new URL(source, import.meta.url));
  const { version } = JSON.parse(readFileSync(new URL('../../../packages/header/package.json', import.meta.url), 'utf8')) as { version: string };
  const config = hostConfig(
    'element',
    {
      build: {
        outDir: fileURLToPath(new URL('../build/header', import.meta.url)),
        emptyOutDir: false,
        lib: { entry, formats: ['es'], fileName: () => fileName },
        rollupOptions: { output: { entryFileNames: fileName, chunkFileNames: 'assets/[name]-[hash].js' }, checks: { bundlerTimings: false } },
      },
    },
    { fromSource: false },
  );
  return { ...config, base: './', plugins: [terser, precompressed, release(fileName)], define: { __HEADER_VERSION__: JSON.stringify(version) } };
}

/** `enhancer.js`: the script beside server HTML (SSI). */
export default defineConfig(scriptConfig('enhancer.ts', 'enhancer.js'));
