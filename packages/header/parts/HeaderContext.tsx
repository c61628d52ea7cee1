/**
 * What every rendered menu entry needs from the header: how a link click is handled (delayed
 * navigation, security check, lookup) and how an action id runs. Provided once by Header.tsx,
 * so the menu components stay views of the model.
 */
import { createContext, useContext, type MouseEvent } from 'react';
import type { HeaderForm, Locale } from '@exchange/contract';
import { formAction, siteHref, type NavAction, type ShownAction, type ShownLink, type SiteOrigin } from '../nav/index.ts';

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

/** The no-script forms of a page: where the theme and log out post, and this page's href to come back to. */
export function headerForms(locale: Locale, siteOrigin: SiteOrigin | null, currentPath: string): HeaderHandlers['forms'] {
  return { action: { theme: formAction({ siteOrigin }, 'theme'), logout: formAction({ siteOrigin }, 'logout') }, returnTo: siteHref({ locale, siteOrigin }, currentPath) };
}
