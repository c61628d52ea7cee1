/**
 * The catalogs stay in step with English: every locale folder has the same files and keys as
 * English (but the Chinese-only keys, which only English and the Chinese catalogs hold), every
 * message parses as ICU MessageFormat, and uses exactly English's parameters. Every locale has a
 * glossary that records the terms its catalog uses for the terms settled across all locales.
 */
import { parse } from '@messageformat/parser';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHINESE_LOCALES, LOCALES, isLocale, localeEntry } from '@exchange/contract';
import { messageParameters as parameters, pluralCases } from './icu.ts';
import { catalogLocales, readCatalog } from './vite-plugin.ts';

const DIR = join(import.meta.dirname, 'catalogs');
const GLOSSARY_DIR = join(import.meta.dirname, 'glossary');
const english = readCatalog('en');
const locales = catalogLocales();

/**
 * Keys only Chinese locales show (nav/fee.ts: "r折"). English holds the source, which is also
 * the fallback of a Chinese page whose catalog failed to load; no other locale translates them.
 */
const CHINESE_ONLY_KEYS = ['nav.fee.discountZh'];
const isChinese = (locale: string): boolean => (CHINESE_LOCALES as readonly string[]).includes(locale);
/** Keys whose terms were settled for every locale (issue 12): each glossary records its catalog's term. */
const SETTLED_KEYS = ['nav.strategy.custodial', 'nav.account.label.sub.custodial', 'nav.tradeInfo.discountRate'];

describe('message catalogs', () => {
  it('are only for locales of the locale table', () => {
    const known = new Set<string>(LOCALES.map((entry) => entry.locale));
    expect(locales.filter((locale) => !known.has(locale))).toEqual([]);
    expect(locales).toContain('en');
  });

  it('every English message parses', () => {
    for (const [key, message] of Object.entries(english)) expect(() => parse(message), key).not.toThrow();
  });

  it.each(locales)('%s plurals offer exactly the categories of the language', (locale) => {
    if (!isLocale(locale)) throw new Error(`${locale} is not a locale`);
    const categories = [...new Intl.PluralRules(localeEntry(locale).lang).resolvedOptions().pluralCategories].sort();
    for (const [key, message] of Object.entries(readCatalog(locale))) {
      for (const cases of pluralCases(message)) expect([...cases].sort(), `${locale} ${key}`).toEqual(categories);
    }
  });

  describe.each(locales.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const catalog = readCatalog(locale);

    it('has the same files as English', () => {
      expect(readdirSync(join(DIR, locale)).sort()).toEqual(readdirSync(join(DIR, 'en')).sort());
    });

    it('has every English key and no other', () => {
      const keys = Object.keys(catalog);
      const expected = Object.keys(english).filter((key) => isChinese(locale) || !CHINESE_ONLY_KEYS.includes(key));
      expect(expected.filter((key) => !(key in catalog)), 'missing keys').toEqual([]);
      expect(keys.filter((key) => !expected.includes(key)), 'extra keys').toEqual([]);
    });

    it('has messages that parse and use the same parameters as English', () => {
      for (const [key, message] of Object.entries(catalog)) {
        const source = english[key];
        if (source === undefined) continue;
        expect(() => parse(message), `${locale} ${key}`).not.toThrow();
        expect(parameters(message), `${locale} ${key}`).toEqual(parameters(source));
      }
    });
  });

  it.each(locales)('%s keeps the brand name, as written, in the home links', (locale) => {
    const catalog = readCatalog(locale);
    const brand = english['common.brand'] ?? '';
    expect(catalog['common.brand'] ?? brand).toBe(brand);
    for (const key of ['nav.menu.brand']) expect(catalog[key], `${locale} ${key}`).toContain(brand);
  });

  it.each(locales)('%s has a glossary that records its settled terms', (locale) => {
    const file = join(GLOSSARY_DIR, `${locale}.md`);
    expect(existsSync(file), `glossary/${locale}.md`).toBe(true);
    const glossary = readFileSync(file, 'utf8');
    const catalog = readCatalog(locale);
    for (const key of SETTLED_KEYS) expect(glossary, `${locale} ${key}`).toContain(catalog[key] ?? '');
  });
});
