/**
 * The session (refresh-token) cookie. HttpOnly so page scripts cannot read it, SameSite=Lax so
 * other sites' POSTs do not carry it, Path=/ because the host app's server render forwards it.
 */
import { SESSION_COOKIE } from '@exchange/contract';

export { SESSION_COOKIE };
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

/** The session token of a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === SESSION_COOKIE) {
      const value = part.slice(index + 1).trim();
      return value || null;
    }
  }
  return null;
}
