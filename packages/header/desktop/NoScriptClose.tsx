/**
 * The close button of a no-script drawer (a server-rendered popover the mobile buttons open until
 * the script takes over): the browser hides the popover, no script needed. Rendered only before
 * the script takes over, and shown only while its popover is open (desktop.css).
 */
import { useT } from '../i18n/useT.ts';

export function NoScriptClose({ popoverId }: { popoverId: string }) {
  const t = useT();
  return (
    <button type="button" className="hdr-icon-button hdr-noscript-close" popoverTarget={popoverId} popoverTargetAction="hide" aria-label={t('header.language.close')}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
