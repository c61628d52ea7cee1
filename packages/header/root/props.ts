/** The header's props: their own module, so the kept-HTML context (headerHtml.ts) and Header share them without a circle. */
import type { HeaderContent, LookupAnswers } from '../data/index.ts';
import type { Theme } from '../shell/environment.ts';

/**
 * What the host gives the header (inside a HeaderProvider): the data loadHeaderData read (on the
 * server or in the browser), the current page, and the two settings it shows, each either
 * controlled (`theme` + `onThemeChange`) or uncontrolled (`defaultTheme`, `onThemeChange` told).
 */
export interface HeaderProps extends HeaderContent {
  /** Path and query of the current page, without the locale prefix (`/spot/BTCUSDT?x=1`). */
  currentPath: string;
  /** The theme shown (controlled). */
  theme?: Theme;
  /** @default 'black' */
  defaultTheme?: Theme;
  /** A theme choice: the header has repainted itself; the host repaints its page and keeps it. */
  onThemeChange?: (theme: Theme) => void;
  /** The currency unit shown (controlled); null for the language's unit. */
  currency?: string | null;
  /** @default null: the language's unit (LOCALES.currency) */
  defaultCurrency?: string | null;
  /** A currency unit chosen in the language dialog: the host keeps it (a cookie, a store). */
  onCurrencyChange?: (currency: string) => void;
  /** The id of the page's main content: the header starts with a skip link to it. */
  mainContentId?: string;
  /**
   * The exchange site's origin, for a header mounted on another origin (a help centre, an app on
   * another port): an http(s) origin such as `https://www.exchange.com`, no path. Every link to a
   * page of the site (logo, menus, Log in and Sign up, the Coin-M delivery route, a mode switch's
   * next page, both drawers) is then absolute to it, and a click loads it through HeaderProvider's
   * `navigate` after the usual 500 ms. Log in and Sign up then bring the user back to the site's
   * home in the page's language (the login page returns only to paths of the site). The language
   * links stay on this page. A value that is not such an origin is ignored (the links stay paths)
   * and reported once with `console.warn`; an empty one is ignored silently.
   * @default undefined: links are paths of the page's own origin
   */
  siteOrigin?: string;
  /**
   * The optional lookups' answers when the server already has them (the fragment of a signed-in
   * page asked again with `lookups=answered`, for the framework-free enhancer): the header then
   * asks none itself.
   * @default undefined: the browser asks them after the first render
   */
  lookups?: LookupAnswers;
}
