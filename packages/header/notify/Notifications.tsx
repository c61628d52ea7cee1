/**
 * The header's one notification system (spec §9: toasts show 4.5 s, 20 px from the top). Success
 * messages go to a polite status region, errors to an alert region, both present from the first
 * render so screen readers announce what is added. A toast pauses while hovered or focused; an
 * error toast has a dismiss button because it may need to be read twice.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { startPausableTimer } from './timer.ts';

export type ToastKind = 'success' | 'error';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
}

interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

const NotifyContext = createContext<Notify | null>(null);

/** The notifier of the surrounding provider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() needs a <NotificationsProvider> above it');
  return notify;
}

export interface NotificationsProviderProps {
  children: ReactNode;
  /** @default NAV_CONSTANTS.toastDurationMs */
  durationMs?: number;
  /** Distance from the top of the viewport, px. @default NAV_CONSTANTS.toastOffset */
  offset?: number;
}

export function NotificationsProvider({ children, durationMs = NAV_CONSTANTS.toastDurationMs, offset = NAV_CONSTANTS.toastOffset }: NotificationsProviderProps) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const notify = useMemo<Notify>(() => {
    const add = (kind: ToastKind) => (message: string) => setToasts((list) => [...list, { id: ++nextId.current, kind, message }]);
    return { success: add('success'), error: add('error') };
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <ToastRegion toasts={toasts} durationMs={durationMs} offset={offset} onDismiss={dismiss} />
    </NotifyContext.Provider>
  );
}

function ToastRegion({ toasts, durationMs, offset, onDismiss }: { toasts: readonly Toast[]; durationMs: number; offset: number; onDismiss: (id: number) => void }) {
  const t = useT();
  const of = (kind: ToastKind) =>
    toasts.filter((toast) => toast.kind === kind).map((toast) => <ToastItem key={toast.id} toast={toast} durationMs={durationMs} onDismiss={onDismiss} />);
  return (
    <section className="hdr-toasts" style={{ insetBlockStart: offset }} aria-label={t('header.toast.region')}>
      <div role="status" className="hdr-toast-list">
        {of('success')}
      </div>
      <div role="alert" className="hdr-toast-list">
        {of('error')}
      </div>
    </section>
  );
}

function ToastItem({ toast, durationMs, onDismiss }: { toast: Toast; durationMs: number; onDismiss: (id: number) => void }) {
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = startPausableTimer(durationMs, () => onDismiss(toast.id));
    const node = element.current;
    // Native listeners: the toast is not a control, it only holds its time while attended to.
    const listeners = [
      ['pointerenter', () => timer.pause('hover')],
      ['pointerleave', () => timer.resume('hover')],
      ['focusin', () => timer.pause('focus')],
      ['focusout', () => timer.resume('focus')],
    ] as const;
    for (const [type, listener] of listeners) node?.addEventListener(type, listener);
    return () => {
      timer.cancel();
      for (const [type, listener] of listeners) node?.removeEventListener(type, listener);
    };
  }, [durationMs, onDismiss, toast.id]);

  return (
    <div ref={element} className="hdr-toast" data-kind={toast.kind} data-testid="toast">
      <span className="hdr-toast-icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : '!'}
      </span>
      <span className="hdr-toast-message">{toast.message}</span>
      {toast.kind === 'error' ? (
        <button type="button" className="hdr-toast-dismiss" aria-label={t('header.toast.dismiss')} onClick={() => onDismiss(toast.id)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
