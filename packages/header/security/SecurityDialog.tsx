/**
 * The verification dialog: a native modal <dialog> (focus trap, inert page, Escape, focus
 * return, all from the browser at zero bytes). With `canFido2` and a browser that supports
 * passkeys it offers the passkey first (passkey.ts), and always the code, checked by the
 * securityVerify call. A wrong code shows the server's message in the dialog.
 */
import type { SecurityAction } from '@exchange/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { verifySecurityCode } from '../data/calls.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { useT } from '../i18n/useT.ts';
import { errorMessage, ToastOutlet, useSessionCheck } from '../notify/index.ts';
import { securitySubjectOf } from '../nav/index.ts';
import { trapTab } from '../parts/focusTrap.ts';
import { passkeyAssertion, passkeySupported } from './passkey.ts';

export interface SecurityDialogProps {
  action: SecurityAction;
  canFido2: boolean;
  onVerified: () => void;
  onCancel: () => void;
}

export default function SecurityDialog({ action, canFido2, onVerified, onCancel }: SecurityDialogProps) {
  const t = useT();
  const { api } = useHeaderEnvironment();
  const checkSession = useSessionCheck();
  const subject = securitySubjectOf(action);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const passkeyAbort = useRef<AbortController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The dialog only ever renders in the browser (it opens on a click), so this never mismatches.
  const [passkey] = useState(() => canFido2 && passkeySupported());

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    element?.addEventListener('keydown', trapTab);
    return () => {
      element?.removeEventListener('keydown', trapTab);
      passkeyAbort.current?.abort();
    };
  }, []);

  const finish = (then: () => void) => {
    passkeyAbort.current?.abort();
    dialog.current?.close();
    then();
  };
  const fail = (message: string) => {
    setError(message);
    setBusy(false);
    input.current?.focus();
  };
  const verify = (code: string) => {
    setBusy(true);
    setError(null);
    verifySecurityCode(api, action, code).then(
      () => finish(onVerified),
      (reason: unknown) => {
        fail(errorMessage(reason, t('header.error.generic')));
        checkSession(reason);
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    verify(typeof code === 'string' ? code.trim() : '');
  };
  const tryPasskey = () => {
    passkeyAbort.current = new AbortController();
    setBusy(true);
    passkeyAssertion(passkeyAbort.current.signal).then(verify, () => fail(t('header.security.passkeyFailed')));
  };

  return (
    <dialog
      ref={dialog}
      className="hdr-dialog hdr-security"
      aria-labelledby={subject ? 'hdr-security-title hdr-security-subject' : 'hdr-security-title'}
      aria-describedby="hdr-security-intro"
      onCancel={(event) => {
        event.preventDefault();
        finish(onCancel);
      }}
    >
      <h2 id="hdr-security-title">{t('header.security.title')}</h2>
      {/* What the check confirms, named as its menu entry is ("Withdraw"). */}
      {subject ? (
        <p id="hdr-security-subject" className="hdr-security-subject">
          {t(subject)}
        </p>
      ) : null}
      <p id="hdr-security-intro">{t('header.security.intro')}</p>
      {passkey ? (
        <>
          <button type="button" className="hdr-button hdr-button-primary hdr-security-passkey" onClick={tryPasskey} disabled={busy}>
            {t('header.security.passkey')}
          </button>
          <p className="hdr-security-or">{t('header.security.or')}</p>
        </>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="hdr-security-code">{t('header.security.code')}</label>
        <input
          ref={input}
          id="hdr-security-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'hdr-security-hint hdr-security-error' : 'hdr-security-hint'}
        />
        <p id="hdr-security-hint" className="hdr-hint">
          {t('header.security.codeHint')}
        </p>
        {error ? (
          <p id="hdr-security-error" role="alert" className="hdr-field-error">
            {error}
          </p>
        ) : null}
        <div className="hdr-dialog-actions">
          <button type="button" className="hdr-button" onClick={() => finish(onCancel)}>
            {t('header.security.cancel')}
          </button>
          <button type="submit" className="hdr-button hdr-button-primary" disabled={busy}>
            {t('header.security.submit')}
          </button>
        </div>
      </form>
      <ToastOutlet />
    </dialog>
  );
}
