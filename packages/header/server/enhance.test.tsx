/**
 * The enhancer's data as the server computes it (enhance.tsx): the language dialog rendered with
 * the lists it was given, each language carrying what the model decides for it (its page, its
 * languageType, the unit it resets to), the unit and theme shown pressed, the settings button's
 * name for each unit; the model's fallbacks when a list's call failed; and a config the enhancer
 * itself accepts (parseEnhanceConfig).
 */
import { LOCALES, localeEntry } from '@exchange/contract';
import { DEMO_USERS, LANGUAGES, RATES, demoSession } from '@exchange/contract/demo';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEnhanceConfig } from '../enhance/config.ts';
import { loadHeaderLocale } from '../i18n/index.ts';
import { currencyForLanguage, languageHref } from '../settings/model.ts';
import { enhanceConfig, type EnhanceConfigOptions } from './enhance.tsx';

beforeAll(() => Promise.all([loadHeaderLocale('en'), loadHeaderLocale('ar')]));

const options = (overrides: Partial<EnhanceConfigOptions> = {}): EnhanceConfigOptions => ({
  version: '1.2.3',
  locale: 'en',
  api: '',
  session: null,
  currentPath: '/spot/BTCUSDT?type=spot',
  theme: 'black',
  currency: null,
  lists: { languages: [...LANGUAGES], rates: [...RATES] },
  ...overrides,
});

/** The rendered dialog, parsed. */
function dialogOf(markup: string): HTMLDialogElement {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const dialog = template.content.firstElementChild;
  if (!(dialog instanceof HTMLDialogElement)) throw new Error(`not a dialog: ${markup.slice(0, 80)}`);
  return dialog;
}

describe('enhanceConfig', () => {
  it('renders the dialog with every language the call gave, each with its page, languageType and unit', () => {
    const dialog = dialogOf(enhanceConfig(options()).languageDialog);
    expect(dialog.open).toBe(false);
    const links = [...dialog.querySelectorAll<HTMLAnchorElement>('a[data-locale]')];
    expect(links.map((link) => link.dataset.locale)).toEqual(LANGUAGES.map((row) => row.locale));
    for (const link of links) {
      const row = LANGUAGES.find((entry) => entry.locale === link.dataset.locale)!;
      expect(link.getAttribute('href')).toBe(languageHref('/spot/BTCUSDT?type=spot', row.locale as never));
      expect(link.dataset.languageType).toBe(String(row.languageType));
      expect(link.dataset.unit).toBe(currencyForLanguage(row.locale as never, RATES));
    }
    expect(dialog.querySelector('a[aria-current="true"]')?.getAttribute('data-locale')).toBe('en');
  });

  it('shows the chosen unit and theme pressed, the language’s unit when none is chosen', () => {
    const pressed = (markup: string) => [...dialogOf(markup).querySelectorAll('[aria-pressed="true"]')].map((button) => button.getAttribute('data-currency') ?? button.getAttribute('data-theme-choice'));
    expect(pressed(enhanceConfig(options({ currency: 'EUR', theme: 'white' })).languageDialog)).toEqual(['EUR', 'white']);
    expect(pressed(enhanceConfig(options({ locale: 'ar' })).languageDialog)).toEqual([localeEntry('ar').currency, 'black']);
  });

  it('names the settings button for each unit offered, in the page’s language', () => {
    const { settingsLabels } = enhanceConfig(options());
    expect(Object.keys(settingsLabels)).toEqual(RATES.map((rate) => rate.type));
    expect(settingsLabels.EUR).toBe('Language and currency: English, EUR');
    const arabic = enhanceConfig(options({ locale: 'ar' })).settingsLabels.EUR;
    expect(arabic).toContain('EUR');
    expect(arabic).not.toContain('Language and currency');
  });

  it('falls back to the locale table and the language’s unit and USD when the calls failed', () => {
    const config = enhanceConfig(options({ locale: 'ja', lists: { languages: undefined, rates: [] } }));
    const dialog = dialogOf(config.languageDialog);
    expect(dialog.querySelectorAll('a[data-locale]')).toHaveLength(LOCALES.length);
    expect([...dialog.querySelectorAll<HTMLElement>('[data-currency]')].map((button) => button.dataset.currency)).toEqual(['JPY', 'USD']);
    expect(Object.keys(config.settingsLabels)).toEqual(['JPY', 'USD']);
  });

  it('gives a signed-in user’s UID, and a config the enhancer accepts', () => {
    const user = DEMO_USERS.find((entry) => entry.loginName === 'main@demo')!;
    const config = enhanceConfig(options({ session: demoSession(user) }));
    expect(config.uid).toBe(user.userId);
    expect(parseEnhanceConfig(JSON.stringify({ enhance: config }))).toEqual(config);
    expect(enhanceConfig(options()).uid).toBeNull();
  });
});
