/**
 * The server's part of the header (entry.server.tsx wraps each page's render in it): the header's
 * HTML rendered apart and kept, shared by every guest of a page and every signed-in user of the
 * same kind (@exchange/header/server; README, Server cost). One cache per process, of
 * EXCHANGE_HEADER_HTML_ENTRIES renders (default 256; 0 keeps none: every header rendered, as the
 * bench measures a page whose header was never seen). The bare build swaps this module for
 * `site-header.bare.server.tsx` (vite.config.ts).
 */
import { createHeaderHtmlCache, HeaderHtmlProvider } from '@exchange/header/server';
import type { ReactNode } from 'react';

/** EXCHANGE_HEADER_HTML_ENTRIES as a count, or the package's default when unset or not a count. */
function maxEntries(): number | undefined {
  const value = process.env.EXCHANGE_HEADER_HTML_ENTRIES;
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

const headerHtml = createHeaderHtmlCache({ maxEntries: maxEntries() });

export function SiteHeaderServer({ children }: { children: ReactNode }) {
  return <HeaderHtmlProvider cache={headerHtml}>{children}</HeaderHtmlProvider>;
}
