/**
 * The phone's drawers on the server's markup (server/drawers.tsx: the React drawers' views), as the
 * React header's Drawer runs them; loaded on the first tap (drawerButtons.ts), not in the
 * enhancer's first load. A drawer is a native modal <dialog> (the page inert, the focus inside,
 * Escape closes), put beside the bar's buttons inside the header's root while it is open, so the
 * root's delegated handlers run its entries: links (the delayed navigation, navigate.ts), actions
 * (actions.ts: theme, Copy UID, mode switches, log out, the language dialog). This adds what the
 * browser does not: Tab wraps inside (trapTab), a press on the backdrop, the close button, a link
 * or the language entry closes it, the focus goes back to the button that opened it, sections
 * expand and collapse (`aria-expanded` on the trigger, `hidden` on the panel); the download
 * section draws its QR code (qr.ts) and the theme and unit shown are the header's (drawerButtons.ts).
 */
/** Opens the drawer a bar button names. */
export type OpenDrawer = (button: HTMLButtonElement) => void;

/**
 * The drawers of `html`, run: what opens one (null when it holds none). The enhancer's first load
 * hands over what it already holds, so nothing of it loads twice: `trap` (parts/focusTrap.ts) and
 * `prepare`, which shows the header's theme and unit in a drawer about to open.
 */
export function runDrawers(html: DocumentFragment, signal: AbortSignal, trap: (event: KeyboardEvent) => void, prepare: (dialog: HTMLDialogElement) => void): OpenDrawer | null {
  const drawers = new Map<string | undefined, HTMLDialogElement>();
  let opener: HTMLButtonElement | undefined;
  for (const dialog of html.querySelectorAll<HTMLDialogElement>('dialog[data-drawer]')) {
    drawers.set(dialog.dataset.drawer, dialog);
    dialog.addEventListener('keydown', trap, { signal });
    // Out of the page once closed, as the React drawer unmounts (the two share section ids); the
    // focus back on the button that opened it.
    dialog.addEventListener(
      'close',
      () => {
        dialog.remove();
        opener?.focus();
      },
      { signal },
    );
    dialog.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const trigger = target.closest<HTMLElement>('.hdr-section-trigger');
        if (trigger) {
          const open = trigger.ariaExpanded !== 'true';
          trigger.ariaExpanded = String(open);
          trigger.parentElement!.toggleAttribute('data-open', open);
          (trigger.nextElementSibling as HTMLElement).hidden = !open;
          // A press on the ::backdrop targets the <dialog> itself (its content fills the dialog box);
          // a link's navigation and the language dialog go on from the root's handlers.
        } else if (target === dialog || target.closest('[data-close], a[href], [data-action="openLanguageDialog"]')) dialog.close();
      },
      { signal },
    );
  }
  signal.addEventListener('abort', () => drawers.forEach((dialog) => dialog.remove()));
  return drawers.size
    ? (button) => {
        const dialog = drawers.get(button.dataset.drawer);
        if (!dialog || dialog.open) return;
        opener = button;
        prepare(dialog);
        // Where the React drawer renders: after the bar's buttons, inside the header's root.
        button.parentElement!.append(dialog);
        dialog.showModal();
      }
    : null;
}
