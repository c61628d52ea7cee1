/**
 * The header's environment: everything its parts need that is not the model's output. The API
 * instance, the locale and the host's navigation come from HeaderProvider's props; the state of
 * one header (the progress bar, the pending delayed navigation, the security-check host) lives
 * here, created per provider, so no state outlives its provider or leaks into another one (the
 * next test, a header unmounted and mounted again, a provider that holds no header). A page shows
 * one header at a time: the ids the header writes are fixed strings (ids.ts), so a second header
 * beside the first would repeat them; there is no id prefix.
 */
import type { Locale } from '@exchange/contract';
import { createContext, useContext } from 'react';
import type { ApiInstance } from '../api/index.ts';
import { createBusyStore, type BusyStore } from './busy.ts';
import type { NavigationGate } from './delayedNavigation.ts';
import { createSecurityRequests, type SecurityRequests } from './securityRequests.ts';

export type { NavigationGate } from './delayedNavigation.ts';

/** The header's two themes: `black` (dark) and `white` (light). */
export type Theme = 'black' | 'white';

export interface HeaderEnvironment {
  readonly api: ApiInstance;
  readonly locale: Locale;
  /**
   * Client-side navigation to a localized href (a path, or a URL of the site's origin:
   * HeaderProvider); a promise it returns keeps the progress bar up until it settles.
   */
  readonly navigate: (href: string) => void | Promise<unknown>;
  /** Loads the page again, or `href`, after a mode switch or logout: the server paints the new state. */
  readonly reload: (href?: string) => void;
  readonly busy: BusyStore;
  readonly navigation: NavigationGate;
  readonly security: SecurityRequests;
}

/** The state of one header instance (see HeaderEnvironment). */
export function createHeaderState(): Pick<HeaderEnvironment, 'busy' | 'navigation' | 'security'> {
  return { busy: createBusyStore(), navigation: { pending: false }, security: createSecurityRequests() };
}

export const HeaderEnvironmentContext = createContext<HeaderEnvironment | null>(null);

export function useHeaderEnvironment(): HeaderEnvironment {
  const environment = useContext(HeaderEnvironmentContext);
  if (!environment) throw new Error('The header must be rendered inside <HeaderProvider> (@exchange/header)');
  return environment;
}
