/**
 * How a header link's plain click is handled, from what the model put on the entry:
 * - `securityCheck`: the security check runs first and goes on to the page once it passes;
 * - `lookup`: the delayed navigation waits for the lookup's target (Coin-M delivery; its own href
 *   when the lookup fails);
 * - otherwise: the delayed navigation to the href (spec §4, 500 ms).
 * New-window links (trading info, stores) are the browser's; their menu closes.
 */
import { useCallback, type MouseEvent } from 'react';
import type { ShownLink } from '../nav/index.ts';
import { useHeaderEnvironment } from './environment.ts';
import { lookupTarget } from './lookup.ts';
import { isPlainLeftClick, useDelayedNavigation } from './useDelayedNavigation.ts';

export function useLinkClick(closeMenus: () => void) {
  const { api, locale, security } = useHeaderEnvironment();
  const delayed = useDelayedNavigation(closeMenus);
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, item: ShownLink) => {
      if (item.kind === 'external') {
        closeMenus();
        return;
      }
      const { securityCheck, lookup } = item;
      if (securityCheck) {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        closeMenus();
        security.request({ action: securityCheck, href: item.href });
        return;
      }
      delayed(event, lookup ? () => lookupTarget(api, lookup, locale, item.href) : undefined);
    },
    [api, closeMenus, delayed, locale, security],
  );
}
