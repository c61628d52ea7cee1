/**
 * The settings menu in a drawer: theme and language as labelled rows (a drawer has room for words).
 * Each row names its action (`data-action`) and the language row its unit (`hdr-drawer-currency`)
 * for the framework-free enhancer, which runs the server's render of them (enhance/preferences.ts).
 */
import { localeEntry, type Locale } from '@exchange/contract';
import { useT } from '../i18n/useT.ts';
import { usePreferences } from '../parts/preferences.tsx';
import type { ShownMenu } from '../nav/index.ts';
import { useHeaderHandlers } from '../parts/HeaderContext.tsx';
import { Globe, Moon, Sun } from '../parts/icons.tsx';

export interface SettingsRowsProps {
  menu: ShownMenu;
  locale: Locale;
}

export function SettingsRows({ menu, locale }: SettingsRowsProps) {
  const t = useT();
  const { theme, currency } = usePreferences();
  const { runAction } = useHeaderHandlers();
  return (
    <ul className="hdr-list hdr-drawer-settings">
      {menu.items.map((item) => {
        if (item.kind !== 'action') return null;
        const isTheme = item.action === 'toggleTheme';
        return (
          <li key={item.id}>
            <button
              type="button"
              className="hdr-item"
              data-item={item.id}
              data-action={item.action}
              data-testid={isTheme ? 'drawer-theme' : 'drawer-language'}
              aria-haspopup={isTheme ? undefined : 'dialog'}
              onClick={() => runAction(item.action)}
            >
              {isTheme ? (theme === 'black' ? <Sun /> : <Moon />) : <Globe />}
              <span className="hdr-item-label">{isTheme ? t(theme === 'black' ? 'header.theme.toLight' : 'header.theme.toDark') : t('nav.settings.language')}</span>
              {isTheme ? null : (
                <span className="hdr-item-value">
                  {`${localeEntry(locale).name} · `}
                  <span className="hdr-drawer-currency">{currency}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
