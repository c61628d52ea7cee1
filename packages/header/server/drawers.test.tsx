/**
 * The phone's drawers as the server renders them for the enhancer (drawers.tsx): the React
 * drawers' markup, closed, byte for byte what the React header shows once a drawer opens (the same
 * views); the menus the model puts in each; the person's values only in a session's; a row for
 * each setting naming its action; links absolute for another origin.
 */
import { pressEscapeIn } from '../test/jsdom-gaps.ts';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerNavContext, sharedVisibleNav } from '../data/index.ts';
import { loadHeaderLocale } from '../i18n/index.ts';
import { Header } from '../root/Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { createFakeApi } from '../test/fake-api.ts';
import { ARRIVAL } from '../test/arrival.ts';
import { drawersHtml, type DrawersHtmlOptions } from './drawers.tsx';

beforeAll(() => Promise.all([loadHeaderLocale('en'), loadHeaderLocale('ar')]));
afterEach(cleanup);

const site = SITE_CONFIG.get('en') ?? null;
const LOOKUPS = { rewardsAmount: 5, traderProUid: null };

function sessionOf(loginName: string) {
  const user = DEMO_USERS.find((candidate) => candidate.loginName === loginName);
  if (!user) throw new Error(`${loginName} is not a demo user`);
  return demoSession(user);
}

const options = (loginName: string | null, overrides: Partial<DrawersHtmlOptions> = {}): DrawersHtmlOptions => ({
  locale: 'en',
  currentPath: '/',
  session: loginName ? sessionOf(loginName) : null,
  site,
  feeTags: [...FEE_TAGS],
  ...(loginName ? { lookups: LOOKUPS } : {}),
  ...overrides,
});

/** The rendered drawers, parsed, by id. */
function drawersOf(overrides: DrawersHtmlOptions): Record<'nav' | 'user', HTMLDialogElement> {
  const template = document.createElement('template');
  template.innerHTML = drawersHtml(overrides);
  const dialogs = [...template.content.children];
  expect(dialogs.map((dialog) => `${dialog.tagName} ${dialog.getAttribute('data-drawer')}`)).toEqual(['DIALOG nav', 'DIALOG user']);
  return { nav: dialogs[0] as HTMLDialogElement, user: dialogs[1] as HTMLDialogElement };
}

const menuIds = (loginName: string | null, region: 'mobileNavDrawer' | 'mobileUserDrawer') => {
  const { locale, currentPath, session, site: shown, feeTags } = options(loginName);
  return sharedVisibleNav(headerNavContext({ locale, currentPath, session, site: shown, feeTags }, loginName ? LOOKUPS : {})).regions[region].map((menu) => menu.id);
};

describe('drawersHtml', () => {
  it.each([null, 'main@demo', 'child@demo', 'sim@demo'])('%s: the sections the model puts in each drawer, closed and collapsed', (loginName) => {
    const { nav, user } = drawersOf(options(loginName));
    for (const dialog of [nav, user]) {
      expect(dialog.open).toBe(false);
      expect(dialog.querySelector('[data-close]')).not.toBeNull();
      expect(dialog.querySelectorAll('.hdr-section-trigger[aria-expanded="true"]')).toHaveLength(0);
      for (const panel of dialog.querySelectorAll<HTMLElement>('.hdr-section-panel')) expect(panel.hidden).toBe(true);
    }
    expect([...nav.querySelectorAll<HTMLElement>('[data-section]')].map((section) => section.dataset.section)).toEqual(menuIds(loginName, 'mobileNavDrawer'));
    const sections = [...user.querySelectorAll<HTMLElement>('[data-section]')].map((section) => section.dataset.section);
    expect(menuIds(loginName, 'mobileUserDrawer')).toEqual(expect.arrayContaining(sections));
  });

  it('a guest’s: sign-in links and the settings rows, each naming its action; nothing of a person', () => {
    const { user } = drawersOf(options(null, { defaultTheme: 'white', defaultCurrency: 'EUR' }));
    expect(user.querySelector('h2')?.textContent).toBe('Settings');
    expect(user.querySelector('[data-item="auth.login"]')).not.toBeNull();
    expect(user.querySelector('[data-action="logout"]')).toBeNull();
    expect(user.querySelector('[data-testid="drawer-theme"]')?.getAttribute('data-action')).toBe('toggleTheme');
    expect(user.querySelector('[data-testid="drawer-theme"]')?.textContent).toBe('Switch to dark theme');
    expect(user.querySelector('[data-testid="drawer-language"]')?.getAttribute('data-action')).toBe('openLanguageDialog');
    expect(user.querySelector('.hdr-drawer-currency')?.textContent).toBe('EUR');
  });

  it('main@demo’s: the profile, the account entries and Log out, a form that works without script', () => {
    const { user } = drawersOf(options('main@demo'));
    expect(user.querySelector('h2')?.textContent).toBe('Account');
    expect(user.querySelector('[data-testid="drawer-user-name"]')?.textContent).toBe('main@demo');
    expect(user.querySelectorAll('[data-action="copyUid"]')).toHaveLength(1);
    const logout = user.querySelector<HTMLButtonElement>('[data-action="logout"]');
    expect(logout?.form?.getAttribute('action')).toBe('/header/logout');
  });

  it('links=absolute: every link of the drawers is the site’s', () => {
    const { nav, user } = drawersOf(options('main@demo', { siteOrigin: 'https://www.exchange.test', locale: 'ar' }));
    const hrefs = [...nav.querySelectorAll('a[href]'), ...user.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/www\.exchange\.test\/ar\//);
  });
});

/**
 * The element's markup, one tag a line, each element's attributes in one order and its style as
 * the DOM writes it (React's server and its client write both their own way).
 */
function normalized(element: HTMLElement): string {
  for (const each of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
    if (each.hasAttribute('style')) each.setAttribute('style', each.style.cssText);
    const attributes = [...each.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) each.removeAttribute(name);
    for (const [name, value] of attributes) each.setAttribute(name, value);
  }
  return element.outerHTML.replace(/></g, '>\n<');
}

describe('one markup', () => {
  it.each([null, 'main@demo'])('%s: each drawer the server renders is the one the React header opens', async (loginName) => {
    const fake = createFakeApi({ rewardsRedIcon: { data: { amount: 5 } }, traderProUserList: { data: { traderProUid: null } } });
    render(
      <HeaderProvider locale="en" api={fake.api}>
        <Header currentPath="/" session={loginName ? sessionOf(loginName) : null} site={site} feeTags={[...FEE_TAGS]} />
      </HeaderProvider>,
    );
    const served = drawersOf(options(loginName));
    for (const id of ['nav', 'user'] as const) {
      if (loginName) await vi.waitFor(() => expect(document.querySelector('.hdr-badge-count')).not.toBeNull(), ARRIVAL);
      fireEvent.click(screen.getByTestId(id === 'nav' ? 'mobile-menu-button' : 'mobile-user-button'));
      const shown = await screen.findByTestId(`${id}-drawer`);
      const copy = shown.cloneNode(true) as HTMLElement;
      copy.removeAttribute('open');
      expect(normalized(copy)).toBe(normalized(served[id]));
      act(() => pressEscapeIn(shown));
      await vi.waitFor(() => expect(screen.queryByTestId(`${id}-drawer`)).toBeNull(), ARRIVAL);
    }
  });
});
