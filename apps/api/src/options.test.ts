import { describe, expect, it } from 'vitest';
import express from 'express';
import { DEFAULT_LOGIN_LIMITS, parseAllowedOrigins, parseTrustedProxies, resolveOptions } from './options.ts';

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

  it('normalizes trusted origins and refuses what is not one (the same rule as EXCHANGE_ALLOWED_ORIGINS)', () => {
    expect([...resolveOptions({ dbPath: 'x.db', trustedOrigins: ['https://Example.com:443'] }, {}).trustedOrigins]).toEqual(['https://example.com']);
    expect(() => resolveOptions({ dbPath: 'x.db', trustedOrigins: ['example.com'] }, {})).toThrow('trustedOrigins: "example.com" is not an origin');
    expect(() => resolveOptions({ dbPath: 'x.db', trustedOrigins: ['https://example.com/path'] }, {})).toThrow('no path');
    expect(() => resolveOptions({ dbPath: 'x.db', trustedOrigins: ['*'] }, {})).toThrow('credentials cannot be shared with every origin');
  });
});

describe('EXCHANGE_ALLOWED_ORIGINS (parseAllowedOrigins)', () => {
  it('reads comma-separated origins, normalized; unset or empty is none', () => {
    expect(parseAllowedOrigins('https://help.example.com, http://127.0.0.1:4100,HTTPS://Docs.Example.com:443/')).toEqual([
      'https://help.example.com',
      'http://127.0.0.1:4100',
      'https://docs.example.com',
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(' ')).toEqual([]);
  });

  it.each([
    ['*', /EXCHANGE_ALLOWED_ORIGINS: "\*" is refused: credentials cannot be shared with every origin/],
    ['null', /EXCHANGE_ALLOWED_ORIGINS: "null" is refused: credentials cannot be shared with every origin/],
    ['https://a.example,*', /"\*" is refused/],
    ['help.example.com', /EXCHANGE_ALLOWED_ORIGINS: "help.example.com" is not an origin/],
    ['https://help.example.com/app', /"https:\/\/help.example.com\/app" is not an origin: no path/],
    ['https://help.example.com?x=1', /no path, query or user/],
    ['https://user@help.example.com', /no path, query or user/],
    ['ftp://files.example.com', /"ftp:\/\/files.example.com" is not an http or https origin/],
    ['https://a.example,,https://b.example', /EXCHANGE_ALLOWED_ORIGINS: "" is not an origin/],
  ])('refuses %j with a clear error', (value, message) => {
    expect(() => parseAllowedOrigins(value)).toThrow(message);
  });
});

describe('EXCHANGE_TRUSTED_PROXIES (parseTrustedProxies)', () => {
  /** Whether Express, given the parsed value, trusts a peer at `address`. */
  const trusts = (value: string | undefined, address: string) => {
    const app = express().set('trust proxy', parseTrustedProxies(value));
    return (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0);
  };

  it('defaults to loopback when unset; empty trusts no one', () => {
    expect(parseTrustedProxies(undefined)).toEqual(['loopback']);
    expect(trusts(undefined, '127.0.0.1')).toBe(true);
    expect(trusts(undefined, '10.0.0.1')).toBe(false);
    expect(parseTrustedProxies('')).toEqual([]);
    expect(trusts('', '127.0.0.1')).toBe(false);
  });

  it('takes addresses, CIDRs and the keywords, trimmed', () => {
    expect(parseTrustedProxies(' 10.9.9.9 , 192.168.0.0/16,fd00::/8, linklocal,uniquelocal,loopback')).toEqual(['10.9.9.9', '192.168.0.0/16', 'fd00::/8', 'linklocal', 'uniquelocal', 'loopback']);
    expect(trusts('10.9.9.9', '10.9.9.9')).toBe(true);
    expect(trusts('10.9.9.9', '127.0.0.1')).toBe(false);
    expect(trusts('192.168.0.0/16', '192.168.4.5')).toBe(true);
    expect(trusts('uniquelocal', '172.16.0.1')).toBe(true);
  });

  it.each([
    ['true', /EXCHANGE_TRUSTED_PROXIES: "true" is not an IP address, a CIDR/],
    ['1', /"1" is not an IP address/],
    ['proxy.example.com', /"proxy.example.com" is not an IP address/],
    ['10.0.0.0/33', /EXCHANGE_TRUSTED_PROXIES: invalid range on address: 10.0.0.0\/33/],
    ['10.0.0.0/x', /"10.0.0.0\/x" is not an IP address/],
    ['loopback,,10.0.0.1', /EXCHANGE_TRUSTED_PROXIES: "" is not an IP address/],
    ['*', /"\*" is not an IP address/],
  ])('refuses %j with a clear error', (value, message) => {
    expect(() => parseTrustedProxies(value)).toThrow(message);
  });
});
