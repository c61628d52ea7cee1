/**
 * The model's action ids mapped to what they do. Mode switches and logout change state on the
 * server, so the page reloads afterwards (or opens the action's `then` page) and the server render
 * paints the new state.
 */
import { useCallback, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { NAV_CONSTANTS, type NavAction, type ShownAction } from '../nav/index.ts';
import { logOut, switchMode } from '../data/calls.ts';
import { errorMessage, useNotify } from '../notify/index.ts';
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
  const t = useT();
  const { api, busy, reload } = useHeaderEnvironment();
  const [running, setRunning] = useState<NavAction | null>(null);

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
          // then the header drops its state and the page reloads after 1 s, also on failure.
          setRunning('logout');
          closeMenus();
          busy.begin();
          void logOut(api)
            .catch(() => undefined)
            .then(() => {
              clearState();
              setTimeout(() => reload(), NAV_CONSTANTS.logoutReloadDelayMs);
            });
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
            (error: unknown) => {
              setRunning(null);
              notify.error(errorMessage(error, t('header.error.generic')));
            },
          );
        }
      }
    },
    [userIdNow, toggleTheme, openLanguageDialog, closeMenus, clearState, notify, t, api, busy, reload],
  );
  return [run, running] as const;
}
