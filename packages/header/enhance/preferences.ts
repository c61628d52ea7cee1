/**
 * The two preferences as the enhancer shows and keeps them, as the React header's
 * PreferencesProvider and its host do: the theme on the header's root and the page (`data-theme`),
 * the unit in the settings button, each kept in its cookie (contract: preferences) for the server's
 * next render. The toggle's names and icons come from the server (EnhanceConfig), the settings
 * button's name with each unit from the dialog's markup, in the page's language.
 */
import { CURRENCY_COOKIE, THEME_COOKIE, preferenceCookie } from '@exchange/contract';
import { afterNextPaint } from '../shell/afterNextPaint.ts';
import type { EnhanceConfig } from './config.ts';

export type Theme = 'black' | 'white';

const keep = (name: string, value: string) => (document.cookie = preferenceCookie(name, value, location.protocol === 'https:'));

/** The theme the header shows. */
export const themeOf = (root: HTMLElement): Theme => ((root.closest<HTMLElement>('.hdr-root') ?? root).dataset.theme === 'white' ? 'white' : 'black');

/**
 * Shows `theme` and keeps it; the toggle (a form's submit button, the other theme its field) then
 * offers the other. The page and the header take the theme at once; the toggles' icon and name and
 * the cookie follow the frame that shows it, so the click's next paint holds only the repaint (as
 * the React header's PreferencesProvider does).
 */
export function applyTheme(root: HTMLElement, config: EnhanceConfig, theme: Theme): void {
  (root.closest<HTMLElement>('.hdr-root') ?? root).dataset.theme = theme;
  document.documentElement.dataset.theme = theme;
  afterNextPaint(() => {
    keep(THEME_COOKIE, theme);
    showTheme(root, config, theme);
  });
}

/** The theme toggles in `scope`, the bar's icon and a drawer's row (icon and words), offer the other theme than `theme`. */
export function showTheme(scope: ParentNode, config: EnhanceConfig, theme: Theme): void {
  const label = config.messages[theme === 'black' ? 'header.theme.toLight' : 'header.theme.toDark'];
  for (const toggle of scope.querySelectorAll<HTMLButtonElement>('.hdr-theme-toggle')) {
    const field = toggle.form?.querySelector<HTMLInputElement>('input[name="theme"]');
    if (field) field.value = theme === 'black' ? 'white' : 'black';
    toggle.ariaLabel = label;
    toggle.innerHTML = config.icons[theme];
  }
  for (const row of scope.querySelectorAll('[data-action="toggleTheme"]')) {
    row.firstElementChild!.outerHTML = config.icons[theme];
    row.querySelector('.hdr-item-label')!.textContent = label;
  }
}

/** The unit the header shows (the settings button's). */
export const currencyOf = (root: HTMLElement): string | null => root.querySelector('.hdr-settings-currency')?.textContent ?? null;

/** Shows the unit `currency` in the settings button (its code, and `name`, the button's name with it, when known) and keeps it. */
export function applyCurrency(root: HTMLElement, currency: string, name?: string): void {
  keep(CURRENCY_COOKIE, currency);
  showCurrency(root, currency);
  if (name) for (const button of root.querySelectorAll<HTMLElement>('.hdr-settings-button')) button.ariaLabel = name;
}

/** The unit's code where `scope` shows it: the settings button, a drawer's language row. */
export function showCurrency(scope: ParentNode, currency: string): void {
  for (const code of scope.querySelectorAll('.hdr-settings-currency, .hdr-drawer-currency')) code.textContent = currency;
}
