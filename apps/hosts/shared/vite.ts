/**
 * The hosts' Vite builds: each host is its own root (spa/, html/) served under `/hosts/{kind}/`,
 * built into `build/{kind}`, with the header's catalogs compiled by the same plugin as the site's.
 */
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
// A relative import: Vite bundles the config file and would leave a workspace package external.
import { catalogs } from '../../../packages/header/i18n/vite-plugin.ts';

export function hostConfig(kind: 'spa' | 'html', config: UserConfig = {}): UserConfig {
  return {
    ...config,
    root: fileURLToPath(new URL(`../${kind}`, import.meta.url)),
    base: `/hosts/${kind}/`,
    plugins: [catalogs()],
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
