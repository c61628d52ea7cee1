/**
 * The model's actions where the markup names them (`data-action` on a button, `data-then` the page
 * to open after a mode switch), as the React header's useNavActions runs them, in the bar, its
 * menus and the drawers: the theme toggle (or a drawer's theme row) repaints and keeps the choice
 * in the `theme` cookie; the settings button opens the language dialog (dialog.ts); Copy UID
 * copies and says so; the others call the API (Log out, the mode switches: callActions.ts, loaded
 * with the first, the button disabled and the progress bar up meanwhile).
 */
import type { BusyStore } from '../shell/busy.ts';
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

export function enhanceActions({ root, config, busy, toast, closeMenus, openLanguageDialog }: ActionsContext, signal: AbortSignal): void {
  const { messages } = config;
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
    button.disabled = true;
    closeMenus();
    const done = busy.begin();
    import('./callActions.ts').then(
      ({ runCallAction }) => runCallAction(config, toast, button, action, done),
      () => {
        done();
        button.disabled = false;
        toast('error', messages['header.error.generic']);
      },
    );
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
