/**
 * The site's i18n: its own catalogs (`catalogs/{locale}/{account,common,pages}.json`: page titles,
 * the login page, error pages, the brand), compiled by the catalog plugin (vite.config.ts) into one
 * chunk per locale, in its own Lingui instance per locale. The header has its own
 * (`@exchange/header/i18n`); both are loaded before a page renders (root.tsx, entry.client.tsx).
 */
import { createCatalogRuntime, toLocale } from '@exchange/header/i18n';
import { DEFAULT_LOCALE, type Locale } from '@exchange/contract';
import { loaders } from 'virtual:catalogs';
import type account from './catalogs/en/account.json';
import type common from './catalogs/en/common.json';
import type pages from './catalogs/en/pages.json';

/** Every message key of the site, typed from the English catalog: a misspelt key is a compile error. */
export type SiteMessageKey = keyof typeof common | keyof typeof pages | keyof typeof account;

const site = createCatalogRuntime(loaders);

/** The site's instance for a locale, loading its catalog first (English when it fails to load). */
export const ensureI18n = (locale: Locale) => site.ensure(locale);

/** The site's instance for a locale {@link ensureI18n} has loaded; throws if it has not. */
export const getI18n = (locale: Locale) => site.get(locale);

export const isFallbackCatalog = (locale: Locale) => site.isFallback(locale);

/**
 * The locale whose language the page shows: `locale`, or English when its catalog fell back. The
 * document's `lang` and `dir` follow it, so English text is never marked Chinese or laid out RTL.
 */
export function shownLocale(locale: Locale): Locale {
  return isFallbackCatalog(locale) ? DEFAULT_LOCALE : locale;
}

export { toLocale };
