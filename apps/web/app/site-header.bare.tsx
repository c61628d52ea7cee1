/**
 * The bare build's stand-in for `site-header.tsx` (`EXCHANGE_BARE_HOST=1`, vite.config.ts): the
 * same exports, with no header, no header stylesheet and no header data, so the host app and its
 * pages alone can be measured. Only the data's type is shared with the header.
 */
import type { Locale } from '@exchange/contract';
import type { HeaderData } from '@exchange/header/data';
import type { ReactNode } from 'react';
import type { AppLoadContext } from 'react-router';

export function loadSiteHeader(_cookie: string | null, _context: AppLoadContext, _locale: Locale): Promise<HeaderData> {
  return Promise.resolve({ session: null, site: null, feeTags: [], incomplete: false });
}

export function SiteHeaderProvider({ children }: { children: ReactNode }) {
  return children;
}

export function SiteHeader() {
  return null;
}

export function GuardNotice(_props: { action: string; href: string }) {
  return null;
}
