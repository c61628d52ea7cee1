import { LOCALES } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { stubNav } from './stub.ts';

describe('stubNav: the header when it cannot be rendered', () => {
  it.each(LOCALES.map(({ locale }) => locale))('%s: the logo, the six product menus, Log in and Sign up', (locale) => {
    const stub = stubNav(locale, '/spot/BTCUSDT');
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(stub.home.href).toBe(`${prefix}/`);
    expect(stub.menus.map((menu) => menu.id)).toEqual(['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more']);
    for (const { href } of stub.menus) expect(href.startsWith(`${prefix}/`), href).toBe(true);
    expect(stub.auth.map((link) => link.id)).toEqual(['auth.login', 'auth.register']);
  });

  it('lands on each menu’s first entry and brings the guest back to the page', () => {
    const stub = stubNav('ar', '/futures');
    expect(Object.fromEntries(stub.menus.map((menu) => [menu.id, menu.href]))).toMatchInlineSnapshot(`
      {
        "futures": "/ar/futures",
        "more": "/ar/events/rewards",
        "social": "/ar/copy-trading/futures",
        "spot": "/ar/spot/BTCUSDT?type=spot",
        "strategy": "/ar/trading-bot",
        "tradeInfo": "/ar/futures/introduction/futures-summarize",
      }
    `);
    expect(stub.auth[0]!.href).toContain(`from=${encodeURIComponent('/ar/futures')}`);
  });
});
