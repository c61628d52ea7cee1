/**
 * The language-and-currency settings as pure functions: what the dialog lists, where a language
 * choice goes, and which currency unit it resets to. No React here, so every rule is unit-tested.
 */
export { languageHref, withPageHash } from '../nav/languageHref.ts';
export { shownCurrency } from '../nav/currency.ts';
import {
  DEFAULT_CURRENCY,
  LOCALES,
  isLocale,
  localeEntry,
  type LanguageEntry,
  type Locale,
  type RateEntry,
} from '@exchange/contract';

/** One language the dialog offers: a locale the site routes, with the server's languageType. */
export interface LanguageOption {
  locale: Locale;
  /** BCP 47 tag for the label's `lang` attribute. */
  lang: string;
  name: string;
  languageType: number;
}

/**
 * The languages call without a server: the same rows the reference API serves, built from the
 * locale table. Used when the call fails, so the dialog is never blank.
 */
export function fallbackLanguages(): LanguageEntry[] {
  return LOCALES.map((entry) => ({
    locale: entry.locale,
    languageKey: entry.code ?? entry.locale.replace('-', '_'),
    languageName: entry.name,
    languageType: entry.languageType,
  }));
}

/**
 * The rates call without a server: the current language's unit and the default, so the user can
 * still pick between them.
 */
export function fallbackRates(locale: Locale): RateEntry[] {
  const units = [...new Set([localeEntry(locale).currency, DEFAULT_CURRENCY])];
  return units.map((unit) => ({ type: unit, showName: unit }));
}

/**
 * The answer of the languages call as options: rows whose locale the site does not route are
 * dropped (a link to them would 404); the server's name and languageType win over the table's.
 */
export function languageOptions(languages: readonly LanguageEntry[]): LanguageOption[] {
  const seen = new Set<Locale>();
  const options: LanguageOption[] = [];
  for (const row of languages) {
    if (!isLocale(row.locale) || seen.has(row.locale)) continue;
    seen.add(row.locale);
    options.push({ locale: row.locale, lang: localeEntry(row.locale).lang, name: row.languageName || localeEntry(row.locale).name, languageType: row.languageType });
  }
  return options;
}

/**
 * Spec §4: a language choice resets the currency unit to the language's mapped unit (data:
 * LOCALES.currency) when the rates call offers it, otherwise to the default (USD).
 */
export function currencyForLanguage(locale: Locale, rates: readonly RateEntry[]): string {
  const mapped = localeEntry(locale).currency;
  return rates.some((rate) => rate.type === mapped) ? mapped : DEFAULT_CURRENCY;
}

/** The languageType to save with changeLanguage: the languages call's, else the table's. */
export function languageTypeFor(locale: Locale, options: readonly LanguageOption[]): number {
  return options.find((option) => option.locale === locale)?.languageType ?? localeEntry(locale).languageType;
}

