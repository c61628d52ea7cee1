/**
 * The session (refresh-token) cookie. HttpOnly so page scripts cannot read it, SameSite=Lax so
 * other sites' POSTs do not carry it, Path=/ because the host app's server render forwards it.
 */
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@exchange/contract';
import type { Request } from 'express';
import type { SecureCookies } from './options.ts';

export { SESSION_COOKIE, SIGNED_IN_COOKIE };
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

function attributes(maxAgeSeconds: number, secure: boolean): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(SESSION_TTL_SECONDS, secure)}`;
}

/** Max-Age=0 makes the browser drop the cookie; Expires in the past does the same for old ones. */
export function expiredSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; ${attributes(0, secure)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** `Secure` when the request came over https (req.secure honours the host's `trust proxy`). */
export function secureCookie(req: Request, secureCookies: SecureCookies): boolean {
  return secureCookies === 'always' || req.secure;
}

/** The readable signed-in hint (contract: SIGNED_IN_COOKIE), as long-lived as the session. */
export function signedInCookie(secure: boolean): string {
  return `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${SESSION_TTL_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function expiredSignedInCookie(secure: boolean): string {
  return `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** A cookie's value in a Cookie header, or null (absent or empty). */
export function readCookieValue(cookieHeader: string | undefined | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value || null;
    }
  }
  return null;
}

/** The session token of a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | undefined | null): string | null {
  return readCookieValue(cookieHeader, SESSION_COOKIE);
}
