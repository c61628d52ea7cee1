/**
 * Sign-in and sign-out.
 */
import type { Request } from 'express';
import { expiredSessionCookie, sessionCookie } from '../cookies.ts';
import { ApiError } from '../envelope.ts';
import type { Handlers, Services } from '../handler.ts';
import type { SecureCookies } from '../options.ts';
import { UNUSABLE_HASH, verifyPassword } from '../passwords.ts';

/** The client address the per-address limit counts: the socket's peer (Express's req.ip). */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** `Secure` when the request came over https (req.secure honours the host's `trust proxy`). */
function secureCookie(req: Request, secureCookies: SecureCookies): boolean {
  return secureCookies === 'always' || req.secure;
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
      res.append('Set-Cookie', sessionCookie(sessions.create(user.user_id), secureCookie(req, options.secureCookies)));
      return { userId: user.user_id, loginName: user.login_name, language: user.language };
    },
    logout: ({ token, req, res }) => {
      sessions.end(token);
      // Always expire the cookie: script cannot remove an HttpOnly cookie, only this answer can.
      res.append('Set-Cookie', expiredSessionCookie(secureCookie(req, options.secureCookies)));
      return null;
    },
  };
}
