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
