/**
 * The header's framework-free enhancer: it takes the header's server HTML (the fragment, or the
 * site's page) and adds what interaction needs, with no renderer: the menus (menus.ts) and the
 * overflow menu (overflow.ts), the delayed navigation and its progress bar (navigate.ts), the
 * model's actions (actions.ts), the language-and-currency dialog (dialog.ts), the download menu's
 * QR code (qr.ts) and the toasts (toasts.ts). The HTML stays what the server rendered; the
 * enhancer changes states (`hidden`, `aria-expanded`, `disabled`, `data-collapsed`, the theme and
 * the unit) and adds toasts, the dialog, the code and the overflow menu's copies of the menus that
 * do not fit. `data-enhanced` on the root switches the stylesheet's no-script rules off, as
 * hydration does for the React header.
 */
import { enhanceActions } from './actions.ts';
import type { EnhanceConfig } from './config.ts';
import { enhanceLanguageDialog } from './dialog.ts';
import { enhanceMenus } from './menus.ts';
import { enhanceLinks, progressBar } from './navigate.ts';
import { enhanceOverflow } from './overflow.ts';
import { enhanceQrCodes } from './qr.ts';
import { toaster } from './toasts.ts';

export { CONFIG_SELECTOR, ENHANCE_MESSAGES, majorOf, parseEnhanceConfig, type EnhanceConfig, type EnhanceMessage } from './config.ts';

/** Enhances the header root `root` (`.hdr-root`); the returned function takes every listener off again. */
export function enhanceHeader(root: HTMLElement, config: EnhanceConfig): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  enhanceOverflow(root, signal);
  const menus = enhanceMenus(root, signal);
  const busy = progressBar(root);
  const toast = toaster(root, config.messages['header.toast.dismiss']);
  enhanceLinks(root, busy, menus.closeAll, signal);
  const openLanguageDialog = enhanceLanguageDialog(root, config, toast, signal);
  enhanceActions({ root, config, busy, toast, closeMenus: menus.closeAll, openLanguageDialog }, signal);
  enhanceQrCodes(root, config.messages['header.download.qrAlt'], signal);
  root.dataset.enhanced = '';
  return () => {
    controller.abort();
    delete root.dataset.enhanced;
  };
}
