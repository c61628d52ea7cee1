/**
 * The header's framework-free enhancer: it takes the header's server HTML (the fragment, or the
 * site's page) and adds what interaction needs, with no renderer: the menus (menus.ts) and the
 * overflow menu (overflow.ts), the delayed navigation and its progress bar (navigate.ts), the
 * model's actions (actions.ts; callActions.ts, loaded with the first that calls the API), the
 * language-and-currency dialog (dialog.ts, loaded when it first opens), the phone's two drawers
 * (drawerButtons.ts, and drawers.ts loaded on the first tap), the security check before a guarded
 * link's page (securityCheck.ts, loaded on the first), the download menu's QR code (qr.ts), the
 * toasts (toasts.ts) and the optional lookups (lookups.ts). The HTML stays what the server
 * rendered; the enhancer changes states (`hidden`, `aria-expanded`, `disabled`, `data-collapsed`,
 * the theme and the unit), switches the phone's no-script popovers off, and adds toasts, the
 * dialogs, the drawers, the code and the overflow menu's copies of the menus that do not fit.
 * `data-enhanced` on the root switches the stylesheet's no-script rules off, as hydration does for
 * the React header.
 */
import { enhanceActions } from './actions.ts';
import { parseEnhanceConfig, type EnhanceConfig } from './config.ts';
import { enhanceDrawerButtons } from './drawerButtons.ts';
import { enhanceMenus } from './menus.ts';
import { answeredHeader, showAnswered } from './lookups.ts';
import { fetchDialog, onDemand } from './html.ts';
import { delayedNavigation, enhanceLinks, progressBar } from './navigate.ts';
import { dropNoScriptParts } from './noscript.ts';
import { enhanceOverflow } from './overflow.ts';
import { applyTheme, themeOf } from './preferences.ts';
import { enhanceQrCodes } from './qr.ts';
import { toaster } from './toasts.ts';

export { CONFIG_SELECTOR, ENHANCE_MESSAGES, majorOf, parseEnhanceConfig, type EnhanceConfig, type EnhanceMessage } from './config.ts';
export { parseHtml } from './html.ts';

/** The enhancer's parts on `root`, for the HTML `config` came with, until `signal` aborts. */
function enhanceParts(root: HTMLElement, config: EnhanceConfig, signal: AbortSignal): void {
  dropNoScriptParts(root);
  enhanceOverflow(root, signal);
  const menus = enhanceMenus(root, signal);
  const busy = progressBar(root);
  const toast = toaster(root, config.messages['header.toast.dismiss']);
  const navigation = delayedNavigation(busy);
  const failed = () => toast('error', config.messages['header.error.generic']);
  // The security check's code, imported the first time a guarded link is followed.
  const security = onDemand(
    busy,
    failed,
    () => import('./securityCheck.ts').then(({ securityCheck }) => securityCheck({ root, config, busy, toast, navigate: navigation.go }, signal), () => null),
    signal,
  );
  enhanceLinks(root, navigation, menus.closeAll, (link) => security((check) => check(link)), signal);
  // The language dialog's code and markup, asked for together when it first opens.
  const languageDialog = onDemand(
    busy,
    failed,
    () =>
      Promise.all([import('./dialog.ts'), fetchDialog(config.languageDialog, signal)]).then(
        ([{ runLanguageDialog }, dialog]) => (dialog && !signal.aborted ? runLanguageDialog(dialog, root, config, toast, signal) : null),
        () => null,
      ),
    signal,
  );
  enhanceActions({ root, config, busy, toast, closeMenus: menus.closeAll, openLanguageDialog: () => languageDialog((open) => open()) }, signal);
  enhanceDrawerButtons(root, config, busy, toast, signal);
  enhanceQrCodes(root, config.messages['header.download.qrAlt'], signal);
}

/**
 * Enhances the header root `root` (`.hdr-root`), and puts the HTML with the optional lookups
 * answered in place of the first once it comes (lookups.ts); the returned function takes every
 * listener off again.
 */
export function enhanceHeader(root: HTMLElement, config: EnhanceConfig): () => void {
  const controller = new AbortController();
  let parts = new AbortController();
  enhanceParts(root, config, parts.signal);
  root.dataset.enhanced = '';
  if (config.lookups) {
    void answeredHeader(root, config.lookups, controller.signal).then((answered) => {
      const next = answered && parseEnhanceConfig(answered.json);
      if (!answered || !next || typeof next === 'string') return;
      const theme = themeOf(root);
      parts.abort();
      showAnswered(root, answered.root);
      parts = new AbortController();
      enhanceParts(root, next, parts.signal);
      // A theme chosen since the first HTML was asked for stays.
      if (answered.root.dataset.theme !== theme) applyTheme(root, next, theme);
    });
  }
  return () => {
    controller.abort();
    parts.abort();
    delete root.dataset.enhanced;
  };
}
