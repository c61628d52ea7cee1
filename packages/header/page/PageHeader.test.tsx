/**
 * PageHeader, the ready component a Server Component renders with plain data: the catalog it is
 * given renders at once (no load, no suspense) and the server's HTML hydrates without a mismatch;
 * a theme choice repaints `<html data-theme>` and writes the site's cookie; data that came
 * incomplete is asked for once more (never twice) at `apiBase`; the links follow `siteOrigin`.
 */
import '../test/jsdom-gaps.ts';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderData } from '../data/index.ts';
import { importHeaderCatalog, isHeaderLocaleLoaded, type LoadedCatalog } from '../i18n/index.ts';
import { createFakeApi, type FakeReplies } from '../test/fake-api.ts';
import { hydrationErrors } from '../test/hydrate.tsx';
import { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
import ar from '../i18n/catalogs/ar/header.json';
import es from '../i18n/catalogs/es/header.json';

const main = DEMO_USERS.find((user) => user.loginName === 'main@demo');
if (!main) throw new Error('main@demo is not seeded');
const session = demoSession(main);
const guest = (locale: 'en' | 'ar' | 'es', incomplete = false): HeaderData => ({ session: null, site: SITE_CONFIG.get(locale) ?? null, feeTags: [...FEE_TAGS], incomplete });
const catalogOf = async (locale: 'en' | 'ar' | 'es'): Promise<LoadedCatalog> => ({ locale, messages: await importHeaderCatalog(locale), fallback: false });

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  cleanup();
  clearCookies();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('PageHeader', () => {
  it('renders at once in the catalog it is given, with nothing loaded before', async () => {
    const catalog = await catalogOf('es');
    expect(isHeaderLocaleLoaded('es')).toBe(false);
    render(<PageHeader locale="es" data={guest('es')} catalog={catalog} currentPath="/" mainContentId="main" />);
    // No act to wait in: the first render had its messages.
    expect(screen.getByRole('link', { name: es['header.skipToContent'] }).getAttribute('href')).toBe('#main');
    expect(isHeaderLocaleLoaded('es')).toBe(true);
  });

  it("hydrates the server's HTML without a mismatch (Arabic, a signed-in user, the site's white theme and a currency)", async () => {
    const props: PageHeaderProps = {
      locale: 'ar',
      data: { session, site: SITE_CONFIG.get('ar') ?? null, feeTags: [...FEE_TAGS], incomplete: false },
      catalog: await catalogOf('ar'),
      currentPath: '/',
      defaultTheme: 'white',
      defaultCurrency: 'EUR',
      siteOrigin: 'https://www.exchange.test',
      mainContentId: 'main',
    };
    // The props travel as a Server Component's do: serialized.
    const sent = JSON.parse(JSON.stringify(props)) as PageHeaderProps;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageHeader {...sent} />);
    document.body.append(container);
    expect(container.querySelector('.hdr-root')?.outerHTML).toMatch(/^<div class="hdr-root" data-theme="white" lang="ar" dir="rtl">/);
    expect(container.textContent).toContain(ar['header.skipToContent']);
    expect(await hydrationErrors(container, <PageHeader {...sent} />)).toEqual([]);
    container.remove();
  });

  it("points the header's links at siteOrigin", async () => {
    render(<PageHeader locale="en" data={guest('en')} catalog={await catalogOf('en')} currentPath="/" siteOrigin="https://www.exchange.test" />);
    const hrefs = [...document.querySelectorAll('header a[href]')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/'))).toEqual([]);
    expect(hrefs).toContain('https://www.exchange.test/spot/BTCUSDT?type=spot');
  });

  it("a theme choice repaints <html data-theme> and writes the site's theme cookie", async () => {
    render(<PageHeader locale="en" data={guest('en')} catalog={await catalogOf('en')} currentPath="/" defaultTheme="black" />);
    fireEvent.click(screen.getByTestId('theme-toggle'));
    expect(document.querySelector('.hdr-root')?.getAttribute('data-theme')).toBe('white');
    expect(document.documentElement.dataset.theme).toBe('white');
    expect(document.cookie).toContain('theme=white');
  });

  const USER: FakeReplies = {
    siteConfig: { data: SITE_CONFIG.get('en') ?? null },
    feeTags: { data: [...FEE_TAGS] },
    userInfo: { data: session.user },
    userFullInfo: { data: session.fullInfo },
    simulationInfo: { data: session.simulation },
    accountConfig: { data: session.accountConfig },
    rewardsRedIcon: { data: { amount: 5 } },
    traderProUserList: { data: { traderProUid: null } },
  } as FakeReplies;

  it('asks once more at apiBase when the data came incomplete, and shows what came', async () => {
    const fake = createFakeApi(USER, '/gateway');
    vi.stubGlobal('fetch', fake.api.fetch);
    document.cookie = 'signed_in=1; Path=/';
    await act(async () => {
      render(<PageHeader locale="en" data={guest('en', true)} catalog={await catalogOf('en')} currentPath="/" apiBase="/gateway" />);
    });
    expect(await screen.findByTestId('user-name')).toBeTruthy();
    expect(screen.getByTestId('user-name').textContent).toBe('main@demo');
    expect(fake.bodies('userInfo')).toHaveLength(1);
    expect(fake.bodies('siteConfig')).toHaveLength(1);
  });

  it('asks only once when the second answer is incomplete too (a lasting fault: no loop)', async () => {
    const fake = createFakeApi({ ...USER, siteConfig: { code: '50000', msg: 'Down' } }, '/gateway');
    vi.stubGlobal('fetch', fake.api.fetch);
    await act(async () => {
      render(<PageHeader locale="en" data={guest('en', true)} catalog={await catalogOf('en')} currentPath="/" apiBase="/gateway" />);
    });
    await waitFor(() => expect(fake.bodies('siteConfig')).toHaveLength(1));
    // Another round of effects would ask again: give it every chance.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fake.bodies('siteConfig')).toHaveLength(1);
    // A guest (no hint cookie): no user call.
    expect(fake.bodies('userInfo')).toEqual([]);
  });
});
