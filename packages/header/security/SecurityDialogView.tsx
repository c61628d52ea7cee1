/**
 * The verification dialog's markup (spec §4), with no state of its own: the React header's dialog
 * (SecurityDialog.tsx) renders it with its handlers, and the server renders it with none for the
 * framework-free enhancer (server/enhance.tsx), the same for every action and every user, which
 * runs it through what it declares: the subject's place (`data-subject`, empty: the enhancer puts
 * the guarding link's label there), the passkey's part (`data-passkey`, hidden until offered; its
 * failure's words in `data-failed`), the code form and the error line (hidden until there is one).
 */
import type { FormEvent, Ref, SyntheticEvent } from 'react';
import { useT } from '../i18n/useT.ts';
import { ToastOutlet } from '../notify/index.ts';

export interface SecurityDialogViewProps {
  /** What the check confirms, named as its menu entry is ("Withdraw"); empty for the enhancer to fill. */
  subject: string;
  /** The passkey is offered, before the code. */
  passkey: boolean;
  /** The server's answer to a code or passkey that did not pass, shown under the field (role=alert). */
  error: string | null;
  /** A code or passkey is being checked. */
  busy?: boolean;
  dialogRef?: Ref<HTMLDialogElement>;
  inputRef?: Ref<HTMLInputElement>;
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose?: () => void;
  onPasskey?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function SecurityDialogView({ subject, passkey, error, busy, dialogRef, inputRef, onCancel, onClose, onPasskey, onSubmit }: SecurityDialogViewProps) {
  const t = useT();
  return (
    <dialog
      ref={dialogRef}
      className="hdr-dialog hdr-security"
      aria-labelledby="hdr-security-title hdr-security-subject"
      aria-describedby="hdr-security-intro"
      data-testid="security-dialog"
      onCancel={onCancel}
    >
      <h2 id="hdr-security-title">{t('header.security.title')}</h2>
      <p id="hdr-security-subject" className="hdr-security-subject" data-subject="">
        {subject}
      </p>
      <p id="hdr-security-intro">{t('header.security.intro')}</p>
      <div hidden={!passkey} data-passkey="">
        <button
          type="button"
          className="hdr-button hdr-button-primary hdr-security-passkey"
          data-failed={t('header.security.passkeyFailed')}
          onClick={onPasskey}
          disabled={busy}
        >
          {t('header.security.passkey')}
        </button>
        <p className="hdr-security-or">{t('header.security.or')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="hdr-security-code">{t('header.security.code')}</label>
        <input
          ref={inputRef}
          id="hdr-security-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          aria-invalid={error ? true : undefined}
          // The error line is empty (and hidden) until there is one: it adds nothing before.
          aria-describedby="hdr-security-hint hdr-security-error"
        />
        <p id="hdr-security-hint" className="hdr-hint">
          {t('header.security.codeHint')}
        </p>
        <p id="hdr-security-error" role="alert" className="hdr-field-error" hidden={!error}>
          {error}
        </p>
        <div className="hdr-dialog-actions">
          <button type="button" className="hdr-button" data-close="" onClick={onClose}>
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
