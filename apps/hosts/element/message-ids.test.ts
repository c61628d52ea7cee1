/**
 * The element build's numbered messages (message-ids.ts): literals that are keys become numbers and
 * nothing else changes; each locale's compiled catalog module, as an array, gives through the
 * element's Lingui exactly the text the keyed catalog gives for every message; a key built from
 * parts, or one the source catalog lacks, stops the build.
 */
import { LOCALES } from '@exchange/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER_COMPILED_DIR } from '../../../packages/header/i18n-build/catalog-files.ts';
import { setupI18n } from './lingui-core.ts';
import { AWAIT_REST, keysIn, keysLeft, messageIdMap, numberedMessages, partAsArray, renameMessageKeys, splitCatalogModule } from './message-ids.ts';

const ids = messageIdMap();

describe('numbered messages', () => {
  it('numbers every key of the source catalog once, in sorted order', () => {
    const keys = [...ids.keys()];
    expect(keys.length).toBeGreaterThan(150);
    expect(keys).toEqual([...keys].sort());
    expect([...ids.values()]).toEqual(keys.map((_, index) => String(index)));
  });

  it('renames key literals in any quotes and leaves every other string alone', () => {
    const trade = ids.get('nav.spot.trade');
    const brand = ids.get('header.brand');
    const code = `t("nav.spot.trade");t('header.brand');x=\`nav.spot.trade\`;y="nav.spot";z="nav.spot.trade.more";w="data-nav.spot.trade"`;
    expect(renameMessageKeys(code, ids)).toBe(`t("${trade}");t('${brand}');x=\`${trade}\`;y="nav.spot";z="nav.spot.trade.more";w="data-nav.spot.trade"`);
  });

  it('finds literals that begin like a key and were not renamed: a key built from parts, or an unknown one', () => {
    expect(keysLeft(renameMessageKeys('t("nav.spot.trade");t("header.brand")', ids), ids)).toEqual([]);
    expect(keysLeft('t(`nav.account.label.${kind}`)', ids)).toEqual(['nav.account.label.${kind}']);
    expect(keysLeft('t("header.no.such.message")', ids)).toEqual(['header.no.such.message']);
    expect(keysLeft('import "./nav-abc.js"; x="navigation"', ids)).toEqual([]);
  });

  it.each(LOCALES.map(({ locale }) => locale))('the %s catalog as an array reads, by number, as the keyed catalog reads by key', (locale) => {
    const code = readFileSync(join(HEADER_COMPILED_DIR, `${locale}.ts`), 'utf8');
    const keyed = JSON.parse(code.slice(code.indexOf('= {') + 2, code.lastIndexOf('}') + 1)) as Record<string, never>;
    const numbered = numberedMessages(code, ids) as never[];
    expect(numbered).toHaveLength(ids.size);
    const values = { language: 'English', currency: 'USD', loginName: 'main@demo', uid: '1', level: 3, percent: 20, value: 8, count: 5, countText: '5' };
    const byKey = setupI18n({ locale: 'en', locales: ['en'], messages: { en: keyed } });
    const byNumber = setupI18n({ locale: 'en', locales: ['en'], messages: { en: numbered as never } });
    for (const [key, id] of ids) {
      if (!(key in keyed)) continue;
      expect(byNumber._(id, values), `${locale} ${key}`).toBe(byKey._(key, values));
    }
  });

  it('writes one part of a numbered catalog as an array literal: a message of the other part, or a missing one, is a hole', () => {
    const messages = [['A, "1"'], undefined, ['C ', ['x']], ['D']];
    expect(partAsArray(messages, new Set(['0', '1', '2']))).toBe('[["A, \\"1\\""],,["C ",["x"]],]');
    expect(partAsArray(messages, new Set(['3']))).toBe('[,,,["D"]]');
  });

  it("a locale's catalog module holds its first part and registers the loader of its rest, which fills the same array", () => {
    const module = splitCatalogModule('ru');
    expect(module).toContain('const messages = "@@catalog-first:ru@@";');
    expect(module).toContain('import("element-catalog-rest:ru").then((rest) => Object.assign(messages, rest.default))');
    expect(module).toMatch(/export default messages;/);
    // What an on-demand chunk runs first awaits every registered loader.
    expect(AWAIT_REST).toMatch(/^await Promise\.all\(\(globalThis\.__exchangeHeaderCatalogRest\|\|\[\]\)\.map/);
    // The rest merges into the first part's array: holes stay holes, the rest's messages land at their numbers.
    const first: unknown[] = new Array(4);
    first[0] = ['A'];
    first[3] = ['D'];
    const rest: unknown[] = new Array(3);
    rest[1] = ['B'];
    rest[2] = ['C'];
    Object.assign(first, rest);
    expect(first).toEqual([['A'], ['B'], ['C'], ['D']]);
  });

  it('finds the keys a module names, only whole literals', () => {
    expect(keysIn('t("nav.spot.trade");x="nav.spot";y=`header.brand`', ids)).toEqual(['nav.spot.trade', 'header.brand']);
  });

  it('refuses a catalog with a message the source catalog lacks, and a module that is not a catalog', () => {
    expect(() => numberedMessages('const messages = { "nav.no.such": ["x"] }; export default messages;', ids)).toThrow(/nav\.no\.such/);
    expect(() => numberedMessages('export default 1;', ids)).toThrow(/Not a compiled catalog/);
    expect(() => numberedMessages('const messages = {a: 1};\nexport default messages;', ids)).toThrow(/not JSON/);
  });
});
