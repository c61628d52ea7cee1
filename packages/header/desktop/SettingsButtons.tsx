/**
 * The settings menu's actions as icon buttons: language and currency (the globe, with the chosen
 * language's short name and the currency code where the bar has room), and the theme toggle. Until
 * the script takes over, also the languages as plain links (the dialog needs the script), which
 * the stylesheet shows on hover or focus of these buttons, and in the no-script user drawer.
 */
import { LOCALES, localeEntry, type Locale } from '@exchange/contract';
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { usePreferences } from '../parts/preferences.tsx';
import { ActionForm } from '../parts/ActionForm.tsx';
import { useHeaderHandlers } from '../parts/HeaderContext.tsx';
import { Globe, Moon, Sun } from '../parts/icons.tsx';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { languageHref } from '../nav/languageHref.ts';

/** The no-script language links' heading (fixed, as every id of the header: shell/ids.ts). */
const LANGUAGE_LINKS = 'hdr-language-links';

export interface SettingsButtonsProps {
  menu: ShownMenu;
  locale: Locale;
  /** Path and query of the page without the locale prefix: where each language link goes. */
  currentPath: string;
}

export function SettingsButtons({ menu, locale, currentPath }: SettingsButtonsProps) {
  const t = useT();
  const { theme, currency } = usePreferences();
  const { runAction } = useHeaderHandlers();
  const enhanced = useEnhanced();
  const language = menu.items.some((item) => item.kind === 'action' && item.action === 'openLanguageDialog');
  return (
    <>
      {menu.items.map((item) => {
        if (item.kind !== 'action') return null;
        if (item.action === 'toggleTheme') {
          return (
            <ActionForm key={item.id} form="theme" fields={{ theme: theme === 'black' ? 'white' : 'black' }}>
              <button
                type="submit"
                className="hdr-icon-button hdr-theme-toggle"
                data-testid="theme-toggle"
                aria-label={t(theme === 'black' ? 'header.theme.toLight' : 'header.theme.toDark')}
                onClick={(event) => {
                  event.preventDefault();
                  runAction(item.action);
                }}
              >
                {theme === 'black' ? <Sun /> : <Moon />}
              </button>
            </ActionForm>
          );
        }
        const entry = localeEntry(locale);
        // The chosen language and currency in the bar, as far as the width allows (desktop.css,
        // NAV_CONSTANTS.settingsCurrencyFromWidth and settingsLanguageFromWidth); the name says both in full.
        return (
          <button
            key={item.id}
            type="button"
            className="hdr-icon-button hdr-settings-button"
            aria-haspopup="dialog"
            aria-label={t('header.language.current', { language: entry.name, currency })}
            data-testid="language-button"
            data-action={item.action}
            onClick={() => runAction(item.action)}
          >
            <Globe />
            <span className="hdr-settings-language" lang={entry.lang}>
              {entry.short}
            </span>
            <span className="hdr-settings-currency">{currency}</span>
          </button>
        );
      })}
      {language && !enhanced ? (
        <div className="hdr-noscript-langs">
          <div className="hdr-dd-card">
            <span className="hdr-group-label" id={LANGUAGE_LINKS}>
              {t('header.language.title')}
            </span>
            <ul className="hdr-list" aria-labelledby={LANGUAGE_LINKS}>
              {LOCALES.map((entry) => (
                <li key={entry.locale}>
                  <a className="hdr-item" href={languageHref(currentPath, entry.locale)} lang={entry.lang} aria-current={entry.locale === locale ? 'true' : undefined}>
                    {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
}
