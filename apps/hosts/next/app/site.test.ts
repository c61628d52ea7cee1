import { describe, expect, it } from 'vitest';
import { pageLocale } from './site.ts';

describe("the Next host's pages", () => {
  it.each([
    [undefined, 'en', 'home'],
    [[], 'en', 'home'],
    [['ar'], 'ar', 'home'],
    [['zh-CN'], 'zh-CN', 'home'],
    [['en'], 'en', 'english-prefix'],
    [['xx'], 'en', 'none'],
    [['zh-cn'], 'en', 'none'],
    [['ar', 'spot'], 'ar', 'none'],
    [['markets', 'btcusdt'], 'en', 'none'],
    [['en', 'markets', 'BTCUSDT'], 'en', 'none'],
    [['ar', 'markets', 'BTCUSDT', 'x'], 'ar', 'none'],
  ] as const)('%j: locale %s, %s', (segments, locale, page) => {
    expect(pageLocale(segments)).toEqual({ locale, page });
  });

  it.each([
    [['markets', 'BTCUSDT'], 'en'],
    [['ar', 'markets', 'ETHUSDT'], 'ar'],
  ] as const)('%j: a market page in %s', (segments, locale) => {
    expect(pageLocale(segments)).toEqual({ locale, page: 'market', symbol: segments.at(-1) });
  });
});
