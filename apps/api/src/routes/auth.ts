/**
 * Sign-in and sign-out.
 */
import type { Request, Response } from 'express';
import { expiredSessionCookie, expiredSignedInCookie, secureCookie, sessionCookie, signedInCookie } from '../cookies.ts';
import { ApiError } from '../envelope.ts';
import type { Handlers, Services } from '../handler.ts';
import { UNUSABLE_HASH, verifyPassword } from '../passwords.ts';

/** The client address the per-address limit counts: the socket's peer (Express's req.ip). */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function authHandlers({ users, sessions, limiter, options }: Services): Pick<Handlers, 'login' | 'logout'> {
  return {
    login: async ({ input, token, req, res }) => {
      const address = clientAddress(req);
      const waitMs = limiter.blockedFor(input.loginName, address);
      if (waitMs > 0) {
        throw new ApiError('tooManyAttempts', 'Too many failed sign-in attempts. Please try again later.', {
          'Retry-After': String(Math.ceil(waitMs / 1000)),
        });
      }
      // Counted as a failure until it succeeds, so parallel guesses cannot all slip past the check.
      const attempt = limiter.recordFailure(input.loginName, address);
      const user = users.findByLoginName(input.loginName);
      // An unknown name still costs one scrypt, so timing does not tell which names exist.
      const passwordOk = await verifyPassword(input.password, user?.password_hash ?? UNUSABLE_HASH);
      if (!user || !passwordOk) throw new ApiError('badCredentials', 'Wrong login name or password.');
      limiter.recordSuccess(attempt);
      // The browser's previous session cookie is replaced by this one; end its session too.
      sessions.end(token);
      const secure = secureCookie(req, options.secureCookies);
      res.append('Set-Cookie', sessionCookie(sessions.create(user.user_id), secure));
      res.append('Set-Cookie', signedInCookie(secure));
      return { userId: user.user_id, loginName: user.login_name, language: user.language };
    },
    logout: ({ token, req, res }) => {
      endSession({ sessions, options }, token, req, res);
      return null;
    },
  };
}

/**
 * Log out: ends the session of `token` and expires its cookies. The API's logout call and the
 * site's no-script logout form (Api.logout) both do exactly this.
 */
export function endSession({ sessions, options }: Pick<Services, 'sessions' | 'options'>, token: string | null, req: Request, res: Response): void {
  sessions.end(token);
  // Always expire the cookie: script cannot remove an HttpOnly cookie, only this answer can.
  const secure = secureCookie(req, options.secureCookies);
  res.append('Set-Cookie', expiredSessionCookie(secure));
  res.append('Set-Cookie', expiredSignedInCookie(secure));
}
