/**
 * A countdown that pauses and resumes: a toast keeps the time it had left while the pointer or
 * the focus is on it. Pause reasons are counted separately, so leaving with the pointer while the
 * focus stays does not restart the clock. Reads Date.now and setTimeout at call time, so fake
 * clocks (Vitest's, Playwright's page.clock) drive it.
 */
export type PauseReason = 'hover' | 'focus';

export interface PausableTimer {
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  cancel(): void;
}

export function startPausableTimer(durationMs: number, onDone: () => void): PausableTimer {
  let remaining = durationMs;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  const reasons = new Set<PauseReason>();

  const run = () => {
    startedAt = Date.now();
    handle = setTimeout(() => {
      handle = undefined;
      remaining = 0;
      onDone();
    }, remaining);
  };
  const stop = () => {
    if (handle === undefined) return;
    clearTimeout(handle);
    handle = undefined;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };

  run();
  return {
    pause(reason) {
      reasons.add(reason);
      stop();
    },
    resume(reason) {
      reasons.delete(reason);
      if (reasons.size === 0 && handle === undefined && remaining > 0) run();
    },
    cancel() {
      stop();
      remaining = 0;
    },
  };
}
