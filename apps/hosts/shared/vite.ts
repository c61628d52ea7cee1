/**
 * The hosts' Vite builds: each host is its own root (spa/, html/) served under `/hosts/{kind}/`,
 * built into `build/{kind}`. No plugin: the header's catalogs are plain modules. Like the site, the
 * monorepo's hosts build the header from its sources (the `exchange-source` condition of its
 * exports), so they need no header build first; outside the monorepo they would get its `dist`.
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

export function hostConfig(kind: 'spa' | 'html', config: UserConfig = {}): UserConfig {
  return {
    ...config,
    root: fileURLToPath(new URL(`../${kind}`, import.meta.url)),
    base: `/hosts/${kind}/`,
    resolve: { conditions: ['exchange-source', ...defaultClientConditions] },
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
