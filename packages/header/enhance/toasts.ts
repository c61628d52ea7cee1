/**
 * Toasts in the server's toast regions (the polite status list and the alert list the header
 * renders empty, the page's or an open drawer's), with the React header's markup and rules (notify/Notifications.tsx): 4.5 s each
 * (spec §9), paused while hovered or focused, the same message again is one toast whose time
 * starts again, an error has a dismiss button.
 */
import { NAV_CONSTANTS } from '../nav/constants.ts';
import { startPausableTimer } from '../notify/timer.ts';

export type ToastKind = 'success' | 'error';
export type Toast = (kind: ToastKind, message: string) => void;

export function toaster(root: HTMLElement, dismissLabel: string): Toast {
  return (kind, message) => {
    // An open drawer's own lists (on top of its backdrop), else the page's.
    const [status, alert] = (root.querySelector('dialog[open]:has(.hdr-toasts)') ?? root).querySelectorAll<HTMLElement>('.hdr-toasts > .hdr-toast-list');
    const list = kind === 'success' ? status : alert;
    if (!list) return;
    for (const shown of list.querySelectorAll<HTMLElement>('.hdr-toast')) if (shown.querySelector('.hdr-toast-message')?.textContent === message) shown.remove();
    const toast = document.createElement('div');
    toast.className = 'hdr-toast';
    toast.dataset.kind = kind;
    toast.dataset.testid = 'toast';
    const icon = document.createElement('span');
    icon.className = 'hdr-toast-icon';
    icon.ariaHidden = 'true';
    icon.textContent = kind === 'success' ? '✓' : '!';
    const text = document.createElement('span');
    text.className = 'hdr-toast-message';
    text.textContent = message;
    toast.append(icon, text);
    const timer = startPausableTimer(NAV_CONSTANTS.toastDurationMs, () => toast.remove());
    if (kind === 'error') {
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.className = 'hdr-toast-dismiss';
      dismiss.ariaLabel = dismissLabel;
      dismiss.innerHTML = '<span aria-hidden="true">×</span>';
      dismiss.onclick = () => {
        timer.cancel();
        toast.remove();
      };
      toast.append(dismiss);
    }
    toast.onpointerenter = () => timer.pause('hover');
    toast.onpointerleave = () => timer.resume('hover');
    toast.addEventListener('focusin', () => timer.pause('focus'));
    toast.addEventListener('focusout', () => timer.resume('focus'));
    list.append(toast);
  };
}
