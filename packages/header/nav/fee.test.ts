import type { Locale } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { HEADER_CATALOG_DIR, compileCatalog } from '../i18n-build/catalog-files.ts';
import { formatFeeDiscount, parseFeeDiscount } from './fee.ts';

describe('formatFeeDiscount', () => {
  it.each([
    // r shows (100 - 10r)% off
    [8, 'en', { labelKey: 'nav.fee.discount', values: { percent: 20 } }],
    [9, 'ar', { labelKey: 'nav.fee.discount', values: { percent: 10 } }],
    [5, 'en-GB', { labelKey: 'nav.fee.discount', values: { percent: 50 } }],
    [9.5, 'ja', { labelKey: 'nav.fee.discount', values: { percent: 5 } }],
    [9.7, 'en', { labelKey: 'nav.fee.discount', values: { percent: 3 } }],
    [0.5, 'uk', { labelKey: 'nav.fee.discount', values: { percent: 95 } }],
    // Chinese locales show r折
    [8, 'zh-CN', { labelKey: 'nav.fee.discountZh', values: { value: 8 } }],
    // zh-TW writes a fractional 折 as the percentage charged: 9.5 is 95折, 8 stays 8折
    [9.5, 'zh-TW', { labelKey: 'nav.fee.discountZh', values: { value: 95 } }],
    [8.5, 'zh-TW', { labelKey: 'nav.fee.discountZh', values: { value: 85 } }],
    [8, 'zh-TW', { labelKey: 'nav.fee.discountZh', values: { value: 8 } }],
    [9.75, 'zh-TW', { labelKey: 'nav.fee.discountZh', values: { value: 97.5 } }],
    [0.5, 'zh-TW', { labelKey: 'nav.fee.discountZh', values: { value: 0.5 } }],
    ['9.5', 'zh-TW', { labelKey: 'nav.fee.discountZh', values: { value: 95 } }],
    [9.5, 'zh-CN', { labelKey: 'nav.fee.discountZh', values: { value: 9.5 } }],
    // zero shows the zero-fee label, in every locale
    [0, 'en', { labelKey: 'nav.fee.zero' }],
    [0, 'zh-CN', { labelKey: 'nav.fee.zero' }],
    [-0, 'ja', { labelKey: 'nav.fee.zero' }],
    // no discount: the general fee
    [10, 'en', { labelKey: 'nav.fee.general' }],
    [10, 'zh-CN', { labelKey: 'nav.fee.general' }],
    // numeric strings are read as numbers
    ['8', 'en', { labelKey: 'nav.fee.discount', values: { percent: 20 } }],
    [' 9.5 ', 'zh-CN', { labelKey: 'nav.fee.discountZh', values: { value: 9.5 } }],
    ['0', 'en', { labelKey: 'nav.fee.zero' }],
    // missing: no tag
    [null, 'en', null],
    [undefined, 'en', null],
    ['', 'en', null],
    ['  ', 'zh-CN', null],
    // non-numeric: no tag
    ['abc', 'en', null],
    ['8折', 'zh-CN', null],
    [Number.NaN, 'en', null],
    [true, 'en', null],
    [{}, 'en', null],
    [[8], 'en', null],
    // out of range: no tag
    [-1, 'en', null],
    [10.5, 'en', null],
    [11, 'zh-CN', null],
    [Number.POSITIVE_INFINITY, 'en', null],
    ['-0.1', 'en', null],
  ] as const)('%j in %s gives %j', (value, locale, expected) => {
    expect(formatFeeDiscount(value, locale)).toEqual(expected);
  });
});

describe('fee labels as shown', () => {
  const shown = (value: number, locale: Locale): string => {
    const label = formatFeeDiscount(value, locale);
    if (!label) throw new Error(`no label for ${value}`);
    return createI18n({ locale, messages: compileCatalog(HEADER_CATALOG_DIR, locale) })._(label.labelKey, label.values);
  };

  it.each([
    [9.5, 'zh-TW', '95折'],
    [8.5, 'zh-TW', '85折'],
    [8, 'zh-TW', '8折'],
    [9.5, 'zh-CN', '9.5折'],
    [8, 'zh-CN', '8折'],
    [9.5, 'en', '5% off'],
  ] as const)('%j in %s reads %s', (value, locale, expected) => {
    expect(shown(value, locale)).toBe(expected);
  });
});

describe('parseFeeDiscount', () => {
  it.each([
    [0, 0],
    [10, 10],
    ['7', 7],
    [10.01, undefined],
    ['x', undefined],
  ] as const)('%j reads as %j', (value, expected) => {
    expect(parseFeeDiscount(value)).toBe(expected);
  });
});
