/** The headers every answer carries, whatever it is (the page's and the resource's sets below). */
const COMMON_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/**
 * Response headers of every answer that is not a page (the header fragment, the API's JSON, the
 * element's scripts and every built asset, error answers): opened as a document, it may load and
 * run nothing, and no page may frame it. A fragment is composed into pages by servers (SSI, a
 * Next.js component, a template engine), never by a frame.
 */
export const RESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  ...COMMON_HEADERS,
};

/**
 * `Strict-Transport-Security` for an answer that went out over TLS (a trusted proxy said so): two
 * years, subdomains included. Never over plain http, where a browser ignores it anyway, and never
 * `preload`, which binds every subdomain for good: that is the operator's decision (docs/security.md).
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Response headers of every page. Scripts run only from this origin and with `scripts`, the
 * response's nonce (`'nonce-…'`) or the hashes of a static page's inline scripts (no
 * 'unsafe-inline'); the page cannot be framed. Development keeps Vite's hot-reload socket allowed.
 */
export function securityHeaders(scripts: string, production: boolean): Record<string, string> {
  const connect = production ? "'self'" : "'self' ws: wss:";
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${scripts}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    ...COMMON_HEADERS,
  };
}
