/**
 * What a guarded page shows when it is reached directly in a session that has not passed its
 * security check: a short notice and a button that runs the same check as the menu entry (the
 * header hosts the dialog), then reopens the page.
 */
import type { SecurityAction } from '@exchange/contract';
import { useT } from '../i18n/useT.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { HeaderI18n } from '../shell/HeaderI18n.tsx';

export interface SecurityCheckRequiredProps {
  action: SecurityAction;
  /** The guarded page, opened again once the check passes. */
  href: string;
}

/** Inside the HeaderProvider of the header that hosts the check; in the header's own messages. */
export function SecurityCheckRequired(props: SecurityCheckRequiredProps) {
  return (
    <HeaderI18n>
      <Notice {...props} />
    </HeaderI18n>
  );
}

function Notice({ action, href }: SecurityCheckRequiredProps) {
  const t = useT();
  const { security } = useHeaderEnvironment();
  return (
    <div className="hdr-guard" data-testid="security-required">
      <h2>{t('header.security.required.title')}</h2>
      <p>{t('header.security.required.body')}</p>
      <button type="button" className="hdr-button hdr-button-primary" onClick={() => security.request({ action, href })}>
        {t('header.security.required.start')}
      </button>
    </div>
  );
}
