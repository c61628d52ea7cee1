/**
 * The server's kept header HTML (server/index.tsx) is the header as the page would render it: for
 * the guest and every demo user, in four locales, on two pages, in both themes, with and without a
 * chosen currency, the HTML through the cache equals the header rendered in place, byte for byte;
 * people of the same kind share one render and get their own name, initial, UID and avatar in it,
 * escaped; values that cannot be placeholders are rendered in full; the cache keeps at most its
 * size; and the browser hydrates the kept HTML without a mismatch.
 */
import { LOCALES, ROUTES, type Locale } from '@exchange/contract';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignedInData } from '../data/index.ts';
import { importHeaderCatalog, loadHeaderLocale } from '../i18n/index.ts';
import { Header, type HeaderProps } from '../root/Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import '../test/jsdom-gaps.ts';
import { hydrationErrors } from '../test/hydrate.tsx';
import { createHeaderHtmlCache, HeaderHtmlProvider, type HeaderHtmlCache } from './index.tsx';

const LOCALES_TRIED: readonly Locale[] = ['en', 'ar', 'zh-CN', 'en-GB'];
await Promise.all(LOCALES_TRIED.map((locale) => loadHeaderLocale(locale)));

const sessionOf = (loginName: string) => {
  const user = DEMO_USERS.find((entry) => entry.loginName === loginName);
  if (!user) throw new Error(`${loginName} is not a demo user`);
  return demoSession(user);
};

type Page = Pick<HeaderProps, 'currentPath' | 'session' | 'defaultTheme' | 'defaultCurrency'> & { locale: Locale };

const header = ({ locale, ...props }: Page) => (
  <HeaderProvider locale={locale} navigate={() => undefined}>
    <Header {...props} site={SITE_CONFIG.get(locale) ?? null} feeTags={[...FEE_TAGS]} mainContentId="main" />
  </HeaderProvider>
);
const inPlace = (page: Page) => renderToString(header(page));
const throughCache = (cache: HeaderHtmlCache, page: Page) => renderToString(<HeaderHtmlProvider cache={cache}>{header(page)}</HeaderHtmlProvider>);

/** Equal HTML; a difference is shown where it starts (the documents are 20–30 KB). */
function expectSame(actual: string, expected: string) {
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at += 1;
  expect(actual.slice(Math.max(0, at - 120), at + 120)).toBe(expected.slice(Math.max(0, at - 120), at + 120));
  expect(actual.length).toBe(expected.length);
}

/** A session of `loginName`'s kind with another person's values. */
function otherPerson(loginName: string, person: { loginName: string; userId: string; avatar: string | null }): SignedInData {
  const session = sessionOf(loginName);
  return {
    ...session,
    user: { ...session.user, loginName: person.loginName, userId: person.userId },
    fullInfo: session.fullInfo ? { ...session.fullInfo, userAvatar: person.avatar } : session.fullInfo,
  };
}

/**
 * What one header render may take here (renderToString of the whole header: ~10 ms on an idle
 * 2-core machine, ~100 ms measured with a load average of 13 on it): a test's time limit is its
 * renders times this, so a busy machine slows it without failing it, and a hung render still fails.
 */
const RENDER_BUDGET_MS = 400;

describe('the kept HTML is the header rendered in place', () => {
  const WHO = [null, ...DEMO_USERS.map((user) => user.loginName)];
  // Per person: two pages × two theme-currency pairs × three renders (in place, kept, kept again).
  const RENDERS = WHO.length * 2 * 2 * 3;
  it.each(LOCALES_TRIED)('%s: the guest and every demo user, two pages, both themes, a chosen currency', { timeout: RENDERS * RENDER_BUDGET_MS }, (locale) => {
    const cache = createHeaderHtmlCache();
    let pages = 0;
    for (const who of WHO) {
      for (const currentPath of ['/', '/spot/BTCUSDT?type=cross']) {
        for (const [defaultTheme, defaultCurrency] of [['black', null], ['white', 'EUR']] as const) {
          const page: Page = { locale, currentPath, session: who ? sessionOf(who) : null, defaultTheme, defaultCurrency };
          const expected = inPlace(page);
          expectSame(throughCache(cache, page), expected);
          // Kept: the second page is the kept render, and the same.
          expectSame(throughCache(cache, page), expected);
          pages += 1;
        }
      }
    }
    const stats = cache.stats();
    expect(stats.hits + stats.misses).toBe(pages * 2);
    expect(stats.hits).toBeGreaterThanOrEqual(pages);
    expect(stats.uncached).toBe(0);
  });
});

describe('people of one kind share a render', () => {
  const PEOPLE = [
    { loginName: 'zoë <b>&"\'</b>', userId: '42', avatar: 'https://cdn.example/a.png?size=64&v="2"' },
    { loginName: 'élan', userId: '1000000999', avatar: null },
    { loginName: '😀 smile', userId: '7', avatar: '/avatars/7.png' },
    { loginName: 'ﻋﻠﻲ', userId: '8', avatar: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' },
  ];
  it.each(['main@demo', 'child@demo', 'sim@demo'])('%s: each person gets their own name, initial, UID and avatar', (kind) => {
    const cache = createHeaderHtmlCache();
    for (const locale of ['en', 'ar'] as const) {
      throughCache(cache, { locale, currentPath: '/', session: sessionOf(kind) });
      for (const person of PEOPLE) {
        const page: Page = { locale, currentPath: '/', session: otherPerson(kind, person) };
        const html = throughCache(cache, page);
        expectSame(html, inPlace(page));
        expect(html).toContain(`UID ${person.userId}`);
      }
    }
    // One render per locale and kind of avatar (image or initial): everyone else was a kept render.
    expect(cache.stats().misses).toBeLessThanOrEqual(4);
    expect(cache.stats().hits).toBeGreaterThanOrEqual(PEOPLE.length * 2 - 2);
  });

  it('people who saved different languages share a render: the header never reads the saved language', () => {
    const cache = createHeaderHtmlCache();
    for (const [index, saved] of [null, 'de', 'zh-CN', 'ar'].entries()) {
      const person = otherPerson('main@demo', { loginName: `person${index}`, userId: String(100 + index), avatar: null });
      const page: Page = { locale: 'en', currentPath: '/', session: { ...person, user: { ...person.user, language: saved } } };
      expectSame(throughCache(cache, page), inPlace(page));
    }
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 3, uncached: 0 });
  });

  it('pages whose callbacks differ (a new closure on every render) share a render', () => {
    const cache = createHeaderHtmlCache();
    const page: Page = { locale: 'en', currentPath: '/', session: null };
    for (let i = 0; i < 3; i++) {
      renderToString(
        <HeaderHtmlProvider cache={cache}>
          <HeaderProvider locale="en" navigate={() => undefined}>
            <Header {...page} site={SITE_CONFIG.get('en') ?? null} feeTags={[...FEE_TAGS]} mainContentId="main" onThemeChange={() => i} onCurrencyChange={() => i} />
          </HeaderProvider>
        </HeaderHtmlProvider>,
      );
    }
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 2, uncached: 0 });
  });

  it('renders in full, unkept, what cannot be a placeholder', () => {
    const cache = createHeaderHtmlCache();
    for (const person of [
      { loginName: 'mallory', userId: '9', avatar: 'javascript:alert(1)' },
      { loginName: 'plain\uE000', userId: '10', avatar: null },
      { loginName: '', userId: '11', avatar: null },
    ]) {
      const page: Page = { locale: 'en', currentPath: '/', session: otherPerson('main@demo', person) };
      expectSame(throughCache(cache, page), inPlace(page));
    }
    expect(cache.stats()).toEqual({ hits: 0, misses: 0, uncached: 3, entries: 0, bytes: 0 });
  });

  it('renders in full, unkept, a page whose data holds a placeholder character', () => {
    const cache = createHeaderHtmlCache();
    const session = sessionOf('main@demo');
    const page: Page = { locale: 'en', currentPath: '/spot/\uE002?x=\uE000\uE001', session };
    expectSame(throughCache(cache, page), inPlace(page));
    const odd: Page = { locale: 'en', currentPath: '/', session, defaultCurrency: 'E\uE003R' };
    expectSame(throughCache(cache, odd), inPlace(odd));
    expect(cache.stats()).toEqual({ hits: 0, misses: 0, uncached: 2, entries: 0, bytes: 0 });
  });

  it('no message of the header holds a placeholder character', async () => {
    for (const { locale } of LOCALES) {
      const catalog = await importHeaderCatalog(locale);
      expect(JSON.stringify(catalog), locale).not.toMatch(/[\uE000-\uE004]/);
    }
  });
});

describe('the pairs of a trade page share a render (the symbol hole)', () => {
  /** Every trade page of the site: each route with a `:symbol`, with the pair filled in. */
  const TRADE_PAGES = ROUTES.filter((route) => route.path.includes(':symbol'));
  const PAIRS = ['BTCUSDT', 'ETHUSDT', 'SOL-USDC', '1000PEPE_USDT', 'BTC.X'];
  const pathOf = (route: (typeof TRADE_PAGES)[number], symbol: string) => route.path.replace(':symbol', symbol);

  it.each(['en', 'ar'] as const)('%s: every trade page for five pairs, guest and two users, is the page rendered in place, from one render per page and user', { timeout: TRADE_PAGES.length * 3 * (PAIRS.length + 1) * 2 * RENDER_BUDGET_MS }, (locale) => {
    expect(TRADE_PAGES.length).toBeGreaterThan(20);
    const cache = createHeaderHtmlCache();
    let pages = 0;
    for (const who of [null, 'main@demo', 'sim@demo']) {
      for (const route of TRADE_PAGES) {
        for (const symbol of PAIRS) {
          const page: Page = { locale, currentPath: `${pathOf(route, symbol)}?type=cross`, session: who ? sessionOf(who) : null };
          const html = throughCache(cache, page);
          expectSame(html, inPlace(page));
          // The language links print the path: the pair is there, not the placeholder.
          expect(html).toContain(`href="/zh-CN${pathOf(route, symbol)}?type=cross"`);
          expect(html).not.toMatch(/\uE004|%EE%80%84/i);
          pages += 1;
        }
      }
    }
    expect(cache.stats()).toMatchObject({ misses: TRADE_PAGES.length * 3, hits: pages - TRADE_PAGES.length * 3, uncached: 0 });
  });

  it('a pair the path writes in another form, or that needs escaping, is keyed as the path it is', () => {
    const cache = createHeaderHtmlCache();
    const session = sessionOf('main@demo');
    // The spot page's render with the hole, which none of the paths below may be served from.
    throughCache(cache, { locale: 'en', currentPath: '/spot/ETHUSDT', session });
    const paths = [
      '/spot/BTC%55SDT', // a percent-encoded letter: the hole would print the decoded pair
      '/spot/BTC%3Cb%3E',
      "/spot/BTC'USDT",
      '/spot/BTC&amp;USDT',
      '/spot/-BTC',
      '/spot/BTCUSDT?x=%ee%80%84', // the placeholder's encoded form in the query: it would be taken for a hole
      '/spot/BTCUSDT?x=%EE%80%84',
    ];
    for (const currentPath of paths) {
      const page: Page = { locale: 'en', currentPath, session };
      expectSame(throughCache(cache, page), inPlace(page));
      expectSame(throughCache(cache, page), inPlace(page));
    }
    // One render each, kept under the path as it is, and served again from it.
    expect(cache.stats()).toMatchObject({ misses: paths.length + 1, hits: paths.length, uncached: 0 });
  });

  it('a delivery contract is not the perpetual’s page: its pairs share a render apart from the perpetuals’', () => {
    const cache = createHeaderHtmlCache();
    const paths = ['/futures/usd/BTCUSD_PERP', '/futures/usd/ETHUSD_PERP', '/futures/usd/BTCUSD_251226', '/futures/usd/ETHUSD_260327'];
    for (const currentPath of paths) {
      const page: Page = { locale: 'en', currentPath, session: sessionOf('main@demo') };
      expectSame(throughCache(cache, page), inPlace(page));
    }
    // The perpetuals share one render; each delivery contract is keyed as its path.
    expect(cache.stats()).toMatchObject({ misses: 3, hits: 1, uncached: 0 });
    const html = throughCache(cache, { locale: 'en', currentPath: '/futures/usd/BTCUSD_251226', session: sessionOf('main@demo') });
    expect(html).toContain('aria-current');
  });

  it('the pair goes wherever the header prints the path: the language links, the sign-in return, the forms’ return', () => {
    const cache = createHeaderHtmlCache();
    throughCache(cache, { locale: 'zh-CN', currentPath: '/spot/ETHUSDT', session: null });
    const html = throughCache(cache, { locale: 'zh-CN', currentPath: '/spot/XRPUSDT', session: null });
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 1 });
    expect(html).toContain('href="/ar/spot/XRPUSDT"');
    expect(html).toContain('href="/spot/XRPUSDT"');
    expect(html).toContain(`from=${encodeURIComponent('/zh-CN/spot/XRPUSDT')}`);
    expect(html).toMatch(/value="\/zh-CN\/spot\/XRPUSDT"/);
    expect(html).not.toContain('ETHUSDT');
  });
});

describe('the key: the named fields a render reads', () => {
  const site = SITE_CONFIG.get('en') ?? null;
  const render = (cache: HeaderHtmlCache, props: Omit<HeaderProps, 'feeTags' | 'mainContentId'>) =>
    renderToString(
      <HeaderHtmlProvider cache={cache}>
        <HeaderProvider locale="en" navigate={() => undefined}>
          <Header {...props} feeTags={[...FEE_TAGS]} mainContentId="main" />
        </HeaderProvider>
      </HeaderHtmlProvider>,
    );

  it('does not change with the order of the props, new callbacks, or a site config equal to the last', () => {
    const cache = createHeaderHtmlCache();
    const session = sessionOf('main@demo');
    const first = render(cache, { currentPath: '/', session, site, defaultTheme: 'white', onThemeChange: () => undefined });
    const again = render(cache, { site: site && { ...site }, defaultTheme: 'white', session: { ...session }, currentPath: '/', onCurrencyChange: () => undefined });
    expect(again).toBe(first);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('changes with each field the render reads', () => {
    const cache = createHeaderHtmlCache();
    const base = { currentPath: '/', session: null, site };
    render(cache, base);
    render(cache, { ...base, currentPath: '/futures' });
    render(cache, { ...base, defaultTheme: 'white' });
    render(cache, { ...base, currency: 'EUR' });
    render(cache, { ...base, defaultCurrency: 'EUR' });
    render(cache, { ...base, siteOrigin: 'https://www.example.com' });
    render(cache, { ...base, site: null });
    render(cache, { ...base, session: sessionOf('main@demo') });
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 8 });
  });
});

it('keeps at most maxEntries renders, the least recently used leaving first', () => {
  const cache = createHeaderHtmlCache({ maxEntries: 2 });
  const page = (currentPath: string): Page => ({ locale: 'en', currentPath, session: null });
  throughCache(cache, page('/a'));
  throughCache(cache, page('/b'));
  throughCache(cache, page('/a')); // used again: /b is now the oldest
  throughCache(cache, page('/c')); // drops /b
  expect(cache.stats()).toMatchObject({ hits: 1, misses: 3, uncached: 0, entries: 2 });
  // The kept bytes are /a's and /c's, as two caches that kept only those hold.
  const bytesOf = (path: string) => {
    const alone = createHeaderHtmlCache();
    throughCache(alone, page(path));
    return alone.stats().bytes;
  };
  expect(bytesOf('/a')).toBeGreaterThan(10_000);
  expect(cache.stats().bytes).toBe(bytesOf('/a') + bytesOf('/c'));
  throughCache(cache, page('/a'));
  expect(cache.stats().hits).toBe(2);
  throughCache(cache, page('/b'));
  expect(cache.stats().misses).toBe(4);
});

describe('the browser hydrates the kept HTML', () => {
  let container: HTMLElement | null = null;
  afterEach(() => container?.remove());

  it.each([null, 'main@demo', 'child@demo'])('%s, with another person of the kind: no mismatch', async (who) => {
    const cache = createHeaderHtmlCache();
    if (who) throughCache(cache, { locale: 'ar', currentPath: '/', session: sessionOf(who) });
    const page: Page = { locale: 'ar', currentPath: '/', session: who ? otherPerson(who, { loginName: 'rania & co', userId: '55', avatar: null }) : null };
    container = document.createElement('div');
    container.innerHTML = throughCache(cache, page);
    document.body.append(container);
    expect(await hydrationErrors(container, header(page))).toEqual([]);
    expect(container.querySelector('.hdr-root')?.hasAttribute('data-enhanced')).toBe(true);
    if (who) expect(container.querySelector('[data-testid="user-name"]')?.textContent).toBe('rania & co');
  });
});
