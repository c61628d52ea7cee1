/**
 * The security check of spec §4 and §8 against a fake API: a guarded page asks for it
 * (SecurityCheckRequired), the header's host requests the action code, opens the verification
 * dialog, and goes on to the page once the code passes. A failure code toasts the server's message
 * and opens no dialog; a wrong shape toasts the generic error; a slow answer keeps the progress
 * bar up. The host's dialog is loaded on demand, as in the page.
 */
import { pressEscapeIn } from '../test/jsdom-gaps.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '../root/ProgressBar.tsx';
import { loadHeaderLocale, getHeaderI18n, type MessageKey } from '../i18n/index.ts';
import { createFakeApi, type FakeReplies } from '../test/fake-api.ts';
import { renderInHeader } from '../test/render.tsx';
import { SecurityCheckHost } from './SecurityCheckHost.tsx';
import { SecurityCheckRequired } from './SecurityCheckRequired.tsx';
import { ARRIVAL } from '../test/arrival.ts';

beforeAll(() => loadHeaderLocale('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const message = (key: MessageKey) => getHeaderI18n('en')._(key);

function guardedPage(replies: FakeReplies) {
  const fake = createFakeApi(replies);
  const navigate = vi.fn<(href: string) => void>();
  renderInHeader(
    <>
      <ProgressBar />
      <SecurityCheckHost />
      <SecurityCheckRequired action="withdraw" href="/assets/withdraw" />
    </>,
    { fake, navigate },
  );
  fireEvent.click(screen.getByRole('button', { name: message('header.security.required.start') }));
  return { fake, navigate };
}

// Named by its title and what it confirms: the Withdraw entry's label.
const dialog = () => screen.findByRole('dialog', { name: `${message('header.security.title')} ${message('nav.assets.withdraw')}` });
const toast = () => screen.findByTestId('toast');

describe('security check', () => {
  it('asks for the action code, opens the dialog, verifies the code and goes on to the page', async () => {
    const { fake, navigate } = guardedPage({ securityActionItems: { data: { canFido2: false } }, securityVerify: { data: { verified: true } } });
    const opened = await dialog();
    expect(fake.bodies('securityActionItems')).toEqual([{ action: 'withdraw' }]);
    fireEvent.change(screen.getByLabelText(message('header.security.code')), { target: { value: '123456' } });
    fireEvent.submit(opened.querySelector('form') as HTMLFormElement);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/assets/withdraw'), ARRIVAL);
    expect(fake.bodies('securityVerify')).toEqual([{ action: 'withdraw', code: '123456' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a wrong code shows the server’s message in the dialog and stays', async () => {
    const { navigate } = guardedPage({ securityActionItems: { data: { canFido2: false } }, securityVerify: { code: '40010', msg: 'The code is wrong.' } });
    const opened = await dialog();
    fireEvent.change(screen.getByLabelText(message('header.security.code')), { target: { value: '000000' } });
    fireEvent.submit(opened.querySelector('form') as HTMLFormElement);
    await vi.waitFor(() => expect(opened.querySelector('#hdr-security-error')?.textContent).toBe('The code is wrong.'), ARRIVAL);
    expect(screen.getByLabelText(message('header.security.code')).getAttribute('aria-invalid')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failure code toasts the server’s message and opens no dialog (spec §8)', async () => {
    const { navigate } = guardedPage({ securityActionItems: { code: '40301', msg: 'Your account is frozen.' } });
    expect((await toast()).textContent).toContain('Your account is frozen.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a wrong-shaped answer toasts the generic error', async () => {
    guardedPage({ securityActionItems: { wrongShape: { canFido2: 'yes' } } });
    expect((await toast()).textContent).toContain(message('header.error.generic'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the progress bar up while a slow answer is on its way, and ignores a second request meanwhile', async () => {
    vi.useFakeTimers();
    const { fake } = guardedPage({ securityActionItems: { data: { canFido2: false }, delayMs: 3000 } });
    const progress = screen.getByTestId('nav-progress');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(progress.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: message('header.security.required.start') }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(progress.hidden).toBe(true);
    expect(fake.bodies('securityActionItems')).toHaveLength(1);
    vi.useRealTimers();
    await dialog();
  });

  it('Escape cancels: no navigation, and the check can be asked again', async () => {
    const { fake, navigate } = guardedPage({ securityActionItems: { data: { canFido2: false } } });
    pressEscapeIn(await dialog());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), ARRIVAL);
    fireEvent.click(screen.getByRole('button', { name: message('header.security.required.start') }));
    await dialog();
    expect(fake.bodies('securityActionItems')).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });
});
