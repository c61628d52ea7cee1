/**
 * What the top progress bar shows: work that ends in a navigation or a reload (a delayed
 * navigation, a mode switch, a security check being requested). A counter, so overlapping work
 * keeps the bar up until the last piece ends. One store per header instance (shell/), and one per enhanced header (enhance/): no framework here.
 */
export interface BusyStore {
  /** Shows the progress bar until the returned function is called (idempotent). */
  readonly begin: () => () => void;
  /** Keeps the progress bar up while `promise` runs. */
  readonly whileBusy: <T>(promise: Promise<T>) => Promise<T>;
  readonly isBusy: () => boolean;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createBusyStore(): BusyStore {
  let busy = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const begin = () => {
    busy += 1;
    emit();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      busy -= 1;
      emit();
    };
  };
  return {
    begin,
    whileBusy: (promise) => promise.finally(begin()),
    isBusy: () => busy > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
