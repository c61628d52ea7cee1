/**
 * The response envelope every call of the exchange API answers with (DESIGN.md: API envelope).
 * A response is a success iff its `code` is one of {@link SUCCESS_CODES} (spec section 7).
 */
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
  /** Too many failed sign-in attempts for the account or the address. */
  tooManyAttempts: '40129',
  /** A state-changing request from another origin. */
  crossOrigin: '40300',
  /** The operation does not apply to this user (e.g. exit simulation when not in one). */
  notApplicable: '40900',
  /** No such endpoint. */
  notFound: '40400',
  /** Anything unexpected; the message never carries a stack trace. */
  internal: '50000',
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
  internal: 500,
};

/** Name of the HttpOnly refresh-token (session) cookie that sign-in sets and logout expires. */
export const SESSION_COOKIE = 'rt';

/**
 * A cookie script may read, `1` while the browser holds a session (sign-in sets it beside the
 * session cookie, logout and a "not signed in" answer expire it). Not a secret: it only tells a
 * page rendered in the browser whether asking for the user is worth a call, so a guest's page
 * makes no call that can only fail.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
