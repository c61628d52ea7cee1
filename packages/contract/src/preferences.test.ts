import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, preferenceCookie, readCookie, toCurrency, toTheme } from './preferences.ts';

describe('preference cookies', () => {
  it('reads one cookie among others', () => {
    expect(readCookie('a=1; theme=white; rt=xyz', 'theme')).toBe('white');
    expect(readCookie('a=1', 'theme')).toBeUndefined();
    expect(readCookie(null, 'theme')).toBeUndefined();
  });

  it('survives a corrupt cookie header', () => {
    expect(readCookie('theme=%E0%A4%A', 'theme')).toBeUndefined();
    expect(readCookie(';;=;theme', 'theme')).toBeUndefined();
  });

  it('accepts only the two themes, defaulting to black', () => {
    expect(DEFAULT_THEME).toBe('black');
    expect(toTheme('white')).toBe('white');
    expect(toTheme('black')).toBe('black');
    for (const bad of ['WHITE', 'dark', '', undefined, '<script>']) expect(toTheme(bad)).toBe('black');
  });

  it('accepts currency units of capital letters only', () => {
    expect(toCurrency('EUR')).toBe('EUR');
    expect(toCurrency('eur')).toBeUndefined();
    expect(toCurrency('"><img>')).toBeUndefined();
  });

  it('writes a cookie readable by the server for a year', () => {
    const cookie = preferenceCookie('theme', 'white');
    expect(cookie).toContain('theme=white');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(readCookie(cookie.split(';')[0], 'theme')).toBe('white');
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure when the page came over https', () => {
    expect(preferenceCookie('currency', 'EUR', true)).toMatch(/; Secure$/);
  });
});
