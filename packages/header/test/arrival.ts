/**
 * How long a component test waits for what is still arriving (a part's chunk loading, a fake API's
 * answer, a re-render): testing-library's `findBy…` and `waitFor` (dom-setup.ts) and `vi.waitFor`.
 * Their default, 1 s, fails a correct test on a busy machine (npm test runs the end-to-end suite
 * beside Vitest); a wait ends as soon as its condition holds, so a long limit costs a passing test
 * nothing.
 */
export const ARRIVAL_TIMEOUT_MS = 10_000;
export const ARRIVAL = { timeout: ARRIVAL_TIMEOUT_MS } as const;
