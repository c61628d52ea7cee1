/**
 * The 27 locales of spec section 9, in the spec's order. This table is data: the host app's routing,
 * the header's i18n, the reference API's languages call and the currency reset all read it. One
 * row per locale (fewer bytes in a browser bundle than one object literal each), given as
 * {@link LOCALES}' entries:
 *
 * - `locale`: the spelling used in the URL prefix and as the catalog name (spec section 9).
 * - `lang`: a valid BCP 47 tag for `<html lang>` (the same, except `ph`, which is Filipino: `fil`).
 * - `dir`: `rtl` for Arabic only.
 * - `languageType`: the numeric language id the server knows the language by (the languages call
 *   and changeLanguage speak it). It is the locale's index in the spec's list, so it never moves.
 * - `currency`: the currency unit the language maps to; a language change resets the unit to it,
 *   or to {@link DEFAULT_CURRENCY} when the rates call does not offer it.
 * - `code`: the server-side locale code of spec section 9 (vi_VN, ...), for the locales it names.
 * - `name`: the language's own name, as the language dialog lists it.
 * - `short`: its own short name, as a language switcher abbreviates it (`EN`, `DE`, `РУС`, `عربي`,
 *   `简体`), with the region where the name has one (`EN-GB`, `PT-BR`): the desktop bar shows it
 *   beside the currency (docs/decisions.md, "Language and currency in the bar").
 */
const ROWS = [
  // locale, lang, dir, currency, code, name, short
  ['zh-CN', 'zh-CN', 'ltr', 'CNY', 'zh_CN', '简体中文', '简体'],
  ['zh-TW', 'zh-TW', 'ltr', 'TWD', null, '繁體中文', '繁體'],
  ['en', 'en', 'ltr', 'USD', 'en_US', 'English', 'EN'],
  ['ja', 'ja', 'ltr', 'JPY', 'ja_JP', '日本語', '日本語'],
  ['vi', 'vi', 'ltr', 'VND', 'vi_VN', 'Tiếng Việt', 'VI'],
  ['es', 'es', 'ltr', 'USD', null, 'Español', 'ES'],
  ['fr', 'fr', 'ltr', 'EUR', 'fr_FR', 'Français', 'FR'],
  ['de', 'de', 'ltr', 'EUR', 'de_DE', 'Deutsch', 'DE'],
  ['pt', 'pt', 'ltr', 'BRL', 'pt_BR', 'Português (Brasil)', 'PT-BR'],
  ['id', 'id', 'ltr', 'IDR', 'in_ID', 'Bahasa Indonesia', 'ID'],
  ['it', 'it', 'ltr', 'EUR', null, 'Italiano', 'IT'],
  ['th', 'th', 'ltr', 'THB', null, 'ไทย', 'ไทย'],
  ['pl', 'pl', 'ltr', 'PLN', 'pl_PL', 'Polski', 'PL'],
  ['uk', 'uk', 'ltr', 'UAH', 'uk_UA', 'Українська', 'УКР'],
  ['uz', 'uz', 'ltr', 'UZS', 'uz_UZ', 'Oʻzbekcha', 'OʻZ'],
  ['ar', 'ar', 'rtl', 'AED', null, 'العربية', 'عربي'],
  ['ph', 'fil', 'ltr', 'PHP', null, 'Filipino', 'FIL'],
  ['bg', 'bg', 'ltr', 'EUR', null, 'Български', 'БГ'],
  ['ru', 'ru', 'ltr', 'RUB', 'ru_RU', 'Русский', 'РУС'],
  ['tr', 'tr', 'ltr', 'TRY', null, 'Türkçe', 'TR'],
  ['en-GB', 'en-GB', 'ltr', 'GBP', null, 'English (UK)', 'EN-GB'],
  ['en-IN', 'en-IN', 'ltr', 'INR', null, 'English (India)', 'EN-IN'],
  ['en-PH', 'en-PH', 'ltr', 'PHP', null, 'English (Philippines)', 'EN-PH'],
  ['en-CA', 'en-CA', 'ltr', 'CAD', 'en_CA', 'English (Canada)', 'EN-CA'],
  ['pt-PT', 'pt-PT', 'ltr', 'EUR', null, 'Português (Portugal)', 'PT-PT'],
  ['es-ES', 'es-ES', 'ltr', 'EUR', 'es_ES', 'Español (España)', 'ES-ES'],
  ['es-AR', 'es-AR', 'ltr', 'ARS', null, 'Español (Argentina)', 'ES-AR'],
] as const satisfies readonly (readonly [string, string, LocaleEntry['dir'], string, string | null, string, string])[];

/** The table as entries, in the spec's order (each one's languageType is its place in it). */
export const LOCALES: readonly (LocaleEntry & { locale: Locale })[] = /* @__PURE__ */ ROWS.map(([locale, lang, dir, currency, code, name, short], languageType) => ({
  locale,
  lang,
  dir,
  languageType,
  currency,
  code,
  name,
  short,
}));

export interface LocaleEntry {
  locale: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  languageType: number;
  currency: string;
  code: string | null;
  name: string;
  short: string;
}

export type Locale = (typeof ROWS)[number][0];

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
