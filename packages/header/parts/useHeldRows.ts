/**
 * An entry waiting for an optional lookup (the trader-pro switch) keeps its row blank until the
 * answer comes. Most answers are "none", and dropping the row then would shrink an open menu or
 * drawer under the pointer. So a pending row that the model drops while its list is on screen
 * stays as a blank row until the list leaves the screen (its menu or drawer closes); the next
 * time it opens, the row is gone.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ShownItem } from '../nav/index.ts';

/** A dropped pending entry, still holding its row. */
export interface VacantRow {
  readonly kind: 'vacant';
  readonly id: string;
}

export type HeldRow = ShownItem | VacantRow;

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

const NONE: ReadonlyMap<string, string | null> = new Map();

const isPending = (item: ShownItem): boolean => item.kind !== 'divider' && item.state === 'pending';

/** Each pending entry of `before` that `after` no longer has, with the id of the entry it stood before (null: last). */
function vacatedBetween(before: readonly ShownItem[], after: readonly ShownItem[]): Map<string, string | null> {
  const kept = new Set(after.map((item) => item.id));
  const vacated = new Map<string, string | null>();
  before.forEach((item, index) => {
    if (isPending(item) && !kept.has(item.id)) vacated.set(item.id, before[index + 1]?.id ?? null);
  });
  return vacated;
}

function withVacantRows(items: readonly ShownItem[], vacant: ReadonlyMap<string, string | null>): readonly HeldRow[] {
  if (vacant.size === 0) return items;
  const rows: HeldRow[] = [...items];
  for (const [id, before] of vacant) {
    const at = rows.findIndex((row) => row.id === before);
    rows.splice(at === -1 ? rows.length : at, 0, { kind: 'vacant', id });
  }
  return rows;
}

/** The rows to render for `items`: vacant rows hold the place of pending entries dropped while on screen. */
export function useHeldRows<E extends Element>(items: readonly ShownItem[]): { ref: RefObject<E | null>; rows: readonly HeldRow[] } {
  const ref = useRef<E>(null);
  const onScreen = useOnScreen(ref);
  const [previous, setPrevious] = useState(items);
  const [vacant, setVacant] = useState<ReadonlyMap<string, string | null>>(NONE);
  if (items !== previous) {
    setPrevious(items);
    const vacated = onScreen ? vacatedBetween(previous, items) : NONE;
    if (vacated.size > 0) setVacant(new Map([...vacant, ...vacated]));
  }
  if (!onScreen && vacant.size > 0) setVacant(NONE);
  return { ref, rows: withVacantRows(items, onScreen ? vacant : NONE) };
}
