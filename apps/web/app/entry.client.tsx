import { ensureI18n, toLocale } from '@exchange/header/i18n';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The page's catalog must be loaded before hydration, or the first client render would differ
// from the server's (a failed catalog falls back to English inside ensureI18n).
await ensureI18n(toLocale(document.documentElement.dataset.locale));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
