import { I18nProvider } from '@lingui/react';
import { ensureI18n, getI18n, shownLocale, type SiteMessageKey } from './i18n/index.ts';
import { DEFAULT_LOCALE, ROUTES, localeEntry, splitLocale, type Locale } from '@exchange/contract';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { CURRENCY_COOKIE, THEME_COOKIE, readCookie, toCurrency, toTheme } from './preferences.ts';
import { ErrorPage } from './routes/error-page.tsx';
// The header's part (swapped for site-header.bare.tsx in the bare build, vite.config.ts).
import { SiteHeader, SiteHeaderProvider, loadSiteHeader } from './site-header.tsx';
import { loadSiteHeaderLocale } from './site-header-i18n.ts';
import { catalogHrefs } from 'virtual:catalog-hrefs';
import stylesHref from './styles.css?url';

/**
 * Stylesheets carry a `precedence`, so React emits them at the top of <head>: without it they came
 * after React's hoisted module preloads (two dozen scripts), and over HTTP/1.1's six connections the
 * render-blocking CSS queued behind the JavaScript (npm run bench: first paint and LCP).
 */
export const links = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref, precedence: 'default' },
];

/**
 * Every page is titled with its name and the brand (WCAG 2.4.2). The page's name is its route's
 * title in the catalog; pages outside the route table (not found, dev tools) get the brand alone.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const i18n = getI18n(data?.locale ?? DEFAULT_LOCALE);
  const brand = i18n._('common.brand');
  const routeId = matches.at(-1)?.id ?? '';
  const page = ROUTES.some((route) => route.id === routeId) ? i18n._(`pages.title.${routeId}` as SiteMessageKey) : null;
  return [{ title: page ? `${page} | ${brand}` : brand }];
};

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { locale } = splitLocale(url.pathname);
  const cookie = request.headers.get('cookie');
  // The page's catalogs, the site's and the header's, are loaded before it renders.
  const [header] = await Promise.all([loadSiteHeader(cookie, context, locale), ensureI18n(locale), loadSiteHeaderLocale(locale)]);
  return {
    locale,
    theme: toTheme(readCookie(cookie, THEME_COOKIE)),
    currency: toCurrency(readCookie(cookie, CURRENCY_COOKIE)) ?? null,
    nonce: context.nonce,
    // The page's catalogs are imported before hydration (entry.client.tsx): hinted here, they load
    // beside the page's other modules instead of after them.
    catalogHrefs: catalogHrefs[locale] ?? [],
    ...header,
  };
}

/** Loads the catalogs of the locale being navigated to before the new page renders. */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const { locale } = splitLocale(new URL(request.url).pathname);
  const [data] = await Promise.all([serverLoader<typeof loader>(), ensureI18n(locale), loadSiteHeaderLocale(locale)]);
  return data;
}

/** The header's data changes with the locale, a sign-in or a mode switch, not with every page. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // A form, or a revalidation of the page itself (the header's retry of incomplete data).
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale || currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const locale: Locale = data?.locale ?? 'en';
  // The language shown: English when the locale's catalog could not be loaded in this browser.
  const entry = localeEntry(shownLocale(locale));
  return (
    <html lang={entry.lang} dir={entry.dir} data-theme={data?.theme ?? 'black'} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Stylesheets and preloads need no nonce (CSP allows 'self'); browsers hide nonce values from
            the DOM, so a real one here would read as a hydration mismatch in development. */}
        <Links nonce="" />
        {data?.catalogHrefs.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      </head>
      <body>
        <I18nProvider i18n={getI18n(locale)}>{children}</I18nProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Tests and tools wait for this mark before they interact.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteHeaderProvider>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </SiteHeaderProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteHeaderProvider>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorPage status={status} />
      </main>
    </SiteHeaderProvider>
  );
}
