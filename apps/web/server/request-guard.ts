/**
 * What every request of the site passes before anything reads it, and what every answer carries.
 *
 * - `requestGuard`: a request the site cannot read one way is refused with a 4xx before a handler
 *   sees it, never a 500: a method it does not serve (405 with `Allow`), a target that is not a
 *   path (the absolute form `GET http://host/`, `OPTIONS *`), a missing, repeated or malformed
 *   `Host`, a malformed `X-Forwarded-Host`. OPTIONS outside the API gets 204 and `Allow`.
 * - `securityBaseline`: the security headers an answer did not set itself, filled in as its
 *   headers are written (pages set their own CSP with a nonce; everything else, the API's JSON,
 *   the element's files, built assets, errors, gets the resource set), and HSTS over TLS.
 * - `errorAnswer`: the last handler: a client's error (an unreadable body, a bad encoding) keeps
 *   its 4xx, anything else is a 500 with a short message; neither ever shows a stack.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { HSTS, RESOURCE_HEADERS } from '../app/security.ts';

/** The methods the site answers: pages and assets (GET, HEAD), forms and the API (POST), CORS preflights (OPTIONS). */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A host as a Host header names it: a DNS name (or IPv4 address) or a bracketed IPv6 address, and an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]+\\])(?::\\d{1,5})?$`);

export function validHost(value: string | undefined): boolean {
  return value !== undefined && value.length <= 255 && HOST.test(value);
}

function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  res
    .status(status)
    .set({ ...RESOURCE_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', ...headers })
    .send(`${message}\n`);
}

/** How many times a header came in the request (Node keeps only the first Host). */
function count(req: Request, name: string): number {
  let found = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) if (req.rawHeaders[index]?.toLowerCase() === name) found += 1;
  return found;
}

/** The API's paths (/v1, and /gateway/v1 behind the SPA host's base): it answers every method itself, as JSON. */
const API_PATH = /^(?:\/gateway)?\/v1(?:\/|$)/;

export const requestGuard: RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.includes(req.method) && !API_PATH.test(req.path)) return refuse(res, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS.join(', ') });
  if (!req.url.startsWith('/')) return refuse(res, 400, 'The request target must be a path.');
  // OPTIONS is the API's (its CORS preflights); anywhere else it is answered here with what the
  // path takes, never handed to a page (whose render has no answer for it).
  if (req.method === 'OPTIONS' && !API_PATH.test(req.path)) {
    res.status(204).set({ ...RESOURCE_HEADERS, Allow: ALLOWED_METHODS.join(', '), 'Cache-Control': 'no-store' }).end();
    return;
  }
  if (!validHost(req.headers.host) || count(req, 'host') !== 1) return refuse(res, 400, 'The Host header is missing or malformed.');
  const forwardedHost = req.get('x-forwarded-host');
  if (forwardedHost !== undefined && !forwardedHost.split(',').every((host) => validHost(host.trim()))) {
    return refuse(res, 400, 'The X-Forwarded-Host header is malformed.');
  }
  next();
};

export const securityBaseline: RequestHandler = (req, res, next) => {
  onHeaders(res, function fillIn(this: Response) {
    for (const [name, value] of Object.entries(RESOURCE_HEADERS)) if (!this.hasHeader(name)) this.setHeader(name, value);
    if (req.secure) this.setHeader('Strict-Transport-Security', HSTS);
  });
  next();
};

/** An error's own 4xx (body-parser's, Express's), else undefined. */
function clientStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

export function errorAnswer(logError: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = clientStatus(error);
    if (status !== undefined) return refuse(res, status, 'The request could not be read.');
    logError(error);
    refuse(res, 500, 'Something went wrong on our side.');
  };
}
