/**
 * The download menu's scan-code prompt: a real QR code of the localized download page's absolute
 * URL. The encoder (uqr) is imported the first time the menu opens, so it is not in the page's
 * first-load JavaScript; a box of the code's size is reserved meanwhile. The figure names the
 * entry's href (`data-href`) for the framework-free enhancer, which draws the same code (enhance/qr.ts).
 */
import { useEffect, useState } from 'react';
import type { ShownQrCode } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';

/** Rendered size of the code, px. */
export const QR_SIZE = NAV_CONSTANTS.qrCodeSize;

export function QrCode({ item, load }: { item: ShownQrCode; /** Load and draw the code (its menu has opened). */ load: boolean }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!load || src) return;
    let live = true;
    // The absolute URL exists only in the browser, which is also the only place this runs (an href
    // already absolute to the site's origin, `siteOrigin`, is kept as it is).
    const url = new URL(item.href, window.location.origin).href;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSrc(`data:image/svg+xml,${encodeURIComponent(renderSVG(url, { border: 2 }))}`);
    });
    return () => {
      live = false;
    };
  }, [load, src, item.href]);

  return (
    <figure className="hdr-qr" data-href={item.href}>
      <span className="hdr-qr-code" style={{ inlineSize: QR_SIZE, blockSize: QR_SIZE }}>
        {src ? <img src={src} width={QR_SIZE} height={QR_SIZE} alt={t('header.download.qrAlt')} data-testid="download-qr" /> : null}
      </span>
      <figcaption>{t(item.labelKey, item.labelValues)}</figcaption>
    </figure>
  );
}
