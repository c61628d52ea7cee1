/**
 * The host's part of the header: its stylesheet (inline in production HTML), its server data, its
 * environment (HeaderProvider around the header and the pages, so a guarded page can ask for the
 * security check) and its render. One module, so the bare build (`EXCHANGE_BARE_HOST=1`,
 * vite.config.ts) can swap it for `site-header.bare.tsx` and the header's cost is the difference
 * between the two builds.
 */
import { readSessionCookie, splitLocale, type Locale } from '@exchange/contract';
import { loadHeaderData, type HeaderData } from '@exchange/header/data';
import { Header, HeaderProvider, SecurityCheckRequired, keepCurrencyChoice, keepThemeChoice, useRetryOnce } from '@exchange/header';
import headerStylesHref from '@exchange/header/styles.css?url';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator, type AppLoadContext } from 'react-router';
import { routerPath } from './header-navigation.ts';
import { useRootData } from './root-data.ts';

/** What the header needs for its first render, read with the request's own cookie. */
export function loadSiteHeader(cookie: string | null, context: AppLoadContext, locale: Locale): Promise<HeaderData> {
  return loadHeaderData(context.api(locale, cookie), locale, readSessionCookie(cookie) !== undefined, context.headerBudgetMs, context.sharedLookups);
}

/**
 * When the server render could not read all of the header's data (HeaderData.incomplete), the page
 * asks once more after hydration by revalidating its route (the package's retry policy: once for
 * the page's life, so a lasting fault keeps the fallback instead of a retry loop).
 */
function useCompleteOnce(incomplete: boolean) {
  const { revalidate } = useRevalidator();
  useRetryOnce(incomplete, () => void revalidate());
}

/** The header's environment for the page: the locale, same-origin API, the router's navigation (header-navigation.ts). */
export function SiteHeaderProvider({ children }: { children: ReactNode }) {
  const { locale } = useRootData();
  const routerNavigate = useNavigate();
  // A header given a siteOrigin hands over absolute URLs: one of another origin loads as a page.
  // The router's promise settles when the new page has its data: the header's progress bar stays
  // up until then.
  const navigate = useCallback(
    (href: string) => {
      const path = routerPath(href, window.location);
      if (path === null) return window.location.assign(href);
      return routerNavigate(path);
    },
    [routerNavigate],
  );
  return (
    <HeaderProvider locale={locale} navigate={navigate}>
      {children}
    </HeaderProvider>
  );
}

export function SiteHeader() {
  const { theme, session, site, feeTags = [], currency = null, incomplete = false } = useRootData();
  useCompleteOnce(incomplete);
  const { pathname, search } = useLocation();
  return (
    <>
      <link rel="stylesheet" href={headerStylesHref} precedence="default" />
      <Header
        defaultTheme={theme}
        defaultCurrency={currency}
        currentPath={`${splitLocale(pathname).path}${search}`}
        session={session}
        site={site}
        feeTags={feeTags}
        mainContentId="main"
        onThemeChange={keepThemeChoice}
        onCurrencyChange={keepCurrencyChoice}
      />
    </>
  );
}

/** A guarded page's offer of the security check (the header hosts the dialog). */
export const GuardNotice = SecurityCheckRequired;
