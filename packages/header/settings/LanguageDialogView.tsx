/**
 * The language-and-currency dialog's markup (spec §2 layout, §9 sizes), with no state of its own:
 * the React header's dialog (LanguageDialog.tsx) renders it with its handlers, and the server
 * renders it with none for the framework-free enhancer (server/enhance.tsx), which runs the same
 * markup through its `data-*` attributes: a language link's `data-locale`, the languageType to save
 * (`data-language-type`) and the unit the choice resets to (`data-unit`, model.ts), a unit's
 * `data-currency` (and with it the settings button's name, `data-label`), a theme's
 * `data-theme-choice`. Below the mobile breakpoint the stylesheet makes
 * it the 350 px modal with half-width columns (settings.css).
 */
import type { Locale, RateEntry } from '@exchange/contract';
import type { CSSProperties, MouseEvent, ReactNode, Ref, SyntheticEvent } from 'react';
import type { Theme } from '../shell/environment.ts';
import { useT } from '../i18n/useT.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';
import { ToastOutlet } from '../notify/index.ts';
import { currencyForLanguage, fallbackRates, languageHref, type LanguageOption } from './model.ts';

const THEMES: readonly Theme[] = ['black', 'white'];

const SIZES = {
  '--hdr-language-width': `${NAV_CONSTANTS.languageDialogWidth}px`,
  '--hdr-language-columns': String(NAV_CONSTANTS.languageDialogColumns),
  '--hdr-language-modal-height': `${NAV_CONSTANTS.languageModalHeight}px`,
  '--hdr-modal-z': String(NAV_CONSTANTS.modalZIndex),
} as CSSProperties;

export interface LanguageDialogViewProps {
  locale: Locale;
  /** Path and query of the current page, without the locale prefix. */
  currentPath: string;
  /** null while the call is on its way (a loading line in its place). */
  options: readonly LanguageOption[] | null;
  rates: readonly RateEntry[] | null;
  /** The currency unit and theme shown now (pressed). */
  currency: string;
  theme: Theme;
  /** A language choice is being saved. */
  busy?: boolean;
  dialogRef?: Ref<HTMLDialogElement>;
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose?: () => void;
  onLanguage?: (event: MouseEvent<HTMLAnchorElement>, option: LanguageOption) => void;
  onCurrency?: (unit: string) => void;
  onTheme?: (theme: Theme) => void;
  /** The settings button's name with a unit, on its button (`data-label`): for the enhancer, which has no catalog. */
  settingsLabel?: (currency: string) => string;
}

export function LanguageDialogView(props: LanguageDialogViewProps) {
  const { locale, currentPath, options, rates, currency, theme, busy, dialogRef, onCancel, onClose, onLanguage, onCurrency, onTheme, settingsLabel } = props;
  const t = useT();
  const loading = (
    <p className="hdr-settings-loading" role="status">
      {t('header.language.loading')}
    </p>
  );
  const section = (id: string, title: string, list: ReactNode) => (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {list}
    </section>
  );
  return (
    <dialog
      ref={dialogRef}
      className="hdr-dialog hdr-language"
      aria-labelledby="hdr-language-title"
      aria-busy={busy ? 'true' : undefined}
      data-testid="language-dialog"
      style={SIZES}
      onCancel={onCancel}
    >
      <div className="hdr-dialog-head">
        <h2 id="hdr-language-title">{t('header.language.dialog')}</h2>
        <button type="button" className="hdr-icon-button" aria-label={t('header.language.close')} data-close="" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="hdr-settings-body">
        {section(
          'hdr-language-section',
          t('header.language.title'),
          options ? (
            <ul className="hdr-language-grid" data-testid="language-list">
              {options.map((option) => (
                <li key={option.locale}>
                  <a
                    href={languageHref(currentPath, option.locale)}
                    hrefLang={option.lang}
                    aria-current={option.locale === locale ? 'true' : undefined}
                    data-locale={option.locale}
                    data-language-type={option.languageType}
                    data-unit={currencyForLanguage(option.locale, rates ?? fallbackRates(option.locale))}
                    onClick={onLanguage && ((event) => onLanguage(event, option))}
                  >
                    <span lang={option.lang} dir="auto">
                      {option.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            loading
          ),
        )}
        {section(
          'hdr-currency-section',
          t('header.currency.title'),
          rates ? (
            <ul className="hdr-language-grid" data-testid="currency-list">
              {rates.map((rate) => (
                <li key={rate.type}>
                  <button
                    type="button"
                    aria-pressed={rate.type === currency}
                    data-currency={rate.type}
                    data-label={settingsLabel?.(rate.type)}
                    onClick={onCurrency && (() => onCurrency(rate.type))}
                  >
                    {/* Isolated: "HKD - HK$" must not be reordered by the Arabic text around it. */}
                    <bdi>{rate.showName}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            loading
          ),
        )}
        {section(
          'hdr-theme-section',
          t('header.theme.title'),
          <ul className="hdr-language-grid">
            {THEMES.map((choice) => (
              <li key={choice}>
                <button type="button" aria-pressed={choice === theme} data-theme-choice={choice} onClick={onTheme && (() => onTheme(choice))}>
                  {t(choice === 'black' ? 'header.theme.black' : 'header.theme.white')}
                </button>
              </li>
            ))}
          </ul>,
        )}
      </div>
      <ToastOutlet />
    </dialog>
  );
}
