/** The bare build's stand-in for `site-header.server.tsx` (vite.config.ts): no header, nothing kept. */
import type { ReactNode } from 'react';

export function SiteHeaderServer({ children }: { embed?: unknown; children: ReactNode }) {
  return children;
}

/** No header, no fragment: the bare build answers `/header/fragment` with the site's 404. */
export const renderHeaderFragment = undefined;

/** Nothing kept: the bare build's `/dev/header-html` is a 404. */
export const headerHtmlStats = undefined;
