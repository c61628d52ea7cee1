/**
 * The phone bar's two buttons (`data-drawer`: `nav`, `user`), as the React header's MobileBar runs
 * them once it has taken over: each button opens its drawer, a modal <dialog>, in place of the
 * no-script popover it opened (noscript.ts switches those off). The drawers' markup
 * (EnhanceConfig.drawers, the fragment's `part=drawers`, asked with the session: the user drawer is
 * the person's) and the code that runs it (drawers.ts) come on the first tap, the progress bar up
 * meanwhile; a failure says so in a toast and the next tap asks again. The download section's QR
 * code is qr.ts's, drawn when the section is first approached.
 */
import { trapTab } from '../parts/focusTrap.ts';
import type { BusyStore } from '../shell/busy.ts';
import type { EnhanceConfig } from './config.ts';
import { fetchHtml, onDemand } from './html.ts';
import { currencyOf, showCurrency, showTheme, themeOf } from './preferences.ts';
import { enhanceQrCodes } from './qr.ts';
import type { Toast } from './toasts.ts';

export function enhanceDrawerButtons(root: HTMLElement, config: EnhanceConfig, busy: BusyStore, toast: Toast, signal: AbortSignal): void {
  const opened = onDemand(
    busy,
    () => toast('error', config.messages['header.error.generic']),
    () =>
      Promise.all([import('./drawers.ts'), fetchHtml(config.drawers, { credentials: 'include', signal })]).then(
        ([{ runDrawers }, html]) => {
          enhanceQrCodes(html, config.messages['header.download.qrAlt'], signal);
          return runDrawers(html, signal, trapTab, (dialog) => {
            showTheme(dialog, config, themeOf(root));
            showCurrency(dialog, currencyOf(root) ?? '');
          });
        },
        () => null,
      ),
    signal,
  );
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-drawer]')) {
    button.addEventListener('click', () => opened((open) => open(button)), { signal });
  }
}
