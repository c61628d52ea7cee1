/**
 * A mobile drawer's markup, with no state of its own: the React header's drawers (Drawer.tsx, with
 * NavDrawer's and UserDrawer's contents) render it with their handlers, and the server renders it
 * with none for the framework-free enhancer (server/drawers.tsx, enhance/drawers.ts), which runs
 * the same markup: the dialog's `data-drawer` (the bar button that opens it names the same), the close button's `data-close`, the sections' `aria-expanded` and `hidden`,
 * the entries' `data-action`. A native modal <dialog> at the inline end (mobile.css).
 */
import type { ReactNode, Ref, SyntheticEvent } from 'react';
import type { MessageKey } from '../i18n/index.ts';
import { useT } from '../i18n/useT.ts';
import { ToastOutlet } from '../notify/index.ts';

export type DrawerId = 'nav' | 'user';

/** The drawer's title: the menu, or a person's account (a guest's: the settings). */
export const drawerTitleKey = (id: DrawerId, signedIn: boolean): MessageKey => (id === 'nav' ? 'mobile.menu' : signedIn ? 'nav.menu.account' : 'nav.menu.settings');

export interface DrawerViewProps {
  /** `nav` or `user`: the dialog's test id and heading id derive from it. */
  id: DrawerId;
  title: string;
  dialogRef?: Ref<HTMLDialogElement>;
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose?: () => void;
  children: ReactNode;
}

export function DrawerView({ id, title, dialogRef, onCancel, onClose, children }: DrawerViewProps) {
  const t = useT();
  return (
    <dialog ref={dialogRef} className={`hdr-drawer hdr-drawer-${id}`} aria-labelledby={`hdr-drawer-${id}-title`} data-testid={`${id}-drawer`} data-drawer={id} onCancel={onCancel}>
      <div className="hdr-drawer-head">
        <h2 id={`hdr-drawer-${id}-title`}>{title}</h2>
        <button type="button" className="hdr-icon-button" aria-label={t('header.language.close')} data-testid="drawer-close" data-close="" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="hdr-drawer-body">{children}</div>
      <ToastOutlet />
    </dialog>
  );
}
