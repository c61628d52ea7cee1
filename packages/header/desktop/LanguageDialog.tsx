/**
 * A minimal language dialog until the locales issue brings the full one (currency, saving the
 * choice): every locale as a link to the current page in that language, 840 px wide, 4 columns
 * (spec §9). A native modal <dialog>; loaded on demand, since it is closed at first paint.
 */
import { LOCALES, localizePath, type Locale } from '@exchange/contract';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/useT.ts';
import { NAV_CONSTANTS } from '../nav/index.ts';

export interface LanguageDialogProps {
  locale: Locale;
  /** Path and query of the current page, without the locale prefix. */
  currentPath: string;
  onClose: () => void;
}

export default function LanguageDialog({ locale, currentPath, onClose }: LanguageDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="hdr-dialog hdr-language"
      aria-labelledby="hdr-language-title"
      style={{ inlineSize: NAV_CONSTANTS.languageDialogWidth }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="hdr-dialog-head">
        <h2 id="hdr-language-title">{t('header.language.title')}</h2>
        <button type="button" className="hdr-icon-button" aria-label={t('header.language.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className="hdr-language-grid" style={{ gridTemplateColumns: `repeat(${NAV_CONSTANTS.languageDialogColumns}, minmax(0, 1fr))` }}>
        {LOCALES.map((entry) => (
          <li key={entry.locale}>
            <a href={localizePath(entry.locale, currentPath)} lang={entry.lang} hrefLang={entry.lang} aria-current={entry.locale === locale ? 'true' : undefined}>
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
