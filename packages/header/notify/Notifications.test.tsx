/**
 * Toasts (spec §9): 4.5 s, 20 px from the top, paused while hovered or focused, errors can be
 * dismissed, and every toast is in a live region (status for success, alert for errors).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render.tsx';
import { NotificationsProvider, useNotify } from './Notifications.tsx';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success('UID copied')}>
        ok
      </button>
      <button type="button" onClick={() => notify.error('Your account is frozen.')}>
        fail
      </button>
    </>
  );
}

function setup() {
  renderWithI18n(
    <NotificationsProvider>
      <Buttons />
    </NotificationsProvider>,
  );
  return { ok: screen.getByRole('button', { name: 'ok' }), fail: screen.getByRole('button', { name: 'fail' }) };
}

// Synchronous act: the work is flushed when it returns; its thenable only serves async callbacks.
const advance = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const toasts = () => screen.queryAllByTestId('toast');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('announce success politely and errors as alerts, 20 px from the top', () => {
    const { ok, fail } = setup();
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    // Both regions exist before anything is announced, so screen readers pick up what is added.
    expect(status.textContent).toBe('');
    fireEvent.click(ok);
    fireEvent.click(fail);
    expect(status.textContent).toContain('UID copied');
    expect(alert.textContent).toContain('Your account is frozen.');
    expect((status.parentElement as HTMLElement).style.insetBlockStart).toBe('20px');
  });

  it('disappear after 4.5 s', () => {
    const { ok } = setup();
    fireEvent.click(ok);
    advance(4499);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pause while hovered and keep the time they had left', () => {
    const { ok } = setup();
    fireEvent.click(ok);
    advance(3000);
    const toast = toasts()[0] as HTMLElement;
    fireEvent.pointerEnter(toast);
    advance(10_000);
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerLeave(toast);
    advance(1499);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pause while focused; an error toast can be dismissed', () => {
    const { fail } = setup();
    fireEvent.click(fail);
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    fireEvent.focusIn(dismiss);
    advance(10_000);
    expect(toasts()).toHaveLength(1);
    fireEvent.click(dismiss);
    expect(toasts()).toHaveLength(0);
  });

  it('success toasts have no dismiss button', () => {
    const { ok } = setup();
    fireEvent.click(ok);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
