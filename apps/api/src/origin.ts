/**
 * Cross-origin protection for state-changing requests. The session cookie is SameSite=Lax, but
 * same-site is wider than same-origin (another subdomain is same-site), so every POST is checked:
 * its Origin header (or, without one, its Referer) must be the API's own origin or a trusted one.
 * Requests with neither header (curl, the host app's server render) are not from a browser page
 * and pass.
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

/** Compares hosts rather than full origins: behind a TLS proxy the request's own scheme is unknown. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function isAllowedOrigin(req: Request, trusted: ReadonlySet<string>): boolean {
  const header = req.get('origin') ?? req.get('referer');
  if (header === undefined) return true;
  // `Origin: null` (sandboxed frames, file: pages) has no origin and is refused.
  const origin = originOf(header);
  if (origin === null || origin === 'null') return false;
  if (trusted.has(origin)) return true;
  const host = req.get('host');
  // A Host header may spell out the default port, which URL.host leaves out.
  return host !== undefined && hostOf(origin) === host.toLowerCase().replace(/:(80|443)$/, '');
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
