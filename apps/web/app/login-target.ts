/**
 * Where the login page goes after sign-in (DESIGN.md): to `from` only when it is a path on this
 * site, otherwise home; its locale prefix replaced by the user's saved language, if any.
 */
import { isLocale, switchLocalePath, type Locale } from '@exchange/contract';

const BASE = 'https://site.invalid';
/** Longer `from` values go home: no page of the site needs more, and they are a common probe. */
export const MAX_FROM_LENGTH = 2048;

/** `from` as a same-origin path with query and hash, or undefined when it could leave the site. */
export function sameOriginPath(from: string | null | undefined): string | undefined {
  if (typeof from !== 'string' || from.length === 0 || from.length > MAX_FROM_LENGTH) return undefined;
  // Only a plain absolute path: not protocol-relative (`//`), not a backslash trick (`/\`), no
  // control characters or whitespace that browsers strip before parsing.
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(from)) return undefined;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // The parser resolves dot segments, so `/.//host` and `/a/..//host` come out as `//host`: the
  // result is checked, not only the input. No empty segment anywhere: a site path has none, and
  // `/zh-CN//host` would become `//host` once its locale prefix is moved.
  if (url.pathname.includes('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginTarget(from: string | null | undefined, savedLanguage: string | null | undefined, currentLocale: Locale): string {
  const path = sameOriginPath(from) ?? switchLocalePath('/', currentLocale);
  if (!isLocale(savedLanguage)) return path;
  const url = new URL(path, BASE);
  // Checked again after the move: whatever the rewrite does, the target stays a site path.
  return sameOriginPath(`${switchLocalePath(url.pathname, savedLanguage)}${url.search}${url.hash}`) ?? switchLocalePath('/', savedLanguage);
}
