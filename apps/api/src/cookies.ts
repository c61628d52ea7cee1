/**
 * The session (refresh-token) cookie. HttpOnly so page scripts cannot read it, SameSite=Lax so
 * other sites' POSTs do not carry it, Path=/ because the host app's server render forwards it.
 * When it is Secure (over https) it is named `__Host-rt` (contract: SECURE_SESSION_COOKIE), which
 * a browser keeps only with Secure, Path=/ and no Domain; over plain http it is `rt`.
 */
import { readCookie, readSessionCookie, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_COOKIE_NAMES, SIGNED_IN_COOKIE } from '@exchange/contract';
import type { Request } from 'express';
import type { SecureCookies } from './options.ts';

export { SECURE_SESSION_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE };

const EXPIRED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

function attributes(maxAge: string, secure: boolean): string {
  return `Path=/; ${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session cookie's name for an answer whose cookies are (or are not) Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session cookie, kept by the browser for `maxAgeSeconds` (what is left of the session's lifetime). */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${sessionCookieName(secure)}=${token}; ${attributes(`Max-Age=${maxAgeSeconds}`, secure)}`;
}

/**
 * Set-Cookie lines that make the browser drop the session cookie: `rt` always, and over https
 * `__Host-rt` too (a browser takes a `__Host-` cookie, even an expired one, only over https).
 */
export function expiredSessionCookies(secure: boolean): string[] {
  const lines = [`${SESSION_COOKIE}=; ${attributes(EXPIRED, secure)}`];
  if (secure) lines.push(`${SECURE_SESSION_COOKIE}=; ${attributes(EXPIRED, true)}`);
  return lines;
}

/** `Secure` when the request came over https (req.secure honours the host's `trust proxy`). */
export function secureCookie(req: Request, secureCookies: SecureCookies): boolean {
  return secureCookies === 'always' || req.secure;
}

/** The readable signed-in hint (contract: SIGNED_IN_COOKIE), as long-lived as the session cookie. */
export function signedInCookie(maxAgeSeconds: number, secure: boolean): string {
  return `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function expiredSignedInCookie(secure: boolean): string {
  return `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The session token of a Cookie header (`__Host-rt`, else `rt`: the contract's readSessionCookie), or null. */
export function readSessionToken(cookieHeader: string | undefined | null): string | null {
  return readSessionCookie(cookieHeader) ?? null;
}

/** Every session token a Cookie header holds (both names), so logging out ends each of their sessions. */
export function readSessionTokens(cookieHeader: string | undefined | null): string[] {
  return SESSION_COOKIE_NAMES.map((name) => readCookie(cookieHeader, name)).filter((token): token is string => !!token);
}
