/**
 * The security headers of every page, with a fresh script nonce per response. The nonce goes into
 * the request's Content-Security-Policy as well as the response's: Next reads it from the request
 * while rendering and puts it on its own scripts (the framework's chunks and the inline RSC
 * payload), so the page needs no nonce of its own. The pages are dynamic already (the layout
 * reads the request's cookies): each answer has its own nonce.
 *
 * The build's files and the icon skip this proxy: next.config.ts `headers()` gives them the same
 * headers without a nonce. So does the API (`/v1/...`): Next sends an answer it proxies to another
 * origin (the rewrites) with that origin's headers only, whatever `headers()` or a proxy's
 * `NextResponse.next()` set, and the site's API sends its own (`nosniff`, `no-store`).
 */
import { type NextRequest, NextResponse } from 'next/server';
import { newNonce, securityHeaders } from './app/security.ts';
import { SITE_ORIGIN } from './app/site.ts';

const production = process.env.NODE_ENV !== 'development';

export function proxy(request: NextRequest): NextResponse {
  const headers = securityHeaders({ nonce: newNonce(), siteOrigin: SITE_ORIGIN, production });
  // Set, not appended: a nonce the client sent in this header must not reach the render.
  const forwarded = new Headers(request.headers);
  forwarded.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not the build's files, the icon or the API's rewrites (see above).
  matcher: ['/((?!_next/static/|_next/image|v1(?:/|$)|icon\\.svg$|favicon\\.ico$).*)'],
};
