/**
 * What a page gives PageHeader (the root entry's ready client component) for its first render, read
 * from the request's cookies: the header's data, its catalog, and the site's theme and currency
 * preferences. Plain data, no function: a Server Component passes it as props. The same loader runs
 * in the browser (a client-rendered host) with `document.cookie`.
 */
import { CURRENCY_COOKIE, SIGNED_IN_COOKIE, THEME_COOKIE, readCookie, readSessionCookie, toCurrency, toTheme, type Locale, type Theme } from '@exchange/contract';
import type { ApiInstance } from '../api/index.ts';
import { loadHeaderCatalog, type LoadedCatalog } from '../i18n/index.ts';
import { loadHeaderData, type HeaderData } from './load.ts';

export interface PageHeaderRequest {
  locale: Locale;
  /** The API: `createApiInstance({ baseUrl: siteOrigin, locale, cookieHeader: cookie })` on a server, `createApiInstance({ baseUrl, locale })` in the browser. */
  api: ApiInstance;
  /** The request's Cookie header on a server; `document.cookie` in the browser. */
  cookie: string | null | undefined;
  /** The theme when the user has chosen none (no `theme` cookie): `black` or `white`, anything else is `black`. @default 'black' */
  defaultTheme?: string | null;
  /** The most the header's calls may take together (loadHeaderData). */
  budgetMs?: number;
}

/** PageHeader's props that come from the request (spread them: `<PageHeader {...loaded} currentPath=… />`). */
export interface LoadedPageHeader {
  locale: Locale;
  data: HeaderData;
  /** The header's catalog of the locale, sent with the page so the client side renders with it at once. */
  catalog: LoadedCatalog;
  defaultTheme: Theme;
  defaultCurrency: string | null;
}

/**
 * Whether the cookies hold a session: the HttpOnly session cookie where a server sees it, or the
 * readable hint beside it where a page's script does (a guest's page then asks for no user).
 */
export function hasSession(cookie: string | null | undefined): boolean {
  return readSessionCookie(cookie) !== undefined || readCookie(cookie, SIGNED_IN_COOKIE) === '1';
}

/** Loads the header's data and catalog in parallel and reads the site's preference cookies. */
export async function loadPageHeader({ locale, api, cookie, defaultTheme, budgetMs }: PageHeaderRequest): Promise<LoadedPageHeader> {
  const [data, catalog] = await Promise.all([loadHeaderData(api, locale, hasSession(cookie), budgetMs), loadHeaderCatalog(locale)]);
  return {
    locale,
    data,
    catalog,
    defaultTheme: toTheme(readCookie(cookie, THEME_COOKIE) ?? defaultTheme),
    defaultCurrency: toCurrency(readCookie(cookie, CURRENCY_COOKIE)) ?? null,
  };
}
