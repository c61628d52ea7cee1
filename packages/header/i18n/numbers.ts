/**
 * Whole-number counts in the locale's digits and grouping, without paying for Intl.NumberFormat
 * when it is not needed. The first Intl.NumberFormat a page constructs costs 20–45 ms in desktop
 * Chromium (ICU loads its number data) and four times that on a throttled phone: one long task,
 * the largest the header caused after hydration (docs/speed.md "Speed"). Every supported locale writes a
 * whole number below 1,000 in Latin digits without separators (numbers.test.ts compares each with
 * Intl.NumberFormat), so those counts skip it; larger ones and fractions go through it, once per
 * locale.
 *
 * Arabic writes Latin digits at every size (glossary/ar.md), as Arabic exchange interfaces do:
 * its numbers are formatted as `ar-u-nu-latn`, whatever numbering system the browser's ICU data
 * makes the default for `ar`.
 */
import { localeEntry, type Locale } from '@exchange/contract';

/** Locales whose numbers are written in Latin digits although their language has others. */
const LATIN_DIGITS: readonly Locale[] = ['ar'];

/** The BCP 47 tag numbers of a locale are formatted with (`ar-u-nu-latn` for Arabic). */
export function numberLocale(locale: Locale): string {
  const { lang } = localeEntry(locale);
  return LATIN_DIGITS.includes(locale) ? `${lang}-u-nu-latn` : lang;
}

const formats = new Map<Locale, Intl.NumberFormat>();

export function formatCount(count: number, locale: Locale): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale));
    formats.set(locale, format);
  }
  return format.format(count);
}
