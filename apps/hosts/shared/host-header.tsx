/**
 * What the client-rendered hosts add to the package's PageHeader (the one component every host
 * renders, the Next.js host too): the header's first data and catalog loaded in the browser, and
 * its stylesheet's URL (Vite's `?url`: the element's script has no HTML page of its own to put a
 * link in). The rest (HeaderProvider, the site's theme and currency cookies, `<html data-theme>`,
 * asking once more when data came incomplete) is PageHeader's.
 *
 * Data: the session cookie is HttpOnly; the readable hint beside it (SIGNED_IN_COOKIE, set and
 * expired by the API with the session) tells loadPageHeader whether asking for the user is worth a
 * call, so a guest's page makes none that can only fail. A hint that outlived its session gets the
 * API's "not signed in" answer, a guest header, and the hint expired.
 */
import { createApiInstance, loadPageHeader, PageHeader, type LoadedPageHeader, type Locale, type PageHeaderProps } from '@exchange/header';
import headerStylesHref from '@exchange/header/styles.css?url';

export type LoadedHeader = LoadedPageHeader & { apiBase: string };

/** Loads what the header needs for its first render: its catalog and data from `apiBase` ('' or '/gateway'), the site's preference cookies. */
export async function loadHostHeader(locale: Locale, apiBase: string, defaultTheme?: string | null): Promise<LoadedHeader> {
  const api = createApiInstance({ baseUrl: apiBase, locale });
  const loaded = await loadPageHeader({ locale, api, cookie: document.cookie, defaultTheme });
  if (loaded.data.incomplete) warnCrossOrigin(apiBase);
  return { ...loaded, apiBase };
}

let warned = false;

/**
 * An API on another origin that did not answer: most often this page's origin is not one the
 * API allows (CORS), which the browser reports without saying what to change. One warning a page.
 */
function warnCrossOrigin(apiBase: string): void {
  const api = new URL(apiBase || '/', location.href).origin;
  if (warned || api === location.origin) return;
  warned = true;
  console.warn(
    `<exchange-header>: the exchange API at ${api} did not answer this page (${location.origin}); the header shows what it knows without it. ` +
      `If the console shows a CORS error, add ${location.origin} to the site's EXCHANGE_ALLOWED_ORIGINS (docs/origins.md).`,
  );
}

export interface HostHeaderProps {
  loaded: LoadedHeader;
  /** The page's path in the host's space without the locale prefix (hostLocation, @exchange/header). */
  currentPath: string;
  navigate: NonNullable<PageHeaderProps['navigate']>;
  /** Where the exchange site is, for a page of another origin (PageHeader's `siteOrigin`). */
  siteOrigin?: string;
  /** Whether the header's stylesheet comes with it (a `<link precedence>` React hoists; the element puts its own in the head). @default true */
  stylesheet?: boolean;
}

export function HostHeader({ loaded, currentPath, navigate, siteOrigin, stylesheet = true }: HostHeaderProps) {
  return (
    <PageHeader
      {...loaded}
      currentPath={currentPath}
      navigate={navigate}
      mainContentId="main"
      siteOrigin={siteOrigin}
      stylesheetHref={stylesheet ? headerStylesHref : undefined}
    />
  );
}
