import { describe, expect, it } from 'vitest';
import { routerPath } from './header-navigation.ts';

const HERE = { href: 'https://www.exchange.com/zh-CN/spot/BTCUSDT?type=spot', origin: 'https://www.exchange.com' };

describe('routerPath: what the site router takes of a header href', () => {
  it.each([
    ['a path', '/futures/usdt/BTCUSDT', '/futures/usdt/BTCUSDT'],
    ['a localized path with a query', '/zh-CN/login?from=%2Fzh-CN%2F&source=mix', '/zh-CN/login?from=%2Fzh-CN%2F&source=mix'],
    ['a URL of this origin', 'https://www.exchange.com/ar/asset', '/ar/asset'],
    ['a URL of this origin with query and hash', 'https://www.exchange.com/transac?tab=0#x', '/transac?tab=0#x'],
  ])('%s goes through the router as %s', (_name, href, path) => {
    expect(routerPath(href, HERE)).toBe(path);
  });

  it.each([
    ['another origin', 'https://help.example.com/'],
    ['another port', 'https://www.exchange.com:8443/asset'],
    ['another scheme', 'http://www.exchange.com/asset'],
    ['protocol-relative to another host', '//evil.example/asset'],
  ])('%s is a page load, not the router’s', (_name, href) => {
    expect(routerPath(href, HERE)).toBeNull();
  });
});
