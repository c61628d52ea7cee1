/**
 * Where a language choice goes: its own module, because the no-script language links of the bar
 * (desktop/SettingsButtons.tsx) need it at first load and the rest of the settings model does not.
 */
import { switchLocalePath, type Locale } from '@exchange/contract';

/**
 * The current page in another language: the locale prefix rewritten, path, query and hash kept.
 * `currentPath` is the page's path and query without a prefix (as the header receives it).
 */
export function languageHref(currentPath: string, locale: Locale): string {
  const cut = currentPath.search(/[?#]/);
  const pathname = cut < 0 ? currentPath : currentPath.slice(0, cut);
  const rest = cut < 0 ? '' : currentPath.slice(cut);
  return `${switchLocalePath(pathname || '/', locale)}${rest}`;
}

/**
 * The language switch's destination from the page as the browser shows it: `href` with the
 * page's #fragment (`location.hash`), which no server sees and so no `currentPath` carries; an
 * href that has a fragment of its own keeps it.
 */
export function withPageHash(href: string, hash: string): string {
  if (href.includes('#') || hash === '' || hash === '#') return href;
  return `${href}${hash.startsWith('#') ? hash : `#${hash}`}`;
}
