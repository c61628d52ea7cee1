/**
 * Tab and Shift+Tab inside a modal dialog of the header (the drawers, the language dialog, the
 * security dialog), as the WAI-ARIA APG modal dialog pattern asks: from the last control to the
 * first and back, never out to the browser's own controls (a native modal <dialog> lets Tab leave
 * after its last element) and never onto the dialog or a scrolling box inside it (Chromium makes a
 * scroller a Tab stop). Attach as the dialog's `keydown` listener.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's controls a Tab can reach, in document order: shown ones, and the focused one. */
function tabStops(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element === document.activeElement || (element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'),
  );
}

export function trapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = event.currentTarget;
  if (!(dialog instanceof Element)) return;
  const stops = tabStops(dialog);
  if (stops.length === 0) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? (event.shiftKey ? stops.length - 1 : 0) : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
  event.preventDefault();
  stops[next]!.focus();
}
