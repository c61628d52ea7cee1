/**
 * The actions that call the API, loaded with the first one a trader takes (actions.ts), as the
 * React header loads its action calls with the action: Log out ends the session and reloads after
 * 1 s (spec §4); a mode switch (data/modeCalls.ts, the model's table) changes the account's mode
 * and then, no sooner than the navigation delay, opens its page (`data-then`) or reloads. A call
 * that fails shows the server's message (or a general one), ends the progress bar and changes
 * nothing; one that says the session is gone reloads the page, whose server render is a guest's.
 */
import { MODE_CALLS } from '../data/modeCalls.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';
import { call, failureMessage, reloadIfSignedOut } from './call.ts';
import type { EnhanceConfig } from './config.ts';
import type { Toast } from './toasts.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `action` of `button` (disabled, the progress bar up until `done`). */
export function runCallAction(config: EnhanceConfig, toast: Toast, button: HTMLButtonElement, action: string, done: () => void): void {
  const failed = (error: unknown) => {
    done();
    button.disabled = false;
    toast('error', failureMessage(error, config.messages['header.error.generic']));
    reloadIfSignedOut(error);
  };
  if (action === 'logout') {
    call(config, 'logout').then(() => setTimeout(() => location.reload(), NAV_CONSTANTS.logoutReloadDelayMs), failed);
    return;
  }
  const mode = (MODE_CALLS as Partial<Record<string, (typeof MODE_CALLS)[keyof typeof MODE_CALLS]>>)[action];
  if (!mode) return failed(null);
  const then = button.dataset.then;
  Promise.all([call(config, mode[0], mode[1]), wait(NAV_CONSTANTS.navigationDelayMs)]).then(() => (then ? location.assign(then) : location.reload()), failed);
}
