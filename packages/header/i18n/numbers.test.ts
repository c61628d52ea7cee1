import { LOCALES } from '@exchange/contract';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './index.ts';
import { formatCount, numberLocale } from './numbers.ts';
import { HEADER_CATALOG_DIR, compileCatalog } from '../i18n-build/catalog-files.ts';

const SAMPLES = [0, 1, 2, 7, 10, 21, 99, 100, 101, 999, 1000, 1001, 12_345, 1_234_567, 2.5, -3];

describe('formatCount', () => {
  it.each(LOCALES.map((entry) => entry.locale))('%s: writes every sample as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(numberLocale(locale));
    for (const count of SAMPLES) expect(formatCount(count, locale), String(count)).toBe(intl.format(count));
  });

  it('writes every count below 1,000 as Intl.NumberFormat does, in every locale', () => {
    const mismatches = LOCALES.flatMap(({ locale }) => {
      const intl = new Intl.NumberFormat(numberLocale(locale));
      return Array.from({ length: 1000 }, (_, count) => count).filter((count) => formatCount(count, locale) !== intl.format(count)).map((count) => `${locale} ${count}`);
    });
    expect(mismatches).toEqual([]);
  });
});

describe('Arabic digits', () => {
  const original = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = original;
    vi.resetModules();
  });

  /**
   * Intl as in an ICU whose data makes Arabic-Indic digits the default for `ar` (as browsers'
   * data has at times): a tag without a numbering system of its own gets `-u-nu-arab`.
   */
  function stubArabicIndicDefault(): void {
    const tag = (locale: string): string => (/^ar\b/.test(locale) && !locale.includes('-u-') ? `${locale}-u-nu-arab` : locale);
    const tagged = (locales: Intl.LocalesArgument): Intl.LocalesArgument =>
      typeof locales === 'string' ? tag(locales) : Array.isArray(locales) ? (locales as readonly string[]).map(tag) : locales;
    Intl.NumberFormat = new Proxy(original, {
      construct: (target, [locales, options]: ConstructorParameters<typeof Intl.NumberFormat>) => new target(tagged(locales), options),
    });
  }

  it('are formatted as ar-u-nu-latn', () => {
    expect(numberLocale('ar')).toBe('ar-u-nu-latn');
    expect(numberLocale('en')).toBe('en');
  });

  it('are Latin at every size, even where ar defaults to Arabic-Indic digits', async () => {
    stubArabicIndicDefault();
    expect(new Intl.NumberFormat('ar').format(1234), 'the stub').toBe('١٬٢٣٤');
    vi.resetModules();
    const numbers = await import('./numbers.ts');
    expect([7, 999, 1000, 12_345, 1_234_567, 2.5].map((count) => numbers.formatCount(count, 'ar'))).toEqual(['7', '999', '1,000', '12,345', '1,234,567', '2.5']);
  });

  it('are Latin in a plural # too', () => {
    stubArabicIndicDefault();
    const i18n = createI18n({ locale: 'ar', messages: { items: compileMessage('{count, plural, zero {# عنصر} one {# عنصر} two {# عنصر} few {# عناصر} many {# عنصرًا} other {# عنصر}}') } });
    expect(i18n._('items', { count: 1234 })).toBe('1,234 عنصرًا');
  });
});

describe('count messages', () => {
  /** Counts how often `run` constructs an Intl.NumberFormat. */
  function numberFormatsConstructed(run: () => void): number {
    const original = Intl.NumberFormat;
    let constructed = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        constructed += 1;
        return new target(...args);
      },
    });
    try {
      run();
    } finally {
      Intl.NumberFormat = original;
    }
    return constructed;
  }

  it('choose their plural form without constructing an Intl.NumberFormat (patches/@lingui+core)', () => {
    const i18n = createI18n({ locale: 'ru', messages: compileCatalog(HEADER_CATALOG_DIR, 'ru') });
    let text = '';
    const constructed = numberFormatsConstructed(() => {
      text = i18n._('nav.badge.points', { count: 21, countText: formatCount(21, 'ru') });
    });
    expect(text).toBe('21 балл');
    expect(constructed).toBe(0);
  });

  it('still format a # in a plural branch with the locale grouping', () => {
    const i18n = createI18n({ locale: 'de', messages: { items: compileMessage('{count, plural, one {# Eintrag} other {# Einträge}}') } });
    expect(i18n._('items', { count: 1234 })).toBe('1.234 Einträge');
  });

  it('write their count with {countText}, never #, in every catalog', () => {
    const catalogs = fileURLToPath(new URL('catalogs', import.meta.url));
    const withHash = readdirSync(catalogs).flatMap((locale) =>
      readdirSync(join(catalogs, locale)).flatMap((file) =>
        Object.entries(JSON.parse(readFileSync(join(catalogs, locale, file), 'utf8')) as Record<string, string>)
          .filter(([, message]) => message.includes('#'))
          .map(([key]) => `${locale}/${file} ${key}`),
      ),
    );
    expect(withHash).toEqual([]);
  });
});
