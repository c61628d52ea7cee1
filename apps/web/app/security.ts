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
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
