/**
 * Credentialed CORS for the allowed origins (EXCHANGE_ALLOWED_ORIGINS, the same list the origin
 * guard trusts): a page on one of them may call the API with the session cookie. Every other
 * origin, `null` included, gets no CORS header at all, so the browser keeps the answer from it
 * (and its preflight fails, so it cannot send JSON or custom headers in the first place).
 */
import type { RequestHandler } from 'express';

/**
 * What the header's API client sends beyond the CORS-safelisted headers
 * (packages/header/api/client.ts: a JSON Content-Type, the page's X-Locale-Code).
 */
export const CORS_ALLOWED_HEADERS = ['Content-Type', 'X-Locale-Code'];
export const CORS_ALLOWED_METHODS = ['GET', 'POST'];
/** Seconds a browser may keep a preflight's answer. */
export const CORS_MAX_AGE_S = 600;

export function cors(allowed: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (allowed.size === 0) {
      next();
      return;
    }
    // The answer depends on the Origin even when it carries no CORS header: a shared cache must
    // not hand one origin's answer to another.
    res.vary('Origin');
    const origin = req.get('origin');
    // Exact comparison: a browser sends the serialized origin, the list holds serialized origins.
    if (origin === undefined || !allowed.has(origin)) {
      next();
      return;
    }
    res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
    if (req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined) {
      res.set({
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_S),
      });
      res.status(204).end();
      return;
    }
    next();
  };
}
