/**
 * The language-and-currency dialog (spec §2 layout, §4 language and theme, §9 sizes): languages
 * from the languages call, currency units from the rates call, and the theme. A native modal
 * <dialog> (focus trap, inert page, Escape and focus return from the browser), loaded on demand
 * because it is closed at first paint. Its markup is LanguageDialogView's, which the server also
 * renders for the framework-free enhancer. Every rule (where a language goes, which unit it resets
 * to) is in model.ts.
 */
import type { Locale } from '@exchange/contract';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { saveLanguage } from '../data/calls.ts';
import { afterNextPaint } from '../shell/afterNextPaint.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import type { Theme } from '../shell/environment.ts';
import { useT } from '../i18n/useT.ts';
import { trapTab } from '../parts/focusTrap.ts';
import { useNotify, useSessionCheck } from '../notify/index.ts';
import { currencyForLanguage, fallbackRates, languageHref, languageOptions, languageTypeFor, withPageHash, type LanguageOption } from './model.ts';
import { LanguageDialogView } from './LanguageDialogView.tsx';
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

  return (
    <LanguageDialogView
      locale={locale}
      currentPath={currentPath}
      options={options}
      rates={rates}
      currency={currency}
      theme={theme}
      busy={switching !== null}
      dialogRef={dialog}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
      onLanguage={(event, option) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (!switching) void chooseLanguage(option);
      }}
      onCurrency={onCurrencyChange}
      onTheme={(choice) => {
        // Spec §4: choosing a theme in the dialog applies it and closes the dialog.
        onThemeChange(choice);
        close();
      }}
    />
  );
}
