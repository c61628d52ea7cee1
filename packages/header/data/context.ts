/**
 * The navigation context of a header render: the server-loaded data (who is signed in, their
 * modes, the locale's site config, the fee tags) plus the answers of the optional lookups so far.
 * One place, so the header and the tests that predict it build the same context.
 */
import type { Locale } from '@exchange/contract';
import { createNavContext, type NavContext, type SiteOrigin } from '../nav/index.ts';
import type { HeaderContent } from './load.ts';

/** Undefined while a lookup has not answered, null when it answered nothing or failed. */
export interface LookupAnswers {
  readonly traderProUid?: string | null;
  readonly rewardsAmount?: number | null;
}

/** Where the header is: the page's locale and path, and the site's origin when it is another one. */
export interface HeaderPlace {
  readonly locale: Locale;
  readonly currentPath: string;
  /** The exchange site's origin (parsed: nav `parseSiteOrigin`); absent or null on the site itself. */
  readonly siteOrigin?: SiteOrigin | null;
}

export function headerNavContext(
  { locale, currentPath, siteOrigin = null, session, site, feeTags }: HeaderContent & HeaderPlace,
  lookups: LookupAnswers = {},
): NavContext {
  return createNavContext({
    locale,
    currentPath,
    siteOrigin,
    user: session?.user,
    simulation: session?.simulation,
    accountConfig: session?.accountConfig,
    site,
    feeTags,
    traderProUid: lookups.traderProUid,
    rewardsAmount: lookups.rewardsAmount,
  });
}
