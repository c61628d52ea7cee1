/**
 * A list that never shifts under the pointer. An entry waiting for an optional lookup (the
 * trader-pro switch) is not drawn: most answers are "none", and a row drawn for it would be blank
 * for nothing (and for ever without script). An entry that arrives while its list is on screen (its
 * menu or drawer open) waits until the list leaves the screen, so an open list never grows under
 * the pointer; the next time it opens, the entry is in its place. Entries the list shows go only
 * with the list. The list names the entries it does not draw yet, for tests and tools: `waiting`
 * (their lookup has not answered) and `held` (arrived while the list was on screen); `steady` says
 * the list is on screen and holds back what arrives.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ShownItem } from '../nav/index.ts';

/** Whether the element is on screen; false until the first observation and where IntersectionObserver is missing. */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

const isPending = (item: ShownItem): boolean => item.kind !== 'divider' && item.state === 'pending';

/** The ids of every entry drawn for `items`, nested ones too. */
function drawnIds(items: readonly ShownItem[], ids = new Set<string>()): Set<string> {
  for (const item of items) {
    if (isPending(item)) continue;
    ids.add(item.id);
    if (item.kind === 'group') drawnIds(item.children, ids);
  }
  return ids;
}

interface LeftOut {
  waiting: string[];
  held: string[];
}

/**
 * The entries to draw: none that is pending (into `waiting`), and, while `shown` is given (the ids
 * drawn when the list came on screen), none that was not drawn then (into `held`).
 */
function steady(items: readonly ShownItem[], shown: ReadonlySet<string> | null, out: LeftOut): readonly ShownItem[] {
  const rows: ShownItem[] = [];
  for (const item of items) {
    if (isPending(item)) {
      out.waiting.push(item.id);
      continue;
    }
    if (shown !== null && item.kind !== 'divider' && !shown.has(item.id)) {
      out.held.push(item.id);
      continue;
    }
    if (item.kind !== 'group') {
      rows.push(item);
      continue;
    }
    const children = steady(item.children, shown, out);
    rows.push(children === item.children ? item : { ...item, children });
  }
  // Nothing left out: the list itself, so that what renders from it can tell it has not changed.
  return rows.length === items.length && rows.every((row, index) => row === items[index]) ? items : rows;
}

/** The entries to draw for `items`, and the ids of those left out (pending; arrived while on screen). */
export function useSteadyRows<E extends Element>(items: readonly ShownItem[]): { ref: RefObject<E | null>; rows: readonly ShownItem[]; steady: boolean } & Readonly<LeftOut> {
  const ref = useRef<E>(null);
  const onScreen = useOnScreen(ref);
  const [shown, setShown] = useState<ReadonlySet<string> | null>(null);
  if (onScreen && shown === null) setShown(drawnIds(items));
  if (!onScreen && shown !== null) setShown(null);
  const out: LeftOut = { waiting: [], held: [] };
  const held = onScreen ? shown : null;
  const rows = steady(items, held, out);
  return { ref, rows, steady: held !== null, ...out };
}
