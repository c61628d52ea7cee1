import { describe, expect, it } from 'vitest';
import { hostHref, hostLocation } from './hostPaths.ts';

describe('host paths', () => {
  it('reads the locale after the host path and gives the header the host path without it', () => {
    expect(hostLocation('/hosts/spa', '/hosts/spa/')).toEqual({ locale: 'en', currentPath: '/hosts/spa/' });
    expect(hostLocation('/hosts/spa', '/hosts/spa/ar/')).toEqual({ locale: 'ar', currentPath: '/hosts/spa/' });
    expect(hostLocation('/hosts/spa', '/hosts/spa/zh-CN/x', '?a=1')).toEqual({ locale: 'zh-CN', currentPath: '/hosts/spa/x?a=1' });
    expect(hostLocation('/hosts/spa', '/hosts/spa/xx/')).toEqual({ locale: 'en', currentPath: '/hosts/spa/xx/' });
    expect(hostLocation('', '/ja/spot/BTCUSDT')).toEqual({ locale: 'ja', currentPath: '/spot/BTCUSDT' });
  });

  it("maps the header's localized host path back into the host, and leaves site links alone", () => {
    expect(hostHref('/hosts/spa', '/ar/hosts/spa/')).toBe('/hosts/spa/ar/');
    expect(hostHref('/hosts/spa', '/hosts/spa/')).toBe('/hosts/spa/');
    expect(hostHref('/hosts/html', '/zh-CN/hosts/html/x?a=1#b')).toBe('/hosts/html/zh-CN/x?a=1#b');
    expect(hostHref('/hosts/spa', '/ar/spot/BTCUSDT')).toBeNull();
    expect(hostHref('/hosts/spa', '/hosts/spa-other/')).toBeNull();
    expect(hostHref('', '/ar/')).toBeNull();
  });

  it('leaves an absolute URL (a header given a siteOrigin) to a page load, even one naming the host path', () => {
    expect(hostHref('/hosts/spa', 'https://www.exchange.com/ar/spot/BTCUSDT')).toBeNull();
    expect(hostHref('/hosts/spa', 'https://www.exchange.com/hosts/spa/')).toBeNull();
    expect(hostHref('/hosts/html', 'http://localhost:5173/zh-CN/hosts/html/x?a=1')).toBeNull();
  });
});
