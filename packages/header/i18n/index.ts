/**
 * i18n runtime: one Lingui instance per locale, created once its catalog has loaded and never
 * re-activated, so the server can share them across concurrent requests and the client can swap
 * them atomically with the route data when the locale changes.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, localeEntry, type Locale } from '@exchange/contract';
import { loaders } from 'virtual:catalogs';
import { numberLocale } from './numbers.ts';
import type common from './catalogs/en/common.json';
import type nav from './catalogs/en/nav.json';
import type pages from './catalogs/en/pages.json';
import type account from './catalogs/en/account.json';
import type header from './catalogs/en/header.json';
import type mobile from './catalogs/en/mobile.json';

/** Every message key, typed from the English catalog: a misspelt key is a compile error. */
export type MessageKey = keyof typeof common | keyof typeof nav | keyof typeof pages | keyof typeof account | keyof typeof header | keyof typeof mobile;

export interface LoadedCatalog {
  locale: Locale;
  messages: Messages;
  /** The locale's own catalog failed to load and English is shown instead. */
  fallback: boolean;
}

const instances = new Map<Locale, { i18n: I18n; fallback: boolean }>();
const pending = new Map<Locale, Promise<I18n>>();

async function importCatalog(locale: Locale): Promise<Messages> {
  const load = loaders[locale];
  if (!load) throw new Error(`No catalog for ${locale}`);
  return (await load()).default;
}

/**
 * Loads a locale's catalog; when it cannot be loaded (missing, network error, 404 of its chunk)
 * falls back to English (spec section 8: locale load failure falls back to English).
 */
export async function loadCatalog(locale: Locale, importer: (locale: Locale) => Promise<Messages> = importCatalog): Promise<LoadedCatalog> {
  try {
    return { locale, messages: await importer(locale), fallback: false };
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    return { locale, messages: await importer(DEFAULT_LOCALE), fallback: true };
  }
}

/** `locales` carries the number tag, so a plural's # writes Arabic in Latin digits too (numbers.ts). */
export function createI18n({ locale, messages }: Pick<LoadedCatalog, 'locale' | 'messages'>): I18n {
  const tag = localeEntry(locale).lang;
  return setupI18n({ locale: tag, locales: [numberLocale(locale)], messages: { [tag]: messages } });
}

/** The ready instance for a locale, loading its catalog first if needed. */
export function ensureI18n(locale: Locale): Promise<I18n> {
  const ready = instances.get(locale);
  if (ready) return Promise.resolve(ready.i18n);
  let loading = pending.get(locale);
  if (!loading) {
    loading = loadCatalog(locale).then((catalog) => {
      // English text is formatted as English (numbers, plurals), whatever the page's locale.
      const i18n = createI18n({ locale: catalog.fallback ? DEFAULT_LOCALE : locale, messages: catalog.messages });
      instances.set(locale, { i18n, fallback: catalog.fallback });
      pending.delete(locale);
      return i18n;
    });
    pending.set(locale, loading);
  }
  return loading;
}

/** The instance for a locale that {@link ensureI18n} has loaded; throws if it has not. */
export function getI18n(locale: Locale): I18n {
  const ready = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
  if (!ready) throw new Error(`i18n for ${locale} is not loaded: await ensureI18n() first`);
  return ready.i18n;
}

export function isFallbackCatalog(locale: Locale): boolean {
  return instances.get(locale)?.fallback ?? false;
}

/**
 * The locale whose language the page shows: `locale`, or English when its catalog fell back. The
 * document's `lang` and `dir` follow it, so English text is never marked Chinese or laid out RTL.
 */
export function shownLocale(locale: Locale): Locale {
  return isFallbackCatalog(locale) ? DEFAULT_LOCALE : locale;
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
