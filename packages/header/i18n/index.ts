/**
 * The header's i18n: its own catalogs (`nav`, `header`, `mobile`), its own Lingui instance per
 * locale. The compiled catalogs are plain modules (`compiled/{locale}.ts`, loaded lazily through
 * the literal imports of `compiled/index.ts`), so a host needs no bundler plugin: any bundler
 * splits them into one chunk per locale.
 *
 * A host preloads the page's locale (`await loadHeaderLocale(locale)`, on the server before
 * rendering and on the client before hydrating); the header's root puts its own instance around
 * its parts (`shell/HeaderI18n.tsx`, `useHeaderI18n`), and a host that did not preload still
 * works: the hook suspends until the catalog is loaded. A server that renders in another module
 * graph than the page's client components (Next.js: Server Components) loads the catalog with
 * {@link loadHeaderCatalog} and sends it with the page; the client side adopts it
 * ({@link adoptHeaderCatalog}) before its first render, on the server and in the browser alike.
 *
 * No entry of the header but the root carries "use client": this one is for servers too.
 */
import type { I18n } from '@lingui/core';
// A namespace import: on React 18 (no `use`) a named import would fail where it is linked, before
// HeaderProvider could say which React it needs.
import * as React from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@exchange/contract';
import { loaders } from './compiled/index.ts';
import { catalogImporter, createCatalogRuntime, type LoadedCatalog } from './runtime.ts';
import type header from './catalogs/en/header.json';
import type mobile from './catalogs/en/mobile.json';
import type nav from './catalogs/en/nav.json';

export { createCatalogRuntime, createI18n, loadCatalog, type CatalogImporter, type CatalogLoaders, type CatalogRuntime, type LoadedCatalog } from './runtime.ts';
export { formatCount, numberLocale } from './numbers.ts';
/** The locales and the path helpers, for code that runs on a server (the root entry is a client module). */
export { DEFAULT_LOCALE, LOCALES, isLocale, localeEntry, localizePath, splitLocale, type Locale } from '@exchange/contract';

/** Every message key of the header, typed from the English catalog: a misspelt key is a compile error. */
export type MessageKey = keyof typeof nav | keyof typeof header | keyof typeof mobile;

// Pure: a host that imports only createCatalogRuntime (for its own catalogs) bundles none of the
// header's catalogs.
const header18n = /* @__PURE__ */ createCatalogRuntime(loaders);

/** The header's compiled catalog of one locale, for tests and tools (a function, so a host that imports none of the header's catalogs bundles none). */
export function importHeaderCatalog(locale: Locale) {
  return catalogImporter(loaders)(locale);
}

/**
 * Loads the header's catalog of a locale and creates its instance: idempotent (one load per
 * locale, cached); a catalog that fails to load falls back to English (spec section 8).
 */
export async function loadHeaderLocale(locale: Locale): Promise<void> {
  await header18n.ensure(locale);
}

/**
 * Loads the header's catalog of a locale, as {@link loadHeaderLocale}, and answers it: plain data
 * a server can send with the page for {@link adoptHeaderCatalog} (a Server Component's prop).
 */
export async function loadHeaderCatalog(locale: Locale): Promise<LoadedCatalog> {
  await header18n.ensure(locale);
  const catalog = header18n.catalog(locale);
  if (!catalog) throw new Error(`The header's catalog of ${locale} did not load`);
  return catalog;
}

/** Takes a catalog {@link loadHeaderCatalog} loaded elsewhere: its locale is ready at once (no-op when loaded). */
export function adoptHeaderCatalog(catalog: LoadedCatalog): void {
  header18n.adopt(catalog);
}

/**
 * The header's instance for a locale: at once when {@link loadHeaderLocale} has loaded it (or
 * {@link adoptHeaderCatalog} was given it); otherwise the component suspends until it has. Always
 * through React 19's `use`, on the one promise per locale the runtime keeps (marked settled as
 * `use` reads it): React sees neither an uncached promise nor a `use` it called only sometimes.
 */
export function useHeaderI18n(locale: Locale): I18n {
  return React.use(header18n.ensure(locale));
}

/** Whether {@link loadHeaderLocale} has loaded the locale (its catalog, or the English fallback). */
export function isHeaderLocaleLoaded(locale: Locale): boolean {
  return header18n.loaded(locale) !== undefined;
}

/** The header's instance for a loaded locale (English's if only English is loaded); throws if none. */
export function getHeaderI18n(locale: Locale): I18n {
  return header18n.get(locale);
}

/** The header's catalog of this locale failed to load: the header shows English. */
export function isHeaderFallback(locale: Locale): boolean {
  return header18n.isFallback(locale);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
