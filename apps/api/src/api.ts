/**
 * The reference exchange API: an Express app that answers everything under /v1 and passes every
 * other request on (`next()`), so a host web server can mount it before its own handler.
 */
import type { SecurityAction } from '@exchange/contract';
import express from 'express';
import type { Express, Request, Response } from 'express';
import { isAllowedOrigin } from './origin.ts';
import { endSession } from './routes/auth.ts';
import { openDatabase, useRequestBusyTimeout } from './db.ts';
import type { Db } from './db.ts';
import { authEventLogger } from './events.ts';
import type { Services } from './handler.ts';
import { resolveOptions } from './options.ts';
import type { ApiOptions } from './options.ts';
import { LoginLimiter } from './rate-limit.ts';
import { API_PREFIX, createV1Router } from './router.ts';
import { SecurityChecks } from './security-checks.ts';
import { seedDemoUsers } from './seed.ts';
import { SessionStore } from './sessions.ts';
import { UserStore } from './users.ts';

export interface Api {
  app: Express;
  db: Db;
  /**
   * Whether the session of `token` (the session cookie's value; see readSessionToken) passed the
   * security check of `action` within the last 10 minutes. The host app asks this before
   * rendering a page guarded by the check.
   */
  isActionVerified(token: string | null, action: SecurityAction): boolean;
  /**
   * The check every POST of the API passes (origin.ts): the request's Origin (or Referer) is this
   * site's or an allowed one, or absent. The site's no-script forms ask it too.
   */
  isAllowedOrigin(req: Request): boolean;
  /** Logs out the session of the request's cookie and expires its cookies on `res`, as the logout call does. */
  logout(req: Request, res: Response): void;
  /** Closes the database. The app must not be used afterwards. */
  close(): void;
}

export function createApi(options: ApiOptions): Api {
  const resolved = resolveOptions(options);
  const db = openDatabase(resolved.dbPath);
  seedDemoUsers(db);
  useRequestBusyTimeout(db);
  const services: Services = {
    users: new UserStore(db),
    sessions: new SessionStore(db, resolved.sessionLifetimes, resolved.now),
    checks: new SecurityChecks(db, resolved.now),
    limiter: new LoginLimiter(resolved.loginLimits, resolved.now),
    logAuth: authEventLogger(resolved.logEvent, resolved.now),
    options: resolved,
  };

  const app = express();
  app.disable('x-powered-by');
  // 'trust proxy' is left unset so a mounted API inherits the host's: req.ip (the per-address
  // login limit's key) is the socket's peer unless the host says a proxy's header is to be trusted.
  app.use(API_PREFIX, createV1Router(services));

  return {
    app,
    db,
    isActionVerified: (token, action) => {
      const session = services.sessions.find(token);
      return session !== undefined && services.checks.isVerified(session, action);
    },
    isAllowedOrigin: (req) => isAllowedOrigin(req, resolved.trustedOrigins),
    logout: (req, res) => endSession(services, req, res),
    close: () => {
      if (db.open) db.close();
    },
  };
}
