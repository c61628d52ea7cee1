import { LOCALES, type Locale } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FROM, SITE_FROM } from '../test/hostile-from.ts';
import { loginTarget, MAX_FROM_LENGTH, sameOriginPath } from './login-target.ts';

const BASE = 'https://site.invalid';

/** What a browser does with a target: a path of this origin, already in the form it navigates to. */
function expectSitePath(target: string) {
  expect(target).toMatch(/^\/(?![/\\])/);
  const url = new URL(target, BASE);
  expect(url.origin).toBe(BASE);
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(target);
}

describe('sameOriginPath', () => {
  it.each(SITE_FROM.map((entry) => [entry.name, entry] as const))('keeps %s', (_name, entry) => {
    expect(sameOriginPath(entry.from)).toBe(entry.target ?? entry.lands);
  });

  it.each(HOSTILE_FROM.map((entry) => [entry.name, entry] as const))('%s: the corpus answer, a site path or nothing', (_name, entry) => {
    const path = sameOriginPath(entry.from);
    expect(path ?? '/').toBe(entry.target ?? entry.lands);
    if (path !== undefined) expectSitePath(path);
  });

  it.each([null, undefined, ''])('rejects %j', (from) => {
    expect(sameOriginPath(from)).toBeUndefined();
  });

  it(`accepts up to ${MAX_FROM_LENGTH} characters`, () => {
    expect(sameOriginPath(`/${'a'.repeat(MAX_FROM_LENGTH - 1)}`)).toHaveLength(MAX_FROM_LENGTH);
    expect(sameOriginPath(`/${'a'.repeat(MAX_FROM_LENGTH)}`)).toBeUndefined();
  });
});

describe('loginTarget', () => {
  it('goes to from when it is a site path', () => {
    expect(loginTarget('/futures/usdt/BTCUSDT', null, 'en')).toBe('/futures/usdt/BTCUSDT');
  });

  it('goes home, in the current locale, when from could leave the site', () => {
    expect(loginTarget('//evil.example', null, 'en')).toBe('/');
    expect(loginTarget('https://evil.example', null, 'zh-CN')).toBe('/zh-CN/');
  });

  it("moves from into the user's saved language", () => {
    expect(loginTarget('/zh-CN/spot/BTCUSDT?type=spot', 'ja', 'zh-CN')).toBe('/ja/spot/BTCUSDT?type=spot');
    expect(loginTarget('/ar/futures', 'en', 'ar')).toBe('/futures');
    expect(loginTarget(null, 'de', 'en')).toBe('/de/');
  });

  it('ignores a saved language that is not a locale', () => {
    expect(loginTarget('/spot/BTCUSDT', 'xx', 'en')).toBe('/spot/BTCUSDT');
  });

  it('stays on the site for every hostile from, page locale and saved language', () => {
    // Moving `/zh-CN//host` into English once gave `//host`: the move is where a prefix is cut.
    const locales: Locale[] = LOCALES.map((entry) => entry.locale);
    for (const { from } of [...SITE_FROM, ...HOSTILE_FROM]) {
      for (const current of ['en', 'zh-CN', 'ar'] as const) {
        for (const saved of [null, 'xx', ...locales]) {
          const target = loginTarget(from, saved, current);
          expect.soft(target, `${JSON.stringify(from)} ${current} ${saved}`).toMatch(/^\/(?![/\\])/);
          expectSitePath(target);
        }
      }
    }
  });
});
