/**
 * The model's action ids mapped to what they do. Mode switches and logout change state on the
 * server, so the page reloads afterwards (or opens the action's `then` page) and the server render
 * paints the new state; when their call fails, nothing reloads and the trader is told.
 */
import { useCallback, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { NAV_CONSTANTS, type NavAction, type ShownAction } from '../nav/index.ts';
import { logOut, switchMode } from '../data/calls.ts';
import { errorMessage, useNotify, useSessionCheck } from '../notify/index.ts';
import { usePersonalValueLater } from '../parts/Personal.tsx';
import { useHeaderEnvironment } from '../shell/environment.ts';

export interface NavActionHooks {
  toggleTheme: () => void;
  openLanguageDialog: () => void;
  closeMenus: () => void;
  /** Drops the header's own signed-in state (logout). */
  clearState: () => void;
}

export function useNavActions({ toggleTheme, openLanguageDialog, closeMenus, clearState }: NavActionHooks) {
  // The signed-in user's UID (copyUid), read when the action runs.
  const userIdNow = usePersonalValueLater('userId');
  const notify = useNotify();
  const checkSession = useSessionCheck();
  const t = useT();
  const { api, busy, reload } = useHeaderEnvironment();
  const [running, setRunning] = useState<NavAction | null>(null);
  /** A state-changing call that failed: the action is over (its progress `done`), the trader is told. */
  const failed = useCallback(
    (done?: () => void) => (error: unknown) => {
      done?.();
      setRunning(null);
      notify.error(errorMessage(error, t('header.error.generic')));
      checkSession(error);
    },
    [notify, t, checkSession],
  );

  const run = useCallback(
    (action: NavAction, then?: ShownAction['then']) => {
      switch (action) {
        case 'toggleTheme':
          toggleTheme();
          return;
        case 'openLanguageDialog':
          closeMenus();
          openLanguageDialog();
          return;
        case 'copyUid': {
          const userId = userIdNow();
          const copied = userId && navigator.clipboard ? navigator.clipboard.writeText(userId) : Promise.reject(new Error('No clipboard'));
          copied.then(
            () => notify.success(t('nav.account.uidCopied')),
            () => notify.error(t('header.uid.copyFailed')),
          );
          return;
        }
        case 'logout': {
          // Spec §4 and DESIGN.md: the call's answer expires the HttpOnly refresh-token cookie;
          // then the header drops its state and the page reloads after 1 s, the progress bar up
          // until it does. A call that fails or times out ended nothing the page can see: the
          // trader is told, as a failed mode switch tells it, and stays signed in (docs/faults.md).
          setRunning('logout');
          closeMenus();
          const done = busy.begin();
          logOut(api).then(() => {
            clearState();
            setTimeout(() => reload(), NAV_CONSTANTS.logoutReloadDelayMs);
          }, failed(done));
          return;
        }
        default: {
          // A mode switch ends in a navigation, so, like a menu or back click (spec §4), it leaves
          // the page no sooner than the navigation delay after the click; a failure shows at once.
          setRunning(action);
          closeMenus();
          const delay = new Promise((resolve) => setTimeout(resolve, NAV_CONSTANTS.navigationDelayMs));
          busy.whileBusy(Promise.all([switchMode(api, action), delay])).then(
            () => reload(then?.href),
            failed(),
          );
        }
      }
    },
    [userIdNow, toggleTheme, openLanguageDialog, closeMenus, clearState, failed, notify, t, api, busy, reload],
  );
  return [run, running] as const;
}
