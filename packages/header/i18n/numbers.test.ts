import { LOCALES, localeEntry } from '@exchange/contract';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { formatCount } from './numbers.ts';
import { compileCatalog } from './vite-plugin.ts';

const SAMPLES = [0, 1, 2, 7, 10, 21, 99, 100, 101, 999, 1000, 1001, 12_345, 1_234_567, 2.5, -3];

describe('formatCount', () => {
  it.each(LOCALES.map((entry) => entry.locale))('%s: writes every sample as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(localeEntry(locale).lang);
    for (const count of SAMPLES) expect(formatCount(count, locale), String(count)).toBe(intl.format(count));
  });

  it('writes every count below 1,000 as Intl.NumberFormat does, in every locale', () => {
    const mismatches = LOCALES.flatMap(({ locale, lang }) => {
      const intl = new Intl.NumberFormat(lang);
      return Array.from({ length: 1000 }, (_, count) => count).filter((count) => formatCount(count, locale) !== intl.format(count)).map((count) => `${locale} ${count}`);
    });
    expect(mismatches).toEqual([]);
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
    const i18n = createI18n({ locale: 'ru', messages: compileCatalog('ru') });
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
