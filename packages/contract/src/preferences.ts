/**
 * The site's preferences kept in cookies and read by the server render, so the first paint already
 * has them; every host of the header on the site's cookies reads and writes the same ones.
 * Theme: `black` (dark, the default: traders' screens) or `white`. Any other value, including a
 * corrupt cookie, is the default.
 */
export const THEMES = ['black', 'white'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'black';
export const THEME_COOKIE = 'theme';
export const CURRENCY_COOKIE = 'currency';
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Where a cookie's value is in a Cookie header, as a regular expression's source: the first
 * `name=` at the start or after a `;` (spaces or tabs around the name allowed), the value up to the
 * next `;`. The reference edge keys its cache with this same expression (deploy/edge/nginx.conf),
 * so a shared cache and the render read a cookie one way, whatever a client sends. `name` is a
 * cookie name of letters, digits, `_` and `-`.
 */
export const cookiePattern = (name: string): string => `(?:^|;)[ \\t]*${name}[ \\t]*=[ \\t]*([^;]*)`;

/** Reads one cookie from a Cookie header (cookiePattern); a malformed header or value gives undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const found = header ? new RegExp(cookiePattern(name)).exec(header) : null;
  try {
    return found ? decodeURIComponent((found[1] ?? '').trim()) : undefined;
  } catch {
    return undefined;
  }
}

export function toTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}

/** A currency unit is three to five capital letters; anything else is ignored. */
export function toCurrency(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Z]{3,5}$/.test(value) ? value : undefined;
}

/** A preference cookie written by the page; Secure when the page came over https, like the session's. */
export function preferenceCookie(name: string, value: string, secure = false): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The site's form routes for the header's two actions that work without script (docs/readers.md
 * "Readers: no script"): a `POST` of `application/x-www-form-urlencoded` with `return` (where to go back to) and,
 * for the theme, `theme` (the theme to set). The site answers 303 to `return`.
 */
export const HEADER_FORMS = { theme: '/header/theme', logout: '/header/logout' } as const;
export type HeaderForm = keyof typeof HEADER_FORMS;
