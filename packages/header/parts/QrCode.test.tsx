/**
 * The download QR code: nothing is encoded until the menu opens (uqr is loaded then), and the
 * code is a real QR code of the download page's absolute URL, in a box reserved beforehand.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderSVG } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShownQrCode } from '../nav/index.ts';
import { renderWithI18n } from '../test/render.tsx';
import { QR_SIZE, QrCode } from './QrCode.tsx';

const item: ShownQrCode = { kind: 'qrCode', id: 'download.qr', state: 'ready', labelKey: 'nav.download.scan', routeId: 'download', href: '/zh-CN/download' };

afterEach(cleanup);

describe('QrCode', () => {
  it('reserves its box and draws nothing before its menu opens', () => {
    renderWithI18n(<QrCode item={item} load={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    const box = document.querySelector('.hdr-qr-code') as HTMLElement;
    expect(box.style.inlineSize).toBe(`${QR_SIZE}px`);
    expect(screen.getByText('Scan to download the app')).toBeTruthy();
  });

  it('encodes the absolute URL of the localized download page once opened', async () => {
    const { rerender } = renderWithI18n(<QrCode item={item} load={false} />);
    rerender(<QrCode item={item} load />);
    const image = await waitFor(() => screen.getByRole('img', { name: 'QR code of the app download page' }));
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(renderSVG(`${window.location.origin}/zh-CN/download`, { border: 2 }));
    expect(svg).not.toBe(renderSVG(`${window.location.origin}/download`, { border: 2 }));
  });
});
