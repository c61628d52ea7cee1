/**
 * The element's Lingui (lingui-core.ts) against the real one: every message of every locale's
 * compiled catalog, with the values the header passes and more, gives the same text, under the
 * same locales as the header's instances (i18n/runtime.ts). A catalog that comes to use what the
 * element's Lingui leaves out (number, date, time formats) fails here first.
 */
import { LOCALES, type Locale } from '@exchange/contract';
import { setupI18n as realSetupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { importHeaderCatalog, numberLocale } from '@exchange/header/i18n';
import { setupI18n } from './lingui-core.ts';

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1000, 1.5, -1];
const TEXT_VALUES = { language: 'English', currency: 'USD', loginName: 'main@demo', uid: '123456', level: 3, percent: 20, value: 8, countText: '1,000' };

/** Every name a message reads, with a value for each, and a plural count per COUNTS. */
function valuesFor(count: number): Record<string, unknown> {
  return { ...TEXT_VALUES, count };
}

const both = (locale: Locale, messages: Messages) => {
  const tag = LOCALES.find((entry) => entry.locale === locale)?.lang ?? locale;
  const params = { locale: tag, locales: [numberLocale(locale)], messages: { [tag]: messages } };
  return [realSetupI18n(params), setupI18n(params)] as const;
};

describe("the element's Lingui", () => {
  it.each(LOCALES.map(({ locale }) => locale))('translates every message of %s as Lingui does', async (locale) => {
    const messages = await importHeaderCatalog(locale);
    const [real, slim] = both(locale, messages);
    expect(slim.locale).toBe(real.locale);
    for (const id of Object.keys(messages)) {
      expect(slim._(id), id).toBe(real._(id));
      for (const count of COUNTS) expect(slim._(id, valuesFor(count)), `${id} (${count})`).toBe(real._(id, valuesFor(count)));
      expect(slim.t(id, valuesFor(7)), id).toBe(real.t(id, valuesFor(7)));
    }
  });

  it('formats plural, selectordinal, select, # and offsets as Lingui does', () => {
    const messages: Messages = {
      plural: [['n', 'plural', { '0': ['none'], one: ['# item'], other: [['name'], ': # items'] }]],
      offset: [['n', 'plural', { offset: 1, one: ['you and # other'], other: ['you and # others'] }]],
      ordinal: [['n', 'selectordinal', { one: ['#st'], two: ['#nd'], few: ['#rd'], other: ['#th'] }]],
      select: [['kind', 'select', { a: ['A #'], other: ['other'] }]],
      escaped: ['caf\\u00e9 \\x41'],
      missingValue: ['before ', ['absent'], ' after'],
    };
    for (const locale of ['en', 'ar', 'ru', 'zh-CN'] as const) {
      const [real, slim] = both(locale, messages);
      for (const id of Object.keys(messages)) {
        for (const n of [0, 1, 2, 3, 4, 11, 21, 1234.5]) {
          const values = { n, name: 'list', kind: n === 1 ? 'a' : 'b' };
          expect(slim._(id, values), `${locale} ${id} ${n}`).toBe(real._(id, values));
        }
      }
    }
  });

  it('answers an id it has no message for, and a descriptor, as Lingui does without a compiler', () => {
    const [real, slim] = both('en', { known: ['Known ', ['x']] });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(slim._('unknown.id')).toBe(real._('unknown.id'));
      expect(slim._('')).toBe(real._(''));
      expect(slim._({ id: 'known', values: { x: 1 } })).toBe(real._({ id: 'known', values: { x: 1 } }));
      expect(slim._({ id: 'absent', message: 'Fallback' })).toBe(real._({ id: 'absent', message: 'Fallback' }));
      expect(slim._('absent', {}, { message: 'From options' })).toBe(real._('absent', {}, { message: 'From options' }));
    } finally {
      console.warn = warn;
    }
  });

  it('lets the provider subscribe to changes, which never come', () => {
    const [, slim] = both('en', {});
    const unsubscribe = slim.on();
    expect(typeof unsubscribe).toBe('function');
    unsubscribe();
  });
});
