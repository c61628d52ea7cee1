/**
 * The language-and-currency dialog (spec §2 layout, §4 language and theme, §9 sizes): languages
 * from the languages call, currency units from the rates call, and the theme. A native modal
 * <dialog> (focus trap, inert page, Escape and focus return from the browser), loaded on demand
 * because it is closed at first paint. 840 px and four columns on desktop; below the mobile
 * breakpoint the stylesheet makes it the 350 px modal with half-width columns (settings/settings.css).
 * Every rule (where a language goes, which unit it resets to) is in model.ts.
 */
import type { Locale } from '@exchange/contract';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { saveLanguage } from '../data/calls.ts';
import { afterNextPaint } from '../shell/afterNextPaint.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import type { Theme } from '../shell/environment.ts';
import { useT } from '../i18n/useT.ts';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { trapTab } from '../parts/focusTrap.ts';
import { ToastOutlet, useNotify, useSessionCheck } from '../notify/index.ts';
import { currencyForLanguage, fallbackRates, languageHref, languageOptions, languageTypeFor, withPageHash, type LanguageOption } from './model.ts';
import { useSettingsData } from './useSettingsData.ts';

/** The locale and the navigation are the header's environment (HeaderProvider). */
export interface LanguageDialogProps {
  /** Path and query of the current page, without the locale prefix. */
  currentPath: string;
  /** The currency unit shown now. */
  currency: string;
  theme: Theme;
  signedIn: boolean;
  /** A new currency unit: the header shows it and the host keeps it in a cookie. */
  onCurrencyChange: (currency: string) => void;
  /** A theme choice: the header applies it (the dialog then closes). */
  onThemeChange: (theme: Theme) => void;
  onClose: () => void;
}

const THEMES: readonly Theme[] = ['black', 'white'];

const SIZES = {
  '--hdr-language-width': `${NAV_CONSTANTS.languageDialogWidth}px`,
  '--hdr-language-columns': String(NAV_CONSTANTS.languageDialogColumns),
  '--hdr-language-modal-height': `${NAV_CONSTANTS.languageModalHeight}px`,
  '--hdr-modal-z': String(NAV_CONSTANTS.modalZIndex),
} as CSSProperties;

/** A plain left click: the dialog runs the language flow; other clicks keep the browser's behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function LanguageDialog(props: LanguageDialogProps) {
  const { currentPath, currency, theme, signedIn, onCurrencyChange, onThemeChange, onClose } = props;
  const t = useT();
  const notify = useNotify();
  const checkSession = useSessionCheck();
  const { api, locale, navigate } = useHeaderEnvironment();
  const dialog = useRef<HTMLDialogElement>(null);
  const { languages, rates } = useSettingsData(locale);
  const options = useMemo(() => (languages ? languageOptions(languages) : null), [languages]);
  const [switching, setSwitching] = useState<Locale | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.addEventListener('keydown', trapTab);
    return () => element.removeEventListener('keydown', trapTab);
  }, []);
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const chooseLanguage = async (option: LanguageOption) => {
    if (option.locale === locale) {
      close();
      return;
    }
    // The page's #fragment (a section, a tab) goes along: only the browser knows it.
    const href = withPageHash(languageHref(currentPath, option.locale), window.location.hash);
    // Spec §4: the unit resets to the language's mapped unit, or USD when the rates do not offer it.
    const unit = currencyForLanguage(option.locale, rates ?? fallbackRates(option.locale));
    if (signedIn) {
      setSwitching(option.locale);
      try {
        await saveLanguage(api, languageTypeFor(option.locale, options ?? []));
      } catch (error) {
        // Not saved on the server; the switch still happens (this device shows the language).
        notify.error(t('header.language.saveFailed'));
        checkSession(error);
      }
    }
    // The choice's frame shows the dialog closing and nothing else; the unit's reset, the
    // dialog's removal and the navigation (the host's router) follow once it has painted.
    dialog.current?.close();
    afterNextPaint(() => {
      onCurrencyChange(unit);
      onClose();
      void navigate(href);
    });
  };

  const loading = (
    <p className="hdr-settings-loading" role="status">
      {t('header.language.loading')}
    </p>
  );

  return (
    <dialog
      ref={dialog}
      className="hdr-dialog hdr-language"
      aria-labelledby="hdr-language-title"
      aria-busy={switching ? 'true' : undefined}
      data-testid="language-dialog"
      style={SIZES}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="hdr-dialog-head">
        <h2 id="hdr-language-title">{t('header.language.dialog')}</h2>
        <button type="button" className="hdr-icon-button" aria-label={t('header.language.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="hdr-settings-body">
        <section aria-labelledby="hdr-language-section">
          <h3 id="hdr-language-section">{t('header.language.title')}</h3>
          {options ? (
            <ul className="hdr-language-grid" data-testid="language-list">
              {options.map((option) => (
                <li key={option.locale}>
                  <a
                    href={languageHref(currentPath, option.locale)}
                    hrefLang={option.lang}
                    aria-current={option.locale === locale ? 'true' : undefined}
                    data-locale={option.locale}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      if (!switching) void chooseLanguage(option);
                    }}
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
          )}
        </section>
        <section aria-labelledby="hdr-currency-section">
          <h3 id="hdr-currency-section">{t('header.currency.title')}</h3>
          {rates ? (
            <ul className="hdr-language-grid" data-testid="currency-list">
              {rates.map((rate) => (
                <li key={rate.type}>
                  <button type="button" aria-pressed={rate.type === currency} data-currency={rate.type} onClick={() => onCurrencyChange(rate.type)}>
                    {/* Isolated: "HKD - HK$" must not be reordered by the Arabic text around it. */}
                    <bdi>{rate.showName}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            loading
          )}
        </section>
        <section aria-labelledby="hdr-theme-section">
          <h3 id="hdr-theme-section">{t('header.theme.title')}</h3>
          <ul className="hdr-language-grid">
            {THEMES.map((choice) => (
              <li key={choice}>
                <button
                  type="button"
                  aria-pressed={choice === theme}
                  data-theme-choice={choice}
                  onClick={() => {
                    // Spec §4: choosing a theme in the dialog applies it and closes the dialog.
                    onThemeChange(choice);
                    close();
                  }}
                >
                  {t(choice === 'black' ? 'header.theme.black' : 'header.theme.white')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ToastOutlet />
    </dialog>
  );
}
