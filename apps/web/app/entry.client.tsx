import { ensureI18n, isFallbackCatalog, toLocale } from './i18n/index.ts';
import { loadSiteHeaderLocale, siteHeaderFallback } from './site-header-i18n.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The page's catalogs, the site's and the header's, must be loaded before hydration, or the first
// client render would differ from the server's (a failed catalog falls back to English).
const locale = toLocale(document.documentElement.dataset.locale);
await Promise.all([ensureI18n(locale), loadSiteHeaderLocale(locale)]);

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);
startTransition(() => {
  // The server's HTML is in the page's language. When a catalog of it could not be loaded here,
  // English shows instead: the first client render cannot match that HTML, so the document is
  // rendered afresh (with the server's loader data) instead of hydrated into a mismatch.
  if (isFallbackCatalog(locale) || siteHeaderFallback(locale)) createRoot(document).render(app);
  else hydrateRoot(document, app);
});
