import { describe, expect, it } from 'vitest';
import express from 'express';
import { DEFAULT_LOGIN_LIMITS, DEFAULT_SESSION_LIFETIMES, parseAllowedOrigins, parseTrustedProxies, resolveOptions } from './options.ts';

describe('resolveOptions', () => {
  it('defaults: 5 failures per account and address, 50 per account, 20 per address; waits of 1 s doubling to 15 minutes; sessions of 30 idle minutes, 12 hours in all', () => {
    const resolved = resolveOptions({ dbPath: 'x.db' }, {});
    expect(resolved.loginLimits).toEqual({ perAccountAddress: 5, perAccount: 50, perAddress: 20, baseDelayMs: 1_000, maxDelayMs: 900_000, windowMs: 3_600_000 });
    expect(resolved.loginLimits).toEqual(DEFAULT_LOGIN_LIMITS);
    expect(resolved.sessionLifetimes).toEqual({ idleMs: 1_800_000, lifetimeMs: 43_200_000 });
    expect(resolved.sessionLifetimes).toEqual(DEFAULT_SESSION_LIFETIMES);
    expect(resolved.secureCookies).toBe('auto');
    expect(resolved.now).toBe(Date.now);
  });

  it('reads the limits and lifetimes from the environment, ignoring invalid values', () => {
    const env = {
      LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS: '3',
      LOGIN_MAX_FAILS_PER_ACCOUNT: '30',
      LOGIN_MAX_FAILS_PER_ADDRESS: 'many',
      LOGIN_DELAY_BASE_MS: '500',
      LOGIN_DELAY_MAX_MS: '0',
      LOGIN_FAIL_WINDOW_MS: '60000',
      SESSION_IDLE_MS: '600000',
      SESSION_LIFETIME_MS: '-1',
    };
    const resolved = resolveOptions({ dbPath: 'x.db' }, env);
    expect(resolved.loginLimits).toEqual({ perAccountAddress: 3, perAccount: 30, perAddress: 20, baseDelayMs: 500, maxDelayMs: 900_000, windowMs: 60_000 });
    expect(resolved.sessionLifetimes).toEqual({ idleMs: 600_000, lifetimeMs: 43_200_000 });
  });

  it('prefers the options over the environment, value by value', () => {
    const resolved = resolveOptions({ dbPath: 'x.db', loginLimits: { perAccount: 1 }, sessionLifetimes: { lifetimeMs: 7 } }, { LOGIN_MAX_FAILS_PER_ACCOUNT: '9', LOGIN_MAX_FAILS_PER_ADDRESS: '8' });
    expect(resolved.loginLimits).toMatchObject({ perAccount: 1, perAddress: 8, perAccountAddress: 5 });
    expect(resolved.sessionLifetimes).toEqual({ idleMs: 1_800_000, lifetimeMs: 7 });
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
