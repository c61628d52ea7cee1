/**
 * Delayed navigation (spec §4): a plain click navigates after 500 ms with the menus closed at
 * once; a double click navigates once; modified clicks and new-window links stay the browser's;
 * a lookup target navigates to its answer, and a failed lookup leaves the user where they are.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeaderEnvironment } from './environment.ts';
import { HeaderProvider } from './HeaderProvider.tsx';
import { useBusy } from './progress.ts';
import { isPlainLeftClick, useDelayedNavigation, type NavigationTarget } from './useDelayedNavigation.ts';
import { clickTakenOver } from '../test/clicks.ts';

function Links({ onStart, target }: { onStart: () => void; target?: () => NavigationTarget }) {
  const onClick = useDelayedNavigation(onStart);
  const busy = useBusy(useHeaderEnvironment().busy);
  return (
    <>
      <a href="/spot/BTCUSDT" onClick={(event) => onClick(event, target)}>
        Spot
      </a>
      <a href="/trade-info/trade-rule" target="_blank" rel="noopener" onClick={(event) => onClick(event)}>
        Rules
      </a>
      <output>{busy ? 'busy' : 'idle'}</output>
    </>
  );
}

function setup(target?: () => NavigationTarget, navigate = vi.fn<(href: string) => void | Promise<unknown>>()) {
  const onStart = vi.fn();
  render(
    <HeaderProvider locale="en" navigate={navigate}>
      <Links onStart={onStart} target={target} />
    </HeaderProvider>,
  );
  return { navigate, onStart, link: screen.getByRole('link', { name: 'Spot' }), progress: screen.getByRole('status') };
}

const click = clickTakenOver;

/** Advances fake time and lets the promise chain behind the timer settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  // Let any navigation still pending finish before its timers are switched back.
  await advance(1000);
  cleanup();
  vi.useRealTimers();
});

describe('delayed navigation', () => {
  it('takes over a plain click, gives feedback at once and navigates after 500 ms', async () => {
    const { navigate, onStart, link, progress } = setup();
    expect(click(link)).toBe(true); // the browser does not navigate by itself
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(progress.textContent).toBe('busy');
    await advance(499);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/spot/BTCUSDT');
    expect(progress.textContent).toBe('idle');
  });

  it.each([
    ['loads the page', (settle: { resolve: () => void }) => settle.resolve()],
    ['fails', (settle: { reject: (error: Error) => void }) => settle.reject(new Error('the route module failed to load'))],
  ] as const)("keeps the progress bar up while the router's navigation runs, until it %s (a slow network)", async (_ending, end) => {
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const routerNavigate = vi.fn((_href: string) => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    const { link, progress } = setup(undefined, routerNavigate);
    click(link);
    await advance(500);
    expect(routerNavigate).toHaveBeenCalledWith('/spot/BTCUSDT');
    // Seconds later, the route's data still on its way: the feedback stays.
    await advance(3000);
    expect(progress.textContent).toBe('busy');
    await act(() => {
      end(settle);
      return Promise.resolve();
    });
    expect(progress.textContent).toBe('idle');
  });

  it('navigates once on a double click', async () => {
    const { navigate, onStart, link } = setup();
    click(link);
    await advance(200);
    expect(click(link)).toBe(true);
    await advance(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['cmd', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', async (_name, modifier) => {
    const { navigate, onStart, link } = setup();
    expect(click(link, modifier)).toBe(false);
    await advance(1000);
    expect(navigate).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('does not delay a link that opens a new window', async () => {
    const { navigate } = setup();
    expect(click(screen.getByRole('link', { name: 'Rules' }))).toBe(false);
    await advance(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates to a lookup answer once both the lookup and the delay are done', async () => {
    const lookup = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('/futures/usd/BTCUSD_251226'), 800)));
    const { navigate, link } = setup(lookup);
    click(link);
    await advance(500);
    expect(navigate).not.toHaveBeenCalled();
    await advance(300);
    expect(navigate).toHaveBeenCalledWith('/futures/usd/BTCUSD_251226');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('stays put, silently, when the lookup fails or finds nothing', async () => {
    for (const target of [() => Promise.reject(new Error('offline')), () => Promise.resolve(undefined)]) {
      const { navigate, link, progress } = setup(target);
      click(link);
      await advance(1000);
      expect(navigate).not.toHaveBeenCalled();
      expect(progress.textContent).toBe('idle');
      cleanup();
    }
  });
});

describe('per provider', () => {
  it('two providers each have their own pending navigation and progress bar (state is per provider; ids are per page: ids.ts)', async () => {
    const first = vi.fn<(href: string) => void>();
    const second = vi.fn<(href: string) => void>();
    render(
      <>
        <HeaderProvider locale="en" navigate={first}>
          <Links onStart={() => undefined} />
        </HeaderProvider>
        <HeaderProvider locale="en" navigate={second}>
          <Links onStart={() => undefined} />
        </HeaderProvider>
      </>,
    );
    const [one, two] = screen.getAllByRole('link', { name: 'Spot' });
    const [busyOne, busyTwo] = screen.getAllByRole('status');
    click(one as HTMLElement);
    expect(busyOne?.textContent).toBe('busy');
    expect(busyTwo?.textContent).toBe('idle');
    // The other header is not blocked by the first one's pending navigation.
    expect(click(two as HTMLElement)).toBe(true);
    await advance(500);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('isPlainLeftClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('is true only for an unmodified primary click not handled yet', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick({ ...plain, defaultPrevented: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, button: 2 })).toBe(false);
  });
});
