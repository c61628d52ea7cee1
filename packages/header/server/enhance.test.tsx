/**
 * The enhancer's data as the server computes it (enhance.tsx): a config the enhancer itself accepts
 * (parseEnhanceConfig), and the language dialog it asks for when it first opens, rendered with the
 * lists it was given, each language carrying what the model decides for it (its page, its
 * languageType, the unit it resets to), each unit the settings button's name with it, nothing of
 * a person in it; the model's fallbacks when a list's call failed. And the security check's dialog,
 * the same for every action: the places the enhancer fills declared, in the page's language.
 */
import { LOCALES, localeEntry } from '@exchange/contract';
import { DEMO_USERS, LANGUAGES, RATES, demoSession } from '@exchange/contract/demo';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEnhanceConfig } from '../enhance/config.ts';
import { loadHeaderLocale } from '../i18n/index.ts';
import { currencyForLanguage, languageHref } from '../settings/model.ts';
import { enhanceConfig, languageDialogHtml, securityDialogHtml, type EnhanceConfigOptions, type LanguageDialogHtmlOptions } from './enhance.tsx';

beforeAll(() => Promise.all([loadHeaderLocale('en'), loadHeaderLocale('ar')]));

const options = (overrides: Partial<EnhanceConfigOptions> = {}): EnhanceConfigOptions => ({
  version: '1.2.3',
  locale: 'en',
  api: '',
  session: null,
  languageDialog: '/header/fragment?path=%2F&part=language-dialog',
  drawers: '/header/fragment?path=%2F&part=drawers',
  securityDialog: '/header/fragment?path=%2F&part=security-dialog',
  ...overrides,
});

/** The rendered dialog, parsed. */
function dialogOf(overrides: Partial<LanguageDialogHtmlOptions> = {}): HTMLDialogElement {
  const template = document.createElement('template');
  template.innerHTML = languageDialogHtml({ locale: 'en', currentPath: '/spot/BTCUSDT?type=spot', lists: { languages: [...LANGUAGES], rates: [...RATES] }, ...overrides });
  const dialog = template.content.firstElementChild;
  if (!(dialog instanceof HTMLDialogElement)) throw new Error(`not a dialog: ${template.innerHTML.slice(0, 80)}`);
  return dialog;
}

describe('enhanceConfig', () => {
  it('gives a signed-in user’s UID and the addresses it was given, in a config the enhancer accepts', () => {
    const user = DEMO_USERS.find((entry) => entry.loginName === 'main@demo')!;
    const config = enhanceConfig(options({ session: demoSession(user), lookups: '/header/fragment?path=%2F&lookups=answered' }));
    expect(config.uid).toBe(user.userId);
    expect(config.lookups).toBe('/header/fragment?path=%2F&lookups=answered');
    expect(parseEnhanceConfig(JSON.stringify({ enhance: config }))).toEqual(config);
    expect(enhanceConfig(options())).toMatchObject({ uid: null, lookups: null });
  });

  it('names the messages in the page’s language', () => {
    expect(enhanceConfig(options()).messages['header.theme.toLight']).toBe('Switch to light theme');
    expect(enhanceConfig(options({ locale: 'ar' })).messages['header.theme.toLight']).not.toBe('Switch to light theme');
  });
});

describe('languageDialogHtml', () => {
  it('renders every language the call gave, each with its page, languageType and unit', () => {
    const dialog = dialogOf();
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

  it('names the settings button with each unit offered, in the page’s language', () => {
    const labels = (dialog: HTMLDialogElement): Record<string, string | undefined> =>
      Object.fromEntries([...dialog.querySelectorAll<HTMLElement>('[data-currency]')].map((button) => [button.dataset.currency ?? '', button.dataset.label]));
    expect(Object.keys(labels(dialogOf()))).toEqual(RATES.map((rate) => rate.type));
    expect(labels(dialogOf()).EUR).toBe('Language and currency: English, EUR');
    const arabic = labels(dialogOf({ locale: 'ar' })).EUR;
    expect(arabic).toContain('EUR');
    expect(arabic).not.toContain('Language and currency');
  });

  it('is the same for everyone: the language’s unit and the dark theme pressed until the enhancer marks what the page shows', () => {
    const pressed = [...dialogOf({ locale: 'ar' }).querySelectorAll('[aria-pressed="true"]')].map((button) => button.getAttribute('data-currency') ?? button.getAttribute('data-theme-choice'));
    expect(pressed).toEqual([localeEntry('ar').currency, 'black']);
  });

  it('falls back to the locale table and the language’s unit and USD when the calls failed', () => {
    const dialog = dialogOf({ locale: 'ja', lists: { languages: undefined, rates: [] } });
    expect(dialog.querySelectorAll('a[data-locale]')).toHaveLength(LOCALES.length);
    expect([...dialog.querySelectorAll<HTMLElement>('[data-currency]')].map((button) => button.dataset.currency)).toEqual(['JPY', 'USD']);
  });
});

describe('securityDialogHtml', () => {
  const parsed = (locale: 'en' | 'ar') => {
    const template = document.createElement('template');
    template.innerHTML = securityDialogHtml({ locale });
    return template.content;
  };

  it('is one closed dialog, named by its title and the subject’s place the enhancer fills, the passkey and the error hidden', () => {
    const content = parsed('en');
    expect(content.childNodes).toHaveLength(1);
    const dialog = content.firstElementChild;
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(dialog!.getAttribute('aria-labelledby')).toBe('hdr-security-title hdr-security-subject');
    expect(dialog!.querySelector('#hdr-security-title')?.textContent).toBe('Security verification');
    const subject = dialog!.querySelector<HTMLElement>('[data-subject]');
    expect(subject?.id).toBe('hdr-security-subject');
    expect(subject?.textContent).toBe('');
    expect(dialog!.querySelector<HTMLElement>('[data-passkey]')?.hidden).toBe(true);
    expect(dialog!.querySelector('[data-passkey] button')?.getAttribute('data-failed')).toBeTruthy();
    const error = dialog!.querySelector<HTMLElement>('[role="alert"]');
    expect(error?.hidden).toBe(true);
    expect(error?.textContent).toBe('');
    expect(dialog!.querySelector('form input[name="code"]')).not.toBeNull();
    expect(dialog!.querySelector('[data-close]')).not.toBeNull();
  });

  it('is in the page’s language', () => {
    const title = (locale: 'en' | 'ar') => parsed(locale).querySelector('#hdr-security-title')?.textContent;
    expect(title('ar')).toBeTruthy();
    expect(title('ar')).not.toBe(title('en'));
  });
});
