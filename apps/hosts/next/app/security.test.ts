import { describe, expect, it } from 'vitest';
import { newNonce, securityHeaders } from './security.ts';

const SITE = 'https://www.example.com';

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((directive) => {
    const [name = '', ...values] = directive.trim().split(/\s+/);
    return [name, values] as const;
  }));
}

describe("the Next host's security headers", () => {
  it.each([
    ['a page in production', 'abc+/=', true, ["'self'", "'nonce-abc+/='"], ["'self'"]],
    ['a static answer in production', null, true, ["'self'"], ["'self'"]],
    ['a page under next dev', 'abc', false, ["'self'", "'nonce-abc'", "'unsafe-eval'"], ["'self'", 'ws:', 'wss:']],
  ] as const)('%s: script-src %j, connect-src', (_, nonce, production, scripts, connect) => {
    const policy = directives(securityHeaders({ nonce, siteOrigin: SITE, production })['Content-Security-Policy']);
    expect(policy.get('script-src')).toEqual(scripts);
    expect(policy.get('connect-src')).toEqual(connect);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", SITE]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it("allows 'unsafe-inline' for styles only, and sends the site's other headers", () => {
    const headers = securityHeaders({ nonce: 'n', siteOrigin: SITE, production: true });
    const inline = [...directives(headers['Content-Security-Policy']).entries()].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src']);
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });

  it('makes a new 16-byte nonce each time', () => {
    const nonces = Array.from({ length: 8 }, newNonce);
    expect(new Set(nonces).size).toBe(8);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
