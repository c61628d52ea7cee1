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

/** The module of a numbered catalog: an array literal whose holes read as missing messages. */
export function catalogAsArray(code: string, ids: ReadonlyMap<string, string>): string {
  const messages = numberedMessages(code, ids);
  return `export default [${Array.from(messages, (message) => (message === undefined ? '' : JSON.stringify(message))).join(',')}];\n`;
}

/** A locale's compiled catalog module (not the loaders' index). */
const CATALOG_MODULE = /[\\/]i18n[\\/]compiled[\\/](?!index\.)[\w-]+\.[jt]s$/;

export function messageIds(ids: ReadonlyMap<string, string> = messageIdMap()): Plugin {
  return {
    name: 'element:message-ids',
    apply: 'build',
    transform(code, id) {
      return CATALOG_MODULE.test(id) ? { code: catalogAsArray(code, ids), map: null } : undefined;
    },
    renderChunk(code) {
      return { code: renameMessageKeys(code, ids), map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const left = keysLeft(chunk.code, ids);
        if (left.length > 0) this.error(`${chunk.fileName} still names messages by key (${left.slice(0, 3).join(', ')}): only whole keys can be numbered.`);
      }
    },
  };
}
