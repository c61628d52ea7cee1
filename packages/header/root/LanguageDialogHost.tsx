/**
 * Where the language-and-currency dialog (settings/LanguageDialog.tsx, its own chunk) is opened and
 * shown. Whether it is open lives in a switch outside the bar's state, so opening it renders the
 * dialog alone, not the bar's menus; the theme it offers comes from ThemeProvider.
 */
import { useCallback, useState, useSyncExternalStore } from "react";
import { preloadActionCalls } from "../api/index.ts";
import { OnDemand, onDemandPart } from "../notify/index.ts";
import { useTheme } from "../parts/theme.tsx";

// Loaded with the calls it makes (api/actionCalls.ts), so the two do not wait for each other.
const LANGUAGE_DIALOG = onDemandPart(async () => {
  const [dialog] = await Promise.all([
    import("../settings/LanguageDialog.tsx"),
    preloadActionCalls(),
  ]);
  return dialog;
});

/** Open or shut, with listeners: the bar sets it, the host alone re-renders. */
export interface DialogSwitch {
  readonly isOpen: () => boolean;
  readonly set: (open: boolean) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function createDialogSwitch(): DialogSwitch {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    set(next) {
      if (open === next) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The bar's switch for the dialog, and its opener (which starts loading the dialog's code). */
export function useLanguageDialog(): readonly [DialogSwitch, () => void] {
  const [dialog] = useState(createDialogSwitch);
  const open = useCallback(() => {
    LANGUAGE_DIALOG.preload();
    dialog.set(true);
  }, [dialog]);
  return [dialog, open] as const;
}

export interface LanguageDialogHostProps {
  dialog: DialogSwitch;
  currentPath: string;
  currency: string;
  signedIn: boolean;
  onCurrencyChange: (currency: string) => void;
  /** The dialog's code could not be loaded (the switch is shut again). */
  onFail: () => void;
}

export function LanguageDialogHost({
  dialog,
  onFail,
  ...props
}: LanguageDialogHostProps) {
  const open = useSyncExternalStore(
    dialog.subscribe,
    dialog.isOpen,
    dialog.isOpen,
  );
  const { theme, setTheme } = useTheme();
  const close = useCallback(() => dialog.set(false), [dialog]);
  const failed = useCallback(() => {
    dialog.set(false);
    onFail();
  }, [dialog, onFail]);
  if (!open) return null;
  return (
    <OnDemand
      part={LANGUAGE_DIALOG}
      props={{ ...props, theme, onThemeChange: setTheme, onClose: close }}
      onFail={failed}
    />
  );
}
