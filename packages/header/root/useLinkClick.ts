/**
 * How a header link's plain click is handled, from what the model put on the entry:
 * - `securityCheck`: the security check runs first and goes on to the page once it passes;
 * - `lookup`: the delayed navigation waits for the lookup's target (Coin-M delivery; its own href
 *   when the lookup fails);
 * - otherwise: the delayed navigation to the href (spec §4, 500 ms).
 * New-window links (trading info, stores) are the browser's; their menu closes. An href absolute to
 * the site's origin (`siteOrigin`) is handled the same way: the host's `navigate` gets the URL and
 * loads it (HeaderProvider's default does a full page load).
 */
import { useCallback, type MouseEvent } from 'react';
import type { ShownLink, SiteOrigin } from '../nav/index.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { lookupTarget } from './lookup.ts';
import { isPlainLeftClick, useDelayedNavigation } from '../shell/useDelayedNavigation.ts';

/** `siteOrigin`: the site's, when the header is on another origin (the lookup's answer is absolute to it too). */
export function useLinkClick(closeMenus: () => void, siteOrigin: SiteOrigin | null) {
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
      delayed(event, lookup ? () => lookupTarget(api, lookup, { locale, siteOrigin }, item.href) : undefined);
    },
    [api, closeMenus, delayed, locale, siteOrigin, security],
  );
}
