/**
 * The header on another origin (`siteOrigin`): in the server HTML every link to a page of the site
 * (logo, product menus, assets, orders, account, download, Log in and Sign up, mode links) is
 * absolute to the site's origin, and nothing else of the HTML changes; the language links and the
 * skip link stay on the host's page. Without the prop, or with a value that is not an origin, the
 * HTML is the same as before, byte for byte, and a refused value is reported once. Both phone
 * drawers link to the site too. Clicks: a plain click waits 500 ms with the progress bar up, then
 * hands the absolute URL to `navigate` (the Coin-M delivery lookup's answer and a mode switch's next
 * page included); modified and new-window clicks stay the browser's. Time is the test's clock.
 */
import '../test/jsdom-gaps.ts';
import { BUSINESS_LINE, type Locale } from '@exchange/contract';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getHeaderI18n, loadHeaderLocale, type MessageKey } from '../i18n/index.ts';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { createFakeApi, type FakeReplies } from '../test/fake-api.ts';
import { Header, type HeaderProps } from './Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { ARRIVAL } from '../test/arrival.ts';
import { clickTakenOver } from '../test/clicks.ts';

const SITE = 'https://www.exchange.com';
/** A page of the host (a help centre): no page of the site has its path. */
const HOST_PAGE = '/help/articles/42';

beforeAll(() => Promise.all([loadHeaderLocale('en'), loadHeaderLocale('ar'), loadHeaderLocale('en-GB')]));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const message = (key: MessageKey) => getHeaderI18n('en')._(key);

function sessionOf(loginName: string | null) {
  if (loginName === null) return null;
  const user = DEMO_USERS.find((candidate) => candidate.loginName === loginName);
  if (!user) throw new Error(`${loginName} is not a demo user`);
  return demoSession(user);
}

interface PageOptions {
  locale?: Locale;
  who?: string | null;
  currentPath?: string;
  props?: Partial<HeaderProps>;
}

function page({ locale = 'en', who = null, currentPath = '/', props = {} }: PageOptions) {
  return (
    <HeaderProvider locale={locale} navigate={() => undefined}>
      <Header currentPath={currentPath} session={sessionOf(who)} site={SITE_CONFIG.get(locale) ?? null} feeTags={[...FEE_TAGS]} mainContentId="main" {...props} />
    </HeaderProvider>
  );
}

/** The server HTML of a header (what a page without script, and a crawler, gets). */
const serverHtml = (options: PageOptions) => renderToString(page(options));

/** Every `<a href>` of some HTML, with where it sits. */
function linksOf(html: string): { href: string; language: boolean }[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('a[href]')].map((link) => ({
    href: link.getAttribute('href') ?? '',
    language: link.closest('.hdr-noscript-langs') !== null,
  }));
}

const isSitePath = (href: string) => /^\/(?![/\\])/.test(href);

const KINDS = [
  ['a guest', 'en', null],
  ['a guest', 'ar', null],
  ['a guest', 'en-GB', null],
  ['main@demo', 'en', 'main@demo'],
  ['main@demo', 'ar', 'main@demo'],
  ['unified@demo', 'en-GB', 'unified@demo'],
  ['child@demo', 'en', 'child@demo'],
  ['sim@demo', 'en', 'sim@demo'],
  ['classic@demo', 'ar', 'classic@demo'],
] as const;

describe.each(KINDS)('%s in %s, server HTML', (_name, locale, who) => {
  it('with siteOrigin: every link to a page of the site is absolute to it; the skip link and language links stay here', () => {
    const links = linksOf(serverHtml({ locale, who, currentPath: HOST_PAGE, props: { siteOrigin: SITE } }));
    const site = links.filter((link) => !link.language && link.href !== '#main');
    expect(site.length).toBeGreaterThan(who === null ? 5 : 20);
    for (const { href } of site) {
      expect(href.startsWith(`${SITE}/`), href).toBe(true);
      expect(new URL(href).origin, href).toBe(SITE);
    }
    // The language switch rewrites the host's page, not a page of the site.
    const languages = links.filter((link) => link.language);
    expect(languages.length).toBeGreaterThan(20);
    for (const { href } of languages) expect(href, href).toMatch(/\/help\/articles\/42$/);
    for (const { href } of languages) expect(isSitePath(href), href).toBe(true);
    expect(links.filter((link) => link.href === '#main')).toHaveLength(1);
  });

  it('without it: every link is a path of this origin, as before', () => {
    const links = linksOf(serverHtml({ locale, who, currentPath: HOST_PAGE }));
    expect(links.length).toBeGreaterThan(30); // the language links included
    for (const { href } of links) expect(href === '#main' || isSitePath(href), href).toBe(true);
  });

  it('the origin changes nothing else: the HTML with the origin taken out of its hrefs and forms is the HTML without it', () => {
    // On the home page, where the login `from` is the home page either way.
    const withOrigin = serverHtml({ locale, who, props: { siteOrigin: SITE } });
    const without = serverHtml({ locale, who });
    expect(withOrigin).not.toBe(without);
    // The no-script forms (theme, log out) post to the site and come back to its page; a mode switch's next page (data-then) is the site's.
    expect(withOrigin).toContain(`<form class="hdr-form" action="${SITE}/header/theme" method="post"><input type="hidden" name="return" value="${SITE}/`);
    const local = withOrigin.replaceAll(`href="${SITE}/`, 'href="/').replaceAll(`action="${SITE}/`, 'action="/').replaceAll(`name="return" value="${SITE}/`, 'name="return" value="/').replaceAll(`data-then="${SITE}/`, 'data-then="/');
    expect(local).toBe(without);
  });
});

describe('Log in and Sign up on another origin', () => {
  it.each([
    ['en', `${SITE}/login?from=%2F&source=mix`, `${SITE}/register?from=%2F&source=mix`],
    ['ar', `${SITE}/ar/login?from=%2Far%2F&source=mix`, `${SITE}/ar/register?from=%2Far%2F&source=mix`],
    ['en-GB', `${SITE}/en-GB/login?from=%2Fen-GB%2F&source=mix`, `${SITE}/en-GB/register?from=%2Fen-GB%2F&source=mix`],
  ] as const)('in %s they go to the site and come back to its home, not to the host page', (locale, login, register) => {
    const hrefs = linksOf(serverHtml({ locale, currentPath: HOST_PAGE, props: { siteOrigin: SITE } })).map((link) => link.href);
    expect(hrefs).toContain(login);
    expect(hrefs).toContain(register);
    // Without the origin, the current page as before.
    const paths = linksOf(serverHtml({ locale, currentPath: HOST_PAGE })).map((link) => link.href);
    expect(paths.some((href) => href.includes(`from=${encodeURIComponent(`${locale === 'en' ? '' : `/${locale}`}${HOST_PAGE}`)}`))).toBe(true);
  });
});

describe('values that are not an origin', () => {
  it.each([
    ['an empty string', ''],
    ['a host without a scheme', 'www.exchange.com'],
    ['an origin with a path', 'https://www.exchange.com/en'],
    ['another scheme', 'javascript:alert(1)'],
    ['credentials', 'https://user:pw@www.exchange.com'],
  ])('%s is ignored: the HTML is byte for byte the HTML without the prop', (_name, value) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const who of [null, 'main@demo']) {
      expect(serverHtml({ who, currentPath: HOST_PAGE, props: { siteOrigin: value } })).toBe(serverHtml({ who, currentPath: HOST_PAGE }));
    }
  });

  it('a refused value is reported once with console.warn; an empty one, a valid one and none are not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serverHtml({});
    serverHtml({ props: { siteOrigin: '' } });
    serverHtml({ props: { siteOrigin: SITE } });
    expect(warn).not.toHaveBeenCalled();
    serverHtml({ props: { siteOrigin: 'exchange.example' } });
    serverHtml({ props: { siteOrigin: 'exchange.example' } });
    render(page({ props: { siteOrigin: 'exchange.example' } }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"exchange.example"');
    serverHtml({ props: { siteOrigin: 'https://exchange.example/app' } });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the phone drawers', () => {
  it.each([
    ['nav', null],
    ['user', null],
    ['nav', 'main@demo'],
    ['user', 'main@demo'],
  ] as const)('the %s drawer of %s links to the site', async (drawerId, who) => {
    const session = sessionOf(who);
    const fake = createFakeApi({
      rewardsRedIcon: { data: { amount: session?.rewardsAmount ?? 0 } },
      traderProUserList: { data: { traderProUid: session?.traderProUid ?? null } },
    });
    render(
      <HeaderProvider locale="en" api={fake.api}>
        <Header currentPath={HOST_PAGE} session={session} site={SITE_CONFIG.get('en') ?? null} feeTags={[...FEE_TAGS]} siteOrigin={SITE} />
      </HeaderProvider>,
    );
    fireEvent.click(screen.getByTestId(drawerId === 'nav' ? 'mobile-menu-button' : 'mobile-user-button'));
    const drawer = await screen.findByTestId(`${drawerId}-drawer`);
    for (const trigger of within(drawer).queryAllByRole('button', { expanded: false })) fireEvent.click(trigger);
    const hrefs = [...drawer.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(who === null && drawerId === 'user' ? 1 : 8);
    for (const href of hrefs) expect(href.startsWith(`${SITE}/`), href).toBe(true);
  });
});

describe('clicks on links to the site', () => {
  const LOOKUPS: FakeReplies = { rewardsRedIcon: { data: { amount: 5 } }, traderProUserList: { data: { traderProUid: null } } };

  function mount(who: string | null, replies: FakeReplies = {}) {
    const fake = createFakeApi({ ...LOOKUPS, ...replies });
    const navigate = vi.fn<(href: string) => void>();
    const reload = vi.fn<(href?: string) => void>();
    const view = render(
      <HeaderProvider locale="en" api={fake.api} navigate={navigate} reload={reload}>
        <Header currentPath={HOST_PAGE} session={sessionOf(who)} site={SITE_CONFIG.get('en') ?? null} feeTags={[...FEE_TAGS]} siteOrigin={SITE} />
      </HeaderProvider>,
    );
    return { fake, navigate, reload, view };
  }
  const link = (id: string) => {
    const found = document.querySelector<HTMLAnchorElement>(`a[data-item="${id}"]`);
    if (!found) throw new Error(`no link ${id}`);
    return found;
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const progressShown = () => !screen.getByTestId('nav-progress').hidden;

  const click = clickTakenOver;

  it.each([
    ['the logo', null, 'brand.home', `${SITE}/`],
    ['Log in', null, 'auth.login', `${SITE}/login?from=%2F&source=mix`],
    ['Sign up', null, 'auth.register', `${SITE}/register?from=%2F&source=mix`],
    ['a product menu entry', null, 'spot.trade', `${SITE}/spot/BTCUSDT?type=spot`],
    ['an asset entry', 'main@demo', 'assets.deposit', `${SITE}/asset/recharge`],
    ['an order entry', 'main@demo', 'orders.spot', `${SITE}/transac?tab=0`],
    ['an account entry', 'main@demo', 'account.dashboard', `${SITE}/dashboard`],
    ['the download page', null, 'download.page', `${SITE}/download`],
    ['a mode link', 'classic@demo', 'modes.classicReturn', `${SITE}/spot/BTCUSDT`],
  ] as const)('%s: taken over, progress at once, navigate(the absolute URL) after 500 ms', async (_name, who, id, href) => {
    vi.useFakeTimers();
    const { navigate } = mount(who);
    expect(link(id).getAttribute('href')).toBe(href);
    expect(click(link(id))).toBe(true);
    expect(progressShown()).toBe(true);
    await advance(NAV_CONSTANTS.navigationDelayMs - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(href);
    expect(progressShown()).toBe(false);
  });

  it('a double click navigates once', async () => {
    vi.useFakeTimers();
    const { navigate } = mount(null);
    click(link('brand.home'));
    await advance(100);
    click(link('brand.home'));
    await advance(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['cmd', { metaKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click is the browser’s (a new tab of the site)', async (_name, modifier) => {
    vi.useFakeTimers();
    const { navigate } = mount(null);
    expect(click(link('spot.trade'), modifier)).toBe(false);
    await advance(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a new-window entry opens the site in a new window, undelayed', async () => {
    vi.useFakeTimers();
    const { navigate } = mount(null);
    const rules = link('tradeInfo.spotRules');
    expect(rules.getAttribute('href')).toBe(`${SITE}/spot/introduction/spot-rules`);
    expect(rules.target).toBe('_blank');
    expect(click(rules)).toBe(false);
    await advance(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Coin-M delivery: the lookup’s symbol, on the site, after 500 ms', async () => {
    vi.useFakeTimers();
    const delivery = { symbolCode: 'BTCUSD_250627', symbolId: 'BTCUSD_DMCBL_250627', symbolType: 2, betaShow: false } as const;
    const perpetual = { symbolCode: 'BTCUSD', symbolId: 'BTCUSD_DMCBL', symbolType: 1, betaShow: false } as const;
    const { navigate, fake } = mount('main@demo', {
      contractSymbols: { data: { md5: 'm1', changed: true, listDTOS: [{ businessLine: BUSINESS_LINE.usdMix, symbolDTOList: [perpetual, delivery] }] } },
    });
    expect(link('futures.coinMDelivery').getAttribute('href')).toBe(`${SITE}/futures/usd-settled`);
    click(link('futures.coinMDelivery'));
    await advance(NAV_CONSTANTS.navigationDelayMs - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith(`${SITE}/futures/usd/BTCUSD_250627`);
    expect(fake.bodies('contractSymbols')).toEqual([{ businessLine: BUSINESS_LINE.usdMix }]);
  });

  it('Coin-M delivery: a failed lookup goes to the site’s redirecting route', async () => {
    vi.useFakeTimers();
    const { navigate } = mount('main@demo', { contractSymbols: { code: '50000', msg: 'Down' } });
    click(link('futures.coinMDelivery'));
    await advance(NAV_CONSTANTS.navigationDelayMs);
    expect(navigate).toHaveBeenCalledWith(`${SITE}/futures/usd-settled`);
  });

  it('Coin-M delivery: a lookup slower than 1 s is given up, and the click follows the site’s route', async () => {
    vi.useFakeTimers();
    const delivery = { symbolCode: 'BTCUSD_250627', symbolId: 'BTCUSD_DMCBL_250627', symbolType: 2, betaShow: false } as const;
    const { navigate } = mount('main@demo', {
      contractSymbols: { data: { md5: 'm1', changed: true, listDTOS: [{ businessLine: BUSINESS_LINE.usdMix, symbolDTOList: [delivery] }] }, delayMs: 10_000 },
    });
    click(link('futures.coinMDelivery'));
    await advance(NAV_CONSTANTS.lookupWaitMs - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith(`${SITE}/futures/usd-settled`);
    await advance(10_000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('return to real trading opens the site’s real trading page after the switch', async () => {
    vi.useFakeTimers();
    const { reload } = mount('sim@demo', { exitSimulation: { data: { demoUType: 0, simulation: { simulation: false, simulationType: null } } } });
    fireEvent.click(screen.getByRole('button', { name: message('nav.modes.backToReal') }));
    await advance(NAV_CONSTANTS.navigationDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledWith(`${SITE}/futures/usdt/BTCUSDT`);
  });

  it('withdraw: the security check goes on to the site’s page once it passes', async () => {
    const { navigate } = mount('main@demo', { securityActionItems: { data: { canFido2: false } }, securityVerify: { data: { verified: true } } });
    expect(link('assets.withdraw').getAttribute('href')).toBe(`${SITE}/asset/withdraw`);
    click(link('assets.withdraw'));
    const dialog = await screen.findByRole('dialog', { name: `${message('header.security.title')} ${message('nav.assets.withdraw')}` });
    fireEvent.change(screen.getByLabelText(message('header.security.code')), { target: { value: '123456' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`${SITE}/asset/withdraw`), ARRIVAL);
  });
});
