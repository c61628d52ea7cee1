/**
 * How the header's hrefs are made, once: a page of the exchange site is its localized path
 * (`/zh-CN/asset`) or, when the header is mounted on another origin and was told the site's
 * (`siteOrigin`), the absolute URL of that path on the site (`https://www.exchange.com/zh-CN/asset`).
 * Every href of the model (links, QR code, a mode switch's next page) and the Coin-M delivery
 * lookup's answer (root/lookup.ts) come from `siteHref`.
 */
import { HEADER_FORMS, localizePath, type HeaderForm, type Locale } from '@exchange/contract';

declare const siteOriginBrand: unique symbol;

/**
 * An http(s) origin as `parseSiteOrigin` returns it: scheme, host and port only, no trailing
 * slash (`https://www.exchange.com`, `http://localhost:5173`). Branded: only the parser makes one.
 */
export type SiteOrigin = string & { readonly [siteOriginBrand]: true };

/**
 * The site's origin from a host's value, or null when the value is not an http(s) origin: not a
 * URL, another scheme, or carrying credentials, a path, a query or a hash. Case, a default port and
 * one trailing slash are normalized away (`HTTPS://Example.com:443/` is `https://example.com`).
 */
export function parseSiteOrigin(value: unknown): SiteOrigin | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // `?` or `#` with nothing after them leave no trace in the parsed URL: refused on the text.
  if (/[?#]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.pathname !== '/') return null;
  return url.origin as SiteOrigin;
}

/** What an href depends on: the page's locale and, on another origin, the site's. */
export interface HrefContext {
  readonly locale: Locale;
  readonly siteOrigin: SiteOrigin | null;
}

/**
 * The href of a page of the site: `path` (path and query, no locale prefix) localized, and
 * absolute to the site's origin when the context has one. `localizePath` leaves one leading slash,
 * so the origin is never followed by `//` (which would name another host).
 */
export function siteHref(ctx: HrefContext, path: string): string {
  const localized = localizePath(ctx.locale, path);
  return ctx.siteOrigin === null ? localized : `${ctx.siteOrigin}${localized}`;
}

/**
 * Where a no-script action's form posts (HEADER_FORMS: the theme toggle, log out): the site's
 * route, absolute to the site's origin when the header is mounted on another one, as every href.
 */
export function formAction(ctx: Pick<HrefContext, 'siteOrigin'>, form: HeaderForm): string {
  return ctx.siteOrigin === null ? HEADER_FORMS[form] : `${ctx.siteOrigin}${HEADER_FORMS[form]}`;
}
