/**
 * Hydrates server HTML in jsdom as the browser would, and returns what React reported: in React 19
 * an attribute that differs (not recovered) goes to the console, the rest to onRecoverableError.
 * An empty list is a clean hydration.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';

export async function hydrationErrors(container: HTMLElement, element: ReactNode): Promise<unknown[]> {
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    errors.push(...consoleError.mock.calls);
  } finally {
    consoleError.mockRestore();
  }
  return errors;
}
