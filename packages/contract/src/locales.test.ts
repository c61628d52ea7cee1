import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath, switchLocalePath } from './locales.ts';

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

// Issue 24: the desktop bar shows the chosen language by its short name ("EN / USD").
describe('short names', () => {
  it('tell every locale apart, in at most five characters', () => {
    const shorts = LOCALES.map((entry) => entry.short);
    expect(new Set(shorts).size).toBe(LOCALES.length);
    expect(shorts.filter((short) => [...short].length > 5 || short.trim() !== short || short === '')).toEqual([]);
  });

  it.each(LOCALES.filter((entry) => entry.name.includes('(')).map((entry) => [entry.locale, entry.short] as const))('%s names its region, as its name does: %s', (_locale, short) => {
    expect(short).toMatch(/^[A-Z]{2}-[A-Z]{2}$/);
  });
});
