/**
 * Sign-in and sign-out. Each writes one event line (events.ts).
 */
import type { Request, Response } from 'express';
import { expiredSessionCookies, expiredSignedInCookie, readSessionTokens, secureCookie, sessionCookie, signedInCookie } from '../cookies.ts';
import { ApiError, retryAfter, waitInWords } from '../envelope.ts';
import type { Handlers, Services } from '../handler.ts';
import { UNUSABLE_HASH, verifyPassword } from '../passwords.ts';
import type { Session } from '../sessions.ts';

/** The client address the sign-in limits count: the socket's peer, or the client a trusted proxy names (Express's req.ip). */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Sets the session cookie of `token` and the signed-in hint, both kept as long as the session can last. */
export function setSessionCookies({ sessions, options }: Pick<Services, 'sessions' | 'options'>, session: Pick<Session, 'createdAt'>, token: string, req: Request, res: Response): void {
  const secure = secureCookie(req, options.secureCookies);
  const maxAgeSeconds = Math.ceil(sessions.remainingMs(session) / 1000);
  res.append('Set-Cookie', sessionCookie(token, maxAgeSeconds, secure));
  res.append('Set-Cookie', signedInCookie(maxAgeSeconds, secure));
}

export function authHandlers(services: Services): Pick<Handlers, 'login' | 'logout'> {
  const { users, sessions, limiter, logAuth, options } = services;
  return {
    login: async ({ input, token, req, res }) => {
      const address = clientAddress(req);
      const event = { address, loginName: input.loginName };
      const waitMs = limiter.blockedFor(input.loginName, address);
      if (waitMs > 0) {
        const headers = retryAfter(waitMs);
        logAuth({ event: 'login.throttled', ...event, retryAfterSeconds: Number(headers['Retry-After']) });
        throw new ApiError('tooManyAttempts', `Too many failed sign-in attempts. Please try again in ${waitInWords(waitMs)}.`, headers);
      }
      // Counted as a failure until it succeeds, so parallel guesses cannot all slip past the check.
      const attempt = limiter.recordFailure(input.loginName, address);
      const user = users.findByLoginName(input.loginName);
      // An unknown name still costs one scrypt, so timing does not tell which names exist.
      const passwordOk = await verifyPassword(input.password, user?.password_hash ?? UNUSABLE_HASH);
      if (!user || !passwordOk) {
        logAuth({ event: 'login.failure', ...event });
        throw new ApiError('badCredentials', 'Wrong login name or password.');
      }
      limiter.recordSuccess(attempt);
      // A fresh token at every sign-in: the browser's previous session (a token someone may have
      // planted or seen) ends, and this one starts.
      sessions.end(token);
      const createdAt = options.now();
      setSessionCookies(services, { createdAt }, sessions.create(user.user_id), req, res);
      logAuth({ event: 'login.success', ...event, userId: user.user_id });
      return { userId: user.user_id, loginName: user.login_name, language: user.language };
    },
    logout: ({ req, res }) => {
      endSession(services, req, res);
      return null;
    },
  };
}

/**
 * Log out: ends the session of each session cookie the request carries (both names) and expires
 * the cookies. The API's logout call and the site's no-script logout form (Api.logout) both do
 * exactly this.
 */
export function endSession({ sessions, logAuth, options }: Pick<Services, 'sessions' | 'logAuth' | 'options'>, req: Request, res: Response): void {
  const tokens = readSessionTokens(req.get('cookie'));
  const userIds = tokens.map((token) => sessions.find(token)?.user.user_id).filter((id): id is string => id !== undefined);
  for (const token of tokens) sessions.end(token);
  // Always expire the cookie: script cannot remove an HttpOnly cookie, only this answer can.
  const secure = secureCookie(req, options.secureCookies);
  for (const line of expiredSessionCookies(secure)) res.append('Set-Cookie', line);
  res.append('Set-Cookie', expiredSignedInCookie(secure));
  logAuth({ event: 'logout', address: clientAddress(req), ...(userIds[0] === undefined ? {} : { userId: userIds[0] }) });
}
