/**
 * Entries the client resolves on click (nav `lookup`). Coin-M delivery: the first delivery symbol
 * of the Coin-M list, through the md5-cached symbol lookup; the same answer the server's redirect
 * route gives, without the round trip. When the lookup finds none or fails, the click goes to the
 * entry's own href: the server route, which redirects after its own lookup.
 *
 * The symbol lookup (its cache and the cache's schema) is loaded with the first such click, inside
 * the lookup, so it is not in the page's first-load JavaScript: the click waits for it as it waits
 * for the answer, and a lookup whose code cannot be loaded fails like one whose call fails.
 */
import { buildPath } from '@exchange/contract';
import type { ApiInstance } from '../api/index.ts';
import { NAV_CONSTANTS, siteHref, type HrefContext, type LookupSpec } from '../nav/index.ts';

async function resolveLookup(api: ApiInstance, lookup: LookupSpec, place: HrefContext): Promise<string | undefined> {
  switch (lookup.kind) {
    case 'coinMDelivery': {
      const { findFirstDeliverySymbol } = await import('../api/symbols.ts');
      const symbol = await findFirstDeliverySymbol(api, lookup.businessLine);
      return symbol ? siteHref(place, buildPath('futuresUsd', { symbol: symbol.symbolCode })) : undefined;
    }
  }
}

/**
 * The answer's href, made as the model makes every href (localized, absolute with a site origin);
 * the entry's own `href` when the lookup finds none, fails, or has not answered within
 * NAV_CONSTANTS.lookupWaitMs: a slow lookup never holds the click longer.
 */
export function lookupTarget(api: ApiInstance, lookup: LookupSpec, place: HrefContext, href: string): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(href), NAV_CONSTANTS.lookupWaitMs);
  });
  const answered = resolveLookup(api, lookup, place).then(
    (found) => found ?? href,
    () => href,
  );
  return Promise.race([answered, gaveUp]).finally(() => clearTimeout(timer));
}
