/**
 * @exchange/header/server: the header's HTML for a server render, rendered apart from the page and
 * kept. A page's header is the same for every guest on that page (locale, theme, currency), and for
 * every signed-in user of the same kind: what the menus show depends on a user's flags, modes and
 * VIP level, shared by many users; only the login name, its initial, the UID and the avatar are a
 * person's own. So the HTML is rendered once per kind with placeholders where those four go, kept
 * (at most `maxEntries`, the least recently used leave first), and each page gets a copy with its
 * user's values put in, escaped as React escapes them. Only parts/Personal.tsx prints those values,
 * and a template is kept only when its holes are exactly where it printed them (holes.tsx). A trade
 * page's trading pair is a hole too (symbolHoleOf): every pair of `/spot/:symbol` is the same page
 * to the header, so the pairs share one render. Whatever
 * a render reads is in the key, field by named field (KEY_FIELDS: every prop but the callbacks; the
 * locale; whether its catalog fell back to English), so an entry is never stale: a new site config
 * or fee-tag list is a new key, and the old entries age out.
 *
 *   const headerHtml = createHeaderHtmlCache();
 *   renderToPipeableStream(<HeaderHtmlProvider cache={headerHtml}><App /></HeaderHtmlProvider>, …)
 *
 * In the browser the header hydrates its parts into that HTML as if it had rendered them in the
 * page (its ids are fixed, shell/ids.ts, not useId's tree positions).
 */
import type { ReactNode } from 'react';
import { isHeaderFallback, isHeaderLocaleLoaded } from '../i18n/index.ts';
import { personalValuesOf, withPersonalValues, type PersonalValues } from '../parts/Personal.tsx';
import { HeaderEnvironmentContext, type HeaderEnvironment } from '../shell/environment.ts';
import { PreferencesProvider } from '../parts/preferences.tsx';
import { HeaderParts } from '../root/Header.tsx';
import { HeaderHtmlContext, type HeaderHtmlRenderer } from '../root/headerHtml.ts';
import { HeaderI18n } from '../shell/HeaderI18n.tsx';
import { withOtherSymbol } from '../nav/index.ts';
import { ENCODED_SYMBOL, joinPieces, piecesOf, PLAIN_SYMBOL, placeholderCharsFor, placeholderCharsIn, placeholdersFor, renderTemplate, SYMBOL, valuesFor, type Template, type TemplatePieces } from './holes.tsx';

export interface HeaderHtmlCacheOptions {
  /**
   * How many renders are kept (0 keeps none), the least recently used leaving first. Each is about
   * 24 KB of HTML (`stats().bytes` counts them as UTF-8; V8 holds a text with non-Latin-1 names at
   * two bytes a character). `npm run bench` reports the hit ratio on traffic the server has not
   * seen (docs/speed.md): there a process keeping 2048 served no more than one keeping 512, and
   * held about 300 MB more.
   * @default 512
   */
  maxEntries?: number;
}

export interface HeaderHtmlStats {
  /** Pages whose header HTML was a kept render. */
  hits: number;
  /** Pages whose header was rendered and kept. */
  misses: number;
  /**
   * Pages whose header was rendered and not kept: values that cannot be placeholders, data holding
   * a placeholder character, or a template whose holes are not where parts/Personal.tsx printed
   * the values (server/holes.tsx).
   */
  uncached: number;
  /** Renders kept now. */
  entries: number;
  /** Their size in all, in bytes of UTF-8. */
  bytes: number;
}

export interface HeaderHtmlCache {
  /** The header's HTML for these props: kept, the person's values put in. */
  readonly render: HeaderHtmlRenderer;
  stats(): HeaderHtmlStats;
}

type Props = Parameters<HeaderHtmlRenderer>[0];

/** Avatar URLs React writes as given (it rewrites a `javascript:` one); anything else is rendered in full. */
const PLAIN_URL = /^(?:https?:|data:image\/|\/)/i;

/**
 * The person's values, or null for a guest; undefined when a value cannot stand behind a
 * placeholder (empty, holding a placeholder character, or an avatar URL React would rewrite).
 */
function personalOf(session: Props['session']): PersonalValues | null | undefined {
  const values = personalValuesOf(session);
  if (!values) return null;
  const usable = (value: string) => value !== '' && placeholderCharsIn(value) === 0;
  const { avatar } = values;
  if (!usable(values.loginName) || !usable(values.userId) || (avatar !== null && (!usable(avatar) || !PLAIN_URL.test(avatar)))) return undefined;
  return values;
}

/**
 * The props with the person's values replaced by their placeholders (holes.tsx), and without what
 * the header never reads of a user (the language they saved: the page's locale decides the
 * header's), so that people of one kind share one render whatever they saved. The render reads
 * these props only, so it cannot come to depend on a field the key leaves out.
 */
function withPlaceholders(props: Props, personal: PersonalValues): Props {
  const session = withPersonalValues(props.session!, placeholdersFor(personal));
  return { ...props, session: { ...session, user: { ...session.user, language: null } } };
}

/**
 * A trade page's path with its trading pair as the symbol's placeholder, and the pair: the same
 * page to the navigation model (withOtherSymbol), when the pair reads the same as text and
 * percent-encoded (PLAIN_SYMBOL) and the path does not hold the placeholder's encoded form. Else
 * null: the path is keyed as it is.
 */
function symbolHoleOf(currentPath: string): { path: string; symbol: string } | null {
  if (ENCODED_SYMBOL.test(currentPath)) return null;
  const hole = withOtherSymbol(currentPath, SYMBOL);
  return hole && PLAIN_SYMBOL.test(hole.symbol) ? hole : null;
}

/**
 * Each prop's part in the key: what the render reads of it, or null for the callbacks, which it
 * never calls. Typed over every prop, so a prop added to the header does not compile until it is
 * given its place here.
 */
const KEY_FIELDS: { readonly [Name in keyof Required<Props>]: ((props: Props) => unknown) | null } = {
  currentPath: (props) => props.currentPath,
  theme: (props) => props.theme,
  defaultTheme: (props) => props.defaultTheme,
  currency: (props) => props.currency,
  defaultCurrency: (props) => props.defaultCurrency,
  mainContentId: (props) => props.mainContentId,
  siteOrigin: (props) => props.siteOrigin,
  session: (props) => props.session,
  site: (props) => jsonOf(props.site),
  feeTags: (props) => jsonOf(props.feeTags),
  lookups: (props) => props.lookups && [props.lookups.rewardsAmount, props.lookups.traderProUid],
  onThemeChange: null,
  onCurrencyChange: null,
};
const KEYED = Object.entries(KEY_FIELDS).filter((field): field is [string, (props: Props) => unknown] => field[1] !== null);

/** The site config and the fee tags as JSON, made once for each object (a server keeps them for a while: SHARED_DATA_TTL_MS). */
const texts = new WeakMap<object, string>();
function jsonOf(value: object | null): string {
  if (value === null) return 'null';
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}

/** Everything a render reads: the named fields of the props, the locale, and its catalog's fallback. */
function keyOf(props: Props, environment: HeaderEnvironment): string {
  const { locale } = environment;
  const fields: Record<string, unknown> = { locale, fallback: isHeaderFallback(locale) };
  for (const [name, read] of KEYED) fields[name] = read(props);
  return JSON.stringify(fields);
}

function renderParts(props: Props, environment: HeaderEnvironment): Template {
  return renderTemplate(
    <HeaderEnvironmentContext.Provider value={environment}>
      <HeaderI18n>
        <PreferencesProvider {...props} locale={environment.locale}>
          <HeaderParts {...props} />
        </PreferencesProvider>
      </HeaderI18n>
    </HeaderEnvironmentContext.Provider>,
  );
}


export function createHeaderHtmlCache({ maxEntries = 512 }: HeaderHtmlCacheOptions = {}): HeaderHtmlCache {
  const entries = new Map<string, TemplatePieces>();
  const counts = { hits: 0, misses: 0, uncached: 0 };
  let bytes = 0;

  const render: HeaderHtmlRenderer = (props, environment) => {
    // Not loaded: the page's render waits for the catalog (the header suspends) as it would anyway.
    if (!isHeaderLocaleLoaded(environment.locale)) return null;
    const personal = personalOf(props.session);
    // A value that cannot be a placeholder: rendered in full, not kept.
    if (personal === undefined) return renderUnkept(props, environment);
    const symbol = symbolHoleOf(props.currentPath);
    const personalised = personal ? withPlaceholders(props, personal) : props;
    const shown = symbol ? { ...personalised, currentPath: symbol.path } : personalised;
    const key = keyOf(shown, environment);
    // Data holding a placeholder character of its own (a crafted query): rendered in full at once,
    // not kept (the template's check below would refuse it too, after a render for nothing).
    if (placeholderCharsIn(key) !== placeholderCharsFor(personal) + (symbol ? SYMBOL.length : 0)) return renderUnkept(props, environment);
    let template = entries.get(key);
    if (template === undefined) {
      const rendered = renderParts(shown, environment);
      // The template's holes are not as many as parts/Personal.tsx printed of each value: a
      // component transformed a person's value (holes.tsx). Rendered in full, not kept.
      if (rendered.misplaced.length > 0) return renderUnkept(props, environment);
      template = piecesOf(rendered.html, { symbol: symbol !== null });
      counts.misses += 1;
      entries.set(key, template);
      bytes += bytesOf(template);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        const dropped = entries.get(oldest);
        bytes -= dropped ? bytesOf(dropped) : 0;
        entries.delete(oldest);
      }
    } else {
      counts.hits += 1;
      // Most recently used last: the first key is the one to drop.
      entries.delete(key);
      entries.set(key, template);
    }
    return joinPieces(template.pieces, personal || symbol ? valuesFor(template.holes, personal, symbol?.symbol) : []);
  };

  const renderUnkept = (props: Props, environment: HeaderEnvironment) => {
    counts.uncached += 1;
    return renderParts(props, environment).html;
  };

  return { render, stats: () => ({ ...counts, entries: entries.size, bytes }) };
}

const encoder = new TextEncoder();
const bytesOf = ({ pieces }: TemplatePieces) => pieces.reduce((sum, piece) => sum + encoder.encode(piece).byteLength, 0);

/** Gives the headers rendered inside it the cache's HTML (wrap the page's server render). */
export function HeaderHtmlProvider({ cache, children }: { cache: HeaderHtmlCache; children: ReactNode }) {
  return <HeaderHtmlContext.Provider value={cache.render}>{children}</HeaderHtmlContext.Provider>;
}

export { renderHeaderStub } from './stub.tsx';
export { enhanceConfig, languageDialogHtml, securityDialogHtml, type EnhanceConfigOptions, type LanguageDialogHtmlOptions } from './enhance.tsx';
export { drawersHtml, type DrawersHtmlOptions } from './drawers.tsx';
