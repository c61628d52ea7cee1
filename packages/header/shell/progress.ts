/** The progress bar's state for a React part: whether the header's busy store (busy.ts) is busy. */
import { useSyncExternalStore } from 'react';
import type { BusyStore } from './busy.ts';

export { createBusyStore, type BusyStore } from './busy.ts';

export function useBusy(store: BusyStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isBusy, () => false);
}
