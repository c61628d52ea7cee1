/**
 * The site's preference cookies as every host writes them (keepThemeChoice, keepCurrencyChoice):
 * the cookie the site's server reads back (readCookie, toTheme, toCurrency, loadPageHeader), the
 * page's `<html data-theme>`, Secure on an https page only, and input that is no theme or unit
 * kept as a reader of the cookie would take it (the default theme; no currency written).
 */
import { CURRENCY_COOKIE, THEME_COOKIE, readCookie } from '@exchange/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCurrencyChoice, keepThemeChoice } from './preferenceCookies.ts';

/** Every Set-Cookie string the page writes, recorded on its way to jsdom's own cookie jar. */
let written: string[] = [];
const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

beforeEach(() => {
  written = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => jar?.get?.call(document) as string,
    set: (value: string) => {
      written.push(value);
      jar?.set?.call(document, value);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of [THEME_COOKIE, CURRENCY_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
  Reflect.deleteProperty(document, 'cookie');
  delete document.documentElement.dataset.theme;
});

describe('keepThemeChoice', () => {
  it("repaints the page's <html data-theme> and keeps the theme in the cookie the server reads, for a year", () => {
    keepThemeChoice('white');
    expect(document.documentElement.dataset.theme).toBe('white');
    expect(readCookie(document.cookie, THEME_COOKIE)).toBe('white');
    expect(written).toEqual([`${THEME_COOKIE}=white; Path=/; Max-Age=31536000; SameSite=Lax`]);
    keepThemeChoice('black');
    expect(document.documentElement.dataset.theme).toBe('black');
    expect(readCookie(document.cookie, THEME_COOKIE)).toBe('black');
  });

  it('is Secure on a page that came over https', () => {
    vi.stubGlobal('location', new URL('https://www.example.com/spot/BTCUSDT'));
    keepThemeChoice('white');
    expect(written).toEqual([expect.stringMatching(/^theme=white; .*; Secure$/)]);
  });

  it('keeps a value that is no theme as the default theme, as a reader of the cookie would take it', () => {
    keepThemeChoice('purple' as never);
    expect(document.documentElement.dataset.theme).toBe('black');
    expect(readCookie(document.cookie, THEME_COOKIE)).toBe('black');
  });
});

describe('keepCurrencyChoice', () => {
  it('keeps the unit in the cookie the server reads, and touches no theme', () => {
    keepCurrencyChoice('EUR');
    expect(readCookie(document.cookie, CURRENCY_COOKIE)).toBe('EUR');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(written).toEqual([`${CURRENCY_COOKIE}=EUR; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('is Secure on a page that came over https', () => {
    vi.stubGlobal('location', new URL('https://www.example.com/'));
    keepCurrencyChoice('USD');
    expect(written).toEqual([expect.stringMatching(/^currency=USD; .*; Secure$/)]);
  });

  it('writes nothing for a value that is no unit (a reader would ignore it)', () => {
    keepCurrencyChoice('');
    keepCurrencyChoice('usd; Path=/admin');
    expect(written).toEqual([]);
    expect(readCookie(document.cookie, CURRENCY_COOKIE)).toBeUndefined();
  });
});
