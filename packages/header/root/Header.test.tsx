/**
 * The whole header against a fake API (HeaderProvider's `api`): the mode and logout actions (spec
 * §4: a mode switch leaves after 500 ms, logout reloads after 1 s also when the call fails), the
 * phone drawers (loaded on demand, focus back to their button on Escape), theme and currency
 * controlled or uncontrolled. Time is the test's clock, never slept.
 */
import { pressEscapeIn } from '../test/jsdom-gaps.ts';
import { SITE_CONFIG, FEE_TAGS, DEMO_USERS, demoSession } from '@exchange/contract/demo';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerNavContext } from '../data/index.ts';
import { loadHeaderLocale, getHeaderI18n, type MessageKey } from '../i18n/index.ts';
import { NAV_CONSTANTS, visibleNav, type ShownAction } from '../nav/index.ts';
import { createFakeApi, type FakeApi, type FakeReplies } from '../test/fake-api.ts';
import { Header, type HeaderProps } from './Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { ARRIVAL } from '../test/arrival.ts';

beforeAll(() => loadHeaderLocale('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const message = (key: MessageKey) => getHeaderI18n('en')._(key);
const site = SITE_CONFIG.get('en') ?? null;
/** The optional lookups every signed-in header asks for after it mounts. */
const LOOKUPS: FakeReplies = { rewardsRedIcon: { data: { amount: 5 } }, traderProUserList: { data: { traderProUid: null } } };

function sessionOf(loginName: string) {
  const user = DEMO_USERS.find((candidate) => candidate.loginName === loginName);
  if (!user) throw new Error(`${loginName} is not a demo user`);
  return demoSession(user);
}

function mount(loginName: string | null, replies: FakeReplies = {}, props: Partial<HeaderProps> = {}) {
  const fake: FakeApi = createFakeApi({ ...LOOKUPS, ...replies });
  const navigate = vi.fn<(href: string) => void>();
  const reload = vi.fn<(href?: string) => void>();
  const session = loginName ? sessionOf(loginName) : null;
  const view = render(
    <HeaderProvider locale="en" api={fake.api} navigate={navigate} reload={reload}>
      <Header currentPath="/" session={session} site={site} feeTags={[...FEE_TAGS]} {...props} />
    </HeaderProvider>,
  );
  return { fake, navigate, reload, session, view };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const progress = () => screen.getByTestId('nav-progress');
const toastText = async () => (await screen.findByTestId('toast')).textContent;

describe('logout', () => {
  it('calls the API, shows progress and reloads after 1 s when the call succeeds', async () => {
    vi.useFakeTimers();
    const { fake, reload } = mount('main@demo', { logout: { data: null } });
    fireEvent.click(screen.getByRole('button', { name: message('nav.account.logout'), hidden: true }));
    expect(progress().hidden).toBe(false);
    await advance(NAV_CONSTANTS.logoutReloadDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    expect(progress().hidden).toBe(false);
    await advance(1);
    expect(reload).toHaveBeenCalledWith();
    expect(fake.bodies('logout')).toEqual([{}]);
  });

  const failures: [string, FakeReplies, () => string][] = [
    ['fails with a code', { logout: { code: '50000', msg: 'Down' } }, () => 'Down'],
    ['answers a wrong shape', { logout: { wrongShape: { ok: 1 } } }, () => message('header.error.generic')],
  ];
  it.each(failures)('when the call %s: told, the progress ends, nothing reloads, still signed in', async (_name, replies, told) => {
    const { fake, reload } = mount('main@demo', replies);
    fireEvent.click(screen.getByRole('button', { name: message('nav.account.logout'), hidden: true }));
    expect(await toastText()).toContain(told());
    await vi.waitFor(() => expect(progress().hidden).toBe(true), ARRIVAL);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: message('nav.account.logout'), hidden: true })).toBeTruthy();
    expect(fake.bodies('logout')).toEqual([{}]);
  });
});

describe('mode switch', () => {
  /** The page the model gives sim@demo's "Return to real trading" (no unified account). */
  function thenHref(): string {
    const nav = visibleNav(headerNavContext({ locale: 'en', currentPath: '/', session: sessionOf('sim@demo'), site, feeTags: [...FEE_TAGS] }));
    const action = nav.menus.modes?.items.find((item): item is ShownAction => item.kind === 'action' && item.action === 'exitSimulation');
    if (!action?.then) throw new Error('sim@demo has no exit with a next page');
    return action.then.href;
  }
  const modeState = { demoUType: 0, simulation: { simulation: false, simulationType: null } } as const;

  it('calls the API and opens the next page no sooner than 500 ms after the click', async () => {
    vi.useFakeTimers();
    const { fake, reload } = mount('sim@demo', { exitSimulation: { data: modeState } });
    const button = screen.getByRole('button', { name: message('nav.modes.backToReal') });
    fireEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await advance(NAV_CONSTANTS.navigationDelayMs - 1);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledWith(thenHref());
    expect(fake.bodies('exitSimulation')).toEqual([{}]);
  });

  it('a failure code shows the server’s message at once and the page stays', async () => {
    const { reload } = mount('sim@demo', { exitSimulation: { code: '40001', msg: 'Close your positions first.' } });
    const button = screen.getByRole('button', { name: message('nav.modes.backToReal') });
    fireEvent.click(button);
    expect(await toastText()).toContain('Close your positions first.');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a wrong-shaped answer shows the generic error and the page stays', async () => {
    const { reload } = mount('sim@demo', { exitSimulation: { wrongShape: { demoUType: 9 } } });
    fireEvent.click(screen.getByRole('button', { name: message('nav.modes.backToReal') }));
    expect(await toastText()).toContain(message('header.error.generic'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('drawers', () => {
  it('the menu button opens the navigation drawer; Escape closes it and focus returns to the button', async () => {
    mount(null);
    const opener = screen.getByTestId('mobile-menu-button');
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByTestId('nav-drawer');
    expect(drawer.hasAttribute('open')).toBe(true);
    const sections = within(drawer).getAllByRole('button', { expanded: false });
    expect(sections.length).toBeGreaterThan(3);
    fireEvent.click(sections[0] as HTMLElement);
    expect(sections[0]?.getAttribute('aria-expanded')).toBe('true');
    pressEscapeIn(drawer);
    await vi.waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull(), ARRIVAL);
    expect(document.activeElement).toBe(opener);
  });

  it('the user drawer shows the user and logs out from it', async () => {
    vi.useFakeTimers();
    const { fake, reload } = mount('main@demo', { logout: { data: null } });
    fireEvent.click(screen.getByTestId('mobile-user-button'));
    await advance(0);
    const drawer = await vi.waitFor(() => screen.getByTestId('user-drawer'), ARRIVAL);
    expect(within(drawer).getByTestId('drawer-user-name').textContent).toBe('main@demo');
    fireEvent.click(within(drawer).getByRole('button', { name: message('nav.account.logout') }));
    await advance(NAV_CONSTANTS.logoutReloadDelayMs);
    expect(fake.bodies('logout')).toEqual([{}]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a guest’s user drawer offers sign-in and the settings, and no account entries', async () => {
    const { fake } = mount(null);
    fireEvent.click(screen.getByTestId('mobile-user-button'));
    const drawer = await screen.findByTestId('user-drawer');
    expect(within(drawer).queryByRole('button', { name: message('nav.account.logout') })).toBeNull();
    expect(within(drawer).getByTestId('drawer-theme')).toBeTruthy();
    // A guest's header asks for no optional lookup.
    expect(fake.calls).toEqual([]);
  });
});

describe('theme and currency', () => {
  const root = (container: HTMLElement) => container.querySelector('.hdr-root') as HTMLElement;
  const toggle = () => screen.getByTestId('theme-toggle');

  it('uncontrolled: starts from defaultTheme, repaints its own root and tells the host', () => {
    const onThemeChange = vi.fn();
    const { view } = mount(null, {}, { defaultTheme: 'white', onThemeChange });
    expect(root(view.container).dataset.theme).toBe('white');
    fireEvent.click(toggle());
    expect(root(view.container).dataset.theme).toBe('black');
    expect(onThemeChange).toHaveBeenCalledWith('black');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('controlled: shows the host’s value until the host changes it', () => {
    const onThemeChange = vi.fn();
    const { view } = mount(null, {}, { theme: 'black', onThemeChange });
    fireEvent.click(toggle());
    expect(onThemeChange).toHaveBeenCalledWith('white');
    expect(root(view.container).dataset.theme).toBe('black');
  });

  it('the currency shown is the host’s, else the default, else the language’s unit', () => {
    mount(null, {}, { currency: 'EUR', defaultCurrency: 'JPY' });
    expect(screen.getByTestId('language-button').getAttribute('aria-label')).toContain('EUR');
    cleanup();
    mount(null, {}, { defaultCurrency: 'JPY' });
    expect(screen.getByTestId('language-button').getAttribute('aria-label')).toContain('JPY');
    cleanup();
    mount(null);
    expect(screen.getByTestId('language-button').getAttribute('aria-label')).toContain('USD');
  });

  it('renders lang and dir of its locale on its own root, not on the document', async () => {
    await loadHeaderLocale('ar');
    const { container } = render(
      <HeaderProvider locale="ar" api={createFakeApi().api}>
        <Header currentPath="/" session={null} site={SITE_CONFIG.get('ar') ?? null} feeTags={[]} />
      </HeaderProvider>,
    );
    expect(root(container).getAttribute('dir')).toBe('rtl');
    expect(root(container).getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBeNull();
  });
});

describe('without a provider', () => {
  it('says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Header currentPath="/" session={null} site={null} feeTags={[]} />)).toThrow(/HeaderProvider/);
  });
});
