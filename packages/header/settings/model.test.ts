import { DEFAULT_CURRENCY, LOCALES } from '@exchange/contract';
import { LANGUAGES, RATES } from '@exchange/contract/demo';
import { describe, expect, it } from 'vitest';
import { localeCodeHeaders } from '../api/index.ts';
import { currencyForLanguage, fallbackLanguages, fallbackRates, languageHref, languageOptions, languageTypeFor, withPageHash } from './model.ts';

describe('currencyForLanguage (spec §4: reset to the mapped unit or USD)', () => {
  it('gives the mapped unit when the rates offer it', () => {
    expect(currencyForLanguage('zh-CN', RATES)).toBe('CNY');
    expect(currencyForLanguage('de', RATES)).toBe('EUR');
    expect(currencyForLanguage('ar', RATES)).toBe('AED');
  });
  it('gives USD when the rates do not offer the mapped unit', () => {
    expect(currencyForLanguage('ja', [{ type: 'USD', showName: 'USD' }])).toBe(DEFAULT_CURRENCY);
    expect(currencyForLanguage('ja', [])).toBe(DEFAULT_CURRENCY);
  });
  it('maps every locale of the demo rates to its own unit', () => {
    for (const entry of LOCALES) expect(currencyForLanguage(entry.locale, RATES)).toBe(entry.currency);
  });
});

describe('languageHref', () => {
  it('rewrites the prefix and keeps path, query and hash', () => {
    expect(languageHref('/spot/BTCUSDT?tab=1#x', 'zh-CN')).toBe('/zh-CN/spot/BTCUSDT?tab=1#x');
    expect(languageHref('/spot/BTCUSDT?tab=1', 'en')).toBe('/spot/BTCUSDT?tab=1');
    expect(languageHref('/', 'ar')).toBe('/ar/');
    expect(languageHref('/?a=b', 'ar')).toBe('/ar/?a=b');
    expect(languageHref('', 'ja')).toBe('/ja/');
  });

  it("adds the page's #fragment, which the path the header is given never has", () => {
    expect(withPageHash('/de/spot/BTCUSDT?tab=1', '#orders')).toBe('/de/spot/BTCUSDT?tab=1#orders');
    expect(withPageHash('/de/', 'top')).toBe('/de/#top');
    expect(withPageHash('/de/', '')).toBe('/de/');
    expect(withPageHash('/de/', '#')).toBe('/de/');
    // A destination with a fragment of its own keeps it.
    expect(withPageHash('/de/#x', '#orders')).toBe('/de/#x');
  });
});

describe('languages', () => {
  it('falls back to the same rows the API serves', () => {
    expect(fallbackLanguages()).toEqual(LANGUAGES);
  });
  it('drops rows the site does not route and duplicates, keeps the server languageType', () => {
    const options = languageOptions([
      { locale: 'xx', languageKey: 'xx', languageName: 'X', languageType: 99 },
      { locale: 'ph', languageKey: 'ph', languageName: 'Filipino', languageType: 42 },
      { locale: 'ph', languageKey: 'ph', languageName: 'Again', languageType: 43 },
    ]);
    expect(options).toEqual([{ locale: 'ph', lang: 'fil', name: 'Filipino', languageType: 42 }]);
    expect(languageTypeFor('ph', options)).toBe(42);
    expect(languageTypeFor('ja', options)).toBe(3);
  });
  it('offers all 27 locales from the demo languages', () => {
    expect(languageOptions(LANGUAGES).map((option) => option.locale)).toEqual(LOCALES.map((entry) => entry.locale));
  });
});

describe('fallbackRates', () => {
  it('offers the language unit and USD, once', () => {
    expect(fallbackRates('ja').map((rate) => rate.type)).toEqual(['JPY', 'USD']);
    expect(fallbackRates('en').map((rate) => rate.type)).toEqual(['USD']);
  });
});

describe('locale codes (spec §9) on the browser client', () => {
  it('sends X-Locale-Code for the locales the spec names, nothing for the others', () => {
    expect(localeCodeHeaders('vi')).toEqual({ 'x-locale-code': 'vi_VN' });
    expect(localeCodeHeaders('id')).toEqual({ 'x-locale-code': 'in_ID' });
    expect(localeCodeHeaders('en')).toEqual({ 'x-locale-code': 'en_US' });
    expect(localeCodeHeaders('ar')).toEqual({});
    expect(localeCodeHeaders(undefined)).toEqual({});
    expect(localeCodeHeaders('nope')).toEqual({});
  });
  it('keeps the spec list of codes as data', () => {
    const codes = LOCALES.flatMap((entry) => (entry.code ? [entry.code] : [])).sort();
    expect(codes).toEqual(['de_DE', 'en_CA', 'en_US', 'es_ES', 'fr_FR', 'in_ID', 'ja_JP', 'pl_PL', 'pt_BR', 'ru_RU', 'uk_UA', 'uz_UZ', 'vi_VN', 'zh_CN']);
  });
});
