/**
 * The header's modal dialogs (the language dialog, the security dialog, the phone's drawers): a
 * native <dialog> shown modal from its first render, so the browser gives the inert page, Escape
 * and the focus return; this adds what it does not: Tab wraps inside (focusTrap.ts), Escape calls
 * `onDismiss` (the owner closes and unmounts it), and for a drawer a press on the backdrop does too.
 * `framed` gives the centred dialog's frame (parts.css): its box, its heading, `DialogHead` and
 * `DialogActions`; a drawer brings its own look (mobile.css).
 */
import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { trapTab } from './focusTrap.ts';

export interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'onCancel' | 'open'> {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Escape (and, with `dismissOnBackdrop`, a press on the backdrop): the owner closes the dialog. */
  onDismiss: () => void;
  dismissOnBackdrop?: boolean;
  /** The centred dialog's frame (`hdr-dialog`). */
  framed?: boolean;
}

export function ModalDialog({ dialogRef, onDismiss, dismissOnBackdrop = false, framed = false, className, children, ...rest }: ModalDialogProps) {
  // The backdrop's listener calls the latest `onDismiss` without being added again.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    const element = dialogRef.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // A press on the ::backdrop targets the <dialog> itself; its content fills the dialog box.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) dismiss.current();
    };
    if (dismissOnBackdrop) element.addEventListener('click', onBackdrop);
    element.addEventListener('keydown', trapTab);
    return () => {
      element.removeEventListener('click', onBackdrop);
      element.removeEventListener('keydown', trapTab);
    };
  }, [dialogRef, dismissOnBackdrop]);
  return (
    <dialog
      ref={dialogRef}
      className={framed ? `hdr-dialog ${className ?? ''}`.trim() : className}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      {...rest}
    >
      {children}
    </dialog>
  );
}

/** A framed dialog's head: its title and its close button. */
export function DialogHead({ children }: { children: ReactNode }) {
  return <div className="hdr-dialog-head">{children}</div>;
}

/** A framed dialog's buttons, at its inline end. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="hdr-dialog-actions">{children}</div>;
}
