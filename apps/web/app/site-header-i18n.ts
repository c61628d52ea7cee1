/**
 * The header's catalog, loaded before a page renders like the site's own (root.tsx loaders,
 * entry.client.tsx before hydration). Its own module, so the client entry does not import the
 * header's components, and the bare build swaps it for `site-header-i18n.bare.ts`.
 */
export { isHeaderFallback as siteHeaderFallback, loadHeaderLocale as loadSiteHeaderLocale } from '@exchange/header/i18n';
