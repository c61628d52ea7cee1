/**
 * Response headers of every page. Scripts run only with this response's nonce (no 'unsafe-inline');
 * the page cannot be framed. Development keeps Vite's hot-reload socket allowed.
 */
export function securityHeaders(nonce: string, production: boolean): Record<string, string> {
  const connect = production ? "'self'" : "'self' ws: wss:";
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
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
