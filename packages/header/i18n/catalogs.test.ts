/**
 * The catalogs stay in step with English: every locale folder has the same files and keys as
 * English, every message parses as ICU MessageFormat, and uses exactly English's parameters.
 */
import { parse } from '@messageformat/parser';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, isLocale, localeEntry } from '@exchange/contract';
import { messageParameters as parameters, pluralCases } from './icu.ts';
import { catalogLocales, readCatalog } from './vite-plugin.ts';

const DIR = join(import.meta.dirname, 'catalogs');
const english = readCatalog('en');
const locales = catalogLocales();

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
      expect(Object.keys(english).filter((key) => !(key in catalog)), 'missing keys').toEqual([]);
      expect(keys.filter((key) => !(key in english)), 'extra keys').toEqual([]);
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
});
