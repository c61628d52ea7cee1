import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, resolveOptions } from './options.ts';

describe('resolveOptions', () => {
  it('defaults to 5 per account, 20 per address, 15 minutes, Secure when the request is https', () => {
    const resolved = resolveOptions({ dbPath: 'x.db' }, {});
    expect(resolved.loginLimits).toEqual({ perAccount: 5, perAddress: 20, windowMs: 900_000 });
    expect(resolved.loginLimits).toEqual(DEFAULT_LOGIN_LIMITS);
    expect(resolved.secureCookies).toBe('auto');
  });

  it('reads the limits from the environment, ignoring invalid values', () => {
    const env = { LOGIN_MAX_FAILS_PER_ACCOUNT: '3', LOGIN_MAX_FAILS_PER_ADDRESS: 'many', LOGIN_FAIL_WINDOW_MS: '60000' };
    expect(resolveOptions({ dbPath: 'x.db' }, env).loginLimits).toEqual({ perAccount: 3, perAddress: 20, windowMs: 60_000 });
  });

  it('prefers the options over the environment', () => {
    const limits = { perAccount: 1, perAddress: 2, windowMs: 3 };
    expect(resolveOptions({ dbPath: 'x.db', loginLimits: limits }, { LOGIN_MAX_FAILS_PER_ACCOUNT: '9' }).loginLimits).toEqual(limits);
  });

  it('normalizes trusted origins and refuses what is not one', () => {
    expect([...resolveOptions({ dbPath: 'x.db', trustedOrigins: ['https://Example.com/path'] }, {}).trustedOrigins]).toEqual(['https://example.com']);
    expect(() => resolveOptions({ dbPath: 'x.db', trustedOrigins: ['example.com'] }, {})).toThrow('not an origin');
  });
});
