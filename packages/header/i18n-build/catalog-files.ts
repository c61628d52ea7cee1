/**
 * Build-time tooling for ICU catalogs (Node only, never in a browser bundle nor in the packed
 * package: i18n-build/ stands apart from the runtime in i18n/, and lint keeps every runtime folder
 * from importing it), shared by the header and the host app: each keeps its catalogs as
 * `{dir}/{locale}/{namespace}.json`, flat `key: ICU message` maps split by feature so translators
 * and developers work on small files. A locale's messages are merged over English (a key a locale
 * lacks shows English, never a raw key) and compiled by Lingui, so the browser ships no ICU parser.
 *
 * The header's catalogs are compiled into committed modules (`compiled/{locale}.ts`, one per
 * locale, and `compiled/index.ts`, their lazy loaders), so a host needs no plugin to use them;
 * `i18n/compiled.test.ts` fails when one is stale (`npm run catalogs --workspace @exchange/header`
 * rewrites them). The host app compiles its own catalogs with the Vite plugin of `vite-plugin.ts`.
 */
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from './pseudo.ts';

export const SOURCE_LOCALE = 'en';

/** The header's catalogs: `nav`, `header` and `mobile` of every locale. */
export const HEADER_CATALOG_DIR = join(import.meta.dirname, '../i18n/catalogs');

/** The header's compiled catalogs, one module per locale (written by `writeCompiledCatalogs`). */
export const HEADER_COMPILED_DIR = join(import.meta.dirname, '../i18n/compiled');

/** Every `{locale}/{namespace}.json` of `dir` merged into one flat map. */
export function readCatalog(dir: string, locale: string): Record<string, string> {
  const folder = join(dir, locale);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>);
  }
  return merged;
}

/** The locale folders of `dir`. */
export function catalogLocales(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export interface CompileOptions {
  /**
   * Pseudo-localize every text (development only; `EXCHANGE_PSEUDO=1 npm run dev`): untranslated
   * or hard-coded text stands out, and so does text that will not fit.
   */
  pseudo?: boolean;
}

/** One locale's messages of `dir` merged over English and compiled, pseudo-localized when asked. */
export function compileCatalog(dir: string, locale: string, { pseudo = false }: CompileOptions = {}): Record<string, CompiledMessage> {
  const messages = { ...readCatalog(dir, SOURCE_LOCALE), ...readCatalog(dir, locale) };
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, pseudo ? [PSEUDO_OPEN, ...compileMessage(message, pseudoText), PSEUDO_CLOSE] : compileMessage(message)]),
  );
}

const GENERATED = '// Generated from ../catalogs by i18n-build/catalog-files.ts (npm run catalogs --workspace @exchange/header): do not edit.\n';

/**
 * The source of a module whose default export is a compiled catalog: the messages on one line (a
 * generated file; its sources are the catalogs' JSON, which diff well).
 */
export function catalogModule(messages: Record<string, CompiledMessage>): string {
  return `${GENERATED}import type { Messages } from '@lingui/core';\nconst messages: Messages = ${JSON.stringify(messages)};\nexport default messages;\n`;
}

/**
 * The source of the loader map: one literal `() => import('./{locale}.ts')` per locale, so every
 * bundler (Vite, webpack, esbuild, Rollup) splits each locale into its own chunk.
 */
export function loadersModule(locales: readonly string[]): string {
  const entries = locales.map((locale) => `  ${JSON.stringify(locale)}: () => import('./${locale}.ts'),`);
  return `${GENERATED}import type { Messages } from '@lingui/core';\n\nexport const loaders: Record<string, () => Promise<{ default: Messages }>> = {\n${entries.join('\n')}\n};\n`;
}

/** Every file of the header's `compiled/` folder and its expected content. */
export function compiledFiles(): Map<string, string> {
  const locales = catalogLocales(HEADER_CATALOG_DIR);
  const files = new Map<string, string>([[join(HEADER_COMPILED_DIR, 'index.ts'), loadersModule(locales)]]);
  for (const locale of locales) files.set(join(HEADER_COMPILED_DIR, `${locale}.ts`), catalogModule(compileCatalog(HEADER_CATALOG_DIR, locale)));
  return files;
}
