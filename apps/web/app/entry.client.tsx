import { ensureI18n, isFallbackCatalog, toLocale } from '@exchange/header/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The page's catalog must be loaded before hydration, or the first client render would differ
// from the server's (a failed catalog falls back to English inside ensureI18n).
const locale = toLocale(document.documentElement.dataset.locale);
await ensureI18n(locale);

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);
startTransition(() => {
  // The server's HTML is in the page's language. When its catalog could not be loaded here, the
  // page shows English: the first client render cannot match that HTML, so the document is
  // rendered afresh (with the server's loader data) instead of hydrated into a mismatch.
  if (isFallbackCatalog(locale)) createRoot(document).render(app);
  else hydrateRoot(document, app);
});
