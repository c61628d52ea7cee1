/**
 * Numbered messages for the light element's build. The header names its messages by readable keys
 * (`nav.spot.trade`), and every locale's catalog chunk repeats all of them beside the words: a
 * third of a catalog's gzip bytes, and the same keys again as string literals in the code that
 * asks for them. This build numbers the keys (their place in the source catalog, sorted): the code
 * asks for `"17"`, and each catalog chunk is an array of the messages in that order, which an
 * object lookup by `"17"` reads as it read the object by key. Lingui's own compiler does the same
 * with hashed ids. The first load loses ~0.3 KB of script and ~1 KB of its locale's catalog (gzip).
 *
 * Every key is a complete string literal where the header uses it, so renaming literals is the
 * whole job; `messageIds` stops the build if any literal that begins like a key is left (a key
 * built from parts, or one the catalog lacks). The site's own builds keep the readable keys.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { HEADER_CATALOG_DIR, SOURCE_LOCALE, readCatalog } from '../../../packages/header/i18n-build/catalog-files.ts';

/** Every message key of the source catalog, each to its number (as a string), in sorted order. */
export function messageIdMap(keys: readonly string[] = Object.keys(readCatalog(HEADER_CATALOG_DIR, SOURCE_LOCALE))): Map<string, string> {
  return new Map([...keys].sort().map((key, index) => [key, String(index)]));
}

/** A quoted string literal of the code (keys hold no quotes, escapes or spaces). */
const LITERAL = /(["'`])([\w.-]+)\1/g;

/** The code with every string literal that is exactly a key replaced by the key's number. */
export function renameMessageKeys(code: string, ids: ReadonlyMap<string, string>): string {
  return code.replace(LITERAL, (literal, quote: string, text: string) => {
    const id = ids.get(text);
    return id === undefined ? literal : `${quote}${id}${quote}`;
  });
}

/**
 * String literals that begin like a key (`nav.`, `header.`…) but were not renamed: a key built
 * from parts (`` `nav.account.label.${kind}` ``) or one missing from the catalog. Either would
 * show a number or a key instead of words, so the build stops.
 */
export function keysLeft(code: string, ids: ReadonlyMap<string, string>): string[] {
  const namespaces = [...new Set([...ids.keys()].map((key) => key.slice(0, key.indexOf('.'))))];
  const start = new RegExp(`["'\`]((?:${namespaces.join('|')})\\.[^"'\`]*)`, 'g');
  return [...code.matchAll(start)].map((match) => match[1]!);
}

/**
 * The messages of a compiled catalog module (`const messages = { "<key>": <message>, … }` in JSON,
 * written by i18n-build/catalog-files.ts) in the keys' numbered order; a key the locale lacks is a hole.
 */
export function numberedMessages(code: string, ids: ReadonlyMap<string, string>): unknown[] {
  const literal = /\bmessages(?::\s*\w+)?\s*=\s*(\{[\s\S]*\})\s*;?\s*export default messages\b/.exec(code)?.[1];
  if (literal === undefined) throw new Error('Not a compiled catalog module: no `messages` literal.');
  let messages: Record<string, unknown>;
  try {
    messages = JSON.parse(literal) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`Not a compiled catalog module: its messages are not JSON (${String(error)}).`);
  }
  const numbered: unknown[] = new Array(ids.size);
  for (const [key, message] of Object.entries(messages)) {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`The catalog has a message the source catalog lacks: ${key}`);
    numbered[Number(id)] = message;
  }
  return numbered;
}

/** A locale's compiled catalog module (not the loaders' index). */
const CATALOG_MODULE = /[\\/]i18n[\\/]compiled[\\/](?!index\.)([\w-]+)\.[jt]s$/;
/** The rest of a locale's catalog: a module of this plugin's, beside the catalog. */
const REST_MODULE = /[\\/]i18n[\\/]compiled[\\/]([\w-]+)\.rest\.js$/;
const REST_IMPORT = 'element-catalog-rest:';
/** Where a part of a catalog goes once the build knows which code names which message (renderChunk). */
const placeholder = (part: Part, locale: string) => `@@catalog-${part}:${locale}@@`;
const PLACEHOLDER = /(["'`])@@catalog-(first|rest):([\w-]+)@@\1/g;
type Part = 'first' | 'rest';
/**
 * The loaders of the loaded catalogs' rests: filled by the catalog chunks, awaited by the on-demand
 * chunks that show a message of a rest, which import neither the catalogs nor each other.
 */
const REGISTRY = 'globalThis.__exchangeHeaderCatalogRest';
/** What an on-demand chunk that shows a message of a rest runs first. */
export const AWAIT_REST = `await Promise.all((${REGISTRY}||[]).map((load)=>load()));\n`;

/** The keys a module's code names (whole string literals). */
export function keysIn(code: string, ids: ReadonlyMap<string, string>): string[] {
  return [...code.matchAll(LITERAL)].map((match) => match[2]!).filter((text) => ids.has(text));
}

/**
 * The catalog module the element loads: the messages of the first load (written at renderChunk)
 * and, in the registry, the loader of the rest, which merges it into the same array.
 */
export function splitCatalogModule(locale: string): string {
  return [
    `const messages = ${JSON.stringify(placeholder('first', locale))};`,
    `(${REGISTRY} ||= []).push(() => import(${JSON.stringify(REST_IMPORT + locale)}).then((rest) => Object.assign(messages, rest.default)));`,
    'export default messages;',
    '',
  ].join('\n');
}

/** A numbered catalog's messages of one part (every other one a hole), as an array literal. */
export function partAsArray(messages: readonly unknown[], part: ReadonlySet<string>): string {
  return `[${Array.from(messages, (message, index) => (message === undefined || !part.has(String(index)) ? '' : JSON.stringify(message))).join(',')}]`;
}

/**
 * The element's numbered messages, each locale's catalog in two parts. The first load's code (the
 * modules bundled into the entry chunk, element.js) names most messages; the dialogs, which load
 * on demand, name a few that nothing else shows. A locale's catalog chunk holds the first part;
 * the rest is a chunk of its own, which the catalog chunk registers and every on-demand chunk that
 * names one of its messages loads before it runs (a top-level await), so no part ever shows a
 * number. A message no code names is in neither part.
 */
export function messageIds(ids: ReadonlyMap<string, string> = messageIdMap()): Plugin {
  const moduleKeys = new Map<string, readonly string[]>();
  const catalogs = new Map<string, unknown[]>();
  const parts: Record<Part, Set<string>> = { first: new Set(), rest: new Set() };
  // The first part: every message the entry chunk's own modules name (the modules that made it
  // into element.js, not every module it imports: a re-exported part nothing uses is left out).
  const splitParts = (chunks: Record<string, { isEntry: boolean; moduleIds: readonly string[] }>) => {
    const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
    if (entry === undefined) throw new Error('The element build has no entry chunk.');
    const first = new Set(entry.moduleIds);
    for (const [id, keys] of moduleKeys) for (const key of keys) (first.has(id) ? parts.first : parts.rest).add(ids.get(key)!);
    for (const id of parts.first) parts.rest.delete(id);
  };
  return {
    name: 'element:message-ids',
    apply: 'build',
    resolveId(source, importer) {
      if (!source.startsWith(REST_IMPORT) || importer === undefined) return undefined;
      return join(dirname(importer), `${source.slice(REST_IMPORT.length)}.rest.js`);
    },
    load(id) {
      const locale = REST_MODULE.exec(id)?.[1];
      return locale === undefined ? undefined : `export default ${JSON.stringify(placeholder('rest', locale))};\n`;
    },
    transform(code, id) {
      const locale = CATALOG_MODULE.exec(id)?.[1];
      if (locale !== undefined) {
        catalogs.set(locale, numberedMessages(code, ids));
        return { code: splitCatalogModule(locale), map: null };
      }
      if (!REST_MODULE.test(id)) moduleKeys.set(id, keysIn(code, ids));
      return undefined;
    },
    renderChunk(code, chunk, _options, meta) {
      if (parts.first.size === 0) splitParts(meta.chunks);
      const filled = code.replace(PLACEHOLDER, (_literal, _quote, part: Part, locale: string) => {
        const messages = catalogs.get(locale);
        if (!messages) throw new Error(`No catalog was read for ${locale}.`);
        return partAsArray(messages, parts[part]);
      });
      const renamed = renameMessageKeys(filled, ids);
      const needsRest = !chunk.isEntry && chunk.moduleIds.some((id) => moduleKeys.get(id)?.some((key) => parts.rest.has(ids.get(key)!)));
      return { code: needsRest ? AWAIT_REST + renamed : renamed, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const left = keysLeft(chunk.code, ids);
        if (left.length > 0) this.error(`${chunk.fileName} still names messages by key (${left.slice(0, 3).join(', ')}): only whole keys can be numbered.`);
        if (/@@catalog-/.test(chunk.code)) this.error(`${chunk.fileName} still holds a catalog placeholder.`);
      }
    },
  };
}
