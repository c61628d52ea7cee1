/**
 * Where the language-and-currency dialog (settings/LanguageDialog.tsx, its own chunk) is opened and
 * shown. Whether it is open lives in a switch outside the bar's state, so opening it renders the
 * dialog alone, not the bar's menus; the theme and unit it offers come from PreferencesProvider.
 */
import { useCallback, useState } from 'react';
import { preloadActionCalls } from '../api/index.ts';
import { OnDemand, onDemandPart } from '../notify/index.ts';
import { usePreferences } from '../parts/preferences.tsx';
import { createStore, useStore, type Store } from '../parts/store.ts';

// Loaded with the calls it makes (api/actionCalls.ts), so the two do not wait for each other.
const LANGUAGE_DIALOG = onDemandPart(async () => {
  const [dialog] = await Promise.all([import('../settings/LanguageDialog.tsx'), preloadActionCalls()]);
  return dialog;
});

/** The bar's switch for the dialog, and its opener (which starts loading the dialog's code). */
export function useLanguageDialog(): readonly [Store<boolean>, () => void] {
  const [dialog] = useState(() => createStore(false));
  const open = useCallback(() => {
    LANGUAGE_DIALOG.preload();
    dialog.set(true);
  }, [dialog]);
  return [dialog, open] as const;
}

export interface LanguageDialogHostProps {
  /** Whether the dialog is open: the bar sets it, this host alone renders again. */
  dialog: Store<boolean>;
  /** Path and query of the page without the locale prefix: where each language goes. */
  currentPath: string;
  signedIn: boolean;
  /** The dialog's code could not be loaded (the switch is shut again). */
  onFail: () => void;
}

export function LanguageDialogHost({ dialog, onFail, ...props }: LanguageDialogHostProps) {
  const open = useStore(dialog, Boolean);
  const { theme, setTheme, currency, setCurrency } = usePreferences();
  const close = useCallback(() => dialog.set(false), [dialog]);
  const failed = useCallback(() => {
    dialog.set(false);
    onFail();
  }, [dialog, onFail]);
  if (!open) return null;
  return <OnDemand part={LANGUAGE_DIALOG} props={{ ...props, theme, onThemeChange: setTheme, currency, onCurrencyChange: setCurrency, onClose: close }} onFail={failed} />;
}
