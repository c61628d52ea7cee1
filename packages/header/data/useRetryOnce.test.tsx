/**
 * The "retry once" policy every host uses (PageHeader, the site): data that came incomplete asks
 * once more after the render, never twice for the same key (a lasting fault: no loop), never for
 * complete data; a new key (new data from the host) starts again; React's StrictMode, which runs
 * effects twice, still asks once.
 */
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRetryOnce } from './useRetryOnce.ts';

afterEach(cleanup);

/** A host of the hook whose `retry` is a new function at every render, as an inline one is, and counts its calls. */
function host() {
  const asked: unknown[] = [];
  function Host({ incomplete, dataKey }: { incomplete: boolean; dataKey?: unknown }) {
    useRetryOnce(incomplete, () => asked.push(dataKey), dataKey);
    return null;
  }
  return { asked, Host };
}

describe('useRetryOnce', () => {
  it('never asks for complete data', () => {
    const { asked, Host } = host();
    const { rerender } = render(<Host incomplete={false} />);
    rerender(<Host incomplete={false} />);
    expect(asked).toEqual([]);
  });

  it('asks once after the first render of incomplete data, and not again while it stays incomplete (no loop)', () => {
    const { asked, Host } = host();
    const { rerender } = render(<Host incomplete />);
    expect(asked).toHaveLength(1);
    // The site's revalidation: new data, still incomplete, no key: the component's life is the once.
    rerender(<Host incomplete />);
    rerender(<Host incomplete={false} />);
    rerender(<Host incomplete />);
    expect(asked).toHaveLength(1);
  });

  it('counts once per key: data the host gives anew starts again, complete data still asks nothing', () => {
    const { asked, Host } = host();
    const first = { load: 1 };
    const second = { load: 2 };
    const { rerender } = render(<Host incomplete dataKey={first} />);
    rerender(<Host incomplete dataKey={first} />);
    rerender(<Host incomplete dataKey={second} />);
    rerender(<Host incomplete={false} dataKey={{ load: 3 }} />);
    expect(asked).toEqual([first, second]);
  });

  it('asks once under StrictMode, which runs every effect twice', () => {
    const { asked, Host } = host();
    render(
      <StrictMode>
        <Host incomplete />
      </StrictMode>,
    );
    expect(asked).toHaveLength(1);
  });
});
