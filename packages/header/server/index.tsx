/**
 * @exchange/header/server: the header's HTML for a server render, rendered apart from the page and
 * kept. A page's header is the same for every guest on that page (locale, theme, currency), and for
 * every signed-in user of the same kind: what the menus show depends on a user's flags, modes and
 * VIP level, shared by many users; only the login name, its initial, the UID and the avatar are a
 * person's own. So the HTML is rendered once per kind with placeholders where those four go, kept
 * (at most `maxEntries`, the least recently used leave first), and each page gets a copy with its
 * user's values put in, escaped as React escapes them. Only parts/Personal.tsx prints those values,
 * and a template is kept only when its holes are exactly where it printed them (holes.tsx). Whatever a render reads is in the key (every
 * prop but the callbacks and a user's saved language, which the header never reads and the render
 * is not given; the locale; whether its catalog fell back to English), so an entry is never stale: a new site config or fee-tag list is a new key, and the old entries age out.
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
import { joinPieces, piecesOf, placeholderCharsFor, placeholderCharsIn, placeholdersFor, renderTemplate, valuesFor, type Template, type TemplatePieces } from './holes.tsx';

export interface HeaderHtmlCacheOptions {
  /**
   * How many renders are kept (0 keeps none). Each is about 24 KB of UTF-8, held outside the
   * JavaScript heap (holes.tsx): 2048 take up to about 50 MB. The bench's traffic mix (3,000
   * requests drawn by Zipf over 60 pages × 27 locales × 2 themes × the guest and 17 demo users)
   * needs 1,729 renders: 1024 hit 45 % of its requests, 2048 hold all of them and hit 100 % once
   * each has been asked for.
   * @default 2048
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
  /** Their size in all, in bytes of UTF-8 (held outside the JavaScript heap: holes.tsx). */
  bytes: number;
}

/**
 * How a page's render puts a kept render in place: given its pieces (the kept text between the
 * person's values, as UTF-8: the same arrays on every request until the render leaves the cache,
 * so a server can keep what it makes of them in a WeakMap keyed by them) and the person's values
 * for the holes between them (escaped HTML; none for a guest), what the page's render writes. The
 * default joins them. A server that writes kept bytes into its response itself (pre-compressed)
 * returns a marker of its own and puts the pieces in its place.
 */
export type HeaderHtmlEmbed = (pieces: readonly Uint8Array[], values: readonly string[]) => string;

export interface HeaderHtmlCache {
  /** The header's HTML for these props: kept, the person's values put in. */
  readonly render: HeaderHtmlRenderer;
  /** The same, with each kept render given to `embed` (a render that is not kept is returned as HTML). */
  renderWith(embed: HeaderHtmlEmbed): HeaderHtmlRenderer;
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
 * Everything a render reads: every prop but the callbacks (JSON leaves functions out by itself,
 * without a replacer that would take it off V8's fast path), the locale, and its catalog's fallback.
 */
function keyOf(props: Props, environment: HeaderEnvironment): string {
  const { locale } = environment;
  return `${locale} ${isHeaderFallback(locale) ? 'en' : ''} ${JSON.stringify(props)}`;
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


export function createHeaderHtmlCache({ maxEntries = 2048 }: HeaderHtmlCacheOptions = {}): HeaderHtmlCache {
  const entries = new Map<string, TemplatePieces>();
  const counts = { hits: 0, misses: 0, uncached: 0 };
  let bytes = 0;

  const renderWith = (embed: HeaderHtmlEmbed): HeaderHtmlRenderer => (props, environment) => {
    // Not loaded: the page's render waits for the catalog (the header suspends) as it would anyway.
    if (!isHeaderLocaleLoaded(environment.locale)) return null;
    const personal = personalOf(props.session);
    // A value that cannot be a placeholder: rendered in full, not kept.
    if (personal === undefined) return renderUnkept(props, environment);
    const shown = personal ? withPlaceholders(props, personal) : props;
    const key = keyOf(shown, environment);
    // Data holding a placeholder character of its own (a crafted query): rendered in full at once,
    // not kept (the template's check below would refuse it too, after a render for nothing).
    if (placeholderCharsIn(key) !== placeholderCharsFor(personal)) return renderUnkept(props, environment);
    let template = entries.get(key);
    if (template === undefined) {
      const rendered = renderParts(shown, environment);
      // The template's holes are not as many as parts/Personal.tsx printed of each value: a
      // component transformed a person's value (holes.tsx). Rendered in full, not kept.
      if (rendered.misplaced.length > 0) return renderUnkept(props, environment);
      template = piecesOf(rendered.html);
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
    return embed(template.pieces, personal ? valuesFor(template.holes, personal) : []);
  };

  const renderUnkept = (props: Props, environment: HeaderEnvironment) => {
    counts.uncached += 1;
    return renderParts(props, environment).html;
  };

  return { render: renderWith(joinPieces), renderWith, stats: () => ({ ...counts, entries: entries.size, bytes }) };
}

const bytesOf = ({ pieces }: TemplatePieces) => pieces.reduce((sum, piece) => sum + piece.byteLength, 0);

/**
 * Gives the headers rendered inside it the cache's HTML (wrap the page's server render), or what
 * `embed` makes of each kept render (one page's: a marker its response puts the pieces' bytes in).
 */
export function HeaderHtmlProvider({ cache, embed, children }: { cache: HeaderHtmlCache; embed?: HeaderHtmlEmbed; children: ReactNode }) {
  return <HeaderHtmlContext.Provider value={embed ? cache.renderWith(embed) : cache.render}>{children}</HeaderHtmlContext.Provider>;
}

export { renderHeaderStub } from './stub.tsx';
