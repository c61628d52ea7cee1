/**
 * The security check of spec §4 and §8 before a guarded link's page (`data-security`, the model's
 * securityCheck), as the React header's SecurityCheckHost and SecurityDialog run it, imported the
 * first time one is followed, so it is not in the enhancer's first load. One check at a time: the
 * progress bar is up while the securityActionItems call and, the first time, the dialog's markup
 * (EnhanceConfig.securityDialog, SecurityDialogView's) are on their way. A failure says so in an
 * error toast (the server's message, or the general one) and opens nothing; a "not signed in"
 * answer also reloads the page. Then the native modal <dialog> (the browser traps the page,
 * closes on Escape and gives the focus back; Tab wraps inside with trapTab), named by the guarding
 * link's own label in the markup's `data-subject`; the passkey first when the answer says
 * `canFido2` and the browser has passkeys (security/passkey.ts), always the code, sent with
 * securityVerify. A wrong one shows the server's message in the dialog, which stays; a right one
 * closes it and opens the link's page through the delayed navigation.
 */
import type { SecurityAction } from '@exchange/contract';
import { trapTab } from '../parts/focusTrap.ts';
import { passkeyAssertion, passkeySupported } from '../security/passkey.ts';
import type { BusyStore } from '../shell/busy.ts';
import { call, CallFailed, failureMessage, reloadIfSignedOut } from './call.ts';
import type { EnhanceConfig } from './config.ts';
import { fetchDialog } from './html.ts';
import type { Toast } from './toasts.ts';

export interface SecurityCheckContext {
  root: HTMLElement;
  config: EnhanceConfig;
  busy: BusyStore;
  toast: Toast;
  /** The header's delayed navigation, to the guarded page once the check passed. */
  navigate: (href: string) => void;
}

/** Runs the check for a guarded link (ignored while one runs). */
export type CheckSecurity = (link: HTMLAnchorElement) => void;

/** The dialog's parts the check fills in and reads. */
function partsOf(dialog: HTMLDialogElement) {
  const $ = <T extends Element>(selector: string) => dialog.querySelector<T>(selector)!;
  return {
    subject: $<HTMLElement>('[data-subject]'),
    passkey: $<HTMLElement>('[data-passkey]'),
    passkeyButton: $<HTMLButtonElement>('[data-passkey] button'),
    form: $<HTMLFormElement>('form'),
    input: $<HTMLInputElement>('input[name="code"]'),
    error: $<HTMLElement>('[role="alert"]'),
    submit: $<HTMLButtonElement>('button[type="submit"]'),
    cancel: $<HTMLButtonElement>('[data-close]'),
  };
}

export function securityCheck({ root, config, busy, toast, navigate }: SecurityCheckContext, signal: AbortSignal): CheckSecurity {
  const generic = config.messages['header.error.generic'];
  let running = false;
  let asked: Promise<HTMLDialogElement | null> | undefined;
  let ready: ((link: HTMLAnchorElement, action: SecurityAction, canFido2: boolean) => void) | undefined;

  /** Wires the dialog once, the first time it came: each check after opens the same one. */
  const wire = (dialog: HTMLDialogElement) => {
    const parts = partsOf(dialog);
    let check: { action: SecurityAction; href: string } | undefined;
    let passkeyAbort: AbortController | undefined;
    const setBusy = (checking: boolean) => (parts.submit.disabled = parts.passkeyButton.disabled = checking);
    const showError = (message: string) => {
      parts.error.textContent = message;
      parts.error.hidden = !message;
      parts.input.ariaInvalid = message ? 'true' : null;
    };
    const fail = (message: string) => {
      showError(message);
      setBusy(false);
      parts.input.focus();
    };
    const verify = (code: string) => {
      const { action, href } = check!;
      setBusy(true);
      showError('');
      call(config, 'securityVerify', { action, code }).then(
        () => {
          dialog.close();
          navigate(href);
        },
        (error: unknown) => {
          fail(failureMessage(error, generic));
          reloadIfSignedOut(error);
        },
      );
    };
    const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      target.addEventListener(type, listener, { signal });
    on(dialog, 'keydown', trapTab);
    // Escape, Cancel and a passed check all end here; the browser gives the focus back.
    on(dialog, 'close', () => {
      passkeyAbort?.abort();
      running = false;
    });
    on(parts.cancel, 'click', () => dialog.close());
    on(parts.form, 'submit', (event) => {
      event.preventDefault();
      verify(parts.input.value.trim());
    });
    on(parts.passkeyButton, 'click', () => {
      passkeyAbort = new AbortController();
      setBusy(true);
      passkeyAssertion(passkeyAbort.signal).then(verify, () => fail(parts.passkeyButton.dataset.failed ?? generic));
    });
    root.append(dialog);
    signal.addEventListener('abort', () => dialog.remove());

    return (link: HTMLAnchorElement, action: SecurityAction, canFido2: boolean) => {
      check = { action, href: link.href };
      // What it confirms, named as the entry that guards it is ("Withdraw").
      parts.subject.textContent = link.querySelector('.hdr-item-label')?.textContent ?? '';
      parts.passkey.hidden = !(canFido2 && passkeySupported());
      parts.form.reset();
      showError('');
      setBusy(false);
      dialog.showModal();
    };
  };

  return (link) => {
    if (running) return;
    running = true;
    const action = link.dataset.security as SecurityAction;
    // Asked for once; a failure is asked again at the next check.
    asked ??= fetchDialog(config.securityDialog, signal);
    busy
      .whileBusy(Promise.all([call(config, 'securityActionItems', { action }), asked]))
      .then(([options, dialog]) => {
        if (!dialog) {
          asked = undefined;
          throw new CallFailed('', null);
        }
        if (signal.aborted) return;
        ready ??= wire(dialog);
        ready(link, action, (options as { canFido2?: unknown } | null)?.canFido2 === true);
      })
      .catch((error: unknown) => {
        running = false;
        if (signal.aborted) return;
        toast('error', failureMessage(error, generic));
        reloadIfSignedOut(error);
      });
  };
}
