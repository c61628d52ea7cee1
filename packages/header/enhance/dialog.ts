/**
 * The language-and-currency dialog (spec §4), as the React header's LanguageDialog runs it, on the
 * markup the server renders with the same view; this code and the markup come when it first opens
 * (index.ts: EnhanceConfig.languageDialog; a failure says so in a toast): a native modal
 * <dialog>, so the browser traps the page, closes on Escape and gives the focus back to the opener;
 * Tab wraps inside (the same trapTab). A language choice saves the language for a signed-in user
 * (a failure says so and the switch goes on), sets the unit the model chose for it (`data-unit`)
 * and opens the page in that language with the page's #fragment; a unit is shown and kept at once;
 * a theme is applied and closes the dialog.
 */
import { withPageHash } from '../nav/languageHref.ts';
import { trapTab } from '../parts/focusTrap.ts';
import { isPlainLeftClick } from '../shell/delayedNavigation.ts';
import { call } from './call.ts';
import type { EnhanceConfig } from './config.ts';
import { applyCurrency, applyTheme, currencyOf, themeOf, type Theme } from './preferences.ts';
import type { Toast } from './toasts.ts';

export type OpenDialog = () => void;

/**
 * The server's dialog `dialog`, run in the header's root: what opens it, with the unit and the
 * theme the page shows pressed.
 */
export function runLanguageDialog(dialog: HTMLDialogElement, root: HTMLElement, config: EnhanceConfig, toast: Toast, signal: AbortSignal): OpenDialog {
  const press = (selector: string, pressed: string) => {
    for (const button of dialog.querySelectorAll<HTMLElement>(`[${selector}]`)) button.ariaPressed = String(button.getAttribute(selector) === pressed);
  };
  const currency = (button: HTMLElement) => {
    applyCurrency(root, button.dataset.currency!, button.dataset.label);
    press('data-currency', button.dataset.currency!);
  };
  const chooseLanguage = async (link: HTMLAnchorElement) => {
    if (dialog.ariaBusy) return;
    if (link.ariaCurrent) return dialog.close();
    dialog.ariaBusy = 'true';
    if (config.uid) {
      // Not saved on the server: the switch still happens (this device shows the language).
      await call(config, 'changeLanguage', { languageType: Number(link.dataset.languageType) }).catch(() => toast('error', config.messages['header.language.saveFailed']));
    }
    const unit = link.dataset.unit;
    if (unit) applyCurrency(root, unit, dialog.querySelector<HTMLElement>(`[data-currency="${CSS.escape(unit)}"]`)?.dataset.label);
    dialog.close();
    location.assign(withPageHash(link.href, location.hash));
  };

  root.append(dialog);
  dialog.addEventListener('keydown', trapTab, { signal });
  dialog.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>('a[data-locale]');
      const button = target?.closest<HTMLButtonElement>('button');
      if (link && isPlainLeftClick(event)) {
        event.preventDefault();
        void chooseLanguage(link);
      } else if (button?.dataset.currency) currency(button);
      else if (button?.dataset.themeChoice) {
        applyTheme(root, config, button.dataset.themeChoice as Theme);
        dialog.close();
      } else if (button?.hasAttribute('data-close')) dialog.close();
    },
    { signal },
  );
  signal.addEventListener('abort', () => dialog.remove());
  return () => {
    press('data-theme-choice', themeOf(root));
    press('data-currency', currencyOf(root) ?? '');
    dialog.showModal();
  };
}
