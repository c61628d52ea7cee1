/** The site's preference cookies (theme, currency): the contract's, shared with every host of the header. */
export { CURRENCY_COOKIE, DEFAULT_THEME, THEMES, THEME_COOKIE, preferenceCookie, readCookie, toCurrency, toTheme, type Theme } from '@exchange/contract';
