/**
 * The holes of the header's kept HTML (index.tsx): the four places a person's own values go, the
 * login name, its initial, the UID and the avatar URL. A template is rendered with a placeholder
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

// Placeholders: private-use characters, which React writes as they are. The login name's is two
// characters so that the initial the avatar shows of it (initialOf) is a placeholder of its own.
const NAME = '\uE000\uE001';

/** Each value's placeholder in a template. */
export const PLACEHOLDERS: Readonly<Record<PersonalHole, string>> = { loginName: NAME, initial: initialOf(NAME), userId: '\uE002', avatar: '\uE003' };

/** The placeholders, the login name's before its initial (the initial is the name's first character). */
const PLACEHOLDER = /\uE000\uE001|[\uE000\uE002\uE003]/g;
const HOLE_OF = new Map(Object.entries(PLACEHOLDERS).map(([hole, placeholder]) => [placeholder, hole as PersonalHole]));

/** How many placeholder characters `text` holds. */
export const placeholderCharsIn = (text: string) => text.match(/[\uE000-\uE003]/g)?.length ?? 0;

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

/** A placeholder character written in another form: percent-encoded (an href's encodeURIComponent) or as a character reference. */
const TRANSFORMED = /%EE%80%8([0-3])|&#x0*[eE]00([0-3]);|&#5734([4-7]);/gi;
const TRANSFORMED_HOLE: readonly PersonalHole[] = ['loginName', 'loginName', 'userId', 'avatar'];

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
  /** The values whose placeholders in the HTML are not as many as were printed (empty: the template is sound). */
  readonly misplaced: readonly PersonalHole[];
}

/** Renders `element` (whose props hold the placeholders) and checks its holes. */
export function renderTemplate(element: ReactNode): Template {
  const printed = noHoles();
  const tally: PersonalTally = { printed: (hole) => void (printed[hole] += 1) };
  const html = renderToString(<PersonalHoleTally.Provider value={tally}>{element}</PersonalHoleTally.Provider>);
  const found = holesIn(html);
  const misplaced = new Set((Object.keys(printed) as PersonalHole[]).filter((hole) => found[hole] !== printed[hole]));
  for (const [, hex, ref, decimal] of html.matchAll(TRANSFORMED)) misplaced.add(TRANSFORMED_HOLE[Number(hex ?? ref ?? Number(decimal) - 4)] ?? 'loginName');
  return { html, printed, misplaced: [...misplaced] };
}

const ESCAPES: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** As React escapes text and attribute values. */
const escapeHtml = (value: string) => value.replace(/["'&<>]/g, (char) => ESCAPES[char] ?? char);

/** A template cut at its holes: the text between them, and which value goes in each (pieces.length = holes.length + 1). */
export interface TemplatePieces {
  readonly pieces: readonly string[];
  readonly holes: readonly PersonalHole[];
}

/** Cuts a sound template at its placeholders (once, when it is kept). */
export function piecesOf(html: string): TemplatePieces {
  const pieces: string[] = [];
  const holes: PersonalHole[] = [];
  let from = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    pieces.push(html.slice(from, match.index));
    holes.push(HOLE_OF.get(match[0]) ?? 'avatar');
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  return { pieces, holes };
}

/** The person's values for a template's holes, in order, escaped as React escapes them. */
export function valuesFor(holes: readonly PersonalHole[], values: PersonalValues): string[] {
  const filled: Record<PersonalHole, string> = {
    loginName: escapeHtml(values.loginName),
    initial: escapeHtml(initialOf(values.loginName)),
    userId: escapeHtml(values.userId),
    avatar: escapeHtml(values.avatar ?? ''),
  };
  return holes.map((hole) => filled[hole]);
}

/** The pieces' text with the values between them. */
export function joinPieces(pieces: readonly string[], values: readonly string[]): string {
  let html = pieces[0] ?? '';
  for (let i = 1; i < pieces.length; i++) html += `${values[i - 1] ?? ''}${pieces[i]}`;
  return html;
}
