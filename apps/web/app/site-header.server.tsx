/**
 * The server's part of the header (entry.server.tsx wraps each page's render in it): the header's
 * HTML rendered apart and kept, shared by every guest of a page and every signed-in user of the
 * same kind (@exchange/header/server; README, Server cost). One cache per process. The bare build
 * swaps this module for `site-header.bare.server.tsx` (vite.config.ts).
 */
import { createHeaderHtmlCache, HeaderHtmlProvider } from '@exchange/header/server';
import type { ReactNode } from 'react';

export const headerHtml = createHeaderHtmlCache();

export function SiteHeaderServer({ children }: { children: ReactNode }) {
  return <HeaderHtmlProvider cache={headerHtml}>{children}</HeaderHtmlProvider>;
}
