/**
 * The header's two preferences, the theme and the currency unit, apart from its other state: each
 * is controlled by the host (`theme`, `currency`) or kept here (`defaultTheme`, `defaultCurrency`),
 * and the host is told of every choice. A change renders the root box and the few parts that show
 * a preference (the bar's toggle and language button, the drawer's settings rows, the dialog),
 * never the menus; the theme toggle is one function for the header's life.
 */
import { localeEntry, type Locale } from '@exchange/contract';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Theme } from '../shell/environment.ts';
import { useControllableState } from './useControllableState.ts';

export interface Preferences {
  theme: Theme;
  /** The unit shown: the chosen one, else the language's (LOCALES.currency). */
  currency: string;
  /** A theme choice: the header repaints, and the host is told. */
  setTheme: (next: Theme) => void;
  /** A unit chosen in the language dialog: the host is told (it keeps it). */
  setCurrency: (next: string) => void;
}

export interface PreferencesProviderProps {
  locale: Locale;
  theme?: Theme;
  /** @default 'black' */
  defaultTheme?: Theme;
  onThemeChange?: (theme: Theme) => void;
  currency?: string | null;
  /** @default null: the language's unit */
  defaultCurrency?: string | null;
  onCurrencyChange?: (currency: string) => void;
  children: ReactNode;
}

// Read only by the header's own parts, which the root renders inside the provider.
const PreferencesContext = createContext<Preferences | null>(null);
const ThemeToggleContext = createContext<(() => void) | null>(null);

/** The theme and unit shown, and their setters (for the parts that show them). */
export const usePreferences = (): Preferences => useContext(PreferencesContext)!;

/** Switches to the other theme: one function for the header's life (reading it re-renders nothing). */
export const useThemeToggle = (): (() => void) => useContext(ThemeToggleContext)!;

export function PreferencesProvider({ locale, theme, defaultTheme = 'black', onThemeChange, currency, defaultCurrency = null, onCurrencyChange, children }: PreferencesProviderProps) {
  const [shownTheme, setTheme] = useControllableState(theme, defaultTheme, onThemeChange);
  const [chosenCurrency, setCurrency] = useControllableState<string | null, string>(currency, defaultCurrency, onCurrencyChange);
  const shownCurrency = chosenCurrency ?? localeEntry(locale).currency;
  const preferences = useMemo(() => ({ theme: shownTheme, currency: shownCurrency, setTheme, setCurrency }), [shownTheme, shownCurrency, setTheme, setCurrency]);
  const latest = useRef(preferences);
  useLayoutEffect(() => {
    latest.current = preferences;
  }, [preferences]);
  const toggle = useCallback(() => latest.current.setTheme(latest.current.theme === 'black' ? 'white' : 'black'), []);
  return (
    <PreferencesContext.Provider value={preferences}>
      <ThemeToggleContext.Provider value={toggle}>{children}</ThemeToggleContext.Provider>
    </PreferencesContext.Provider>
  );
}
