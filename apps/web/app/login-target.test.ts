import { describe, expect, it } from 'vitest';
import { loginTarget, sameOriginPath } from './login-target.ts';

describe('sameOriginPath', () => {
  it.each([
    ['/spot/BTCUSDT?type=cross', '/spot/BTCUSDT?type=cross'],
    ['/zh-CN/', '/zh-CN/'],
    ['/asset#top', '/asset#top'],
    ['/a/../asset', '/asset'],
  ])('keeps the site path %s', (from, expected) => {
    expect(sameOriginPath(from)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' //evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '/'.padEnd(3000, 'a'),
  ])('rejects %j', (from) => {
    expect(sameOriginPath(from)).toBeUndefined();
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
});
