/**
 * What the top progress bar shows: work that ends in a navigation or a reload (a delayed
 * navigation, a mode switch, a security check being requested). A counter, so overlapping work
 * keeps the bar up until the last piece ends. Module-level: one bar per page.
 */
import { useSyncExternalStore } from 'react';

let busy = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows the progress bar until the returned function is called (idempotent). */
export function beginBusy(): () => void {
  busy += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    busy -= 1;
    emit();
  };
}

/** Keeps the progress bar up while `promise` runs. */
export function whileBusy<T>(promise: Promise<T>): Promise<T> {
  const end = beginBusy();
  return promise.finally(end);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busy > 0,
    () => false,
  );
}
