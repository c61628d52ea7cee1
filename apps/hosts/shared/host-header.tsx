/**
 * The hosts' adapter to the header, the one place they meet its API (both hosts render this), from
 * the package's root entry and its stylesheet only: the header's catalog and data loaded in the
 * browser, its stylesheet, its environment (HeaderProvider: locale, API instance, navigation), and
 * the preferences it reads and writes in the same cookies as the site (apps/web/app/preferences.ts).
 *
 * Data: the session cookie is HttpOnly; the readable hint beside it (SIGNED_IN_COOKIE, set and
 * expired by the API with the session) tells whether asking for the user is worth a call, so a
 * guest's page makes none that can only fail. A hint that outlived its session gets the API's
 * "not signed in" answer, a guest header, and the hint expired. When a call failed in a way that may pass
 * (`data.incomplete`), the header shows what came and asks once more, as the site does after
 * hydration: a passing hiccup does not leave a trader with a guest header, a lasting fault no loop.
 */
import { createApiInstance, Header, HeaderProvider, loadHeaderData, loadHeaderLocale, SIGNED_IN_COOKIE, type ApiInstance, type HeaderData, type Locale, type Theme } from '@exchange/header';
import headerStylesHref from '@exchange/header/styles.css?url';
import { CURRENCY_COOKIE, THEME_COOKIE, preferenceCookie, readCookie, toCurrency, toTheme } from '@exchange/web/preferences';
import { useEffect, useState } from 'react';

export interface LoadedHeader {
  locale: Locale;
  api: ApiInstance;
  data: HeaderData;
}

/** Loads what the header needs for its first render: its catalog and its data, from `baseUrl` ('' or '/gateway'). */
export async function loadHostHeader(locale: Locale, baseUrl: string): Promise<LoadedHeader> {
  const api = createApiInstance({ baseUrl, locale });
  const [data] = await Promise.all([loadHeaderData(api, locale, signedIn()), loadHeaderLocale(locale)]);
  if (data.incomplete) warnCrossOrigin(baseUrl);
  return { locale, api, data };
}

let warned = false;

/**
 * An API on another origin that did not answer: most often this page's origin is not one the
 * API allows (CORS), which the browser reports without saying what to change. One warning a page.
 */
function warnCrossOrigin(baseUrl: string): void {
  const api = new URL(baseUrl || '/', location.href).origin;
  if (warned || api === location.origin) return;
  warned = true;
  console.warn(
    `<exchange-header>: the exchange API at ${api} did not answer this page (${location.origin}); the header shows what it knows without it. ` +
      `If the console shows a CORS error, add ${location.origin} to the site's EXCHANGE_ALLOWED_ORIGINS (docs/origins.md).`,
  );
}

/** Whether the browser holds a session (the API's readable hint; the session cookie is HttpOnly). */
const signedIn = () => readCookie(document.cookie, SIGNED_IN_COOKIE) === '1';

/** The theme to paint: the user's choice (the cookie), else the host's default. */
export function hostTheme(fallback?: string | null): Theme {
  return toTheme(readCookie(document.cookie, THEME_COOKIE) ?? fallback);
}

const secure = () => location.protocol === 'https:';

/** A theme choice: the page repaints too (its <html data-theme>) and the site's cookie keeps it. */
function onThemeChange(next: Theme) {
  document.documentElement.dataset.theme = next;
  document.cookie = preferenceCookie(THEME_COOKIE, next, secure());
}

function onCurrencyChange(next: string) {
  document.cookie = preferenceCookie(CURRENCY_COOKIE, next, secure());
}

export interface HostHeaderProps {
  loaded: LoadedHeader;
  /** The page's path in the host's space without the locale prefix (shared/paths.ts). */
  currentPath: string;
  defaultTheme: Theme;
  /** The currency shown until the user picks one: the `currency` cookie's when omitted. */
  defaultCurrency?: string | null;
  navigate: (href: string) => void;
  /** Whether the header's stylesheet comes with it (a `<link precedence>` React hoists). @default true */
  stylesheet?: boolean;
}

/** The loaded data, then once more when it was incomplete (a new `loaded` starts again). */
function useCompleteOnce({ locale, api, data }: LoadedHeader): HeaderData {
  const [completed, setCompleted] = useState<{ from: HeaderData; data: HeaderData } | null>(null);
  useEffect(() => {
    if (!data.incomplete) return;
    let current = true;
    void loadHeaderData(api, locale, signedIn()).then((next) => {
      if (current) setCompleted({ from: data, data: next });
    });
    return () => {
      current = false;
    };
  }, [api, locale, data]);
  return completed?.from === data ? completed.data : data;
}

export function HostHeader({ loaded, currentPath, defaultTheme, defaultCurrency, navigate, stylesheet = true }: HostHeaderProps) {
  const { locale, api } = loaded;
  const data = useCompleteOnce(loaded);
  return (
    <HeaderProvider locale={locale} api={api} navigate={navigate}>
      {stylesheet ? <link rel="stylesheet" href={headerStylesHref} precedence="default" /> : null}
      <Header
        {...data}
        currentPath={currentPath}
        defaultTheme={defaultTheme}
        defaultCurrency={defaultCurrency !== undefined ? defaultCurrency : (toCurrency(readCookie(document.cookie, CURRENCY_COOKIE)) ?? null)}
        mainContentId="main"
        onThemeChange={onThemeChange}
        onCurrencyChange={onCurrencyChange}
      />
    </HeaderProvider>
  );
}
