/**
 * The hosts' Vite builds: each is its own root (spa/, element/) served under `/hosts/{kind}/` (the
 * element under `/header/`, its config says how),
 * built into `build/{kind}`. No plugin: the header's catalogs are plain modules. The SPA builds the
 * header from its sources, like the site (the `exchange-source` condition of its exports); the html
 * host, the other stack, from the package's build (`packages/header/dist`, what a host outside the
 * monorepo installs), so `npm run build` builds the header package first.
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

export function hostConfig(kind: 'spa' | 'element', config: UserConfig = {}, { fromSource = true } = {}): UserConfig {
  return {
    ...config,
    root: fileURLToPath(new URL(`../${kind}`, import.meta.url)),
    base: `/hosts/${kind}/`,
    resolve: { conditions: fromSource ? ['exchange-source', ...defaultClientConditions] : [...defaultClientConditions] },
    build: {
      outDir: fileURLToPath(new URL(`../build/${kind}`, import.meta.url)),
      emptyOutDir: true,
      ...config.build,
      rollupOptions: {
        ...config.build?.rollupOptions,
        // @lingui/react's 'use client' means nothing in a client-only bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
}
