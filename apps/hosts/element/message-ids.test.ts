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
import { catalogAsArray, keysLeft, messageIdMap, numberedMessages, renameMessageKeys } from './message-ids.ts';

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

  it('writes a numbered catalog as an array literal, a missing message as a hole', () => {
    const two = new Map([['a.first', '0'], ['a.second', '1'], ['a.third', '2']]);
    const module = catalogAsArray('const messages: Messages = {"a.third":["C ",["x"]],"a.first":["A, \\"1\\""]};\nexport default messages;', two);
    expect(module).toBe('export default [["A, \\"1\\""],,["C ",["x"]]];\n');
  });

  it('refuses a catalog with a message the source catalog lacks, and a module that is not a catalog', () => {
    expect(() => catalogAsArray('const messages = { "nav.no.such": ["x"] }; export default messages;', ids)).toThrow(/nav\.no\.such/);
    expect(() => catalogAsArray('export default 1;', ids)).toThrow(/Not a compiled catalog/);
    expect(() => catalogAsArray('const messages = {a: 1};\nexport default messages;', ids)).toThrow(/not JSON/);
  });
});
