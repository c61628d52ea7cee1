import { describe, expect, it } from 'vitest';
import { localizePath, switchLocalePath } from './locales.ts';

describe('localizePath and switchLocalePath', () => {
  it('add, replace and drop the locale prefix', () => {
    expect(localizePath('en', '/spot/BTCUSDT')).toBe('/spot/BTCUSDT');
    expect(localizePath('zh-CN', '/')).toBe('/zh-CN/');
    expect(switchLocalePath('/zh-CN/spot/BTCUSDT', 'ja')).toBe('/ja/spot/BTCUSDT');
    expect(switchLocalePath('/de/futures', 'en')).toBe('/futures');
  });

  // Issue 7: a path that a browser reads as another host must not come out of the prefix rewrite.
  it.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/zh-CN//evil.example', '/evil.example'],
    ['/zh-CN/\\/evil.example', '/evil.example'],
    ['/zh-CN///evil.example', '/evil.example'],
  ])('never answer a protocol-relative path: %j into English is %s', (path, expected) => {
    expect(switchLocalePath(path, 'en')).toBe(expected);
    expect(switchLocalePath(path, 'de')).toBe(`/de${expected}`);
  });
});
