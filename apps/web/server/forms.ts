/**
 * The header's no-script forms (docs/readers.md "Readers: no script"; HEADER_FORMS): the theme toggle and log out
 * post here when the script has not taken over. Each checks the request as the API checks its
 * POSTs (Api.isAllowedOrigin: the page's Origin is this site's or an allowed one), does what the
 * script would (the theme cookie; the API's logout), and answers 303 back to the page (`return`).
 * Anything else is a 4xx with a plain message: a body that is not a form, a theme that is not one,
 * a return that is not a path of this site or a page of an allowed origin (no open redirect).
 */
import { HEADER_FORMS, THEME_COOKIE, THEMES, preferenceCookie, type Theme } from '@exchange/contract';
import type { Api } from '@exchange/api';
import express from 'express';
import { MAX_FROM_LENGTH, sameOriginPath } from '../app/login-target.ts';
import type { NextFunction, Request, Response } from 'express';

/** A form body is two short fields: anything bigger is refused (413) before it is read. */
const BODY_LIMIT = '4kb';
/**
 * Where the form may send the browser back to: a path of this site (`/zh-CN/asset?x=1`, exactly as
 * the login page's `from` is checked: sameOriginPath), or an absolute http(s) URL of this site or
 * of an allowed origin (a host page of another origin, which the header gives with `siteOrigin`)
 * whose path passes the same check; this site's own absolute URL comes back as its path. Anything
 * else is null: `//evil.example`, `/.//evil.example`, `/\evil.example`, `https://evil.example/`,
 * `javascript:`, credentials, whitespace or control characters, an empty or overlong value.
 */
export function returnTarget(value: unknown, ownOrigin: string, allowedOrigins: ReadonlySet<string>): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/')) return sameOriginPath(value) ?? null;
  if (value.length > MAX_FROM_LENGTH || !/^https?:\/\/[^/\\]/i.test(value)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin !== ownOrigin && !allowedOrigins.has(url.origin)) return null;
  const path = sameOriginPath(`${url.pathname}${url.search}${url.hash}`);
  if (path === undefined) return null;
  return url.origin === ownOrigin ? path : `${url.origin}${path}`;
}

/** This site's origin as the browser used it (behind a trusted proxy, its forwarded scheme and host). */
function siteOrigin(request: Request): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

function refuse(response: Response, status: number, message: string): void {
  response.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(message);
}

/** The two form routes, for the site's request pipeline (server/app.ts). */
export function headerForms(api: Pick<Api, 'isAllowedOrigin' | 'logout'>, allowedOrigins: readonly string[]): express.Router {
  const allowed = new Set(allowedOrigins);
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 8 });

  /** The checks both forms share; the return target, or null when the answer is already sent. */
  const checked = (request: Request, response: Response): string | null => {
    if (!api.isAllowedOrigin(request)) {
      refuse(response, 403, 'Cross-origin form refused.');
      return null;
    }
    if (!request.is('application/x-www-form-urlencoded') || typeof request.body !== 'object' || request.body === null) {
      refuse(response, 415, 'Expected a form (application/x-www-form-urlencoded).');
      return null;
    }
    const body = request.body as Record<string, unknown>;
    const target = returnTarget(body.return, siteOrigin(request), allowed);
    if (target === null) {
      refuse(response, 400, 'The return page must be a page of this site.');
      return null;
    }
    return target;
  };
  const back = (response: Response, target: string) => response.set('Cache-Control', 'no-store').redirect(303, target);

  router.post(HEADER_FORMS.theme, form, (request, response) => {
    const target = checked(request, response);
    if (target === null) return;
    const theme = (request.body as Record<string, unknown>).theme;
    if (typeof theme !== 'string' || !THEMES.includes(theme as Theme)) {
      refuse(response, 400, `The theme must be one of: ${THEMES.join(', ')}.`);
      return;
    }
    response.append('Set-Cookie', preferenceCookie(THEME_COOKIE, theme, request.secure));
    back(response, target);
  });
  router.post(HEADER_FORMS.logout, form, (request, response) => {
    const target = checked(request, response);
    if (target === null) return;
    api.logout(request, response);
    back(response, target);
  });
  // Any other method on the two paths, and a body the parser refused (too large, bad charset):
  // a 4xx with a plain message, never the page handler or a 500.
  router.all([HEADER_FORMS.theme, HEADER_FORMS.logout], (_request, response) => {
    response.set('Allow', 'POST');
    refuse(response, 405, 'Only POST.');
  });
  router.use((error: unknown, request: Request, response: Response, next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    if (!Object.values(HEADER_FORMS).includes(request.path as never) || !(status >= 400 && status < 500)) {
      next(error);
      return;
    }
    refuse(response, status, status === 413 ? 'The form is too large.' : 'The form could not be read.');
  });
  return router;
}
