/**
 * The header's links as the React header runs them (shell/delayedNavigation.ts, the same code): a
 * plain click on a link of the header closes the menus, shows the progress bar at once and
 * navigates after 500 ms (spec §4); a second click meanwhile is swallowed. A guarded link
 * (`data-security`, the model's securityCheck) runs the security check first (`guard`). A modified
 * click, a new-window link and the skip link are the browser's.
 */
import { createBusyStore, type BusyStore } from '../shell/busy.ts';
import { isPlainLeftClick, navigateAfterDelay, type NavigationGate } from '../shell/delayedNavigation.ts';

/** The progress bar (`.hdr-progress`) shown while `busy` is. */
export function progressBar(root: HTMLElement): BusyStore {
  const busy = createBusyStore();
  const bar = root.querySelector<HTMLElement>('.hdr-progress');
  busy.subscribe(() => {
    if (bar) bar.hidden = !busy.isBusy();
  });
  return busy;
}

/** The header's one delayed navigation (a link's, a passed security check's): one at a time. */
export interface Navigation {
  readonly gate: NavigationGate;
  readonly go: (href: string) => void;
}

export function delayedNavigation(busy: BusyStore): Navigation {
  const gate: NavigationGate = { pending: false };
  return { gate, go: (href) => navigateAfterDelay(gate, busy, () => href, (target) => location.assign(target)) };
}

export function enhanceLinks(root: HTMLElement, navigation: Navigation, closeMenus: () => void, guard: (link: HTMLAnchorElement) => void, signal: AbortSignal): void {
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || !root.contains(link) || link.classList.contains('hdr-skip')) return;
      if (link.target === '_blank') return closeMenus();
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      if (link.dataset.security) {
        closeMenus();
        guard(link);
        return;
      }
      if (!navigation.gate.pending) closeMenus();
      navigation.go(link.href);
    },
    { signal },
  );
}
