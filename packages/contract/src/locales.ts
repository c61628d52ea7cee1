/**
 * The 27 locales of spec section 9, in the spec's order. This table is data: the host app's routing,
 * the header's i18n, the reference API's languages call and the currency reset all read it.
 *
 * - `locale`: the spelling used in the URL prefix and as the catalog name (spec section 9).
 * - `lang`: a valid BCP 47 tag for `<html lang>` (the same, except `ph`, which is Filipino: `fil`).
 * - `dir`: `rtl` for Arabic only.
 * - `languageType`: the numeric language id the server knows the language by (the languages call
 *   and changeLanguage speak it). It is the locale's index in the spec's list, so it never moves.
 * - `currency`: the currency unit the language maps to; a language change resets the unit to it,
 *   or to {@link DEFAULT_CURRENCY} when the rates call does not offer it.
 * - `code`: the server-side locale code of spec section 9 (vi_VN, ...), for the locales it names.
 */
export const LOCALES = [
  { locale: 'zh-CN', lang: 'zh-CN', dir: 'ltr', languageType: 0, currency: 'CNY', code: 'zh_CN', name: '简体中文' },
  { locale: 'zh-TW', lang: 'zh-TW', dir: 'ltr', languageType: 1, currency: 'TWD', code: null, name: '繁體中文' },
  { locale: 'en', lang: 'en', dir: 'ltr', languageType: 2, currency: 'USD', code: 'en_US', name: 'English' },
  { locale: 'ja', lang: 'ja', dir: 'ltr', languageType: 3, currency: 'JPY', code: 'ja_JP', name: '日本語' },
  { locale: 'vi', lang: 'vi', dir: 'ltr', languageType: 4, currency: 'VND', code: 'vi_VN', name: 'Tiếng Việt' },
  { locale: 'es', lang: 'es', dir: 'ltr', languageType: 5, currency: 'USD', code: null, name: 'Español' },
  { locale: 'fr', lang: 'fr', dir: 'ltr', languageType: 6, currency: 'EUR', code: 'fr_FR', name: 'Français' },
  { locale: 'de', lang: 'de', dir: 'ltr', languageType: 7, currency: 'EUR', code: 'de_DE', name: 'Deutsch' },
  { locale: 'pt', lang: 'pt', dir: 'ltr', languageType: 8, currency: 'BRL', code: 'pt_BR', name: 'Português (Brasil)' },
  { locale: 'id', lang: 'id', dir: 'ltr', languageType: 9, currency: 'IDR', code: 'in_ID', name: 'Bahasa Indonesia' },
  { locale: 'it', lang: 'it', dir: 'ltr', languageType: 10, currency: 'EUR', code: null, name: 'Italiano' },
  { locale: 'th', lang: 'th', dir: 'ltr', languageType: 11, currency: 'THB', code: null, name: 'ไทย' },
  { locale: 'pl', lang: 'pl', dir: 'ltr', languageType: 12, currency: 'PLN', code: 'pl_PL', name: 'Polski' },
  { locale: 'uk', lang: 'uk', dir: 'ltr', languageType: 13, currency: 'UAH', code: 'uk_UA', name: 'Українська' },
  { locale: 'uz', lang: 'uz', dir: 'ltr', languageType: 14, currency: 'UZS', code: 'uz_UZ', name: 'Oʻzbekcha' },
  { locale: 'ar', lang: 'ar', dir: 'rtl', languageType: 15, currency: 'AED', code: null, name: 'العربية' },
  { locale: 'ph', lang: 'fil', dir: 'ltr', languageType: 16, currency: 'PHP', code: null, name: 'Filipino' },
  { locale: 'bg', lang: 'bg', dir: 'ltr', languageType: 17, currency: 'EUR', code: null, name: 'Български' },
  { locale: 'ru', lang: 'ru', dir: 'ltr', languageType: 18, currency: 'RUB', code: 'ru_RU', name: 'Русский' },
  { locale: 'tr', lang: 'tr', dir: 'ltr', languageType: 19, currency: 'TRY', code: null, name: 'Türkçe' },
  { locale: 'en-GB', lang: 'en-GB', dir: 'ltr', languageType: 20, currency: 'GBP', code: null, name: 'English (UK)' },
  { locale: 'en-IN', lang: 'en-IN', dir: 'ltr', languageType: 21, currency: 'INR', code: null, name: 'English (India)' },
  { locale: 'en-PH', lang: 'en-PH', dir: 'ltr', languageType: 22, currency: 'PHP', code: null, name: 'English (Philippines)' },
  { locale: 'en-CA', lang: 'en-CA', dir: 'ltr', languageType: 23, currency: 'CAD', code: 'en_CA', name: 'English (Canada)' },
  { locale: 'pt-PT', lang: 'pt-PT', dir: 'ltr', languageType: 24, currency: 'EUR', code: null, name: 'Português (Portugal)' },
  { locale: 'es-ES', lang: 'es-ES', dir: 'ltr', languageType: 25, currency: 'EUR', code: 'es_ES', name: 'Español (España)' },
  { locale: 'es-AR', lang: 'es-AR', dir: 'ltr', languageType: 26, currency: 'ARS', code: null, name: 'Español (Argentina)' },
] as const satisfies readonly LocaleEntry[];

export interface LocaleEntry {
  locale: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  languageType: number;
  currency: string;
  code: string | null;
  name: string;
}

export type Locale = (typeof LOCALES)[number]['locale'];

/** Default locale (spec section 4): English, which has no URL prefix. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/** Default currency unit (spec section 9). */
export const DEFAULT_CURRENCY = 'USD';
/** The UK locale of spec section 6 (DESIGN.md: `en-GB`, not `uk`, which is Ukrainian). */
export const UK_LOCALE = 'en-GB' satisfies Locale;
/** Chinese locales format fee discounts as `r折` (spec section 9). */
export const CHINESE_LOCALES = ['zh-CN', 'zh-TW'] as const satisfies readonly Locale[];

const byLocale = new Map<string, LocaleEntry>(LOCALES.map((entry) => [entry.locale, entry]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && byLocale.has(value);
}

export function localeEntry(locale: Locale): LocaleEntry {
  // Every Locale is in the table by construction.
  return byLocale.get(locale) as LocaleEntry;
}

export function localeByLanguageType(languageType: number): Locale | undefined {
  return LOCALES.find((entry) => entry.languageType === languageType)?.locale;
}

/** The URL prefix of a locale: empty for English, `/{locale}` otherwise (DESIGN.md: locale prefix). */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Adds the locale prefix to a site path that starts with `/`. `/` itself becomes `/{locale}/`.
 * Leading slashes and backslashes collapse into one (with the tabs and newlines a browser drops):
 * `//host` and `/\host` are another site to a browser, and the rest of a prefixed path
 * (`/zh-CN//host`) must not become one.
 */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  const sitePath = path.replace(/^[/\\\t\n\r]+/, '/');
  if (!prefix) return sitePath;
  return sitePath === '/' ? `${prefix}/` : `${prefix}${sitePath}`;
}

/**
 * Splits a pathname into its locale and the rest. `/zh-CN/spot/BTCUSDT` gives
 * `{ locale: 'zh-CN', path: '/spot/BTCUSDT' }`; an unprefixed path is English. `/en/...` is reported
 * with `explicitDefault` so the host app can redirect it to the unprefixed path.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; explicitDefault: boolean } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? '/', explicitDefault: first === DEFAULT_LOCALE };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', explicitDefault: false };
}

/** Rewrites the locale prefix of a pathname, keeping the rest of the path. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localizePath(locale, splitLocale(pathname).path);
}
