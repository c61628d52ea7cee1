import { createContext, useCallback, useContext } from 'react';
import { ApiError } from '../api/index.ts';
import { isSignedOutError } from '../api/client.ts';

/**
 * What a failed call tells the user: the server's own message when it sent one (spec §8: the
 * security check shows the server's msg), otherwise `fallback`, never a network error's text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'code' && error.message ? error.message : fallback;
}

/**
 * Turns the header to a guest's (root/Header.tsx provides it): one of its calls was answered that
 * the session has ended, as when the trader signed out in another tab (audit N4). The header then
 * shows the sign-in links instead of the account it no longer has; the page's own data is the host's.
 */
export const SessionEndedContext = createContext<() => void>(() => {});

/** `onFailure` for a call: when its error says the session has ended, the header turns to a guest's. */
export function useSessionCheck(): (error: unknown) => void {
  const ended = useContext(SessionEndedContext);
  return useCallback(
    (error) => {
      if (isSignedOutError(error)) ended();
    },
    [ended],
  );
}
