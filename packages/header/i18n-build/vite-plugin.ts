/**
 * Vite plugin for a host's OWN catalogs (the header needs none: its catalogs are compiled modules,
 * `compiled/`). It turns `{dir}/{locale}/{namespace}.json` into one lazily loaded module per
 * locale, compiled by Lingui (catalog-files.ts): `virtual:catalogs` exports a loader per locale,
 * each importing `virtual:catalog/{locale}`. `virtual:catalog-hrefs` gives, per locale, the client
 * build's chunks of the page's catalogs, the host's and the header's, for `<link rel=modulepreload>`.
 * With `pseudo` (development), the header's compiled modules are served pseudo-localized too.
 *
 * Build tooling (i18n-build/, apart from the runtime in i18n/): not part of the packed package; a
 * host of this repository imports it by path.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { HEADER_CATALOG_DIR, SOURCE_LOCALE, catalogLocales, compileCatalog } from './catalog-files.ts';

const LIST_ID = 'virtual:catalogs';
const ONE_ID = 'virtual:catalog/';
const HREFS_ID = 'virtual:catalog-hrefs';

/** A module of the header's compiled catalogs, from its sources or its build (`dist`): group 1 is the locale. */
const HEADER_COMPILED = /[/\\]i18n[/\\]compiled[/\\](?!index\.)([\w-]+)\.[jt]s$/;

/**
 * The client build's chunks of each locale's catalogs (`/assets/en-Bi1atEF3.js`), recorded when the
 * client bundle is written and read by the server build that follows it in the same process, so
 * the server render can preload the page's catalogs. Empty in development, where there are no
 * chunks: the page then loads its catalogs without the hint.
 */
const clientCatalogHrefs = new Map<string, string[]>();

export interface CatalogPluginOptions {
  /** The host's catalog folder: `{dir}/{locale}/{namespace}.json`. */
  dir: string;
  /**
   * Serve every locale pseudo-localized (development only; `EXCHANGE_PSEUDO=1 npm run dev`):
   * untranslated or hard-coded text stands out, and so does text that will not fit.
   */
  pseudo?: boolean;
}

export function catalogs(options: CatalogPluginOptions): Plugin {
  let pseudo = false;
  let base = '/';
  const watch = (addWatchFile: (file: string) => void, dir: string, locale: string) => {
    for (const name of [SOURCE_LOCALE, locale]) for (const file of readdirSync(join(dir, name))) addWatchFile(join(dir, name, file));
  };
  return {
    name: 'exchange-catalogs',
    configResolved(config) {
      pseudo = config.command === 'serve' && (options.pseudo ?? process.env.EXCHANGE_PSEUDO === '1');
      base = config.base;
    },
    resolveId(id) {
      if (id === LIST_ID || id === HREFS_ID || id.startsWith(ONE_ID)) return `\0${id}`;
      return undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      clientCatalogHrefs.clear();
      for (const chunk of Object.values(bundle)) {
        const module = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
        if (!module) continue;
        const locale = module.startsWith(`\0${ONE_ID}`) ? module.slice(ONE_ID.length + 1) : HEADER_COMPILED.exec(module)?.[1];
        if (locale) clientCatalogHrefs.set(locale, [...(clientCatalogHrefs.get(locale) ?? []), `${base}${chunk.fileName}`].sort());
      }
    },
    load(id) {
      if (id === `\0${HREFS_ID}`) return `export const catalogHrefs = ${JSON.stringify(Object.fromEntries(clientCatalogHrefs))};\n`;
      if (id === `\0${LIST_ID}`) {
        const entries = catalogLocales(options.dir).map((locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(ONE_ID + locale)}),`);
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${ONE_ID}`)) {
        const locale = id.slice(ONE_ID.length + 1);
        watch((file) => this.addWatchFile(file), options.dir, locale);
        return `export default ${JSON.stringify(compileCatalog(options.dir, locale, { pseudo }))};\n`;
      }
      const header = pseudo ? HEADER_COMPILED.exec(id)?.[1] : undefined;
      if (header) {
        watch((file) => this.addWatchFile(file), HEADER_CATALOG_DIR, header);
        return `export default ${JSON.stringify(compileCatalog(HEADER_CATALOG_DIR, header, { pseudo }))};\n`;
      }
      return undefined;
    },
  };
}
