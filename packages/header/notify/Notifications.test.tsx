/**
 * Toasts (spec §9): 4.5 s, 20 px from the top, paused while hovered or focused, errors can be
 * dismissed, and every toast is in a live region (status for success, alert for errors).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render.tsx';
import { useState } from 'react';
import { NotificationsProvider, ToastOutlet, useNotify } from './Notifications.tsx';

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
    // 20 px below the bar (its height is the stylesheet's --hdr-toast-clearance).
    expect((status.parentElement as HTMLElement).style.insetBlockStart).toBe('calc(var(--hdr-toast-clearance) + 20px)');
  });

  it('disappear after 4.5 s', () => {
    const { ok } = setup();
    fireEvent.click(ok);
    advance(4499);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('show a message given again as one toast, whose 4.5 s start again', () => {
    const { ok, fail } = setup();
    for (let click = 0; click < 6; click += 1) {
      fireEvent.click(ok);
      advance(1000);
    }
    fireEvent.click(fail);
    fireEvent.click(fail);
    expect(toasts().map((toast) => toast.querySelector('.hdr-toast-message')?.textContent)).toEqual(['UID copied', 'Your account is frozen.']);
    // 4.5 s after the last of the six, not after the first.
    advance(3499);
    expect(toasts()).toHaveLength(2);
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(toasts()).toHaveLength(1);
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

/** A page with two dialogs that can be open at once, each holding a toast outlet. */
function Dialogs() {
  const [open, setOpen] = useState<readonly string[]>([]);
  return (
    <>
      <Buttons />
      {['first', 'second'].map((name) => (
        <button key={name} type="button" onClick={() => setOpen((list) => (list.includes(name) ? list.filter((other) => other !== name) : [...list, name]))}>
          {name}
        </button>
      ))}
      {open.map((name) => (
        <div key={name} data-testid={name}>
          <ToastOutlet />
        </div>
      ))}
    </>
  );
}

describe('toast outlets (modal dialogs)', () => {
  const where = () => toasts().map((toast) => toast.closest('[data-testid="first"], [data-testid="second"]')?.getAttribute('data-testid') ?? 'page');
  const inside = (name: string) => screen.getByTestId(name);

  it("show the toasts in the dialog opened last, with regions that exist before anything is announced", () => {
    renderWithI18n(
      <NotificationsProvider>
        <Dialogs />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    // The dialog's own live regions are there, empty, as soon as it opens.
    const status = inside('first').querySelector('[role="status"]');
    const alert = inside('first').querySelector('[role="alert"]');
    expect(status?.textContent).toBe('');
    expect(alert?.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(where()).toEqual(['first', 'first']);
    expect(status?.textContent).toContain('UID copied');
    expect(alert?.textContent).toContain('Your account is frozen.');
    // Only the page's regions form the landmark; the dialog's belong to the dialog.
    expect(screen.getAllByRole('region')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(where()).toEqual(['second', 'second']);
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(where()).toEqual(['first', 'first']);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(where()).toEqual(['page', 'page']);
  });

  it('render nothing outside a provider', () => {
    renderWithI18n(<ToastOutlet />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
