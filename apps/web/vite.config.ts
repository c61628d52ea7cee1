import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
// A relative import: Vite bundles the config file and would leave a workspace package external.
import { catalogs } from '../../packages/header/i18n-build/vite-plugin.ts';

/**
 * `EXCHANGE_BARE_HOST=1` builds the bare host (into build-bare, react-router.config.ts): the same
 * app and pages with `site-header.tsx`, `site-header-i18n.ts` and `site-header.server.tsx` swapped
 * for their `.bare` twins (no header, no header stylesheet, no header data, no header messages, no
 * kept header HTML), so the header's cost is the difference between the two builds.
 */
const BARE = process.env.EXCHANGE_BARE_HOST === '1';

function bareHost(): Plugin {
  const app = (file: string) => fileURLToPath(new URL(`app/${file}`, import.meta.url));
  const swaps = new Map([
    [app('site-header.tsx'), app('site-header.bare.tsx')],
    [app('site-header-i18n.ts'), app('site-header-i18n.bare.ts')],
    [app('site-header.server.tsx'), app('site-header.bare.server.tsx')],
  ]);
  return {
    name: 'exchange-bare-host',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('site-header')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
  };
}

/** The group the mount guide advises every host to add (its Bundling): the package from source or installed. */
const headerChunk = { name: 'header', test: /(?:packages|@exchange)[\\/]header[\\/]/, tags: ['$initial' as const] };

/**
 * The monorepo builds the header from its TypeScript sources (the `exchange-source` condition of
 * its `exports`); hosts outside it get its build (`dist`).
 */
const SOURCE_CONDITION = 'exchange-source';

export default defineConfig({
  // The site's own catalogs (the header's are modules of its own, loaded by the header's runtime).
  plugins: [...(BARE ? [bareHost()] : []), catalogs({ dir: fileURLToPath(new URL('app/i18n/catalogs', import.meta.url)) }), reactRouter()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  environments: {
    // The header's first-load modules in one chunk (packages/header/README.md, Bundling): Rolldown's default
    // split puts each module the first load shares with an on-demand part (dialogs, drawers) in a
    // chunk of its own, a dozen small files that gzip apart, ~5 KB more for the same code. The bare
    // build keeps Rolldown's default, its smallest (the group would gather the few header modules it
    // uses, locales and i18n helpers, with React into a chunk of their own: ~3 KB more).
    ...(BARE ? {} : { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [headerChunk] } } } } } }),
    // The server build's entry is our Express app, which mounts the reference API and the router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  // Lingui's packages must be pre-bundled or the dev server's first load breaks (DESIGN.md).
  optimizeDeps: { include: ['@lingui/core', '@lingui/react'] },
  ssr: { external: ['better-sqlite3'], resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
});
