/**
 * A host's path space and the header's. A host lives under its own path (`/hosts/spa`) with the
 * locale prefix after it (`/hosts/spa/ar/`); the header thinks in the site's space, where the
 * prefix comes first (`/ar/...`). The header is given `currentPath` = the host's path without the
 * prefix (`/hosts/spa/`), so its menus link to the site as they do everywhere, and what it makes
 * of the current page in another locale (`/ar/hosts/spa/`: the language switch, a sign-in's `from`)
 * maps back into the host (`/hosts/spa/ar/`). The server redirects the site-space form too
 * (apps/web/server/hosts.ts), for the sign-in's round trip through the login page.
 */
import { localizePath, splitLocale, type Locale } from '@exchange/contract';

/** The page's locale and its path as the header's `currentPath` (query kept). */
export function hostLocation(base: string, pathname: string, search = ''): { locale: Locale; currentPath: string } {
  const inside = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const { locale, path } = splitLocale(inside);
  return { locale, currentPath: `${base}${path}${search}` };
}

/** A header href in the host's own space when it is a page of the host, else null (a site page). */
export function hostHref(base: string, href: string): string | null {
  const cut = href.search(/[?#]/);
  const { locale, path } = splitLocale(cut < 0 ? href : href.slice(0, cut));
  if (!base || (path !== base && !path.startsWith(`${base}/`))) return null;
  return `${base}${localizePath(locale, path.slice(base.length) || '/')}${cut < 0 ? '' : href.slice(cut)}`;
}
