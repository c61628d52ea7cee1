/**
 * What an interaction renders (test/renders.ts reads React's commits as DevTools does): a theme
 * or currency change renders the root box and the parts that show it, opening a menu renders that menu,
 * and opening the language dialog renders the dialog, never the bar's other menus, so each click
 * is one small commit (the interaction bench's rows: scripts/bench/interaction.mjs).
 */
import { DEMO_USERS, FEE_TAGS, LANGUAGES, RATES, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHeaderLocale } from '../i18n/index.ts';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { createFakeApi } from '../test/fake-api.ts';
import '../test/jsdom-gaps.ts';
import { ARRIVAL } from '../test/arrival.ts';
import { rendersDuring } from '../test/renders.ts';
import { Header } from './Header.tsx';

beforeAll(() => loadHeaderLocale('en'));
afterEach(cleanup);

const user = DEMO_USERS.find((candidate) => candidate.loginName === 'main@demo')!;

async function mount() {
  const fake = createFakeApi({
    rewardsRedIcon: { data: { amount: 5 } },
    traderProUserList: { data: { traderProUid: null } },
    languages: { data: [...LANGUAGES] },
    rates: { data: [...RATES] },
  });
  const view = render(
    <HeaderProvider locale="en" api={fake.api} navigate={() => undefined} reload={() => undefined}>
      <Header currentPath="/spot/BTCUSDT" session={demoSession(user)} site={SITE_CONFIG.get('en') ?? null} feeTags={[...FEE_TAGS]} />
    </HeaderProvider>,
  );
  // The optional lookups have been asked and answered: nothing else is on its way.
  await vi.waitFor(() => expect(fake.calls.map((call) => call.name).sort()).toEqual(['rewardsRedIcon', 'traderProUserList']), ARRIVAL);
  await act(async () => {});
  return view;
}

/** What renders the bar's menus and entries: none of these may render for a theme or the dialog. */
const MENUS = ['HeaderParts', 'HeaderBar', 'Bar', 'DesktopNav', 'DesktopEndMenus', 'MenuDisclosure', 'MenuItems', 'MobileBar', 'AccountMenu', 'ModeButtons'];
const others = (rendered: readonly string[], allowed: readonly string[]) => [...new Set(rendered)].filter((name) => !allowed.includes(name));

describe('what an interaction renders', () => {
  it('a theme change: the root box\'s attribute in the click itself, then the root box and what shows the theme, not the menus', async () => {
    const { container } = await mount();
    const root = container.querySelector('.hdr-root')!;
    const toggle = screen.getByTestId('theme-toggle');
    // The click repaints by one attribute and renders nothing: its frame pays for no render.
    const inClick = await rendersDuring(() => act(() => toggle.click()));
    expect(root.getAttribute('data-theme')).toBe('white');
    expect(inClick).toEqual([]);
    // After that frame, the parts that show the theme catch up, to the same attribute.
    const rendered = await rendersDuring(() => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    expect(screen.getByTestId('theme-toggle').getAttribute('aria-label')).toMatch(/dark/i);
    expect(root.getAttribute('data-theme')).toBe('white');
    // The toggle itself is drawn again (the hook sees renders), and nothing of the menus is.
    expect(rendered).toContain('SettingsButtons');
    expect(rendered.filter((name) => MENUS.includes(name))).toEqual([]);
    expect(others(rendered, ['Header', 'HeaderI18n', 'I18nProvider', 'PreferencesProvider', 'RootBox', 'SettingsButtons', 'ActionForm', 'Globe', 'Moon', 'Sun', 'LanguageDialogHost'])).toEqual([]);
    // A second click before the first has rendered goes back: each click flips what is painted.
    act(() => {
      toggle.click();
      toggle.click();
    });
    expect(root.getAttribute('data-theme')).toBe('white');
  });

  it('opening a menu by click: that menu and its list, not its entries, not the other menus', async () => {
    const { container } = await mount();
    const trigger = container.querySelector<HTMLButtonElement>('button[aria-controls="hdr-panel-spot"]')!;
    const rendered = await rendersDuring(() => act(() => trigger.click()));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // One menu's disclosure and its one list; the entries are the elements they were.
    expect(rendered.filter((name) => name === 'Disclosure')).toHaveLength(1);
    expect(rendered.filter((name) => name === 'MenuItems')).toHaveLength(1);
    expect(rendered).not.toContain('MenuItem');
    expect(rendered.filter((name) => MENUS.includes(name) && name !== 'MenuItems')).toEqual([]);
  });

  it('opening a menu with a QR code: its entries render again, so the QR code can load', async () => {
    const { container } = await mount();
    const trigger = container.querySelector<HTMLButtonElement>('button[aria-controls="hdr-panel-download"]')!;
    const rendered = await rendersDuring(() => act(() => trigger.click()));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(rendered).toContain('MenuItem');
    expect(rendered).toContain('QrCode');
  });

  it('opening the language dialog: the dialog, not the menus', async () => {
    await mount();
    const rendered = await rendersDuring(async () => {
      act(() => screen.getByTestId('language-button').click());
      await screen.findByTestId('language-dialog');
    });
    expect(rendered).toContain('LanguageDialog');
    expect(rendered.filter((name) => MENUS.includes(name))).toEqual([]);
  });

  it('a currency choice in the dialog: the dialog and the settings button, not the menus', async () => {
    await mount();
    act(() => screen.getByTestId('language-button').click());
    const euro = (await screen.findByTestId('currency-list')).querySelector<HTMLButtonElement>('[data-currency="EUR"]')!;
    const rendered = await rendersDuring(() => act(() => euro.click()));
    expect(screen.getByTestId('language-button').getAttribute('aria-label')).toContain('EUR');
    expect(rendered).toContain('SettingsButtons');
    expect(rendered.filter((name) => MENUS.includes(name))).toEqual([]);
  });
});
