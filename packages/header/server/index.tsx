/**
 * @exchange/header/server: the header's HTML for a server render, rendered apart from the page and
 * kept. A page's header is the same for every guest on that page (locale, theme, currency), and for
 * every signed-in user of the same kind: what the menus show depends on a user's flags, modes and
 * VIP level, shared by many users; only the login name, its initial, the UID and the avatar are a
 * person's own. So the HTML is rendered once per kind with placeholders where those four go, kept
 * (at most `maxEntries`, the least recently used leave first), and each page gets a copy with its
 * user's values put in, escaped as React escapes them. Whatever a render reads is in the key (every
 * prop but the callbacks and a user's saved language, which the header never reads and the render
 * is not given; the locale; whether its catalog fell back to English), so an entry is never stale: a new site config or fee-tag list is a new key, and the old entries age out.
 *
 *   const headerHtml = createHeaderHtmlCache();
 *   renderToPipeableStream(<HeaderHtmlProvider cache={headerHtml}><App /></HeaderHtmlProvider>, …)
 *
 * In the browser the header hydrates its parts into that HTML as if it had rendered them in the
 * page (its ids are fixed, shell/ids.ts, not useId's tree positions).
 */
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { isHeaderFallback, isHeaderLocaleLoaded } from '../i18n/index.ts';
import { initialOf } from '../parts/Avatar.tsx';
import { HeaderEnvironmentContext, type HeaderEnvironment } from '../shell/environment.ts';
import { PreferencesProvider } from '../parts/preferences.tsx';
import { HeaderParts } from '../root/Header.tsx';
import { HeaderHtmlContext, type HeaderHtmlRenderer } from '../root/headerHtml.ts';
import { HeaderI18n } from '../shell/HeaderI18n.tsx';

export interface HeaderHtmlCacheOptions {
  /**
   * How many renders are kept (0 keeps none). Each is ~19,000 characters on average, 20–40 KB of
   * memory: 1024 take 20–40 MB. On the bench's traffic mix (60 pages × 27 locales × 2 themes ×
   * 18 kinds of user, 1,767 combinations drawn by Zipf) 256 renders hit 23.5 %, 1024 hit 45 % and
   * 2048 (all of it) 100 %. @default 1024
   */
  maxEntries?: number;
}

export interface HeaderHtmlStats {
  /** Pages whose header HTML was a kept render. */
  hits: number;
  /** Pages whose header was rendered and kept. */
  misses: number;
  /** Pages whose header was rendered and not kept (values that cannot be placeholders, or data holding a placeholder character). */
  uncached: number;
  /** Renders kept now. */
  entries: number;
  /** Their length in all, in UTF-16 code units (what they take in memory is 1–2 bytes each). */
  length: number;
}

export interface HeaderHtmlCache {
  readonly render: HeaderHtmlRenderer;
  stats(): HeaderHtmlStats;
}

type Props = Parameters<HeaderHtmlRenderer>[0];

/** A person's own values in the header, each shown where its placeholder was rendered. */
interface Personal {
  readonly loginName: string;
  readonly userId: string;
  readonly avatar: string | null;
}

// Placeholders: private-use characters, which React writes as they are. The login name's is two
// characters so that the initial the avatar shows of it (initialOf) is a placeholder of its own.
const NAME = '\uE000\uE001';
const INITIAL = initialOf(NAME);
const UID = '\uE002';
const AVATAR = '\uE003';
const PLACEHOLDER = /\uE000\uE001|[\uE000\uE002\uE003]/g;
/** How many placeholder characters `text` holds. */
const reservedIn = (text: string) => text.match(/[\uE000-\uE003]/g)?.length ?? 0;
/** Avatar URLs React writes as given (it rewrites a `javascript:` one); anything else is rendered in full. */
const PLAIN_URL = /^(?:https?:|data:image\/|\/)/i;

const ESCAPES: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** As React escapes text and attribute values. */
const escapeHtml = (value: string) => value.replace(/["'&<>]/g, (char) => ESCAPES[char] ?? char);

/**
 * The person's values, or null for a guest; undefined when a value cannot stand behind a
 * placeholder (empty, holding a placeholder character, or an avatar URL React would rewrite).
 */
function personalOf(session: Props['session']): Personal | null | undefined {
  if (!session) return null;
  const { loginName, userId } = session.user;
  const avatar = session.fullInfo?.userAvatar || null;
  const usable = (value: string) => value !== '' && reservedIn(value) === 0;
  if (!usable(loginName) || !usable(userId) || (avatar !== null && (!usable(avatar) || !PLAIN_URL.test(avatar)))) return undefined;
  return { loginName, userId, avatar };
}

/**
 * The props with the person's values replaced by their placeholders, and without what the header
 * never reads of a user (the language they saved: the page's locale decides the header's), so
 * that people of one kind share one render whatever they saved. The render reads these props only,
 * so it cannot come to depend on a field the key leaves out.
 */
function withPlaceholders(props: Props, personal: Personal): Props {
  const session = props.session!;
  return {
    ...props,
    session: {
      ...session,
      user: { ...session.user, loginName: NAME, userId: UID, language: null },
      fullInfo: session.fullInfo && personal.avatar !== null ? { ...session.fullInfo, userAvatar: AVATAR } : session.fullInfo,
    },
  };
}

/** How many placeholder characters the props of `personal` hold (none for a guest). */
const placeholdersOf = (personal: Personal | null) => (personal ? NAME.length + UID.length + (personal.avatar === null ? 0 : AVATAR.length) : 0);

function fill(template: string, personal: Personal): string {
  const values: Record<string, string> = {
    [NAME]: escapeHtml(personal.loginName),
    [INITIAL]: escapeHtml(initialOf(personal.loginName)),
    [UID]: escapeHtml(personal.userId),
    [AVATAR]: escapeHtml(personal.avatar ?? ''),
  };
  return template.replace(PLACEHOLDER, (placeholder) => values[placeholder] ?? placeholder);
}

/** Everything a render reads: every prop but the callbacks, the locale, and its catalog's fallback. */
function keyOf(props: Props, environment: HeaderEnvironment): string {
  const { locale } = environment;
  return `${locale} ${isHeaderFallback(locale) ? 'en' : ''} ${JSON.stringify(props, (_key, value: unknown) => (typeof value === 'function' ? undefined : value))}`;
}

function renderParts(props: Props, environment: HeaderEnvironment): string {
  return renderToString(
    <HeaderEnvironmentContext.Provider value={environment}>
      <HeaderI18n>
        <PreferencesProvider {...props} locale={environment.locale}>
          <HeaderParts {...props} />
        </PreferencesProvider>
      </HeaderI18n>
    </HeaderEnvironmentContext.Provider>,
  );
}


export function createHeaderHtmlCache({ maxEntries = 1024 }: HeaderHtmlCacheOptions = {}): HeaderHtmlCache {
  const entries = new Map<string, string>();
  const counts = { hits: 0, misses: 0, uncached: 0 };
  let length = 0;

  const render: HeaderHtmlRenderer = (props, environment) => {
    // Not loaded: the page's render waits for the catalog (the header suspends) as it would anyway.
    if (!isHeaderLocaleLoaded(environment.locale)) return null;
    const personal = personalOf(props.session);
    const shown = personal ? withPlaceholders(props, personal) : props;
    const key = personal === undefined ? undefined : keyOf(shown, environment);
    // A value that cannot be a placeholder, or data holding a placeholder character of its own
    // (it would be taken for one): rendered in full, not kept.
    if (key === undefined || reservedIn(key) !== placeholdersOf(personal ?? null)) {
      counts.uncached += 1;
      return renderParts(props, environment);
    }
    let template = entries.get(key);
    if (template === undefined) {
      template = renderParts(shown, environment);
      counts.misses += 1;
      entries.set(key, template);
      length += template.length;
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        length -= entries.get(oldest)?.length ?? 0;
        entries.delete(oldest);
      }
    } else {
      counts.hits += 1;
      // Most recently used last: the first key is the one to drop.
      entries.delete(key);
      entries.set(key, template);
    }
    return personal ? fill(template, personal) : template;
  };

  return { render, stats: () => ({ ...counts, entries: entries.size, length }) };
}

/** Gives the headers rendered inside it the cache's HTML (wrap the page's server render). */
export function HeaderHtmlProvider({ cache, children }: { cache: HeaderHtmlCache; children: ReactNode }) {
  return <HeaderHtmlContext.Provider value={cache.render}>{children}</HeaderHtmlContext.Provider>;
}

export { renderHeaderStub } from './stub.tsx';
