/**
 * The holes of the header's kept HTML (index.tsx): the four places a person's own values go, the
 * login name, its initial, the UID and the avatar URL, and the trading pair of a trade page's path
 * (the symbol hole, below). A template is rendered with a placeholder
 * for each value in the props, and parts/Personal.tsx, the one reader of those values, prints them
 * and counts each print (PersonalHoleTally). The template is sound only if it holds, for each
 * value, exactly as many placeholders as were printed: a component that sliced the login name,
 * or encoded it into an href leaves a count that differs (or a placeholder percent-encoded, which
 * is refused too), and so does page data that holds a placeholder character of its own. Counted
 * in the rendered HTML, not in the props. What counting cannot see: a component that reads a value
 * raw and turns it into something else entirely, or branches on its length (a placeholder's length
 * is not the value's); the lint rule (eslint.config.js, PERSONAL_VALUES) forbids the raw read.
 */
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { initialOf, PersonalHoleTally, type PersonalHole, type PersonalHoleCounts, type PersonalTally, type PersonalValues } from '../parts/Personal.tsx';

/** A place in a template: one of the person's values, or the page path's trading pair. */
export type Hole = PersonalHole | 'symbol';

// Placeholders: private-use characters, which React writes as they are. The login name's is two
// characters so that the initial the avatar shows of it (initialOf) is a placeholder of its own.
const NAME = '\uE000\uE001';

/** Each value's placeholder in a template. */
export const PLACEHOLDERS: Readonly<Record<PersonalHole, string>> = { loginName: NAME, initial: initialOf(NAME), userId: '\uE002', avatar: '\uE003' };

/** The placeholders, the login name's before its initial (the initial is the name's first character). */
const PLACEHOLDER = /\uE000\uE001|[\uE000\uE002\uE003]/g;
const HOLE_OF = new Map(Object.entries(PLACEHOLDERS).map(([hole, placeholder]) => [placeholder, hole as PersonalHole]));

/**
 * The symbol hole: a trade page's path with its trading pair replaced by this placeholder
 * (`/spot/BTCUSDT?type=cross` → `/spot/\uE004?type=cross`) is the same page to the navigation
 * model (isCurrentPage ignores the symbol), so one template serves every pair of that page. The
 * header prints the path as it is (the language links, the theme and log-out forms' return) and
 * percent-encoded (the sign-in `from`); a symbol of letters, digits, `_`, `.` and `-` reads the
 * same in both, so each form of the placeholder is a hole the symbol fills as it is.
 */
export const SYMBOL = '\uE004';
const SYMBOL_ENCODED = encodeURIComponent(SYMBOL);
/** A symbol that reads the same as text, in an attribute and percent-encoded (index.tsx gives no hole to others). */
export const PLAIN_SYMBOL = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** The symbol's placeholder percent-encoded in any case: a path that holds it gets no symbol hole (it would read as one). */
export const ENCODED_SYMBOL = new RegExp(SYMBOL_ENCODED, 'i');
const WITH_SYMBOL = new RegExp(`${PLACEHOLDER.source}|${SYMBOL}|${SYMBOL_ENCODED}`, 'g');
const holeOf = (placeholder: string): Hole => (placeholder === SYMBOL || placeholder === SYMBOL_ENCODED ? 'symbol' : (HOLE_OF.get(placeholder) ?? 'avatar'));

/** How many placeholder characters `text` holds. */
export const placeholderCharsIn = (text: string) => text.match(/[\uE000-\uE004]/g)?.length ?? 0;

/** The placeholders of the person's values (the avatar's only where there is one). */
export const placeholdersFor = (values: PersonalValues): PersonalValues => ({
  loginName: PLACEHOLDERS.loginName,
  userId: PLACEHOLDERS.userId,
  avatar: values.avatar === null ? null : PLACEHOLDERS.avatar,
});

/** How many placeholder characters props holding the person's placeholders hold (none for a guest). */
export const placeholderCharsFor = (values: PersonalValues | null) =>
  values ? PLACEHOLDERS.loginName.length + PLACEHOLDERS.userId.length + (values.avatar === null ? 0 : PLACEHOLDERS.avatar.length) : 0;

const noHoles = (): PersonalHoleCounts => ({ loginName: 0, initial: 0, userId: 0, avatar: 0 });

/**
 * A placeholder character written in another form: percent-encoded (an href's encodeURIComponent)
 * or as a character reference. The symbol's percent-encoded form is one of its holes, so only its
 * character references are counted here.
 */
const TRANSFORMED = /%EE%80%8([0-3])|&#x0*[eE]00([0-4]);|&#5734([4-8]);/gi;
const TRANSFORMED_HOLE: readonly Hole[] = ['loginName', 'loginName', 'userId', 'avatar', 'symbol'];

/** How many placeholders of each value `html` holds. */
export function holesIn(html: string): PersonalHoleCounts {
  const counts = noHoles();
  for (const [placeholder] of html.matchAll(PLACEHOLDER)) counts[HOLE_OF.get(placeholder) ?? 'avatar'] += 1;
  return counts;
}

export interface Template {
  readonly html: string;
  /** How many times parts/Personal.tsx printed each value. */
  readonly printed: PersonalHoleCounts;
  /** The values whose placeholders in the HTML are not as many as were printed, or written in another form (empty: the template is sound). */
  readonly misplaced: readonly Hole[];
}

/** Renders `element` (whose props hold the placeholders) and checks its holes. */
export function renderTemplate(element: ReactNode): Template {
  const printed = noHoles();
  const tally: PersonalTally = { printed: (hole) => void (printed[hole] += 1) };
  const html = renderToString(<PersonalHoleTally.Provider value={tally}>{element}</PersonalHoleTally.Provider>);
  const found = holesIn(html);
  const misplaced = new Set<Hole>((Object.keys(printed) as PersonalHole[]).filter((hole) => found[hole] !== printed[hole]));
  for (const [, hex, ref, decimal] of html.matchAll(TRANSFORMED)) misplaced.add(TRANSFORMED_HOLE[Number(hex ?? ref ?? Number(decimal) - 4)] ?? 'loginName');
  return { html, printed, misplaced: [...misplaced] };
}

const ESCAPES: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** As React escapes text and attribute values. */
const escapeHtml = (value: string) => value.replace(/["'&<>]/g, (char) => ESCAPES[char] ?? char);

/** A template cut at its holes: the text between them, and which value goes in each (pieces.length = holes.length + 1). */
export interface TemplatePieces {
  readonly pieces: readonly string[];
  readonly holes: readonly Hole[];
}

/** Cuts a sound template at its placeholders (once, when it is kept), the symbol's too when it was rendered with one. */
export function piecesOf(html: string, { symbol = false }: { symbol?: boolean } = {}): TemplatePieces {
  const pieces: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const match of html.matchAll(symbol ? WITH_SYMBOL : PLACEHOLDER)) {
    pieces.push(html.slice(from, match.index));
    holes.push(holeOf(match[0]));
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  return { pieces, holes };
}

/** The person's values and the page's symbol for a template's holes, in order, escaped as React escapes them (a plain symbol needs none). */
export function valuesFor(holes: readonly Hole[], values: PersonalValues | null, symbol = ''): string[] {
  const filled: Record<Hole, string> = {
    loginName: escapeHtml(values?.loginName ?? ''),
    initial: escapeHtml(initialOf(values?.loginName ?? '')),
    userId: escapeHtml(values?.userId ?? ''),
    avatar: escapeHtml(values?.avatar ?? ''),
    symbol,
  };
  return holes.map((hole) => filled[hole]);
}

/** The pieces' text with the values between them. */
export function joinPieces(pieces: readonly string[], values: readonly string[]): string {
  let html = pieces[0] ?? '';
  for (let i = 1; i < pieces.length; i++) html += `${values[i - 1] ?? ''}${pieces[i]}`;
  return html;
}
