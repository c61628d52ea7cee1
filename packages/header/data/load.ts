/**
 * What the header needs from the API for the first render, read during server rendering with the
 * request's own cookie: the signed-in user (if any) with full info, simulation and account config,
 * and the locale's site config. Optional lookups (rewards, trader-pro) are left to the browser so
 * they never delay the first render.
 */
import type { AccountConfig, FeeTagEntry, Locale, SimulationInfo, SiteConfig, UserFullInfo, UserInfo } from '@exchange/contract';
import { optional, request, type ApiInstance } from '../api/index.ts';

export interface SignedInData {
  user: UserInfo;
  fullInfo: UserFullInfo | null;
  simulation: SimulationInfo | null;
  accountConfig: AccountConfig | null;
}

export interface HeaderData {
  /** Null for guests, and when the API could not say who the user is. */
  session: SignedInData | null;
  /** Null when the site config could not be read: the header then hides every gated entry. */
  site: SiteConfig | null;
  /** Fee tags of the trading bots; empty when they could not be read (no tags shown). */
  feeTags: FeeTagEntry[];
}

/**
 * Every call runs in parallel where it can, and none can fail the page: a failed call leaves its
 * part unknown, and the navigation model treats unknown as hidden. `signedIn` says whether the
 * request carries a session cookie at all (guests then cost no user calls).
 */
export async function loadHeaderData(api: ApiInstance, locale: Locale, signedIn: boolean): Promise<HeaderData> {
  const [site, feeTags, user] = await Promise.all([
    optional(request(api, 'siteConfig', { locale })),
    optional(request(api, 'feeTags', {})),
    signedIn ? optional(request(api, 'userInfo', {})) : Promise.resolve(undefined),
  ]);
  if (!user) return { session: null, site: site ?? null, feeTags: feeTags ?? [] };
  const [fullInfo, simulation, accountConfig] = await Promise.all([
    optional(request(api, 'userFullInfo', {})),
    optional(request(api, 'simulationInfo', {})),
    optional(request(api, 'accountConfig', {})),
  ]);
  return {
    session: { user, fullInfo: fullInfo ?? null, simulation: simulation ?? null, accountConfig: accountConfig ?? null },
    site: site ?? null,
    feeTags: feeTags ?? [],
  };
}
