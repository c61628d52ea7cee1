/**
 * The catalog checks, shared by the header's catalogs (`i18n/catalogs.test.ts`, `i18n/usage.test.ts`)
 * and the site's (`apps/web/app/i18n/*.test.ts`): each side calls these with its own folder.
 */
import { parse } from '@messageformat/parser';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHINESE_LOCALES, LOCALES, isLocale, localeEntry } from '@exchange/contract';
import { catalogLocales, readCatalog } from '../../i18n-build/catalog-files.ts';
import { messageParameters as parameters, pluralCases } from '../icu.ts';

export interface CatalogSuite {
  /** `{dir}/{locale}/{namespace}.json`. */
  dir: string;
  /**
   * Keys only Chinese locales show. English holds the source, which is also the fallback of a
   * Chinese page whose catalog failed to load; no other locale translates them.
   */
  chineseOnlyKeys?: readonly string[];
  /** The brand's key (kept as written in every locale) and the keys whose text must contain it. */
  brand: { key: string; containedIn: readonly string[] };
  /** Glossaries (`{glossaryDir}/{locale}.md`) that must record the catalog's text of `settledKeys`. */
  glossary?: { dir: string; settledKeys: readonly string[] };
}

const isChinese = (locale: string): boolean => (CHINESE_LOCALES as readonly string[]).includes(locale);

/**
 * Every locale folder has the same files and keys as English (but the Chinese-only keys), every
 * message parses as ICU MessageFormat and uses exactly English's parameters, every plural offers
 * exactly its language's categories (Arabic six, Russian, Ukrainian and Polish four).
 */
export function describeCatalogs({ dir, chineseOnlyKeys = [], brand, glossary }: CatalogSuite): void {
  const english = readCatalog(dir, 'en');
  const locales = catalogLocales(dir);

  it('are only for locales of the locale table', () => {
    const known = new Set<string>(LOCALES.map((entry) => entry.locale));
    expect(locales.filter((locale) => !known.has(locale))).toEqual([]);
    expect(locales).toContain('en');
  });

  it('every English message parses', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, message] of Object.entries(english)) expect(() => parse(message), key).not.toThrow();
  });

  it.each(locales)('%s plurals offer exactly the categories of the language', (locale) => {
    if (!isLocale(locale)) throw new Error(`${locale} is not a locale`);
    const categories = [...new Intl.PluralRules(localeEntry(locale).lang).resolvedOptions().pluralCategories].sort();
    for (const [key, message] of Object.entries(readCatalog(dir, locale))) {
      for (const cases of pluralCases(message)) expect([...cases].sort(), `${locale} ${key}`).toEqual(categories);
    }
  });

  describe.each(locales.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const catalog = readCatalog(dir, locale);

    it('has the same files as English', () => {
      expect(readdirSync(join(dir, locale)).sort()).toEqual(readdirSync(join(dir, 'en')).sort());
    });

    it('has every English key and no other', () => {
      const keys = Object.keys(catalog);
      const expected = Object.keys(english).filter((key) => isChinese(locale) || !chineseOnlyKeys.includes(key));
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

  it.each(locales)('%s keeps the brand name, as written', (locale) => {
    const catalog = readCatalog(dir, locale);
    const name = english[brand.key];
    expect(name, brand.key).toBeTypeOf('string');
    expect(catalog[brand.key], `${locale} ${brand.key}`).toBe(name);
    for (const key of brand.containedIn) expect(catalog[key], `${locale} ${key}`).toContain(name);
  });

  if (glossary) {
    it.each(locales)('%s has a glossary that records its settled terms', (locale) => {
      const file = join(glossary.dir, `${locale}.md`);
      expect(existsSync(file), `glossary/${locale}.md`).toBe(true);
      const text = readFileSync(file, 'utf8');
      const catalog = readCatalog(dir, locale);
      for (const key of glossary.settledKeys) expect(text, `${locale} ${key}`).toContain(catalog[key] ?? '');
    });
  }
}

/** Folders never read as code: dependencies, builds, catalogs and their compiled modules, tests. */
const SKIP = new Set(['node_modules', 'catalogs', 'compiled', 'dist', 'build', 'build-bare', '.react-router', 'test', 'glossary']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

export interface UsageSuite {
  /** The English catalog folder (`{dir}/en`): the source every other locale must match. */
  dir: string;
  /** The folders whose code must write the keys. */
  code: readonly string[];
  /** Families of keys built from data (`pages.title.${routeId}`): each must match its data exactly. */
  families?: readonly { prefix: string; members: readonly string[] }[];
}

/**
 * No catalog key is unused, and no family of keys drifts from its data: every key of the English
 * catalog is written as a string literal in the code, or belongs to a family whose members the code
 * builds from data.
 */
export function describeKeyUsage({ dir, code: folders, families = [] }: UsageSuite): void {
  const english = resolve(dir, 'en');
  const code = folders.flatMap((folder) => sources(folder)).map((file) => readFileSync(file, 'utf8')).join('\n');
  const written = (key: string) => [`'${key}'`, `"${key}"`, `\`${key}\``].some((literal) => code.includes(literal));
  const keys = readdirSync(english).flatMap((file) => Object.keys(JSON.parse(readFileSync(join(english, file), 'utf8')) as Record<string, string>));

  it('reads the code and the English catalog', () => {
    expect(code.length).toBeGreaterThan(10_000);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('writes every key that is not in a family as a literal somewhere in the code', () => {
    const unused = keys.filter((key) => !families.some((family) => key.startsWith(family.prefix)) && !written(key));
    expect(unused).toEqual([]);
  });

  for (const { prefix, members } of families) {
    it(`has exactly one ${prefix} key per member of its data`, () => {
      const found = keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
      expect([...found].sort()).toEqual([...members].sort());
    });
  }
}
