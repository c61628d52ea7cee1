/** The bare build's stand-in for `site-header-i18n.ts`: no header, no header catalog. */
import type { Locale } from '@exchange/contract';

export function loadSiteHeaderLocale(_locale: Locale): Promise<void> {
  return Promise.resolve();
}

export function siteHeaderFallback(_locale: Locale): boolean {
  return false;
}
