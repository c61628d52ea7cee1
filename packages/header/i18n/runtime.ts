/**
 * A catalog runtime: one Lingui instance per locale, created once its catalog has loaded and never
 * re-activated, so a server can share them across concurrent requests and a client can swap them
 * atomically with its route data when the locale changes. The header has one (its own catalogs,
 * `index.ts`); a host builds its own from its own loaders with {@link createCatalogRuntime}.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, localeEntry, type Locale } from '@exchange/contract';
import { numberLocale } from './numbers.ts';

/** Lazy loaders of compiled catalogs by locale: `{ en: () => import('./en.js'), ... }`. */
export type CatalogLoaders = Readonly<Record<string, (() => Promise<{ default: Messages }>) | undefined>>;

export interface LoadedCatalog {
  locale: Locale;
  messages: Messages;
  /** The locale's own catalog failed to load and English is shown instead. */
  fallback: boolean;
}

export type CatalogImporter = (locale: Locale) => Promise<Messages>;

/** `locales` carries the number tag, so a plural's # writes Arabic in Latin digits too (numbers.ts). */
export function createI18n({ locale, messages }: Pick<LoadedCatalog, 'locale' | 'messages'>): I18n {
  const tag = localeEntry(locale).lang;
  return setupI18n({ locale: tag, locales: [numberLocale(locale)], messages: { [tag]: messages } });
}

/**
 * Loads a locale's catalog; when it cannot be loaded (missing, network error, 404 of its chunk)
 * falls back to English (spec section 8: locale load failure falls back to English).
 */
export async function loadCatalog(locale: Locale, importer: CatalogImporter): Promise<LoadedCatalog> {
  try {
    return { locale, messages: await importer(locale), fallback: false };
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    return { locale, messages: await importer(DEFAULT_LOCALE), fallback: true };
  }
}

export interface CatalogRuntime {
  /**
   * The ready instance for a locale, loading its catalog first if needed. One promise per locale,
   * kept: every call answers the same one, and once it has settled it carries `status` and
   * `value` as React's `use` reads them, so `use(runtime.ensure(locale))` answers a loaded locale
   * at once, without suspending, and a render that suspended finds the same promise again.
   */
  ensure(locale: Locale): Promise<I18n>;
  /** The instance {@link ensure} has loaded, or undefined. */
  loaded(locale: Locale): I18n | undefined;
  /** The instance {@link ensure} has loaded (English's if only English has); throws if none. */
  get(locale: Locale): I18n;
  /** The locale's catalog failed to load and its instance shows English. */
  isFallback(locale: Locale): boolean;
  /** The catalog {@link ensure} loaded for a locale (or {@link adopt} was given), or undefined. */
  catalog(locale: Locale): LoadedCatalog | undefined;
  /**
   * Takes a catalog loaded elsewhere (a server's, sent with the page), so the locale is ready at
   * once, without a load: a no-op when the locale is already loaded.
   */
  adopt(catalog: LoadedCatalog): void;
}

/** A locale's messages from lazy loaders; a locale without one fails (and falls back, loadCatalog). */
export function catalogImporter(loaders: CatalogLoaders): CatalogImporter {
  return async (locale) => {
    const load = loaders[locale];
    if (!load) throw new Error(`No catalog for ${locale}`);
    return (await load()).default;
  };
}

/** A promise with the fields React's `use` reads and writes on a promise it has seen settle. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function settled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

export function createCatalogRuntime(loaders: CatalogLoaders): CatalogRuntime {
  const instances = new Map<Locale, { i18n: I18n; catalog: LoadedCatalog }>();
  const promises = new Map<Locale, TrackedPromise<I18n>>();
  const importer = catalogImporter(loaders);
  const keep = (catalog: LoadedCatalog): I18n => {
    // English text is formatted as English (numbers, plurals), whatever the page's locale.
    const i18n = createI18n({ locale: catalog.fallback ? DEFAULT_LOCALE : catalog.locale, messages: catalog.messages });
    instances.set(catalog.locale, { i18n, catalog });
    return i18n;
  };
  return {
    ensure(locale) {
      const known = promises.get(locale);
      if (known) return known;
      const loading: TrackedPromise<I18n> = loadCatalog(locale, importer).then(
        // A catalog adopted meanwhile stays: the instance a render already holds is kept.
        (catalog) => instances.get(locale)?.i18n ?? keep(catalog),
        (error: unknown) => {
          // Not even English loaded: a later call tries again.
          promises.delete(locale);
          throw error;
        },
      );
      void loading.then(
        (i18n) => {
          loading.status = 'fulfilled';
          loading.value = i18n;
        },
        (reason: unknown) => {
          loading.status = 'rejected';
          loading.reason = reason;
        },
      );
      promises.set(locale, loading);
      return loading;
    },
    loaded: (locale) => instances.get(locale)?.i18n,
    get(locale) {
      const ready = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
      if (!ready) throw new Error(`i18n for ${locale} is not loaded: load its catalog first`);
      return ready.i18n;
    },
    isFallback: (locale) => instances.get(locale)?.catalog.fallback ?? false,
    catalog: (locale) => instances.get(locale)?.catalog,
    adopt(catalog) {
      if (instances.has(catalog.locale)) return;
      const i18n = keep(catalog);
      // A load under way keeps its promise (a suspended render waits on that one) and answers this instance.
      if (!promises.has(catalog.locale)) promises.set(catalog.locale, settled(i18n));
    },
  };
}
