/**
 * Fee-discount formatting (spec §9): a discount value r (tenths of the fee charged: 8 = 80% of the
 * fee) shows as "(100 - 10r)% off", or as "r折" in Chinese locales; 0 shows the zero-fee label.
 * Taiwan writes a fractional 折 as the percentage charged: 9.5 → "95折", 8.5 → "85折" (8 stays
 * "8折"; below 1 the decimal stays, 0.5 → "0.5折", as "5折" would read as half the fee).
 *
 * Defined results for the values the spec does not cover:
 * - r = 10 (no discount): the general-fee label.
 * - missing (null, undefined, empty string), non-numeric (NaN, "abc", booleans, objects), infinite
 *   or out of range (r < 0 or r > 10): null, and the entry shows no fee tag: a tag must never
 *   promise a discount the server did not state.
 * - numeric strings ("8", " 9.5 ") are read as numbers; results are rounded to 2 decimals so
 *   floating point never shows (r = 9.7 gives 3% off, not 2.9999999999999716%).
 */
import { CHINESE_LOCALES, type Locale } from '@exchange/contract';
import type { MessageValues, NavMessageKey } from './messages.ts';

export interface FeeLabel {
  readonly labelKey: NavMessageKey;
  readonly values?: MessageValues;
}

/** The largest discount value: 10 means the full fee. */
export const MAX_FEE_DISCOUNT = 10;

const isChinese = (locale: Locale): boolean => (CHINESE_LOCALES as readonly string[]).includes(locale);

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The number written before 折: r, or in Taiwan a fractional r of 1 or more in percent (9.5 → 95). */
function zheValue(r: number, locale: Locale): number {
  if (locale === 'zh-TW' && !Number.isInteger(r) && r >= 1) return round2(r * 10);
  return round2(r);
}

/** Reads a discount value, or undefined when it is missing, non-numeric or out of range. */
export function parseFeeDiscount(value: unknown): number | undefined {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value.trim());
  else return undefined;
  if (!Number.isFinite(number) || number < 0 || number > MAX_FEE_DISCOUNT) return undefined;
  return number;
}

/** The fee label of a discount value in a locale, or null when the value gets no tag. */
export function formatFeeDiscount(value: unknown, locale: Locale): FeeLabel | null {
  const r = parseFeeDiscount(value);
  if (r === undefined) return null;
  if (r === 0) return { labelKey: 'nav.fee.zero' };
  if (r === MAX_FEE_DISCOUNT) return { labelKey: 'nav.fee.general' };
  if (isChinese(locale)) return { labelKey: 'nav.fee.discountZh', values: { value: zheValue(r, locale) } };
  return { labelKey: 'nav.fee.discount', values: { percent: round2(100 - 10 * r) } };
}
