import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// A relative import: Vite bundles the config file and would leave a workspace package external.
import { catalogs } from '../../packages/header/i18n/vite-plugin.ts';

/**
 * `EXCHANGE_BARE_HOST=1` builds the bare host (into build-bare, react-router.config.ts): the same
 * app and pages with `site-header.tsx` swapped for `site-header.bare.tsx` (no header, no header
 * stylesheet, no header data, no header messages), so the header's cost is the difference between
 * the two builds.
 */
const BARE = process.env.EXCHANGE_BARE_HOST === '1';

function bareHost(): Plugin {
  const header = fileURLToPath(new URL('app/site-header.tsx', import.meta.url));
  const bare = fileURLToPath(new URL('app/site-header.bare.tsx', import.meta.url));
  return {
    name: 'exchange-bare-host',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('site-header')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === header ? bare : null;
    },
  };
}

export default defineConfig({
  // The bare host's catalogs leave out the header's namespaces (its pages use common, pages, account).
  plugins: [...(BARE ? [bareHost()] : []), catalogs(BARE ? { omit: ['header', 'nav', 'mobile'] } : {}), reactRouter()],
  environments: {
    // The server build's entry is our Express app, which mounts the reference API and the router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  // Lingui's packages must be pre-bundled or the dev server's first load breaks (DESIGN.md).
  optimizeDeps: { include: ['@lingui/core', '@lingui/react'] },
  ssr: { external: ['better-sqlite3'] },
});
