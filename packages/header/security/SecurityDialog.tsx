/**
 * The verification dialog: a native modal <dialog> (focus trap, inert page, Escape, focus
 * return, all from the browser at zero bytes), its markup SecurityDialogView's. With `canFido2`
 * and a browser that supports passkeys it offers the passkey first (passkey.ts), and always the
 * code, checked by the securityVerify call. A wrong code shows the server's message in the dialog.
 */
import type { SecurityAction } from '@exchange/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { verifySecurityCode } from '../data/calls.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { useT } from '../i18n/useT.ts';
import { errorMessage, useSessionCheck } from '../notify/index.ts';
import { securitySubjectOf } from '../nav/index.ts';
import { trapTab } from '../parts/focusTrap.ts';
import { passkeyAssertion, passkeySupported } from './passkey.ts';
import { SecurityDialogView } from './SecurityDialogView.tsx';

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
    <SecurityDialogView
      subject={subject ? t(subject) : ''}
      passkey={passkey}
      error={error}
      busy={busy}
      dialogRef={dialog}
      inputRef={input}
      onCancel={(event) => {
        event.preventDefault();
        finish(onCancel);
      }}
      onClose={() => finish(onCancel)}
      onPasskey={tryPasskey}
      onSubmit={onSubmit}
    />
  );
}
