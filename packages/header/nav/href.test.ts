/**
 * How an href is made (href.ts), with and without the site's origin: the parser's table, the
 * builder's table, pinned hrefs of the menus for guests and demo users in several locales (ar and
 * en-GB among them), and, for every user × locale, the property that the origin changes nothing
 * but the hrefs' origin (same entries, same paths, same aria-current), except the login `from`.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@exchange/contract';
import { createNavContext, type NavContext } from './context.ts';
import { loginFrom } from './current.ts';
import { formAction, parseSiteOrigin, siteHref, type SiteOrigin } from './href.ts';
import { visibleNav } from './visible.ts';
import { contextFor, siteConfig, TABLE_LOCALES, WHO, type Who } from './test/fixtures.ts';
import { flatten } from './test/walk.ts';
import type { NavNodeId } from './tree.ts';

const origin = (value: string): SiteOrigin => {
  const parsed = parseSiteOrigin(value);
  if (parsed === null) throw new Error(`${value} is not a site origin`);
  return parsed;
};
const SITE = origin('https://www.exchange.com');

describe('parseSiteOrigin', () => {
  it.each([
    ['https://www.exchange.com', 'https://www.exchange.com'],
    ['https://www.exchange.com/', 'https://www.exchange.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['HTTPS://WWW.Exchange.COM', 'https://www.exchange.com'],
    ['https://www.exchange.com:443', 'https://www.exchange.com'],
    ['http://www.exchange.com:80/', 'http://www.exchange.com'],
    ['https://www.exchange.com:8443', 'https://www.exchange.com:8443'],
    ['  https://www.exchange.com  ', 'https://www.exchange.com'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['https://[::1]:8080', 'https://[::1]:8080'],
  ])('accepts %j as %s', (value, expected) => {
    expect(parseSiteOrigin(value)).toBe(expected);
  });

  it.each([
    ['no value', undefined],
    ['null', null],
    ['a number', 443],
    ['empty', ''],
    ['blank', '   '],
    ['a host without a scheme', 'www.exchange.com'],
    ['protocol-relative', '//www.exchange.com'],
    ['a path', '/spot/BTCUSDT'],
    ['an origin with a path', 'https://www.exchange.com/en'],
    ['an origin with a path and slash', 'https://www.exchange.com/app/'],
    ['an origin with a query', 'https://www.exchange.com?x=1'],
    ['an empty query', 'https://www.exchange.com/?'],
    ['a hash', 'https://www.exchange.com#top'],
    ['an empty hash', 'https://www.exchange.com#'],
    ['credentials', 'https://user:secret@www.exchange.com'],
    ['a user name', 'https://user@www.exchange.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['ftp:', 'ftp://www.exchange.com'],
    ['ws:', 'wss://www.exchange.com'],
    ['file:', 'file:///etc/passwd'],
    ['not a URL', 'https://'],
    ['a space in the host', 'https://www.exch ange.com'],
  ])('refuses %s (%j)', (_name, value) => {
    expect(parseSiteOrigin(value)).toBeNull();
  });

  it('is idempotent: a parsed origin parses to itself', () => {
    expect(parseSiteOrigin(SITE)).toBe(SITE);
  });
});

describe('siteHref', () => {
  it.each([
    ['en', null, '/', '/'],
    ['en', null, '/spot/BTCUSDT?type=spot', '/spot/BTCUSDT?type=spot'],
    ['ar', null, '/asset', '/ar/asset'],
    ['en-GB', null, '/', '/en-GB/'],
    ['en', SITE, '/', 'https://www.exchange.com/'],
    ['en', SITE, '/spot/BTCUSDT?type=spot', 'https://www.exchange.com/spot/BTCUSDT?type=spot'],
    ['ar', SITE, '/asset', 'https://www.exchange.com/ar/asset'],
    ['en-GB', SITE, '/', 'https://www.exchange.com/en-GB/'],
    ['zh-CN', origin('http://localhost:5173'), '/futures', 'http://localhost:5173/zh-CN/futures'],
    // A path that starts with more slashes still stays on the origin's host.
    ['en', SITE, '//evil.example/x', 'https://www.exchange.com/evil.example/x'],
    ['en', null, '//evil.example/x', '/evil.example/x'],
  ] as const)('in %s with origin %s, %s is %s', (locale, siteOrigin, path, href) => {
    expect(siteHref({ locale, siteOrigin }, path)).toBe(href);
  });
});

describe('the context keeps only a parsed origin', () => {
  it.each([
    ['https://www.exchange.com/', 'https://www.exchange.com'],
    ['https://www.exchange.com/path', null],
    ['ftp://www.exchange.com', null],
    [undefined, null],
  ])('createNavContext with %j holds %j', (value, expected) => {
    // A host that bypasses the type (a plain string) gets the parser's answer.
    expect(createNavContext({ locale: 'en', siteOrigin: value as SiteOrigin | undefined }).siteOrigin).toBe(expected);
  });
});

type Hrefs = Partial<Record<NavNodeId, string>>;
/** Every href of the computed menus by entry id: links, QR code and the pages actions open. */
function hrefsOf(ctx: NavContext): Hrefs {
  const out: Hrefs = {};
  for (const item of flatten(Object.values(visibleNav(ctx).menus))) {
    if ('href' in item) out[item.id] = item.href;
    if (item.kind === 'action' && item.then) out[item.id] = item.then.href;
  }
  return out;
}
/** aria-current of every link. */
function currentOf(ctx: NavContext): Partial<Record<NavNodeId, boolean>> {
  const out: Partial<Record<NavNodeId, boolean>> = {};
  for (const item of flatten(Object.values(visibleNav(ctx).menus))) if ('current' in item) out[item.id] = item.current;
  return out;
}

/** Pinned hrefs: who, locale, page, entry, href without the origin, href with it. */
const PINNED: readonly (readonly [Who, Locale, string, NavNodeId, string, string])[] = [
  ['guest', 'en', '/', 'brand.home', '/', 'https://www.exchange.com/'],
  ['guest', 'ar', '/', 'brand.home', '/ar/', 'https://www.exchange.com/ar/'],
  ['guest', 'en-GB', '/', 'brand.home', '/en-GB/', 'https://www.exchange.com/en-GB/'],
  ['guest', 'en', '/', 'spot.trade', '/spot/BTCUSDT?type=spot', 'https://www.exchange.com/spot/BTCUSDT?type=spot'],
  ['guest', 'ar', '/', 'futures.coinMDelivery', '/ar/futures/usd-settled', 'https://www.exchange.com/ar/futures/usd-settled'],
  ['guest', 'ar', '/', 'tradeInfo.spotRules', '/ar/spot/introduction/spot-rules', 'https://www.exchange.com/ar/spot/introduction/spot-rules'],
  ['guest', 'ja', '/', 'strategy.arbitrage', '/ja/trading-bot/futures/arbitrage/BTCUSDT', 'https://www.exchange.com/ja/trading-bot/futures/arbitrage/BTCUSDT'],
  ['guest', 'en', '/', 'download.page', '/download', 'https://www.exchange.com/download'],
  ['guest', 'ar', '/', 'download.qr', '/ar/download', 'https://www.exchange.com/ar/download'],
  ['guest', 'en-GB', '/', 'download.ios', '/en-GB/download/ios', 'https://www.exchange.com/en-GB/download/ios'],
  // Log in and Sign up: `from` is the page on the site; on another origin, the site's home.
  ['guest', 'en', '/', 'auth.login', '/login?from=%2F&source=mix', 'https://www.exchange.com/login?from=%2F&source=mix'],
  ['guest', 'en', '/help/articles/42?q=fees', 'auth.login', '/login?from=%2Fhelp%2Farticles%2F42%3Fq%3Dfees&source=mix', 'https://www.exchange.com/login?from=%2F&source=mix'],
  ['guest', 'ar', '/help/articles/42', 'auth.register', '/ar/register?from=%2Far%2Fhelp%2Farticles%2F42&source=mix', 'https://www.exchange.com/ar/register?from=%2Far%2F&source=mix'],
  ['guest', 'en-GB', '/spot/BTCUSDT', 'auth.login', '/en-GB/login?from=%2Fen-GB%2Fspot%2FBTCUSDT&source=mix', 'https://www.exchange.com/en-GB/login?from=%2Fen-GB%2F&source=mix'],
  ['main@demo', 'en', '/', 'assets.withdraw', '/asset/withdraw', 'https://www.exchange.com/asset/withdraw'],
  ['main@demo', 'ar', '/', 'orders.futuresCoinM', '/ar/order/mcp?tab=1&businessLine=11', 'https://www.exchange.com/ar/order/mcp?tab=1&businessLine=11'],
  ['main@demo', 'en-GB', '/', 'account.investorStatus', '/en-GB/account/investor-status', 'https://www.exchange.com/en-GB/account/investor-status'],
  ['main@demo', 'ar', '/', 'account.api', '/ar/account/newapi', 'https://www.exchange.com/ar/account/newapi'],
  ['child@demo', 'en', '/', 'account.security', '/subaccount/setting', 'https://www.exchange.com/subaccount/setting'],
  ['unified@demo', 'ar', '/', 'assets.unified', '/ar/trade-asset/uta', 'https://www.exchange.com/ar/trade-asset/uta'],
  ['classic@demo', 'en-GB', '/', 'modes.classicReturn', '/en-GB/spot/BTCUSDT', 'https://www.exchange.com/en-GB/spot/BTCUSDT'],
  // A mode switch's next page (return to real trading) is a page of the site too.
  ['sim@demo', 'en', '/', 'modes.exitToRealTrading', '/futures/usdt/BTCUSDT', 'https://www.exchange.com/futures/usdt/BTCUSDT'],
  ['sim@demo', 'en-GB', '/', 'modes.exitToRealTrading', '/en-GB/spot/BTCUSDT?type=spot', 'https://www.exchange.com/en-GB/spot/BTCUSDT?type=spot'],
  ['trader-pro@demo', 'ar', '/', 'account.tradePro', '/ar/tradeProAccount', 'https://www.exchange.com/ar/tradeProAccount'],
];

describe('hrefs with and without the site origin', () => {
  it.each(PINNED)('%s in %s on %s: %s is %s, with the origin %s', (who, locale, currentPath, id, path, absolute) => {
    expect(hrefsOf(contextFor(who, locale, { currentPath }))[id]).toBe(path);
    expect(hrefsOf(contextFor(who, locale, { currentPath, siteOrigin: SITE }))[id]).toBe(absolute);
  });

  it('a guest on the same page gets the menus of its own origin (the shared guest menus are kept per origin)', () => {
    // One site config and fee-tag list for all four, as a server's shared lookups give them: the
    // guest menus are computed once per page of them (visibleNav).
    const site = siteConfig('ar');
    const guest = (siteOrigin: SiteOrigin | null) => hrefsOf(contextFor('guest', 'ar', { currentPath: '/shared', site, siteOrigin }))['brand.home'];
    expect(guest(null)).toBe('/ar/');
    expect(guest(SITE)).toBe('https://www.exchange.com/ar/');
    expect(guest(origin('http://localhost:5173'))).toBe('http://localhost:5173/ar/');
    expect(guest(null)).toBe('/ar/');
  });

  const LOCALES_TO_CHECK = [...new Set<Locale>([...TABLE_LOCALES, 'en-GB', 'ar'])];
  const CASES = WHO.flatMap((who) => LOCALES_TO_CHECK.map((locale) => [who, locale] as const));

  it.each(CASES)('%s in %s: the origin changes only the origin of every href, and nothing about aria-current', (who, locale) => {
    for (const currentPath of ['/', '/spot/BTCUSDT?type=cross', '/help/articles/42']) {
      const without = contextFor(who, locale, { currentPath });
      const withOrigin = contextFor(who, locale, { currentPath, siteOrigin: SITE });
      const paths = hrefsOf(without);
      const absolute = hrefsOf(withOrigin);
      expect(Object.keys(absolute).sort()).toEqual(Object.keys(paths).sort());
      expect(Object.keys(paths).length).toBeGreaterThan(5);
      for (const [id, href] of Object.entries(paths) as [NavNodeId, string][]) {
        // Without the origin: a path of this origin (one slash: never another host).
        expect(href, id).toMatch(/^\/(?![/\\])/);
        const login = id === 'auth.login' || id === 'auth.register';
        // Log in and Sign up come back to the site's home in the page's language.
        const home = locale === 'en' ? '/' : `/${locale}/`;
        const expected = login ? href.replace(/from=[^&]*/, `from=${encodeURIComponent(home)}`) : href;
        expect(absolute[id], id).toBe(`${SITE}${expected}`);
        expect(new URL(absolute[id] ?? '').origin, id).toBe(SITE);
      }
      expect(currentOf(withOrigin)).toEqual(currentOf(without));
    }
  });

  it('aria-current still follows the page: the margin entry on the margin page, with the origin', () => {
    const current = currentOf(contextFor('main@demo', 'ar', { currentPath: '/spot/BTCUSDT?type=cross', siteOrigin: SITE }));
    expect(Object.entries(current).filter(([, on]) => on).map(([id]) => id)).toEqual(['spot.margin']);
  });
});

describe('loginFrom on another origin', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/help/articles/42?q=1', '/'],
    ['ar', '/help', '/ar/'],
    ['en-GB', '/spot/BTCUSDT', '/en-GB/'],
    ['ja', '/login?from=%2Fasset', '/ja/'],
  ] as const)('in %s on %s: %s (the site home in the page language)', (locale, currentPath, from) => {
    expect(loginFrom({ locale, currentPath, siteOrigin: SITE })).toBe(from);
  });

  it('without the origin, the current page as before', () => {
    expect(loginFrom({ locale: 'ar', currentPath: '/help', siteOrigin: null })).toBe('/ar/help');
    expect(loginFrom({ locale: 'ar', currentPath: '/help' })).toBe('/ar/help');
  });
});

describe('formAction', () => {
  it.each([
    [null, 'theme', '/header/theme'],
    [null, 'logout', '/header/logout'],
    ['https://www.exchange.com', 'theme', 'https://www.exchange.com/header/theme'],
    ['http://127.0.0.1:3000/', 'logout', 'http://127.0.0.1:3000/header/logout'],
  ] as const)('siteOrigin %s: the %s form posts to %s', (value, form, expected) => {
    expect(formAction({ siteOrigin: value === null ? null : origin(value) }, form)).toBe(expected);
  });
});
