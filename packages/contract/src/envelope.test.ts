import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS, readSessionCookie, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_COOKIE_NAMES } from './envelope.ts';

describe('the session cookie', () => {
  it('is rt over plain http and __Host-rt over https, read in that order', () => {
    expect(SESSION_COOKIE).toBe('rt');
    expect(SECURE_SESSION_COOKIE).toBe('__Host-rt');
    expect(SESSION_COOKIE_NAMES).toEqual(['__Host-rt', 'rt']);
  });

  it.each([
    ['rt=abc', 'abc'],
    ['__Host-rt=sec', 'sec'],
    ['rt=plain; __Host-rt=sec', 'sec'],
    ['theme=white; __Host-rt=sec; rt=plain', 'sec'],
    ['__Host-rt=; rt=plain', 'plain'],
    ['rt=', undefined],
    ['art=1; rtx=2; Host-rt=3', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('readSessionCookie(%j) is %j', (header, token) => {
    expect(readSessionCookie(header)).toBe(token);
  });
});

describe('error codes', () => {
  it('have 405 for another method on a known path and 503 for a busy store', () => {
    expect([ERROR_CODES.methodNotAllowed, ERROR_HTTP_STATUS.methodNotAllowed]).toEqual(['40500', 405]);
    expect([ERROR_CODES.unavailable, ERROR_HTTP_STATUS.unavailable]).toEqual(['50300', 503]);
  });
});
