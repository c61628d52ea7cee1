/**
 * The site's preference cookies, written when the trader chooses: Header's `onThemeChange` and
 * `onCurrencyChange` for a page of the site's family. PageHeader passes them; a host that renders
 * Header itself passes them too, so every host writes the same cookies the same way, and the
 * site's server reads them for the next page's first render (THEME_COOKIE, CURRENCY_COOKIE:
 * loadPageHeader). Secure when the page came over https, like the session's. Browser only: they
 * write `document.cookie`.
 */
import { CURRENCY_COOKIE, THEME_COOKIE, preferenceCookie, toCurrency, toTheme } from '@exchange/contract';
import type { Theme } from '../shell/environment.ts';

const secure = () => location.protocol === 'https:';

/** A theme choice: the page repaints too (its `<html data-theme>`) and the `theme` cookie keeps it. Not a theme: the default theme, as a reader of the cookie would take it. */
export function keepThemeChoice(theme: Theme): void {
  const kept = toTheme(theme);
  document.documentElement.dataset.theme = kept;
  document.cookie = preferenceCookie(THEME_COOKIE, kept, secure());
}

/** A currency unit chosen (or reset by a language switch): the `currency` cookie keeps it. Not a unit (three to five capitals): nothing is written. */
export function keepCurrencyChoice(unit: string): void {
  const kept = toCurrency(unit);
  if (kept) document.cookie = preferenceCookie(CURRENCY_COOKIE, kept, secure());
}
