/**
 * PageHeader: the header as a page of the site's family mounts it, ready to use, with props that
 * are plain data only, so a Server Component (Next.js App Router) can render it with no client
 * wrapper of its own; the client-rendered hosts (apps/hosts) render it too. It does what such a
 * page does around HeaderProvider and Header:
 *
 * - the API at `apiBase` (its own origin by default: a proxy or a gateway in front of the API);
 * - the catalog the server loaded (`catalog`, from loadPageHeader) taken before the first render,
 *   on the server and in the browser alike, so hydration never waits for it;
 * - the site's preference cookies (preferenceCookies.ts): a theme choice repaints the page's
 *   `<html data-theme>` and is kept in the `theme` cookie, a currency in `currency` (the cookies
 *   the site's server reads);
 * - data that came incomplete (a call failed in a way that may pass) asked for once more after
 *   the first render (the package's retry policy, data/useRetryOnce.ts), so a passing hiccup does
 *   not leave a trader with a guest header, and a lasting fault no loop;
 * - navigation: full page loads unless the page gives `navigate` (a client-side host's router).
 *
 * It reads the document only in effects and event handlers: what it renders depends on its props
 * alone, so the server's HTML and the browser's first render are the same.
 */
import { SIGNED_IN_COOKIE, readCookie, type Locale } from '@exchange/contract';
import { useCallback, useMemo, useState } from 'react';
import { createApiInstance, type ApiInstance } from '../api/index.ts';
import { loadHeaderData, type HeaderData } from '../data/index.ts';
import { useRetryOnce } from '../data/useRetryOnce.ts';
import { adoptHeaderCatalog, type LoadedCatalog } from '../i18n/index.ts';
import type { Theme } from '../shell/environment.ts';
import { Header } from '../root/Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { keepCurrencyChoice, keepThemeChoice } from './preferenceCookies.ts';

export interface PageHeaderProps {
  /** The page's locale (spec §9 spelling). */
  locale: Locale;
  /** What loadHeaderData (or loadPageHeader) read for the first render. */
  data: HeaderData;
  /**
   * The header's catalog of `locale` (loadPageHeader, loadHeaderCatalog), taken before the first
   * render. Without it the header waits for its catalog (or finds it loaded: loadHeaderLocale).
   */
  catalog?: LoadedCatalog;
  /** Path and query of the page without the locale prefix (`/spot/BTCUSDT?type=spot`). */
  currentPath: string;
  /** The first theme (the `theme` cookie's, else the page's default). @default 'black' */
  defaultTheme?: Theme;
  /** The first currency unit (the `currency` cookie's). @default null: the language's unit */
  defaultCurrency?: string | null;
  /** Where the header's API calls go: its base URL (`''`: the page's own origin). @default '' */
  apiBase?: string;
  /** The site's origin (`https://www.example.com`) when the page is on another one: the header's links point there (Header's `siteOrigin`). */
  siteOrigin?: string;
  /** The id of the page's main content: the header starts with a skip link to it. */
  mainContentId?: string;
  /** The header's stylesheet URL, rendered as a `<link precedence>` React hoists (else the page loads it). */
  stylesheetHref?: string;
  /** Client-side navigation (a function: only from client code; a promise it returns keeps the progress bar up until it settles). @default full page load */
  navigate?: (href: string) => void | Promise<unknown>;
}

export function PageHeader({ locale, data, catalog, currentPath, defaultTheme, defaultCurrency = null, apiBase = '', siteOrigin, mainContentId, stylesheetHref, navigate }: PageHeaderProps) {
  // Idempotent and before anything reads it: the locale's catalog is ready for this render.
  if (catalog) adoptHeaderCatalog(catalog);
  const api = useMemo(() => createApiInstance({ baseUrl: apiBase, locale }), [apiBase, locale]);
  const shown = useCompleteOnce(api, locale, data);
  return (
    <HeaderProvider locale={locale} api={api} navigate={navigate}>
      {stylesheetHref ? <link rel="stylesheet" href={stylesheetHref} precedence="default" /> : null}
      <Header
        {...shown}
        currentPath={currentPath}
        defaultTheme={defaultTheme}
        defaultCurrency={defaultCurrency}
        mainContentId={mainContentId}
        siteOrigin={siteOrigin}
        onThemeChange={keepThemeChoice}
        onCurrencyChange={keepCurrencyChoice}
      />
    </HeaderProvider>
  );
}

/** The data, then once more after the first render when it was incomplete (a new `data` starts again). */
function useCompleteOnce(api: ApiInstance, locale: Locale, data: HeaderData): HeaderData {
  const [completed, setCompleted] = useState<{ from: HeaderData; data: HeaderData } | null>(null);
  // The session cookie is HttpOnly: its readable hint says whether asking for the user is worth a call.
  const retry = useCallback(() => {
    void loadHeaderData(api, locale, readCookie(document.cookie, SIGNED_IN_COOKIE) === '1').then((next) => setCompleted({ from: data, data: next }));
  }, [api, locale, data]);
  useRetryOnce(data.incomplete, retry, data);
  return completed?.from === data ? completed.data : data;
}
