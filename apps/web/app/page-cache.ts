/**
 * HTTP caching of server-rendered pages (DESIGN.md, "HTTP caching of pages"):
 * - a response to a request that carries the session cookie depends on that session: private,
 *   never stored by anyone (`private, no-store`), whether the session turned out valid or not;
 * - a guest page may be shared by a cache, for GUEST_PAGE_SHARED_SECONDS, under the key
 *   path + query + the `theme` and `currency` cookies (the only request values the render reads
 *   besides the path: see docs/security.md "HTTP caching of pages"); `Vary: Cookie` tells a cache that does not know
 *   that key to keep one copy per Cookie header; browsers revalidate (`max-age=0`);
 * - a guest page rendered while the header's data was incomplete (an API fault) or with a server
 *   error is `no-store`, so a passing fault is never served to other guests;
 * - a response that sets a cookie is never shareable (pages set none; checked here anyway).
 */
import { SESSION_COOKIE_NAMES } from '@exchange/contract';

/** How long a shared cache may serve a guest page without asking again (seconds). */
export const GUEST_PAGE_SHARED_SECONDS = 30;
export const GUEST_PAGE_CACHE = `public, max-age=0, s-maxage=${GUEST_PAGE_SHARED_SECONDS}`;
export const PRIVATE_PAGE_CACHE = 'private, no-store';
export const UNCACHED_PAGE = 'no-store';
/**
 * A client navigation's data (`/spot/BTCUSDT.data`): the loaders' data of a page, the person's
 * session and the page's nonce among it, whoever asks. Never shared and never kept: a navigation's
 * data is not worth a shared copy, and a nonce or a user in one is worth nothing to anyone else.
 */
export const DATA_ANSWER_CACHE = PRIVATE_PAGE_CACHE;

export interface PageResponse {
  /** The request's Cookie header. */
  cookie: string | null;
  status: number;
  /** True when the header rendered with part of its data unknown (HeaderData.incomplete). */
  incomplete: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
}

/** The Cache-Control (and Vary) of a server-rendered page. */
export function pageCacheHeaders({ cookie, status, incomplete, setsCookie }: PageResponse): Record<string, string> {
  if (SESSION_COOKIE_NAMES.some((name) => hasCookieNamed(cookie, name))) return { 'Cache-Control': PRIVATE_PAGE_CACHE };
  if (setsCookie || incomplete || status >= 500) return { 'Cache-Control': UNCACHED_PAGE };
  return { 'Cache-Control': GUEST_PAGE_CACHE, Vary: 'Cookie' };
}

/** Whether the request carries the cookie at all: one whose value does not decode (which readCookie skips) still makes the response the session's. */
function hasCookieNamed(header: string | null, name: string): boolean {
  return !!header && header.split(';').some((part) => part.slice(0, Math.max(0, part.indexOf('='))).trim() === name);
}
