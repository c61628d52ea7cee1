/**
 * The download menu's scan code, as the React header's QrCode draws it: a QR code of the
 * localized download page's absolute URL (the figure's `data-href`, made absolute here, where the
 * page's origin is known), by the same encoder (uqr), imported the first time the pointer or the
 * focus comes to the menu (or to a drawer's download section), so it is not in the enhancer's first load. The server reserved the box.
 */
import { NAV_CONSTANTS } from '../nav/constants.ts';

export function enhanceQrCodes(root: ParentNode, alt: string, signal: AbortSignal): void {
  for (const figure of root.querySelectorAll<HTMLElement>('.hdr-qr[data-href]')) {
    const box = figure.querySelector('.hdr-qr-code');
    const menu = figure.closest<HTMLElement>('.hdr-dd, .hdr-section') ?? figure;
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort());
    const draw = () => {
      controller.abort();
      const url = new URL(figure.dataset.href!, location.origin).href;
      void import('uqr').then(({ renderSVG }) => {
        if (signal.aborted || !box) return;
        const image = new Image(NAV_CONSTANTS.qrCodeSize, NAV_CONSTANTS.qrCodeSize);
        image.src = `data:image/svg+xml,${encodeURIComponent(renderSVG(url, { border: 2 }))}`;
        image.alt = alt;
        image.dataset.testid = 'download-qr';
        box.replaceChildren(image);
      });
    };
    for (const type of ['pointerenter', 'focusin'] as const) menu.addEventListener(type, draw, { signal: controller.signal, once: true });
  }
}
