/**
 * The header's two preferences, the theme and the currency unit, apart from its other state: each
 * is controlled by the host (`theme`, `currency`) or kept here (`defaultTheme`, `defaultCurrency`),
 * and the host is told of every choice. A change renders the root box and the few parts that show
 * a preference (the bar's toggle and language button, the drawer's settings rows, the dialog),
 * never the menus; the theme toggle is one function for the header's life.
 *
 * A theme the header keeps (`defaultTheme`) changes as one attribute: the toggle sets the root
 * box's `data-theme` (and the host's page, `onThemeChange`) in the click itself, so the next frame
 * paints the new theme; the parts that show the theme (the toggle's icon and name) render after
 * that frame, to the same attribute. A theme the host controls (`theme`) renders when the host
 * passes it.
 */
import type { Locale } from '@exchange/contract';
import { shownCurrency } from '../nav/currency.ts';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { afterNextPaint } from '../shell/afterNextPaint.ts';
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
const ThemeBoxContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** The theme and unit shown, and their setters (for the parts that show them). */
export const usePreferences = (): Preferences => useContext(PreferencesContext)!;

/** Switches to the other theme: one function for the header's life (reading it re-renders nothing). */
export const useThemeToggle = (): (() => void) => useContext(ThemeToggleContext)!;

/** The root box's ref: the element whose `data-theme` the toggle sets at once. */
export const useThemeBox = (): RefObject<HTMLDivElement | null> => useContext(ThemeBoxContext)!;

export function PreferencesProvider({ locale, theme, defaultTheme = 'black', onThemeChange, currency, defaultCurrency = null, onCurrencyChange, children }: PreferencesProviderProps) {
  const [keptTheme, keepTheme] = useState(defaultTheme);
  const shownTheme = theme ?? keptTheme;
  const [chosenCurrency, setCurrency] = useControllableState<string | null, string>(currency, defaultCurrency, onCurrencyChange);
  const currencyShown = shownCurrency(locale, chosenCurrency);
  const box = useRef<HTMLDivElement>(null);
  // The theme the page shows now: ahead of the render while a kept theme's parts catch up.
  const painted = useRef(shownTheme);
  const controlled = theme !== undefined;
  const setTheme = useCallback(
    (next: Theme) => {
      painted.current = next;
      onThemeChange?.(next);
      if (controlled) return;
      if (box.current) box.current.dataset.theme = next;
      afterNextPaint(() => keepTheme(painted.current));
    },
    [controlled, onThemeChange],
  );
  const preferences = useMemo(() => ({ theme: shownTheme, currency: currencyShown, setTheme, setCurrency }), [shownTheme, currencyShown, setTheme, setCurrency]);
  const latest = useRef(preferences);
  useLayoutEffect(() => {
    latest.current = preferences;
    painted.current = preferences.theme;
  }, [preferences]);
  const toggle = useCallback(() => latest.current.setTheme(painted.current === 'black' ? 'white' : 'black'), []);
  return (
    <PreferencesContext.Provider value={preferences}>
      <ThemeToggleContext.Provider value={toggle}>
        <ThemeBoxContext.Provider value={box}>{children}</ThemeBoxContext.Provider>
      </ThemeToggleContext.Provider>
    </PreferencesContext.Provider>
  );
}
