'use client';
/**
 * @exchange/header: the exchange's shared header. Mount it inside a HeaderProvider (its
 * environment: locale, API instance, navigation) with the data loadHeaderData reads and the
 * header's catalog loaded (loadHeaderLocale), or as PageHeader (the ready component: props that are
 * plain data, the site's preference cookies, the catalog sent with the page);
 * packages/header/README.md "Mount it" has an example and the props tables. The other entries
 * (`./api`, `./i18n`, `./nav`, `./data`) are for hosts that use a part alone; `./server` keeps the header's HTML for a
 * server render; `./styles.css` is the stylesheet.
 *
 * "use client": this entry is the header's client boundary, so a React Server Component imports
 * and renders its components (Next.js App Router). On such a server everything exported here is a
 * client reference, functions and constants included: a Server Component calls loadPageHeader,
 * loadHeaderData, createApiInstance and loadHeaderCatalog, and reads LOCALES, from the entries
 * without the directive (`./data`, `./api`, `./i18n`), which export them too.
 */
export { Header, type HeaderProps } from './root/Header.tsx';
export { HeaderProvider, type HeaderProviderProps } from './shell/HeaderProvider.tsx';
export { PageHeader, type PageHeaderProps } from './page/PageHeader.tsx';
/** What PageHeader does around Header, for a host that renders Header itself: the site's preference cookies, and the retry policy of incomplete data. */
export { keepCurrencyChoice, keepThemeChoice } from './page/preferenceCookies.ts';
export { hostHref, hostLocation } from './page/hostPaths.ts';
export { useRetryOnce } from './data/useRetryOnce.ts';
export type { Theme } from './shell/environment.ts';
export { SecurityCheckRequired, type SecurityCheckRequiredProps, type SecurityCheckRequest } from './security/index.ts';
export { createApiInstance, type ApiInstance, type ApiInstanceOptions } from './api/index.ts';
export { HEADER_DATA_BUDGET_MS, loadHeaderData, loadPageHeader, type HeaderContent, type HeaderData, type LoadedPageHeader, type PageHeaderRequest } from './data/index.ts';
/** The check Header applies to its `siteOrigin` (for a host that reads the value from elsewhere: an attribute, a setting). */
export { parseSiteOrigin, type SiteOrigin } from './nav/index.ts';
export { loadHeaderLocale } from './i18n/index.ts';
/** The locales (spec §9 spellings), the type, and the path helpers a host needs for its URLs. */
export { DEFAULT_LOCALE, LOCALES, isLocale, localizePath, splitLocale, type Locale } from '@exchange/contract';
/** The readable cookie that tells a page rendered in the browser whether it holds a session. */
export { SIGNED_IN_COOKIE } from '@exchange/contract';
