/**
 * What the header needs from the API for the first render, read during server rendering with the
 * request's own cookie: the signed-in user (if any) with full info, simulation and account config,
 * and the locale's site config. Optional lookups (rewards, trader-pro) are left to the browser so
 * they never delay the first render.
 */
import { createServerInstance, optional, request } from '@exchange/header/api';
import type { AccountConfig, Locale, SimulationInfo, SiteConfig, UserFullInfo, UserInfo } from '@exchange/contract';
import { readCookie } from './preferences.ts';

export const SESSION_COOKIE = 'rt';

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
}

export async function loadHeaderData(apiOrigin: string, cookieHeader: string | null, locale: Locale): Promise<HeaderData> {
  const api = createServerInstance(apiOrigin, cookieHeader);
  const signedIn = Boolean(readCookie(cookieHeader, SESSION_COOKIE));
  const [site, user] = await Promise.all([
    optional(request(api, 'siteConfig', { locale })),
    signedIn ? optional(request(api, 'userInfo', {})) : Promise.resolve(undefined),
  ]);
  if (!user) return { session: null, site: site ?? null };
  const [fullInfo, simulation, accountConfig] = await Promise.all([
    optional(request(api, 'userFullInfo', {})),
    optional(request(api, 'simulationInfo', {})),
    optional(request(api, 'accountConfig', {})),
  ]);
  return {
    session: { user, fullInfo: fullInfo ?? null, simulation: simulation ?? null, accountConfig: accountConfig ?? null },
    site: site ?? null,
  };
}
