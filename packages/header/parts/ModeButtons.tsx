/**
 * The trading-mode buttons (spec §4): return to real trading in a simulation (an action when the
 * unified account is available, else a link to real USDT-M futures), return to the real account
 * from a creation demo account, switch a demo user to real, and the classic-account return link;
 * in demo trading, a "Demo" mark beside them (a label, not a control).
 */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { HeaderLink } from './HeaderLink.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';

export function ModeButtons({ menu }: { menu: ShownMenu }) {
  const t = useT();
  const { runAction, runningAction } = useHeaderHandlers();
  return (
    <div className="hdr-modes">
      {menu.items.map((item) => {
        switch (item.kind) {
          case 'link':
            return <HeaderLink key={item.id} item={item} className="hdr-button hdr-mode" />;
          case 'action':
            return (
              <button
                key={item.id}
                type="button"
                className="hdr-button hdr-mode"
                data-item={item.id}
                disabled={runningAction === item.action}
                onClick={() => runAction(item.action, item.then)}
              >
                {t(item.labelKey, item.labelValues)}
              </button>
            );
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
