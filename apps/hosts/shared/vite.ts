/**
 * The SPA host's Vite build: its own root (spa/) served under `/hosts/spa/`, built into
 * `build/spa`. No plugin: the header's catalogs are plain modules. It builds the header from its
 * sources, like the site (the `exchange-source` condition of its exports). The html host's header,
 * the element, is the package's own build (`packages/header/dist/element`, what a host outside
 * the monorepo installs), so `npm run build` builds the header package first.
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

export function hostConfig(config: UserConfig = {}): UserConfig {
  return {
    ...config,
    root: fileURLToPath(new URL('../spa', import.meta.url)),
    base: '/hosts/spa/',
    resolve: { conditions: ['exchange-source', ...defaultClientConditions] },
    build: {
      outDir: fileURLToPath(new URL('../build/spa', import.meta.url)),
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
