/**
 * The header's data that is the same for every user of a locale (the site config and the fee tags)
 * travels in the root loader's data as one JSON text rather than as objects. React Router
 * serializes loader data for hydration value by value on every page (turbo-stream: about 60 values
 * for these two); the text is made once for each answer the server keeps (`createSharedLookups`:
 * the same objects for 30 s) and sent as one string, and the server's render and the browser read
 * it back through one parse for each text (`sharedHeaderData`), so a page renders from the same
 * objects as the page before it.
 */
import type { FeeTagEntry, SiteConfig } from '@exchange/contract';

export interface SharedHeaderData {
  site: SiteConfig | null;
  feeTags: FeeTagEntry[];
}

const texts = new WeakMap<object, WeakMap<object, string>>();

/** `{ site, feeTags }` as JSON: the same string for the same two objects (kept by them, as long as they live). */
export function sharedHeaderText(site: SiteConfig | null, feeTags: FeeTagEntry[]): string {
  if (!site) return JSON.stringify({ site, feeTags });
  let bySite = texts.get(site);
  if (!bySite) texts.set(site, (bySite = new WeakMap()));
  let text = bySite.get(feeTags);
  if (text === undefined) bySite.set(feeTags, (text = JSON.stringify({ site, feeTags })));
  return text;
}

/** Texts read back, the most recent last: a locale's text comes back on every page of it. */
const read = new Map<string, SharedHeaderData>();
/** How many texts are kept read (one per locale, and a few more while an answer is renewed). */
export const SHARED_TEXTS_KEPT = 64;

const NONE: SharedHeaderData = { site: null, feeTags: [] };

/** The data of a `sharedHeaderText`: the same objects for the same text; none for a text that is not one. */
export function sharedHeaderData(text: string | undefined): SharedHeaderData {
  if (text === undefined) return NONE;
  let data = read.get(text);
  if (data === undefined) {
    data = parse(text);
    read.set(text, data);
    if (read.size > SHARED_TEXTS_KEPT) read.delete(read.keys().next().value!);
  }
  return data;
}

function parse(text: string): SharedHeaderData {
  try {
    const value = JSON.parse(text) as Partial<SharedHeaderData> | null;
    return { site: value?.site ?? null, feeTags: Array.isArray(value?.feeTags) ? value.feeTags : [] };
  } catch {
    return NONE;
  }
}
