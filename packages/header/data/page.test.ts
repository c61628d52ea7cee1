/**
 * loadPageHeader: what a page's server (or a client-rendered page) gives PageHeader, read from the
 * request's cookies: the user only when the cookies hold a session, the site's theme and currency
 * choices, the header's catalog, and nothing but plain data (a Server Component's props).
 */
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeReplies } from '../test/fake-api.ts';
import { hasSession, loadPageHeader } from './page.ts';

const main = DEMO_USERS.find((user) => user.loginName === 'main@demo');
if (!main) throw new Error('main@demo is not seeded');
const session = demoSession(main);
const REPLIES: FakeReplies = {
  siteConfig: { data: SITE_CONFIG.get('ar') ?? SITE_CONFIG.get('en')! },
  feeTags: { data: [...FEE_TAGS] },
  userInfo: { data: session.user },
  userFullInfo: { data: session.fullInfo },
  simulationInfo: { data: session.simulation },
  accountConfig: { data: session.accountConfig },
};

describe('loadPageHeader', () => {
  it('reads the user only when the cookies hold a session: the HttpOnly cookie (a server) or its readable hint (a page)', async () => {
    expect(hasSession(null)).toBe(false);
    expect(hasSession('theme=white; signed_in=0')).toBe(false);
    expect(hasSession('rt=abc')).toBe(true);
    expect(hasSession('__Host-rt=abc')).toBe(true);
    expect(hasSession('a=1; signed_in=1')).toBe(true);

    const guest = createFakeApi(REPLIES);
    const loaded = await loadPageHeader({ locale: 'ar', api: guest.api, cookie: 'theme=white' });
    expect(loaded.data).toMatchObject({ session: null, incomplete: false });
    expect(guest.calls.map((call) => call.name).sort()).toEqual(['feeTags', 'siteConfig']);

    const signedIn = createFakeApi(REPLIES);
    const user = await loadPageHeader({ locale: 'ar', api: signedIn.api, cookie: 'rt=abc' });
    expect(user.data.session?.user.loginName).toBe('main@demo');
    expect(signedIn.bodies('userInfo')).toHaveLength(1);
  });

  it("gives the site's theme and currency choices, else the page's default theme and the language's unit", async () => {
    const api = createFakeApi(REPLIES).api;
    expect(await loadPageHeader({ locale: 'ar', api, cookie: 'theme=white; currency=EUR' })).toMatchObject({ defaultTheme: 'white', defaultCurrency: 'EUR' });
    expect(await loadPageHeader({ locale: 'ar', api, cookie: null, defaultTheme: 'white' })).toMatchObject({ defaultTheme: 'white', defaultCurrency: null });
    expect(await loadPageHeader({ locale: 'ar', api, cookie: 'theme=black', defaultTheme: 'white' })).toMatchObject({ defaultTheme: 'black' });
    expect(await loadPageHeader({ locale: 'ar', api, cookie: 'theme=dark; currency=<b>' })).toMatchObject({ defaultTheme: 'black', defaultCurrency: null });
  });

  it("answers plain data (a Server Component's props): the data, the locale's catalog, the preferences", async () => {
    const loaded = await loadPageHeader({ locale: 'ar', api: createFakeApi(REPLIES).api, cookie: 'rt=abc; currency=EUR' });
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(loaded);
    expect(loaded.locale).toBe('ar');
    expect(loaded.catalog).toMatchObject({ locale: 'ar', fallback: false });
    expect(Object.keys(loaded.catalog.messages)).toContain('header.skipToContent');
  });
});
