/** Immediate feedback while a delayed navigation, a mode switch or a check is under way. */
import { useT } from '../i18n/useT.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { useBusy } from '../shell/progress.ts';

export function ProgressBar() {
  const t = useT();
  const busy = useBusy(useHeaderEnvironment().busy);
  return <div className="hdr-progress" role="progressbar" aria-label={t('header.loading')} hidden={!busy} data-testid="nav-progress" />;
}
