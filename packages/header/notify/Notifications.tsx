/**
 * The header's one notification system (spec §9: toasts show 4.5 s, 20 px from the top: below the
 * bar, notify.css). Success
 * messages go to a polite status region, errors to an alert region, both present from the first
 * render so screen readers announce what is added. A toast pauses while hovered or focused; an
 * error toast has a dismiss button because it may need to be read twice.
 *
 * While a modal dialog is open, everything outside it is inert (unseen by screen readers) and below
 * it (the top layer). So each dialog holds a <ToastOutlet />, whose regions exist from the moment
 * it opens, and the toasts show in the outlet of the dialog opened last, else in the page's own.
 */
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** What an outlet needs: the toasts, where they show, and how to take them over. */
interface Regions {
  readonly toasts: readonly Toast[];
  /** The outlet showing the toasts (the one registered last), or undefined: the page's region. */
  readonly shownIn: string | undefined;
  /** Makes an outlet the one that shows the toasts until the returned function runs. */
  readonly register: (outlet: string) => () => void;
  readonly durationMs: number;
  readonly offset: number;
  readonly onDismiss: (id: number) => void;
}

const RegionsContext = createContext<Regions | null>(null);
const NONE: readonly Toast[] = [];

const noop = () => {};
const EMPTY_REGIONS: Regions = {
  toasts: NONE,
  shownIn: undefined,
  register: () => noop,
  durationMs: NAV_CONSTANTS.toastDurationMs,
  offset: NAV_CONSTANTS.toastOffset,
  onDismiss: noop,
};

/**
 * The toast outlets inside it rendered empty, with no page region: a server's render of a dialog
 * for the framework-free enhancer, which shows its toasts in them while the dialog is open
 * (enhance/toasts.ts).
 */
export function EmptyToastOutlets({ children }: { children: ReactNode }) {
  return <RegionsContext.Provider value={EMPTY_REGIONS}>{children}</RegionsContext.Provider>;
}

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
  /** Distance below the bar (its bottom edge: 64 px on desktop, 48 px on a phone), px. @default NAV_CONSTANTS.toastOffset */
  offset?: number;
}

export function NotificationsProvider({ children, durationMs = NAV_CONSTANTS.toastDurationMs, offset = NAV_CONSTANTS.toastOffset }: NotificationsProviderProps) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [outlets, setOutlets] = useState<readonly string[]>([]);
  const nextId = useRef(0);
  const onDismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const notify = useMemo<Notify>(() => {
    // The same message again (six clicks on Copy UID) is one toast whose time starts again.
    const add = (kind: ToastKind) => (message: string) =>
      setToasts((list) => [...list.filter((toast) => toast.kind !== kind || toast.message !== message), { id: ++nextId.current, kind, message }]);
    return { success: add('success'), error: add('error') };
  }, []);
  const register = useCallback((outlet: string) => {
    setOutlets((list) => [...list, outlet]);
    return () => setOutlets((list) => list.filter((other) => other !== outlet));
  }, []);
  const shownIn = outlets.at(-1);
  const regions = useMemo<Regions>(() => ({ toasts, shownIn, register, durationMs, offset, onDismiss }), [toasts, shownIn, register, durationMs, offset, onDismiss]);

  return (
    <NotifyContext.Provider value={notify}>
      <RegionsContext.Provider value={regions}>
        {children}
        <ToastRegion regions={regions} toasts={shownIn ? NONE : toasts} landmark />
      </RegionsContext.Provider>
    </NotifyContext.Provider>
  );
}

/**
 * Where toasts show while the dialog around it is open: put one in every modal <dialog>. Inside
 * the dialog they are above its content and not inert. A toast moving in or out starts its time
 * again in its new place.
 */
export function ToastOutlet() {
  const regions = useContext(RegionsContext);
  const outlet = useId();
  const register = regions?.register;
  // Before paint: a toast already showing moves into the dialog in the frame the dialog opens.
  useLayoutEffect(() => register?.(outlet), [register, outlet]);
  return regions ? <ToastRegion regions={regions} toasts={regions.shownIn === outlet ? regions.toasts : NONE} /> : null;
}

function ToastRegion({ regions, toasts, landmark }: { regions: Regions; toasts: readonly Toast[]; landmark?: boolean }) {
  const t = useT();
  const { durationMs, offset, onDismiss } = regions;
  const of = (kind: ToastKind) =>
    toasts.filter((toast) => toast.kind === kind).map((toast) => <ToastItem key={toast.id} toast={toast} durationMs={durationMs} onDismiss={onDismiss} />);
  // The page's regions are one landmark; a dialog's are part of the dialog.
  return (
    <section className="hdr-toasts" style={{ insetBlockStart: `calc(var(--hdr-toast-clearance) + ${offset}px)` }} aria-label={landmark ? t('header.toast.region') : undefined}>
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
