/**
 * The header's links as the React header runs them (shell/delayedNavigation.ts, the same code): a
 * plain click on a link of the header closes the menus, shows the progress bar at once and
 * navigates after 500 ms (spec §4); a second click meanwhile is swallowed. A modified click, a
 * new-window link and the skip link are the browser's.
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

export function enhanceLinks(root: HTMLElement, busy: BusyStore, closeMenus: () => void, signal: AbortSignal): void {
  const gate: NavigationGate = { pending: false };
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || !root.contains(link) || link.classList.contains('hdr-skip')) return;
      if (link.target === '_blank') return closeMenus();
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      if (!gate.pending) closeMenus();
      navigateAfterDelay(gate, busy, () => link.href, (href) => location.assign(href));
    },
    { signal },
  );
}
