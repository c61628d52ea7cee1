/**
 * Runs the security check of spec §4 for whoever asks (requests.ts): request the action code;
 * on failure show the server's message as an error toast, run the failure path and stop; on
 * success open the verification dialog, and go on to the page once it passes. The dialog's code
 * is loaded when a check starts, not with the page.
 */
import { useEffect, useRef, useState } from 'react';
import { securityCheckOptions } from '../data/calls.ts';
import { useT } from '../i18n/useT.ts';
import { errorMessage, OnDemand, onDemandPart, useNotify, useSessionCheck } from '../notify/index.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import type { SecurityCheckRequest } from '../shell/securityRequests.ts';

const SECURITY_DIALOG = onDemandPart(() => import('./SecurityDialog.tsx'));

interface OpenCheck {
  readonly request: SecurityCheckRequest;
  readonly canFido2: boolean;
}

export function SecurityCheckHost() {
  const { api, busy, navigate, security } = useHeaderEnvironment();
  const notify = useNotify();
  const checkSession = useSessionCheck();
  const t = useT();
  const [check, setCheck] = useState<OpenCheck | null>(null);
  // One check at a time: a second click while one runs is ignored.
  const running = useRef(false);

  useEffect(
    () =>
      security.register((asked) => {
        if (running.current) return;
        running.current = true;
        SECURITY_DIALOG.preload();
        busy.whileBusy(securityCheckOptions(api, asked.action)).then(
          ({ canFido2 }) => setCheck({ request: asked, canFido2 }),
          (error: unknown) => {
            running.current = false;
            notify.error(errorMessage(error, t('header.error.generic')));
            checkSession(error);
            asked.onFailure?.();
          },
        );
      }),
    [api, busy, notify, security, t, checkSession],
  );

  if (!check) return null;
  const done = (passed: boolean) => {
    running.current = false;
    setCheck(null);
    if (passed) void navigate(check.request.href);
  };
  const failed = () => {
    done(false);
    notify.error(t('header.error.generic'));
  };
  return (
    <OnDemand
      part={SECURITY_DIALOG}
      props={{ action: check.request.action, canFido2: check.canFido2, onVerified: () => done(true), onCancel: () => done(false) }}
      onFail={failed}
    />
  );
}
