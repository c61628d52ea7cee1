/**
 * Parts loaded on demand: a part whose code is here renders in the same commit as the state that
 * opens it (a React.lazy part suspends first and is then held back by React's fallback throttle),
 * a part still loading renders once it arrives, and a part that cannot load calls onFail and is
 * tried again on the next open.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderEnvironmentContext, type HeaderEnvironment } from '../shell/environment.ts';
import { createBusyStore } from '../shell/progress.ts';
import { OnDemand, onDemandPart, type OnDemandPart } from './OnDemand.tsx';

afterEach(cleanup);

interface PanelProps {
  label: string;
}

function Panel({ label }: PanelProps) {
  return <p data-testid="panel">{label}</p>;
}

/** A module of `Panel` that arrives when the test says so (or fails). */
function controlledModule() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<{ default: typeof Panel }>((resolve, reject) => {
        calls.push({ resolve: () => resolve({ default: Panel }), reject });
      }),
  );
  return { importer, calls };
}

function Opener({ part, onFail }: { part: OnDemandPart<PanelProps>; onFail: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((shown) => !shown)}>
        toggle
      </button>
      {open ? <OnDemand part={part} props={{ label: 'the panel' }} onFail={onFail} /> : null}
    </>
  );
}

describe('OnDemand', () => {
  it('renders a part whose code is here in the commit that opens it', async () => {
    const { importer, calls } = controlledModule();
    const part = onDemandPart(importer);
    part.preload();
    // A preload is the pointer's intent: the frame that answers it comes first, then the import.
    expect(importer).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    calls[0]!.resolve();
    await expect(part.load()).resolves.toBe(Panel);
    render(<Opener part={part} onFail={() => undefined} />);
    act(() => screen.getByRole('button').click());
    // No await between the click and the check: the part is in this commit.
    expect(screen.getByTestId('panel').textContent).toBe('the panel');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders a part once its code arrives, loading it once for many opens', async () => {
    const { importer, calls } = controlledModule();
    const part = onDemandPart(importer);
    render(<Opener part={part} onFail={() => undefined} />);
    act(() => screen.getByRole('button').click());
    expect(screen.queryByTestId('panel')).toBeNull();
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    await act(() => Promise.resolve(calls[0]!.resolve()));
    expect(screen.getByTestId('panel').textContent).toBe('the panel');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps the header busy (its progress bar) while the code is on its way, and not once it is here or failed', async () => {
    const busy = createBusyStore();
    const environment = { busy } as unknown as HeaderEnvironment;
    const busyNow = () => busy.isBusy();
    const { importer, calls } = controlledModule();
    const part = onDemandPart(importer);
    render(
      <HeaderEnvironmentContext.Provider value={environment}>
        <Opener part={part} onFail={() => undefined} />
      </HeaderEnvironmentContext.Provider>,
    );
    expect(busyNow()).toBe(false);
    act(() => screen.getByRole('button').click());
    expect(busyNow()).toBe(true);
    await act(() => Promise.resolve(calls[0]!.resolve()));
    expect(screen.getByTestId('panel')).toBeTruthy();
    expect(busyNow()).toBe(false);
    // Closed and opened again: the code is here, so nothing is busy.
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(busyNow()).toBe(false);
  });

  it('calls onFail when the code cannot load, and loads again on the next open', async () => {
    const { importer, calls } = controlledModule();
    const part = onDemandPart(importer);
    const onFail = vi.fn();
    render(<Opener part={part} onFail={onFail} />);
    act(() => screen.getByRole('button').click());
    await act(() => Promise.resolve(calls[0]!.reject(new Error('chunk gone'))));
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('panel')).toBeNull();
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(importer).toHaveBeenCalledTimes(2);
    await act(() => Promise.resolve(calls[1]!.resolve()));
    expect(screen.getByTestId('panel').textContent).toBe('the panel');
  });

  it('drops a part that throws while rendering and calls onFail', () => {
    const part = onDemandPart<PanelProps>(() => Promise.resolve({ default: Panel }));
    const broken: OnDemandPart<PanelProps> = {
      ...part,
      loaded: () =>
        function Broken() {
          throw new Error('render failed');
        },
    };
    const onFail = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Opener part={broken} onFail={onFail} />);
    act(() => screen.getByRole('button').click());
    quiet.mockRestore();
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('panel')).toBeNull();
  });
});
