/**
 * A mobile drawer: a native modal <dialog> at the inline end of the screen (330 px, the full width
 * on narrower screens), its markup DrawerView's. showModal() gives the focus trap, the inert page and Escape for free; this
 * adds what the browser does not: a press on the backdrop closes, Tab wraps inside, and a link or
 * the language entry closes the drawer (spec: drawers close on navigation). The page behind does
 * not scroll while one is open: mobile.css, no script.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { HeaderContext, useHeaderHandlers, type HeaderHandlers } from '../parts/HeaderContext.tsx';
import { trapTab } from '../parts/focusTrap.ts';
import { DrawerView, type DrawerId } from './DrawerView.tsx';

export interface DrawerProps {
  /** `nav` or `user`: the dialog's test id and heading id derive from it. */
  id: DrawerId;
  title: string;
  /** The drawer has closed (Escape, backdrop, close button, navigation); the opener unmounts it. */
  onClose: () => void;
  children: ReactNode;
}

export function Drawer({ id, title, onClose, children }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const parent = useHeaderHandlers();

  // Closing the dialog before unmounting lets the browser return focus to the opener at once.
  const close = useMemo(
    () => () => {
      dialog.current?.close();
      onClose();
    },
    [onClose],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // A press on the ::backdrop targets the <dialog> itself; its content fills the dialog box.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) close();
    };
    element.addEventListener('click', onBackdrop);
    element.addEventListener('keydown', trapTab);
    return () => {
      element.removeEventListener('click', onBackdrop);
      element.removeEventListener('keydown', trapTab);
    };
  }, [close]);

  // Entries inside the drawer use the header's handlers, then close the drawer: a link starts the
  // delayed navigation (or the security check), the language entry opens its own modal.
  const handlers = useMemo<HeaderHandlers>(
    () => ({
      ...parent,
      onLinkClick: (event, item) => {
        parent.onLinkClick(event, item);
        close();
      },
      runAction: (action, then) => {
        if (action === 'openLanguageDialog') close();
        parent.runAction(action, then);
      },
    }),
    [parent, close],
  );

  return (
    <DrawerView
      id={id}
      title={title}
      dialogRef={dialog}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
    >
      <HeaderContext.Provider value={handlers}>{children}</HeaderContext.Provider>
    </DrawerView>
  );
}
