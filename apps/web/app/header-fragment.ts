/**
 * `GET /header/fragment?path=<the page's site path, locale prefix included>`: the header as an
 * HTML fragment any server can include (nginx SSI, a Next.js Server Component, a template engine).
 * This module is the request's side: what a valid `path` is, and the fragment's envelope around
 * the header's HTML. The render itself is `site-header.server.tsx`'s (the kept renders).
 *
 * A fragment is the header's stylesheet `<link>`, the `<exchange-header>` element holding the
 * header's server HTML, the version that rendered it and what the enhancer needs beside the HTML
 * (a JSON script: `{ "enhance": … }`, @exchange/header/enhance's EnhanceConfig), and the
 * enhancer's `<script type="module">` from its major's channel. Nothing of a
 * document: no `<html>`, `<head>` or `<body>`. Its URLs are the site's paths, or with
 * `links=absolute` (a page of another origin) absolute to the site's configured origin
 * (EXCHANGE_SITE_ORIGIN: never a request header, which a shared cache does not key), the element's
 * API included.
 * With `styles=inline` the stylesheet comes as its text instead of a link, as the site's own pages
 * carry it: the header paints without waiting for one more request.
 */
import { splitLocale, type Locale } from '@exchange/contract';
import headerPackage from '@exchange/header/package.json' with { type: 'json' };

/** The longest `path` a fragment is asked for (characters, query included). */
export const FRAGMENT_PATH_MAX = 2048;
/** The header's version, which rendered the fragment's HTML: the element's `data-header-version`. */
export const HEADER_VERSION: string = headerPackage.version;
/** The major of the fragment's HTML, whose enhancer channel the fragment's script follows. */
export const HEADER_MAJOR = Number(HEADER_VERSION.split('.')[0]);
/**
 * The fragment's script when the site knows no release of its major: the enhancer's channel
 * (server/element-releases.ts), which serves the script of the release it names.
 */
export const FRAGMENT_SCRIPT_PATH = `/header/v${HEADER_MAJOR}/enhancer.js`;

export type FragmentPath = { ok: true; locale: Locale; currentPath: string } | { ok: false; message: string };

/**
 * The page a fragment is for: a site path (`/ar/spot/BTCUSDT?type=cross`). Its error messages never
 * repeat the value (a fragment's 400 may be shown in another page).
 */
export function fragmentPath(value: string | null): FragmentPath {
  if (value === null || value === '') return { ok: false, message: 'The path parameter is missing: /header/fragment?path=/spot/BTCUSDT' };
  if (value.length > FRAGMENT_PATH_MAX) return { ok: false, message: `The path parameter is over ${FRAGMENT_PATH_MAX} characters.` };
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return { ok: false, message: 'The path parameter holds control characters.' };
  // A path of this site: one leading slash, never a scheme, a host (`//`) or a backslash a browser reads as one.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return { ok: false, message: 'The path parameter must be a path of the site, starting with one /.' };
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return { ok: false, message: 'The path parameter is not a valid path.' };
  }
  if (url.origin !== 'http://site.invalid') return { ok: false, message: 'The path parameter must be a path of the site, starting with one /.' };
  const { locale, path } = splitLocale(url.pathname);
  return { ok: true, locale, currentPath: `${path}${url.search}` };
}

/** `styles`: `inline` (the stylesheet's text in the fragment) or `link` (omitted: one `<link>`). */
export function fragmentStyles(value: string | null): { ok: true; inline: boolean } | { ok: false; message: string } {
  if (value === null || value === 'link') return { ok: true, inline: false };
  if (value === 'inline') return { ok: true, inline: true };
  return { ok: false, message: 'The styles parameter is inline or link.' };
}

/** `links`: `absolute` (every URL the site's own, for a page of another origin), or paths (omitted, `paths`). */
export function fragmentLinks(value: string | null): { ok: true; absolute: boolean } | { ok: false; message: string } {
  if (value === null || value === 'paths') return { ok: true, absolute: false };
  if (value === 'absolute') return { ok: true, absolute: true };
  return { ok: false, message: 'The links parameter is absolute or paths.' };
}

/** The fragment's parameters: nothing else is read, and nothing else is accepted. */
/**
 * `lookups=answered`: the fragment of a signed-in page with the optional lookups' answers (spec §7),
 * which the server asks with the session; the enhancer asks for it after the first (which never
 * waits for them). A guest has no lookups: the parameter changes nothing for one.
 */
export function fragmentLookups(value: string | null): { ok: true; answered: boolean } | { ok: false; message: string } {
  if (value === null) return { ok: true, answered: false };
  if (value === 'answered') return { ok: true, answered: true };
  return { ok: false, message: 'The lookups parameter is answered, or absent.' };
}

/** The parts of a page's header the enhancer asks for apart (`part`). */
export const FRAGMENT_PARTS = ['language-dialog', 'security-dialog', 'drawers'] as const;
export type FragmentPart = (typeof FRAGMENT_PARTS)[number];

/**
 * `part`: one part of the page's header, for the enhancer to ask when it first needs it:
 * `language-dialog` (the language-and-currency dialog of the page) or `security-dialog` (the
 * security check's, the same for every action: the enhancer names it by the guarding link's
 * label), both the same for every user (nothing personal is in them); `drawers` (the phone's two
 * drawers: the user's, cached by the fragment's own rule). Absent: the whole fragment.
 */
export function fragmentPart(value: string | null): { ok: true; part: FragmentPart | null } | { ok: false; message: string } {
  if (value === null) return { ok: true, part: null };
  if ((FRAGMENT_PARTS as readonly string[]).includes(value)) return { ok: true, part: value as FragmentPart };
  return { ok: false, message: 'The part parameter is language-dialog, security-dialog or drawers, or absent.' };
}

export const FRAGMENT_PARAMETERS = ['path', 'links', 'styles', 'lookups', 'part'] as const;
export type FragmentParameter = (typeof FRAGMENT_PARAMETERS)[number];

export type FragmentQuery = { ok: true; get(name: FragmentParameter): string | null } | { ok: false; message: string };

/**
 * The fragment's query string (`?path=…&links=…`), read one way: each parameter spelled exactly, at
 * most once, and no other. A shared cache keys the fragment on the query as sent (nginx's `$args`),
 * so two spellings a reader would take for one (`Links=`, a repeated `path`) must never both reach
 * a render: one that a cache and the render could read differently is a 400.
 */
export function fragmentQuery(search: string): FragmentQuery {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const values = new Map<string, string>();
  for (const part of query === '' ? [] : query.split('&')) {
    const name = part.slice(0, part.includes('=') ? part.indexOf('=') : part.length);
    if (!(FRAGMENT_PARAMETERS as readonly string[]).includes(name)) return { ok: false, message: 'Only the parameters path, links, styles, lookups and part are read, in lower case.' };
    if (values.has(name)) return { ok: false, message: `The ${name} parameter is given more than once.` };
    // The value decoded as URLSearchParams decodes it ('+' is a space).
    values.set(name, new URLSearchParams(part).get(name) ?? '');
  }
  return { ok: true, get: (name) => values.get(name) ?? null };
}

/** JSON inside a `<script>`: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface FragmentParts {
  /** The site's origin before every URL of the fragment, or '' for paths. */
  origin: string;
  /** The header's stylesheet URL. */
  stylesheetHref: string;
  /** The stylesheet's text, to carry it inline (`styles=inline`: no request before the header paints). */
  stylesheetText?: string;
  /** The header's root element as the site renders it (`<div class="hdr-root" …>…</div>`). */
  headerHtml: string;
  /** What the enhancer needs beside the HTML (`{ enhance }`). */
  data: unknown;
  /**
   * The enhancer's release the channel names now (its path and integrity): the fragment names it
   * directly, one request less than the channel's module, and the browser checks it. Without
   * one, the channel (FRAGMENT_SCRIPT_PATH).
   */
  script?: { path: string; integrity: string } | undefined;
}

/** The fragment's HTML: stylesheet, element with the header and its data, the enhancer's script. */
export function fragmentHtml({ origin, stylesheetHref, stylesheetText, headerHtml, data, script }: FragmentParts): string {
  const api = origin ? ` api-base="${escapeAttribute(origin)}"` : '';
  const href = escapeAttribute(`${origin}${stylesheetHref}`);
  // The text is one the server's reader gave (server/app.ts: never one holding "</style").
  const styles = stylesheetText !== undefined ? `<style data-href="${href}">${stylesheetText}</style>` : `<link rel="stylesheet" href="${href}">`;
  return (
    styles +
    `<exchange-header data-header-version="${escapeAttribute(HEADER_VERSION)}"${api}>${headerHtml}<script type="application/json" data-exchange-header>${scriptJson(data)}</script></exchange-header>` +
    `<script type="module" src="${escapeAttribute(`${origin}${script?.path ?? FRAGMENT_SCRIPT_PATH}`)}"${script ? ` integrity="${escapeAttribute(script.integrity)}"` : ''}></script>`
  );
}
