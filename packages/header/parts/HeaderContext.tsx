/**
 * What every rendered menu entry needs from the header: how a link click is handled (delayed
 * navigation, security check, lookup) and how an action id runs. Provided once by Header.tsx,
 * so the menu components stay views of the model.
 */
import { createContext, useContext, type MouseEvent } from 'react';
import type { HeaderForm } from '@exchange/contract';
import type { NavAction, ShownAction, ShownLink } from '../nav/index.ts';

export interface HeaderHandlers {
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, item: ShownLink) => void;
  /** Runs an action id; a mode action opens `then` afterwards instead of reloading the page. */
  runAction: (action: NavAction, then?: ShownAction['then']) => void;
  /** The action being run (its button is disabled meanwhile), or null. */
  runningAction: NavAction | null;
  /**
   * The no-script forms of the theme toggle and log out (parts/ActionForm.tsx): where each posts
   * (formAction) and the page to come back to (this page's href).
   */
  forms: { action: Readonly<Record<HeaderForm, string>>; returnTo: string };
}

export const HeaderContext = createContext<HeaderHandlers | null>(null);

export function useHeaderHandlers(): HeaderHandlers {
  const handlers = useContext(HeaderContext);
  if (!handlers) throw new Error('Header menu entries need the HeaderContext');
  return handlers;
}
