/**
 * What a guarded page shows when it is reached directly in a session that has not passed its
 * security check: a short notice and a button that runs the same check as the menu entry (the
 * header hosts the dialog), then reopens the page.
 */
import type { SecurityAction } from '@exchange/contract';
import { useT } from '../i18n/useT.ts';
import { requestSecurityCheck } from './requests.ts';

export function SecurityCheckRequired({ action, href }: { action: SecurityAction; /** The guarded page, opened again once the check passes. */ href: string }) {
  const t = useT();
  return (
    <div className="hdr-guard" data-testid="security-required">
      <h2>{t('header.security.required.title')}</h2>
      <p>{t('header.security.required.body')}</p>
      <button type="button" className="hdr-button hdr-button-primary" onClick={() => requestSecurityCheck({ action, href })}>
        {t('header.security.required.start')}
      </button>
    </div>
  );
}
