/**
 * Delayed navigation (spec §4: menu, logo and back clicks navigate after 500 ms). One controller
 * per header instance (React's useDelayedNavigation.ts, the enhancer's enhance/navigate.ts): a plain left click is taken over (the browser's own navigation is prevented), the
 * caller gives immediate feedback (menus close, the progress bar shows), and the router navigates
 * after the delay. A second click while one is pending is swallowed, so a double click navigates
 * once. Modified clicks (ctrl, cmd, shift, alt, middle button) and new-window links are left to
 * the browser. The progress bar shows from the click until the navigation has gone, or, when the
 * host's `navigate` returns a promise (its router's), until that settles. The target may be a lookup (the Coin-M delivery symbol): navigation then waits for
 * both the delay and the answer, and a failed or empty lookup leaves the user where they are.
 */
import { NAV_CONSTANTS } from '../nav/constants.ts';
import type { BusyStore } from './busy.ts';

/** Whether a delayed navigation is under way (one per header: a second click while it is, is swallowed). */
export interface NavigationGate {
  pending: boolean;
}

export type NavigationTarget = string | undefined | Promise<string | undefined>;

/**
 * Navigates to `target` after `delayMs`, unless a navigation is already pending (then returns
 * false). `target` is called only when the navigation starts, so a swallowed click costs no lookup.
 */
export function navigateAfterDelay(
  gate: NavigationGate,
  busy: BusyStore,
  target: () => NavigationTarget,
  go: (href: string) => void | Promise<unknown>,
  delayMs: number = NAV_CONSTANTS.navigationDelayMs,
): boolean {
  if (gate.pending) return false;
  gate.pending = true;
  const endBusy = busy.begin();
  const delay = new Promise<void>((resolve) => setTimeout(resolve, delayMs));
  const href = Promise.resolve()
    .then(target)
    .catch(() => undefined);
  // The bar stays up while the router loads the page (a promise `go` returns), failed or not.
  void Promise.all([href, delay])
    .then(([resolved]) => {
      gate.pending = false;
      return resolved && go(resolved);
    })
    .catch(() => undefined)
    .then(endBusy);
  return true;
}

/** A click the page should handle itself: primary button, no modifier, not already handled. */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
