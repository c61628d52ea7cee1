/**
 * The server's part of the header: the header's HTML rendered apart and kept, shared by every
 * guest of a page and every signed-in user of the same kind (@exchange/header/server; README,
 * Server cost). entry.server.tsx wraps each page's render in it, and the header fragment
 * (`GET /header/fragment`, header-fragment.ts) is rendered from the same kept renders, so a page
 * and a fragment of the same request carry the same bytes. One cache per process, of
 * EXCHANGE_HEADER_HTML_ENTRIES renders (default 512, the package's; 0 keeps none: every header rendered, as the
 * bench measures a page whose header was never seen). The bare build swaps this module for
 * `site-header.bare.server.tsx` (vite.config.ts).
 */
import { localizePath, readSessionCookie } from '@exchange/contract';
import { Header, HeaderProvider } from '@exchange/header';
import { loadOptionalLookups, loadSettingsLists } from '@exchange/header/data';
import { loadHeaderLocale } from '@exchange/header/i18n';
import { createHeaderHtmlCache, drawersHtml, enhanceConfig, HeaderHtmlProvider, languageDialogHtml, securityDialogHtml, type HeaderHtmlStats } from '@exchange/header/server';
import headerStylesHref from '@exchange/header/styles.css?url';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppLoadContext } from 'react-router';
import { fragmentHtml, fragmentLinks, fragmentLookups, fragmentPart, fragmentPath, fragmentQuery, fragmentStyles, HEADER_MAJOR, HEADER_VERSION } from './header-fragment.ts';
import { pageCacheHeaders } from './page-cache.ts';
import { RESOURCE_HEADERS } from './security.ts';
import { CURRENCY_COOKIE, THEME_COOKIE, readCookie, toCurrency, toTheme } from './preferences.ts';
import { loadSiteHeader } from './site-header.tsx';

/** EXCHANGE_HEADER_HTML_ENTRIES as a count, or the package's default when unset or not a count. */
function maxEntries(): number | undefined {
  const value = process.env.EXCHANGE_HEADER_HTML_ENTRIES;
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

const headerHtml = createHeaderHtmlCache({ maxEntries: maxEntries() });

/** The kept renders' counts since the process started (hits, misses, entries): the bench's hit ratio. */
export const headerHtmlStats = (): HeaderHtmlStats => headerHtml.stats();

/** Gives the page's render the kept header renders. */
export function SiteHeaderServer({ children }: { children: ReactNode }) {
  return <HeaderHtmlProvider cache={headerHtml}>{children}</HeaderHtmlProvider>;
}

export interface FragmentResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The header fragment for a request (`url` with its `path`, `links` and `styles` parameters, the
 * request's Cookie header, the site's configured `origin`): the header the site renders on that
 * page for those cookies, from the kept renders. A guest's is shareable like a guest page
 * (page-cache.ts), a session's `private, no-store`; a bad or unknown parameter is a 400 with a
 * short plain message. With `part=` one part of it alone, for the enhancer: a dialog (the language
 * dialog, the security check's: the same whatever the cookies, shareable) or the phone's drawers
 * (the person's: the fragment's rule).
 */
export async function renderHeaderFragment(url: URL, cookie: string | null, context: AppLoadContext, origin: string): Promise<FragmentResponse> {
  const query = fragmentQuery(url.search);
  if (!query.ok) return badRequest(query.message);
  const target = fragmentPath(query.get('path'));
  if (!target.ok) return badRequest(target.message);
  const links = fragmentLinks(query.get('links'));
  if (!links.ok) return badRequest(links.message);
  const styles = fragmentStyles(query.get('styles'));
  if (!styles.ok) return badRequest(styles.message);
  const lookups = fragmentLookups(query.get('lookups'));
  if (!lookups.ok) return badRequest(lookups.message);
  const part = fragmentPart(query.get('part'));
  if (!part.ok) return badRequest(part.message);
  const { locale, currentPath } = target;
  if (part.part === 'language-dialog' || part.part === 'security-dialog') {
    const dialog =
      part.part === 'language-dialog'
        ? Promise.all([loadSettingsLists(context.api(locale, null), locale, context.headerBudgetMs, context.sharedLookups), loadHeaderLocale(locale)]).then(([lists]) =>
            languageDialogHtml({ locale, currentPath, lists }),
          )
        : loadHeaderLocale(locale).then(() => securityDialogHtml({ locale }));
    // The same for every request of the page, whatever its cookies: shareable as a guest's page.
    const cache = pageCacheHeaders({ cookie: null, status: 200, incomplete: false, setsCookie: false });
    return {
      status: 200,
      headers: { ...cache, ...RESOURCE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Exchange-Header-Version': HEADER_VERSION },
      body: await dialog,
    };
  }
  // `links=absolute`: for a page of another origin, every URL of the fragment is the site's.
  const siteOrigin = links.absolute ? origin : undefined;
  // The lookups asked with the session beside the header's data (a guest has none to ask), their
  // answers used once the session is known to be one.
  const asked = lookups.answered && readSessionCookie(cookie) !== undefined ? loadOptionalLookups(context.api(locale, cookie)) : undefined;
  const [data, answered] = await Promise.all([loadSiteHeader(cookie, context, locale), asked, loadHeaderLocale(locale)]);
  const answers = data.session ? answered : undefined;
  // Where the enhancer asks for this fragment with them (a session's first fragment only).
  const fragmentOf = (parameter: string) => `${siteOrigin ?? ''}/header/fragment?path=${encodeURIComponent(query.get('path') ?? '')}${links.absolute ? '&links=absolute' : ''}&${parameter}`;
  const answeredUrl = data.session && !answers ? fragmentOf('lookups=answered') : null;
  const theme = toTheme(readCookie(cookie, THEME_COOKIE));
  const currency = toCurrency(readCookie(cookie, CURRENCY_COOKIE)) ?? null;
  // A person's drawers for a session (private, no-store), a guest's shareable: the fragment's own rule.
  const cache = pageCacheHeaders({ cookie, status: 200, incomplete: data.incomplete === true, setsCookie: false });
  const headers = { ...cache, ...RESOURCE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Exchange-Header-Version': HEADER_VERSION };
  if (part.part === 'drawers') {
    const props = { defaultTheme: theme, defaultCurrency: currency, currentPath, session: data.session, site: data.site, feeTags: data.feeTags };
    return { status: 200, headers, body: drawersHtml({ locale, ...props, ...(siteOrigin ? { siteOrigin } : {}), ...(answers ? { lookups: answers } : {}) }) };
  }
  const html = renderToString(
    <HeaderHtmlProvider cache={headerHtml}>
      <HeaderProvider locale={locale}>
        {/* The props the site's page gives (site-header.tsx), in its order: the kept render's key. */}
        <Header
          defaultTheme={theme}
          defaultCurrency={currency}
          currentPath={currentPath}
          session={data.session}
          site={data.site}
          feeTags={data.feeTags}
          mainContentId="main"
          {...(siteOrigin ? { siteOrigin } : {})}
          {...(answers ? { lookups: answers } : {})}
        />
      </HeaderProvider>
    </HeaderHtmlProvider>,
  );
  return {
    status: 200,
    // The version that rendered it, for a layout that refetches its fragments when it changes.
    headers,
    body: fragmentHtml({
      origin: siteOrigin ?? '',
      stylesheetHref: headerStylesHref,
      stylesheetText: styles.inline ? context.inlineStyle(headerStylesHref) : undefined,
      headerHtml: html,
      script: context.channelScript(HEADER_MAJOR, 'enhancer.js'),
      data: {
        // What the framework-free enhancer needs beside the HTML (@exchange/header/enhance).
        enhance: enhanceConfig({
          version: HEADER_VERSION,
          locale,
          api: siteOrigin ?? '',
          session: data.session,
          languageDialog: fragmentOf('part=language-dialog'),
          // The drawers with what this HTML shows: the lookups answered when they are here.
          drawers: fragmentOf(answers ? 'part=drawers&lookups=answered' : 'part=drawers'),
          // The same for every page of the locale: asked as its home's, one address a cache keeps.
          securityDialog: `${siteOrigin ?? ''}/header/fragment?path=${encodeURIComponent(localizePath(locale, '/'))}&part=security-dialog`,
          lookups: answeredUrl,
        }),
      },
    }),
  };
}

const badRequest = (message: string): FragmentResponse => ({
  status: 400,
  headers: { ...RESOURCE_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  body: `${message}\n`,
});
