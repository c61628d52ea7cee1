/**
 * The sign-in events an operator watches (guessing, throttling, who signed in from where), one JSON
 * line each through the `logEvent` option. A line never holds a password or a session token; the
 * login name only as a short hash, enough to tell attempts at one account apart from attempts at
 * many without writing people's e-mail addresses into logs.
 */
import { hash } from 'node:crypto';

export type AuthEventName = 'login.success' | 'login.failure' | 'login.throttled' | 'logout';

export interface AuthEvent {
  event: AuthEventName;
  /** The client address (Express's req.ip). */
  address: string;
  /** The login name sent, hashed here. */
  loginName?: string;
  /** The signed-in user (success, and logout of a session). */
  userId?: string;
  /** The wait a throttled attempt was told (Retry-After). */
  retryAfterSeconds?: number;
}

export type LogAuthEvent = (event: AuthEvent) => void;

/** How many hex digits of the login name's SHA-256 a line keeps. */
const LOGIN_HASH_LENGTH = 16;

/** The login name as logged: normalized as sign-in reads it, hashed, cut short. */
export function loginNameHash(loginName: string): string {
  return hash('sha256', loginName.trim().toLowerCase(), 'hex').slice(0, LOGIN_HASH_LENGTH);
}

export function authEventLogger(write: (line: string) => void, now: () => number): LogAuthEvent {
  return ({ event, address, loginName, userId, retryAfterSeconds }) => {
    write(
      JSON.stringify({
        event,
        time: new Date(now()).toISOString(),
        address,
        ...(loginName === undefined ? {} : { loginNameHash: loginNameHash(loginName) }),
        ...(userId === undefined ? {} : { userId }),
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      }),
    );
  };
}
