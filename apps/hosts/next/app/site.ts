/** What the Next.js host knows of the site: its origin (fixed at build: next.config.ts) and its locale prefixes. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@exchange/header/i18n';

/** The site's origin: its API (proxied for the browser by rewrites) and the header's links. */
export const SITE_ORIGIN = process.env.EXCHANGE_SITE_ORIGIN ?? 'http://127.0.0.1:3000';

/** A market page's symbol: capital letters and digits. */
const SYMBOL = /^[A-Z0-9]{2,20}$/;

/**
 * The page's locale from the optional catch-all's segments: none is English, one that is a locale
 * prefix (`ar`, `zh-CN`) is that locale. `page` is what the path is: a locale's home, a market's
 * page (`/markets/BTCUSDT`, `/ar/markets/BTCUSDT`, with its `symbol`: a page below the home, as a
 * team's app has them), English's prefix (`/en/`, which redirects to `/`), or no page of this host.
 */
export function pageLocale(segments: readonly string[] = []): { locale: Locale; page: 'home' | 'market' | 'english-prefix' | 'none'; symbol?: string } {
  const [first, ...rest] = segments;
  if (first === undefined) return { locale: DEFAULT_LOCALE, page: 'home' };
  const prefixed = isLocale(first);
  const locale = prefixed ? first : DEFAULT_LOCALE;
  const path = prefixed ? rest : segments;
  if (path.length === 2 && path[0] === 'markets' && SYMBOL.test(path[1]!) && !(prefixed && first === DEFAULT_LOCALE)) return { locale, page: 'market', symbol: path[1]! };
  if (!prefixed) return { locale: DEFAULT_LOCALE, page: 'none' };
  if (rest.length > 0) return { locale: first, page: 'none' };
  return { locale: first, page: first === DEFAULT_LOCALE ? 'english-prefix' : 'home' };
}
