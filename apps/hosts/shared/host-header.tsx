/**
 * The hosts' adapter to the header, the one place they meet its API (both hosts render this):
 * its catalog and data loaded in the browser, its stylesheets, and the preferences it reads and
 * writes in the same cookies as the site (apps/web/app/preferences.ts).
 *
 * Data: the session cookie is HttpOnly, so the page cannot know whether it is signed in; it asks as
 * if it were (`signedIn` = true) and the API's "not signed in" answer to userInfo makes a guest
 * header, as on the site after a session has expired.
 */
import { localeEntry, type Locale } from '@exchange/contract';
import { localeCodeHeaders, type ApiInstance } from '@exchange/header/api';
import { loadHeaderData, type HeaderData } from '@exchange/header/data';
import { Header, headerStylesHref } from '@exchange/header/desktop';
import { ensureI18n, shownLocale } from '@exchange/header/i18n';
import { CURRENCY_COOKIE, THEME_COOKIE, preferenceCookie, readCookie, toCurrency, toTheme, type Theme } from '@exchange/web/preferences';
import themeHref from '@exchange/web/theme.css?url';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

export interface LoadedHeader {
  locale: Locale;
  i18n: I18n;
  data: HeaderData;
}

/** The header's API instance in a host's browser: same-origin calls under `baseUrl` ('' or '/gateway'). */
export function hostApi(baseUrl: string, locale: Locale): ApiInstance {
  return { fetch: globalThis.fetch.bind(globalThis), baseUrl, headers: localeCodeHeaders(locale) };
}

/** Loads what the header needs for its first render: its catalog and its data. */
export async function loadHostHeader(locale: Locale, baseUrl: string): Promise<LoadedHeader> {
  const [i18n, data] = await Promise.all([ensureI18n(locale), loadHeaderData(hostApi(baseUrl, locale), locale, true)]);
  return { locale, i18n, data };
}

/** The theme to paint: the user's choice (the cookie), else the host's default. */
export function hostTheme(fallback?: string | null): Theme {
  return toTheme(readCookie(document.cookie, THEME_COOKIE) ?? fallback);
}

/** `lang` and `dir` of what the header shows (English when the locale's catalog failed to load). */
export function hostLanguage(locale: Locale): { lang: string; dir: 'ltr' | 'rtl' } {
  const { lang, dir } = localeEntry(shownLocale(locale));
  return { lang, dir };
}

const secure = () => location.protocol === 'https:';

export interface HostHeaderProps {
  loaded: LoadedHeader;
  /** The page's path in the host's space without the locale prefix (shared/paths.ts). */
  currentPath: string;
  theme: Theme;
  navigate: (href: string) => void;
}

export function HostHeader({ loaded: { locale, i18n, data }, currentPath, theme, navigate }: HostHeaderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <link rel="stylesheet" href={themeHref} precedence="default" />
      <link rel="stylesheet" href={headerStylesHref} precedence="default" />
      <Header
        {...data}
        locale={locale}
        theme={theme}
        currency={toCurrency(readCookie(document.cookie, CURRENCY_COOKIE)) ?? null}
        currentPath={currentPath}
        navigate={navigate}
        onThemeChange={(next) => {
          document.cookie = preferenceCookie(THEME_COOKIE, next, secure());
        }}
        onCurrencyChange={(next) => {
          document.cookie = preferenceCookie(CURRENCY_COOKIE, next, secure());
        }}
      />
    </I18nProvider>
  );
}
