/**
 * Vite plugin that turns the ICU message catalogs into one lazily loaded module per locale.
 *
 * Source: `catalogs/{locale}/{namespace}.json`, flat `key: ICU message` maps split by feature so
 * translators and developers work on small files. Output: `virtual:catalogs` exports a loader per
 * locale; each loader imports `virtual:catalog/{locale}`, which holds that locale's messages merged
 * over English (a key a locale lacks shows English, never a raw key) and compiled by Lingui, so
 * the browser ships no ICU parser.
 */
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from './pseudo.ts';

const CATALOG_DIR = join(import.meta.dirname, 'catalogs');
const LIST_ID = 'virtual:catalogs';
const ONE_ID = 'virtual:catalog/';
const HREFS_ID = 'virtual:catalog-hrefs';

/**
 * The client build's chunk of each locale's catalog (`/assets/en-Bi1atEF3.js`), recorded when the
 * client bundle is written and read by the server build that follows it in the same process, so
 * the server render can preload the page's catalog (`virtual:catalog-hrefs`). Empty in
 * development, where there are no chunks: the page then loads its catalog without the hint.
 */
const clientCatalogHrefs = new Map<string, string>();
const SOURCE_LOCALE = 'en';

/** Every `{locale}/{namespace}.json` merged into one flat map per locale, but the `omit`ted namespaces. */
export function readCatalog(locale: string, dir = CATALOG_DIR, omit: readonly string[] = []): Record<string, string> {
  const folder = join(dir, locale);
  const merged: Record<string, string> = {};
  const files = readdirSync(folder).filter((name) => name.endsWith('.json') && !omit.includes(name.slice(0, -'.json'.length)));
  for (const file of files.sort()) {
    Object.assign(merged, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>);
  }
  return merged;
}

export function catalogLocales(dir = CATALOG_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export interface CatalogOptions {
  /**
   * Serve every locale pseudo-localized (development only; `EXCHANGE_PSEUDO=1 npm run dev`):
   * untranslated or hard-coded text stands out, and so does text that will not fit.
   */
  pseudo?: boolean;
  /**
   * Namespaces (file names without `.json`) left out of every catalog. The bare host build
   * (apps/web, `EXCHANGE_BARE_HOST=1`) leaves out the header's own, so the header's cost in
   * message bytes shows in the difference between the two builds.
   */
  omit?: readonly string[];
}

/** One locale's messages merged over English and compiled, pseudo-localized when asked. */
export function compileCatalog(locale: string, { pseudo = false, omit = [] }: CatalogOptions = {}): Record<string, CompiledMessage> {
  const messages = { ...readCatalog(SOURCE_LOCALE, CATALOG_DIR, omit), ...readCatalog(locale, CATALOG_DIR, omit) };
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, pseudo ? [PSEUDO_OPEN, ...compileMessage(message, pseudoText), PSEUDO_CLOSE] : compileMessage(message)]),
  );
}

export function catalogs(options: CatalogOptions = {}): Plugin {
  let pseudo = false;
  let base = '/';
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
      for (const chunk of Object.values(bundle)) {
        const module = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
        if (module?.startsWith(`\0${ONE_ID}`)) clientCatalogHrefs.set(module.slice(ONE_ID.length + 1), `${base}${chunk.fileName}`);
      }
    },
    load(id) {
      if (id === `\0${HREFS_ID}`) return `export const catalogHrefs = ${JSON.stringify(Object.fromEntries(clientCatalogHrefs))};\n`;
      if (id === `\0${LIST_ID}`) {
        const entries = catalogLocales().map((locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(ONE_ID + locale)}),`);
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${ONE_ID}`)) {
        const locale = id.slice(ONE_ID.length + 1);
        for (const name of [SOURCE_LOCALE, locale]) {
          for (const file of readdirSync(join(CATALOG_DIR, name))) this.addWatchFile(join(CATALOG_DIR, name, file));
        }
        return `export default ${JSON.stringify(compileCatalog(locale, { pseudo, omit: options.omit ?? [] }))};\n`;
      }
      return undefined;
    },
  };
}
