/**
 * The header's menus (`.hdr-dd`: a trigger button and its panel), as the React header's
 * useDisclosure runs them: the WAI-ARIA disclosure pattern, `aria-expanded` on the trigger and
 * `hidden` on the panel; a resting mouse opens one after 150 ms and leaving closes it after 100 ms
 * (spec §9); click, Enter and Space toggle (a click on a menu the pointer opened confirms it);
 * Escape closes and gives the focus back to the trigger when it was inside; a press outside or the
 * focus leaving closes. One menu is open at a time. A menu the stylesheet already opened (the
 * focus inside it, the pointer on it) when the script arrives is taken over open.
 */
import { NAV_CONSTANTS } from '../nav/constants.ts';

type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface Menus {
  readonly closeAll: () => void;
}

export function enhanceMenus(root: HTMLElement, signal: AbortSignal): Menus {
  const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
  let open: HTMLElement | null = null;
  let openedBy: OpenedBy | null = null;
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement | Document, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, listener as EventListener, { signal });
  const parts = (menu: HTMLElement) => [menu.querySelector<HTMLElement>(':scope > .hdr-dd-trigger'), menu.querySelector<HTMLElement>(':scope > .hdr-dd-panel')] as const;
  const later = (menu: HTMLElement, run: () => void, ms: number) => {
    clearTimeout(timers.get(menu));
    timers.set(menu, setTimeout(run, ms));
  };

  function show(menu: HTMLElement, by: OpenedBy | null): void {
    const [trigger, panel] = parts(menu);
    clearTimeout(timers.get(menu));
    if (by && open && open !== menu) show(open, null);
    if (!by && open === menu && panel?.contains(document.activeElement)) trigger?.focus();
    trigger?.setAttribute('aria-expanded', String(!!by));
    if (panel) panel.hidden = !by;
    menu.toggleAttribute('data-open', !!by);
    if (by) [open, openedBy] = [menu, by];
    else if (open === menu) [open, openedBy] = [null, null];
  }

  for (const menu of root.querySelectorAll<HTMLElement>('.hdr-dd')) {
    const [trigger, panel] = parts(menu);
    if (!trigger || !panel) continue;
    on(menu, 'pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      if (open !== menu) later(menu, () => show(menu, 'hover'), NAV_CONSTANTS.hoverOpenDelayMs);
      else clearTimeout(timers.get(menu));
    });
    on(menu, 'pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      if (open === menu) later(menu, () => show(menu, null), NAV_CONSTANTS.hoverCloseDelayMs);
      else clearTimeout(timers.get(menu));
    });
    on(trigger, 'click', (event) => {
      // detail 0: Enter or Space on the button (or assistive technology), not a pointer.
      const by: OpenedBy = event.detail === 0 ? 'keyboard' : 'click';
      if (open === menu && !(openedBy === 'hover' && by === 'click')) show(menu, null);
      else show(menu, by);
    });
    on(menu, 'focusout', (event) => {
      if (open === menu && event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) show(menu, null);
    });
    // Opened by the stylesheet before the script came (readers.md, No script): kept open.
    if (menu.matches(':focus-within')) show(menu, 'keyboard');
    else if (menu.matches(':hover')) {
      if (getComputedStyle(panel).visibility === 'visible') show(menu, 'hover');
      else later(menu, () => show(menu, 'hover'), NAV_CONSTANTS.hoverOpenDelayMs);
    }
  }
  on(document, 'keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    const menu = open;
    const focusInside = menu.contains(document.activeElement);
    show(menu, null);
    if (focusInside) parts(menu)[0]?.focus();
  });
  on(document, 'pointerdown', (event) => {
    if (open && !(event.target instanceof Node && open.contains(event.target))) show(open, null);
  });
  signal.addEventListener('abort', () => timers.forEach((timer) => clearTimeout(timer)));
  return { closeAll: () => open && show(open, null) };
}
