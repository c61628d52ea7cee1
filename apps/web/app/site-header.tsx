/**
 * The host's part of the header: its stylesheet (inline in production HTML), its server data and
 * its render in the header's own i18n instance (its catalog is loaded before the page renders:
 * `site-header-i18n.ts`). One module, so the bare build (`EXCHANGE_BARE_HOST=1`, vite.config.ts)
 * can swap it for `site-header.bare.tsx` and the header's cost is the difference between the two
 * builds.
 */
import { splitLocale, SESSION_COOKIE, type Locale } from '@exchange/contract';
import { createServerInstance } from '@exchange/header/api';
import { loadHeaderData, type HeaderData } from '@exchange/header/data';
import { Header } from '@exchange/header/desktop';
import { useHeaderI18n } from '@exchange/header/i18n';
import headerStylesHref from '@exchange/header/styles.css?url';
import { I18nProvider } from '@lingui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator, type AppLoadContext } from 'react-router';
import { Stylesheet } from './inline-styles.tsx';
import { CURRENCY_COOKIE, THEME_COOKIE, preferenceCookie, readCookie } from './preferences.ts';
import { useRootData } from './root-data.ts';

/** What the header needs for its first render, read with the request's own cookie. */
export function loadSiteHeader(request: Request, context: AppLoadContext, locale: Locale): Promise<HeaderData> {
  const cookie = request.headers.get('cookie');
  const api = createServerInstance(context.apiOrigin, cookie);
  return loadHeaderData(api, locale, readCookie(cookie, SESSION_COOKIE) !== undefined, context.headerBudgetMs);
}

/**
 * When the server render could not read all of the header's data (a call failed in a way that may
 * pass: see HeaderData.incomplete), the page asks once more after hydration, so a passing API
 * hiccup does not leave a trader with a guest header or without the gated menus. Once: a lasting
 * fault keeps the fallback instead of a retry loop.
 */
function useCompleteOnce(incomplete: boolean) {
  const { revalidate } = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (!incomplete || asked.current) return;
    asked.current = true;
    void revalidate();
  }, [incomplete, revalidate]);
}

/**
 * The header's components in the header's own i18n instance: the header itself and the parts of it
 * a page renders (the security check of a guarded page).
 */
export function HeaderI18n({ children }: { children: ReactNode }) {
  const { locale } = useRootData();
  return <I18nProvider i18n={useHeaderI18n(locale)}>{children}</I18nProvider>;
}

export function SiteHeader() {
  const { locale, theme, session, site, feeTags = [], currency = null, incomplete = false } = useRootData();
  useCompleteOnce(incomplete);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Stylesheet href={headerStylesHref} />
      <HeaderI18n>
        <Header
          locale={locale}
          theme={theme}
          currency={currency}
          currentPath={`${splitLocale(pathname).path}${search}`}
          session={session}
          site={site}
          feeTags={feeTags}
          navigate={(href) => void navigate(href)}
          onThemeChange={(next) => {
            document.cookie = preferenceCookie(THEME_COOKIE, next, location.protocol === 'https:');
          }}
          onCurrencyChange={(next) => {
            document.cookie = preferenceCookie(CURRENCY_COOKIE, next, location.protocol === 'https:');
          }}
        />
      </HeaderI18n>
    </>
  );
}
