/**
 * A value with listeners, read through useSyncExternalStore: a change renders only the components
 * whose selected part of it changed (the menu group's open menu, the language dialog's switch).
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  readonly get: () => T;
  readonly set: (next: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(value: T): Store<T> {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part of `store` that `select` reads; the component renders again only when it changes. */
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
