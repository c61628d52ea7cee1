/**
 * The language-and-currency dialog against a fake API (HeaderProvider's `api`): the lists it asks
 * for when it opens, a language choice (saved, unit reset, navigation in the environment), and each
 * way a call can go wrong: a failure code, a wrong shape, a slow answer.
 */
import { pressEscapeIn } from '../test/jsdom-gaps.ts';
import { LOCALES, localeEntry } from '@exchange/contract';
import { LANGUAGES, RATES } from '@exchange/contract/demo';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHeaderLocale, getHeaderI18n } from '../i18n/index.ts';
import { createFakeApi, type FakeReplies } from '../test/fake-api.ts';
import { renderInHeader } from '../test/render.tsx';
import LanguageDialog from './LanguageDialog.tsx';
import { languageTypeFor, languageOptions } from './model.ts';
import { ARRIVAL } from '../test/arrival.ts';

beforeAll(() => loadHeaderLocale('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const OK: FakeReplies = { languages: { data: [...LANGUAGES] }, rates: { data: [...RATES] }, changeLanguage: { data: null } };
const message = (key: Parameters<ReturnType<typeof getHeaderI18n>['_']>[0]) => getHeaderI18n('en')._(key);

function open(replies: FakeReplies, { signedIn = true } = {}) {
  const fake = createFakeApi(replies);
  const navigate = vi.fn<(href: string) => void>();
  const onCurrencyChange = vi.fn<(unit: string) => void>();
  const onThemeChange = vi.fn();
  const onClose = vi.fn();
  renderInHeader(
    <LanguageDialog currentPath="/spot/BTCUSDT?type=spot" currency="USD" theme="black" signedIn={signedIn} onCurrencyChange={onCurrencyChange} onThemeChange={onThemeChange} onClose={onClose} />,
    { fake, navigate },
  );
  return { fake, navigate, onCurrencyChange, onThemeChange, onClose, dialog: screen.getByTestId('language-dialog') };
}

const languageLinks = async () => within(await screen.findByTestId('language-list')).getAllByRole('link');

describe('language dialog', () => {
  it("lists the API's languages and rates; a language choice saves it, resets the unit and navigates", async () => {
    const { fake, navigate, onCurrencyChange, onClose } = open(OK);
    expect(await languageLinks()).toHaveLength(LANGUAGES.length);
    expect(within(await screen.findByTestId('currency-list')).getAllByRole('button')).toHaveLength(RATES.length);
    fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/spot/BTCUSDT?type=spot'), ARRIVAL);
    expect(fake.bodies('changeLanguage')).toEqual([{ languageType: languageTypeFor('de', languageOptions(LANGUAGES)) }]);
    expect(onCurrencyChange).toHaveBeenCalledWith(localeEntry('de').currency);
    expect(onClose).toHaveBeenCalled();
  });

  it("a guest switches without saving: the click closes the dialog; the unit, the dialog's removal and the navigation follow its frame", async () => {
    const { fake, navigate, onCurrencyChange, onClose, dialog } = open(OK, { signedIn: false });
    const arabic = (await screen.findAllByRole('link', { name: 'العربية' }))[0] as HTMLElement;
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(arabic);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect([navigate, onCurrencyChange, onClose].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/ar/spot/BTCUSDT?type=spot'), ARRIVAL);
    expect(onCurrencyChange).toHaveBeenCalledWith(localeEntry('ar').currency);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fake.bodies('changeLanguage')).toEqual([]);
  });

  it('a failure code when saving shows an error toast and still switches', async () => {
    const { navigate } = open({ ...OK, changeLanguage: { code: '50001', msg: 'Busy' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/spot/BTCUSDT?type=spot'), ARRIVAL);
    // Shown where the toasts are (here the dialog's outlet: the test keeps the closed dialog mounted).
    expect(screen.getByTestId('toast').textContent).toContain(message('header.language.saveFailed'));
  });

  it('wrong-shaped lists fall back to the locale table and the language’s unit plus USD', async () => {
    open({ languages: { wrongShape: [{ locale: 7 }] }, rates: { wrongShape: { USD: 1 } } });
    expect(await languageLinks()).toHaveLength(LOCALES.length);
    const units = within(await screen.findByTestId('currency-list'))
      .getAllByRole('button')
      .map((button) => button.dataset.currency);
    expect(units).toEqual(['USD']);
  });

  it('a failure code on the lists falls back too: never a blank dialog', async () => {
    open({ languages: { code: '50000', msg: 'Down' }, rates: { code: '50000', msg: 'Down' } });
    expect(await languageLinks()).toHaveLength(LOCALES.length);
  });

  it('shows a loading state while a slow answer is on its way', async () => {
    vi.useFakeTimers();
    open({ ...OK, languages: { data: [...LANGUAGES], delayMs: 3000 } });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByTestId('language-list')).toBeNull();
    expect(screen.getAllByRole('status').some((status) => status.textContent === message('header.language.loading'))).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('language-list')).toBeTruthy();
  });

  it('a theme choice applies it and closes', () => {
    const { onThemeChange, onClose, dialog } = open(OK);
    fireEvent.click(within(dialog).getByRole('button', { name: message('header.theme.white') }));
    expect(onThemeChange).toHaveBeenCalledWith('white');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it', () => {
    const { onClose, dialog } = open(OK);
    pressEscapeIn(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
