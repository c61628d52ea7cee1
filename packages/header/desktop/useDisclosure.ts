/**
 * Hover-intent disclosure (WAI-ARIA disclosure pattern: a button with aria-expanded controlling a
 * panel of links, not role="menu"). Spec §9: opens after 150 ms of hover, closes 100 ms after the
 * pointer leaves. The panel is a child of the hover container, so the pointer crossing the gap
 * between trigger and panel never leaves it. Click, tap, Enter and Space (native button) toggle;
 * Escape closes and returns focus to the trigger; a click outside or focus moving out closes.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { useDisclosureActions, useOpenedBy, type OpenedBy } from './DisclosureGroup.tsx';

export interface DisclosureTiming {
  /** @default NAV_CONSTANTS.hoverOpenDelayMs */
  openDelayMs?: number;
  /** @default NAV_CONSTANTS.hoverCloseDelayMs */
  closeDelayMs?: number;
}

export function useDisclosure(id: string, panelId: string, timing: DisclosureTiming = {}) {
  const { openDelayMs = NAV_CONSTANTS.hoverOpenDelayMs, closeDelayMs = NAV_CONSTANTS.hoverCloseDelayMs } = timing;
  const { open: openMenu, close: closeMenu } = useDisclosureActions();
  const openedBy = useOpenedBy(id);
  const open = openedBy !== null;
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);

  // Hydration takes over a menu the stylesheet opened before the script arrived (docs/readers.md
  // "Readers: no script"): the focus inside it or the pointer resting on it keeps it open, without a blink.
  // Once, for the server's markup only: a client-only render has no menu open by CSS.
  const enhanced = useEnhanced();
  const serverRendered = useRef(!enhanced);
  useEffect(() => {
    const container = containerRef.current;
    if (!serverRendered.current || !container) return;
    serverRendered.current = false;
    if (container.matches(':focus-within')) openMenu(id, 'keyboard');
    else if (container.matches(':hover')) {
      // The stylesheet waits 150 ms before it shows a hovered panel (desktop.css): one it has not
      // shown yet is still in its intent delay, which the script's timer now finishes.
      const panel = panelRef.current;
      if (panel && getComputedStyle(panel).visibility !== 'visible') timer.current = setTimeout(() => openMenu(id, 'hover'), openDelayMs);
      else openMenu(id, 'hover');
    }
  }, [id, openMenu, openDelayMs]);

  // While open: Escape (wherever the focus is: a menu opened by hover has none of it), focus
  // leaving the menu, and a press outside it close it. Listening from the commit itself (a layout
  // effect), so an Escape pressed in the frame after the menu opened is not lost.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = document.activeElement instanceof Node && container.contains(document.activeElement);
      closeMenu(id);
      if (focusInside) triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // A null target is the window losing focus (another app), which leaves the menu alone.
      if (event.relatedTarget instanceof Node && !container.contains(event.relatedTarget)) closeMenu(id);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) closeMenu(id);
    };
    document.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, id, closeMenu]);

  // A panel that closes with the focus inside it (a link was activated) hands the focus back to
  // its trigger instead of dropping it on <body>. Before paint, while the focus is still there.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (active && panelRef.current?.contains(active)) triggerRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (!open) timer.current = setTimeout(() => openMenu(id, 'hover'), openDelayMs);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (open) timer.current = setTimeout(() => closeMenu(id), closeDelayMs);
  };
  const onClick = (event: MouseEvent) => {
    clearTimer();
    // detail 0: Enter or Space on the button (or assistive technology), not a pointer.
    const by: OpenedBy = event.detail === 0 ? 'keyboard' : 'click';
    // The pointer rested long enough to open it, then clicked: the click confirms, not toggles.
    if (open && openedBy === 'hover' && by === 'click') openMenu(id, 'click');
    else if (open) closeMenu(id);
    else openMenu(id, by);
  };

  return {
    open,
    close: () => closeMenu(id),
    containerProps: { ref: containerRef, onPointerEnter, onPointerLeave },
    triggerProps: { ref: triggerRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick } as const,
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  };
}
