/**
 * Cross-origin protection for state-changing requests. The session cookie is SameSite=Lax, but
 * same-site is wider than same-origin (another subdomain is same-site), so every POST is checked:
 * its Origin header (or, without one, its Referer) must be the API's own origin or an allowed one
 * (EXCHANGE_ALLOWED_ORIGINS). Requests with neither header (curl, the host app's server render)
 * are not from a browser page and pass.
 *
 * The API's own origin is the one the browser used. A proxy that rewrites Host (Vite's
 * `changeOrigin`, Next.js rewrites) names it in X-Forwarded-Host and X-Forwarded-Proto, believed
 * only from the peers of Express's `trust proxy` (EXCHANGE_TRUSTED_PROXIES): `req.host` and
 * `req.protocol` read them only then. A browser page cannot forge them on a cross-origin request
 * either: they are not CORS-safelisted, and the preflight they need is refused.
 */
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './envelope.ts';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Whether a trusted proxy said which scheme the browser used (else it is unknown: TLS may end before us). */
function forwardedProto(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return req.get('x-forwarded-proto') !== undefined && trust(req.socket.remoteAddress, 0);
}

export function isAllowedOrigin(req: Request, trusted: ReadonlySet<string>): boolean {
  const header = req.get('origin') ?? req.get('referer');
  if (header === undefined) return true;
  // `Origin: null` (sandboxed frames, file: pages) has no origin and is refused.
  const origin = originOf(header);
  if (origin === null || origin === 'null') return false;
  if (trusted.has(origin)) return true;
  // X-Forwarded-Host from a trusted proxy, else Host.
  const host = req.host;
  if (host === undefined) return false;
  // The scheme is known: compare whole origins, so an http page cannot post to the https site.
  if (forwardedProto(req)) return originOf(`${req.protocol}://${host}`) === origin;
  // Hosts only: behind a TLS proxy that says nothing the request's own scheme is unknown. A Host
  // header may spell out the default port, which URL.host leaves out.
  return hostOf(origin) === host.toLowerCase().replace(/:(80|443)$/, '');
}

export function originGuard(trusted: ReadonlySet<string>) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.method === 'POST' && !isAllowedOrigin(req, trusted)) {
      next(new ApiError('crossOrigin', 'Cross-origin request refused.'));
      return;
    }
    next();
  };
}
