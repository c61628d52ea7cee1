/**
 * The two preferences as the enhancer shows and keeps them, as the React header's
 * PreferencesProvider and its host do: the theme on the header's root and the page (`data-theme`),
 * the unit in the settings button, each kept in its cookie (contract: preferences) for the server's
 * next render. The toggle's names and icons come from the server (EnhanceConfig), the settings
 * button's name with each unit from the dialog's markup, in the page's language.
 */
import { CURRENCY_COOKIE, THEME_COOKIE, preferenceCookie } from '@exchange/contract';
import type { EnhanceConfig } from './config.ts';

export type Theme = 'black' | 'white';

const keep = (name: string, value: string) => (document.cookie = preferenceCookie(name, value, location.protocol === 'https:'));

/** The theme the header shows. */
export const themeOf = (root: HTMLElement): Theme => ((root.closest<HTMLElement>('.hdr-root') ?? root).dataset.theme === 'white' ? 'white' : 'black');

/** Shows `theme` and keeps it; the toggle (a form's submit button, the other theme its field) then offers the other. */
export function applyTheme(root: HTMLElement, config: EnhanceConfig, theme: Theme): void {
  (root.closest<HTMLElement>('.hdr-root') ?? root).dataset.theme = theme;
  document.documentElement.dataset.theme = theme;
  keep(THEME_COOKIE, theme);
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('.hdr-theme-toggle')) {
    const field = toggle.form?.querySelector<HTMLInputElement>('input[name="theme"]');
    if (field) field.value = theme === 'black' ? 'white' : 'black';
    toggle.ariaLabel = config.messages[theme === 'black' ? 'header.theme.toLight' : 'header.theme.toDark'];
    toggle.innerHTML = config.icons[theme];
  }
}

/** The unit the header shows (the settings button's). */
export const currencyOf = (root: HTMLElement): string | null => root.querySelector('.hdr-settings-currency')?.textContent ?? null;

/** Shows the unit `currency` in the settings button (its code, and `name`, the button's name with it, when known) and keeps it. */
export function applyCurrency(root: HTMLElement, currency: string, name?: string): void {
  keep(CURRENCY_COOKIE, currency);
  for (const button of root.querySelectorAll<HTMLElement>('.hdr-settings-button')) {
    const code = button.querySelector('.hdr-settings-currency');
    if (code) code.textContent = currency;
    if (name) button.ariaLabel = name;
  }
}
