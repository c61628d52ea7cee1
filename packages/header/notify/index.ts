/** Toasts: one provider, `useNotify()` for success and error messages. */
export { EmptyToastOutlets, NotificationsProvider, ToastOutlet, useNotify, type Notify, type NotificationsProviderProps, type ToastKind } from './Notifications.tsx';
export { errorMessage, SessionEndedContext, useSessionCheck } from './errors.ts';
export { startPausableTimer, type PausableTimer, type PauseReason } from './timer.ts';
export { OnDemand, onDemandPart } from './OnDemand.tsx';
export type { OnDemandPart } from './OnDemand.tsx';
