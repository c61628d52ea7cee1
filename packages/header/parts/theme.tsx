/**
 * The theme shown and how to change it, apart from the header's other state. The root provides
 * both; a theme change re-renders the root box and the few parts that show the theme (the bar's
 * toggle, the drawer's theme row, the dialog's choice), never the menus: the toggle's function is
 * the same for the header's whole life and reads the theme when it runs.
 */
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from "react";
import type { Theme } from "../shell/environment.ts";

export interface ThemeState {
  theme: Theme;
  /** A theme choice: the header repaints, and the host is told (HeaderProps.onThemeChange). */
  setTheme: (next: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const ThemeToggleContext = createContext<(() => void) | null>(null);

/** The other theme. */
export const otherTheme = (theme: Theme): Theme =>
  theme === "black" ? "white" : "black";

/** The theme shown and its setter (for the parts that show it). */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state)
    throw new Error("The theme is read inside the header (ThemeProvider)");
  return state;
}

/** Switches to the other theme: one function for the header's life (reading it re-renders nothing). */
export function useThemeToggle(): () => void {
  const toggle = useContext(ThemeToggleContext);
  if (!toggle)
    throw new Error(
      "The theme toggle is read inside the header (ThemeProvider)",
    );
  return toggle;
}

export function ThemeProvider({
  theme,
  setTheme,
  children,
}: ThemeState & { children: ReactNode }) {
  const state = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const toggle = useCallback(
    () => latest.current.setTheme(otherTheme(latest.current.theme)),
    [],
  );
  return (
    <ThemeContext.Provider value={state}>
      <ThemeToggleContext.Provider value={toggle}>
        {children}
      </ThemeToggleContext.Provider>
    </ThemeContext.Provider>
  );
}
