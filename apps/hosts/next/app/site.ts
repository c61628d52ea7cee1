/** What the Next.js host knows of the site: its origin (fixed at build: next.config.ts) and its locale prefixes. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@exchange/header/i18n';

/** The site's origin: its API (proxied for the browser by rewrites) and the header's links. */
export const SITE_ORIGIN = process.env.EXCHANGE_SITE_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * The page's locale from the optional catch-all's segments: none is English, one that is a locale
 * prefix (`ar`, `zh-CN`) is that locale. `page` is what the path is: a locale's home, English's
 * prefix (`/en/`, which redirects to `/`), or no page of this host (its locale still names the
 * language of the 404 page's header).
 */
export function pageLocale(segments: readonly string[] = []): { locale: Locale; page: 'home' | 'english-prefix' | 'none' } {
  const [first, ...rest] = segments;
  if (first === undefined) return { locale: DEFAULT_LOCALE, page: 'home' };
  if (!isLocale(first)) return { locale: DEFAULT_LOCALE, page: 'none' };
  if (rest.length > 0) return { locale: first, page: 'none' };
  return { locale: first, page: first === DEFAULT_LOCALE ? 'english-prefix' : 'home' };
}
