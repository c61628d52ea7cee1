/** The settings menu's actions as icon buttons: language and currency, and the theme toggle. */
import { localeEntry, type Locale } from '@exchange/contract';
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import type { Theme } from '../shell/environment.ts';
import { useHeaderHandlers } from '../parts/HeaderContext.tsx';
import { Globe, Moon, Sun } from '../parts/icons.tsx';

export interface SettingsButtonsProps {
  menu: ShownMenu;
  locale: Locale;
  currency: string;
  theme: Theme;
}

export function SettingsButtons({ menu, locale, currency, theme }: SettingsButtonsProps) {
  const t = useT();
  const { runAction } = useHeaderHandlers();
  return (
    <>
      {menu.items.map((item) => {
        if (item.kind !== 'action') return null;
        if (item.action === 'toggleTheme') {
          return (
            <button
              key={item.id}
              type="button"
              className="hdr-icon-button"
              data-testid="theme-toggle"
              aria-label={t(theme === 'black' ? 'header.theme.toLight' : 'header.theme.toDark')}
              onClick={() => runAction(item.action)}
            >
              {theme === 'black' ? <Sun /> : <Moon />}
            </button>
          );
        }
        return (
          <button
            key={item.id}
            type="button"
            className="hdr-icon-button"
            aria-haspopup="dialog"
            aria-label={t('header.language.current', { language: localeEntry(locale).name, currency })}
            data-testid="language-button"
            onClick={() => runAction(item.action)}
          >
            <Globe />
          </button>
        );
      })}
    </>
  );
}
