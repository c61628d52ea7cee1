/**
 * The model's actions where the markup names them (`data-action` on a button, `data-then` the page
 * to open after a mode switch), as the React header's useNavActions runs them, in the bar, its
 * menus and the drawers: the theme toggle (or a drawer's theme row)
 * repaints and keeps the choice in the `theme` cookie; the settings button opens the language
 * dialog (dialog.ts); Copy UID copies and says so; Log out ends the
 * session and reloads after 1 s (spec §4); a mode switch changes the account's mode and then, no
 * sooner than the navigation delay, opens its page or reloads. A call that fails shows the server's
 * message (or a general one), ends the progress bar and changes nothing; one that says the session
 * is gone reloads the page, whose server render is a guest's.
 */
import { MODE_CALLS } from '../data/modeCalls.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';
import type { BusyStore } from '../shell/busy.ts';
import { call, failureMessage, reloadIfSignedOut } from './call.ts';
import type { EnhanceConfig } from './config.ts';
import type { OpenDialog } from './dialog.ts';
import { applyTheme, themeOf } from './preferences.ts';
import type { Toast } from './toasts.ts';

export interface ActionsContext {
  root: HTMLElement;
  config: EnhanceConfig;
  busy: BusyStore;
  toast: Toast;
  closeMenus: () => void;
  openLanguageDialog: OpenDialog;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function enhanceActions({ root, config, busy, toast, closeMenus, openLanguageDialog }: ActionsContext, signal: AbortSignal): void {
  const { messages } = config;
  const failed = (button: HTMLButtonElement, done: () => void) => (error: unknown) => {
    done();
    button.disabled = false;
    toast('error', failureMessage(error, messages['header.error.generic']));
    reloadIfSignedOut(error);
  };

  const run = (button: HTMLButtonElement, action: string) => {
    if (action === 'openLanguageDialog') {
      closeMenus();
      openLanguageDialog();
      return;
    }
    if (action === 'copyUid') {
      const copied = config.uid && navigator.clipboard ? navigator.clipboard.writeText(config.uid) : Promise.reject(new Error('No clipboard'));
      copied.then(
        () => toast('success', messages['nav.account.uidCopied']),
        () => toast('error', messages['header.uid.copyFailed']),
      );
      return;
    }
    const mode = (MODE_CALLS as Partial<Record<string, (typeof MODE_CALLS)[keyof typeof MODE_CALLS]>>)[action];
    if (action !== 'logout' && !mode) return;
    button.disabled = true;
    closeMenus();
    const done = busy.begin();
    if (action === 'logout') {
      call(config, 'logout').then(() => setTimeout(() => location.reload(), NAV_CONSTANTS.logoutReloadDelayMs), failed(button, done));
      return;
    }
    const then = button.dataset.then;
    Promise.all([call(config, mode![0], mode![1]), wait(NAV_CONSTANTS.navigationDelayMs)]).then(() => (then ? location.assign(then) : location.reload()), failed(button, done));
  };

  root.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button') : null;
      if (!button || !root.contains(button) || button.disabled) return;
      const action = button.dataset.action;
      // The bar's toggle (a form's submit button) or a drawer's theme row.
      if (button.classList.contains('hdr-theme-toggle') || action === 'toggleTheme') {
        event.preventDefault();
        applyTheme(root, config, themeOf(root) === 'black' ? 'white' : 'black');
        return;
      }
      if (!action) return;
      event.preventDefault();
      run(button, action);
    },
    { signal },
  );
}
