/**
 * The response envelope every call of the exchange API answers with (DESIGN.md: API envelope).
 * A response is a success iff its `code` is one of {@link SUCCESS_CODES} (spec section 7).
 */
import { readCookie } from './preferences.ts';

export const SUCCESS_CODES = ['00000', '200'] as const;
export type SuccessCode = (typeof SUCCESS_CODES)[number];

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export function isSuccessCode(code: unknown): code is SuccessCode {
  return typeof code === 'string' && (SUCCESS_CODES as readonly string[]).includes(code);
}

/**
 * The reference API's failure codes. Any code outside SUCCESS_CODES is a failure (spec section 8);
 * these are the ones the reference server sends, named so tests and clients can tell them apart.
 */
export const ERROR_CODES = {
  /** Malformed JSON, wrong types, missing fields. */
  badRequest: '40001',
  /** The `action` of a security check is not one the server knows. */
  unknownAction: '40002',
  /** The verification code of a security check is wrong. */
  badVerificationCode: '40003',
  /** The account is frozen: its security check fails (frozen@demo). */
  accountFrozen: '40013',
  /** No session, or the session has expired. */
  notSignedIn: '40100',
  /** Wrong login name or password. */
  badCredentials: '40101',
  /** Too many failed sign-in attempts, or wrong security codes: wait as long as Retry-After says. */
  tooManyAttempts: '40129',
  /** A state-changing request from another origin. */
  crossOrigin: '40300',
  /** The operation does not apply to this user (e.g. exit simulation when not in one). */
  notApplicable: '40900',
  /** No such endpoint. */
  notFound: '40400',
  /** The path exists but not with this method (every call is a POST); the Allow header lists the methods. */
  methodNotAllowed: '40500',
  /** Anything unexpected; the message never carries a stack trace. */
  internal: '50000',
  /** The store is busy for a moment (another process holds its write lock): try again after Retry-After. */
  unavailable: '50300',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export type ErrorName = keyof typeof ERROR_CODES;

/**
 * The HTTP status the reference API answers each error code with. The envelope's `code` is what
 * clients branch on; the status is there for proxies, logs and tools.
 */
export const ERROR_HTTP_STATUS: Record<ErrorName, number> = {
  badRequest: 400,
  unknownAction: 400,
  badVerificationCode: 400,
  accountFrozen: 403,
  notSignedIn: 401,
  badCredentials: 401,
  tooManyAttempts: 429,
  crossOrigin: 403,
  notApplicable: 409,
  notFound: 404,
  methodNotAllowed: 405,
  internal: 500,
  unavailable: 503,
};

/** Name of the HttpOnly refresh-token (session) cookie that sign-in sets over plain http and logout expires. */
export const SESSION_COOKIE = 'rt';

/**
 * The session cookie's name when it is Secure (over https). The `__Host-` prefix makes a browser
 * keep it only when it is Secure, has Path=/ and no Domain, so neither a sibling subdomain nor a
 * plain-http answer can plant or overwrite the session.
 */
export const SECURE_SESSION_COOKIE = '__Host-rt';

/** Both names of the session cookie, in the order {@link readSessionCookie} prefers them. */
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const;

/**
 * The session token of a Cookie header (or `document.cookie`, where the HttpOnly cookie is never
 * seen): `__Host-rt`'s value when it has one, else `rt`'s; undefined when neither holds a value.
 */
export function readSessionCookie(header: string | null | undefined): string | undefined {
  return readCookie(header, SECURE_SESSION_COOKIE) || readCookie(header, SESSION_COOKIE) || undefined;
}

/**
 * A cookie script may read, `1` while the browser holds a session (sign-in sets it beside the
 * session cookie, logout and a "not signed in" answer expire it). Not a secret: it only tells a
 * page rendered in the browser whether asking for the user is worth a call, so a guest's page
 * makes no call that can only fail.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
