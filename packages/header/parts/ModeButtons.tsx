/**
 * The trading-mode buttons (spec §4): return to real trading in a simulation (an action when the
 * unified account is available, else a link to real USDT-M futures), return to the real account
 * from a creation demo account, switch a demo user to real, and the classic-account return link;
 * in demo trading, a "Demo" mark beside them (a label, not a control). In the bar, a button the
 * model gives a short label (`shortLabelKey`) carries both: CSS shows the full one on desktop and
 * the short one in the phone's bar, where the full one does not fit; the full label is the
 * accessible name in both. The drawer shows the full label only.
 */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { HeaderLink, ModeLabel } from './HeaderLink.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';

export function ModeButtons({ menu, place }: { menu: ShownMenu; place: 'bar' | 'drawer' }) {
  const t = useT();
  const { runAction, runningAction } = useHeaderHandlers();
  return (
    <div className="hdr-modes">
      {menu.items.map((item) => {
        switch (item.kind) {
          case 'link':
            return <HeaderLink key={item.id} item={item} className="hdr-button hdr-mode" short={place === 'bar' && item.shortLabelKey ? t(item.shortLabelKey) : undefined} />;
          case 'action': {
            const label = t(item.labelKey, item.labelValues);
            const short = place === 'bar' && item.shortLabelKey ? t(item.shortLabelKey) : null;
            return (
              <button
                key={item.id}
                type="button"
                className="hdr-button hdr-mode"
                data-item={item.id}
                data-action={item.action}
                data-then={item.then?.href}
                aria-label={short === null ? undefined : label}
                disabled={runningAction === item.action}
                onClick={() => runAction(item.action, item.then)}
              >
                {short === null ? label : <ModeLabel full={label} short={short} />}
              </button>
            );
          }
          case 'label':
            // The demo-trading mark: text beside the mode button, not a control.
            return (
              <span key={item.id} className="hdr-demo-mark" data-item={item.id}>
                {t(item.labelKey, item.labelValues)}
              </span>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
