/**
 * The Next host's response headers: the site's (apps/web/app/security.ts `securityHeaders`) with
 * one difference, `form-action`, which also allows the site's origin because the header's
 * no-script forms (theme, logout) post there (`formAction` in @exchange/header/nav). Everything the
 * page loads comes from its own origin: Next's chunks and the header's bundled stylesheet, `data:`
 * images (avatar, QR code), and the API through the `/v1` rewrites.
 *
 * Pages get a script nonce from proxy.ts; every other answer (static files, the rewrites) gets the
 * same policy without one from next.config.ts `headers()`: no inline script runs there at all.
 */

/** Where the host's answer goes: a page with its response's nonce, or any other answer (none). */
export interface PolicyInput {
  /** This response's script nonce (base64), or null for an answer that runs no inline script. */
  readonly nonce: string | null;
  /** The site's origin (`EXCHANGE_SITE_ORIGIN`): the target of the header's no-script forms. */
  readonly siteOrigin: string;
  /** `next dev` needs `'unsafe-eval'` (React's debugging) and its hot-reload socket. */
  readonly production: boolean;
}

/** The headers every answer of the host carries. */
export function securityHeaders({ nonce, siteOrigin, production }: PolicyInput): Record<string, string> {
  const scripts = ["'self'", ...(nonce === null ? [] : [`'nonce-${nonce}'`]), ...(production ? [] : ["'unsafe-eval'"])];
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${scripts.join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${production ? "'self'" : "'self' ws: wss:"}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self' ${siteOrigin}`,
      "frame-ancestors 'none'",
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** A fresh nonce for one response: 16 random bytes in base64, as the site makes its own. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
