/**
 * What the header needs from the API for the first render, read during server rendering with the
 * request's own cookie: the signed-in user (if any) with full info, simulation and account config,
 * and the locale's site config. Optional lookups (rewards, trader-pro) are left to the browser so
 * they never delay the first render.
 */
import type { AccountConfig, EndpointName, EndpointRequest, FeeTagEntry, LanguageEntry, Locale, RateEntry, SimulationInfo, SiteConfig, UserFullInfo, UserInfo } from '@exchange/contract';
import { request, type ApiInstance } from '../api/index.ts';
import { isSignedOutError } from '../api/client.ts';
import { optionalLookups, settingsList } from './calls.ts';

export interface SignedInData {
  user: UserInfo;
  fullInfo: UserFullInfo | null;
  simulation: SimulationInfo | null;
  accountConfig: AccountConfig | null;
}

/** What the header shows: the server-loaded part of its navigation context. */
export interface HeaderContent {
  /** Null for guests, and when the API could not say who the user is. */
  session: SignedInData | null;
  /** Null when the site config could not be read: the header then hides every gated entry. */
  site: SiteConfig | null;
  /** Fee tags of the trading bots; empty when they could not be read (no tags shown). */
  feeTags: FeeTagEntry[];
}

export interface HeaderData extends HeaderContent {
  /**
   * True when a call failed in a way that may pass (network, timeout, HTTP error, bad answer): the
   * header rendered with the part unknown, and the page asks once more after hydration. False when
   * every answer came, or when the API said no for good (e.g. the session has expired).
   */
  incomplete: boolean;
}

/**
 * The most the server render waits for the header's calls, all of them together: a slow or
 * hanging API costs the page at most this long, and the header renders with what has come.
 */
export const HEADER_DATA_BUDGET_MS = 1500;

/** How long the server keeps the answers that are the same for every user (site config per locale, fee tags). */
export const SHARED_DATA_TTL_MS = 30_000;

/**
 * Answers that do not depend on the user (the locale's site config, the fee tags), kept by the
 * server for a stated lifetime so a page costs no API call for them while they are fresh. Only
 * answers that came are kept (a failure is asked again by the next page); an entry is dropped when
 * its lifetime ends (invalidation: the lifetime, and a restart, which a deploy is).
 */
export interface SharedLookups {
  get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
}

/** A SharedLookups of `ttlMs` (0 or less: nothing kept, every page asks). */
export function createSharedLookups(ttlMs: number = SHARED_DATA_TTL_MS, now: () => number = Date.now): SharedLookups {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    async get<T>(key: string, load: () => Promise<T | undefined>) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value as T;
      if (entry) entries.delete(key);
      const value = await load();
      if (value !== undefined && ttlMs > 0) entries.set(key, { value, expires: now() + ttlMs });
      return value;
    },
  };
}

/**
 * Every call runs in parallel where it can, and none can fail the page: a failed call leaves its
 * part unknown, and the navigation model treats unknown as hidden. `signedIn` says whether the
 * request carries a session cookie at all (guests then cost no user calls).
 */
export async function loadHeaderData(
  api: ApiInstance,
  locale: Locale,
  signedIn: boolean,
  budgetMs: number = HEADER_DATA_BUDGET_MS,
  shared?: SharedLookups,
): Promise<HeaderData> {
  const deadline = Date.now() + budgetMs;
  let incomplete = false;
  /** The call's data, or undefined when it failed; a failure that may pass marks the data incomplete. */
  const ask = <Name extends EndpointName>(name: Name, body: EndpointRequest<Name>) =>
    request(api, name, body, { timeoutMs: Math.max(1, deadline - Date.now()) }).catch((error: unknown) => {
      if (!isSignedOutError(error)) incomplete = true;
      return undefined;
    });

  // The user's own calls start as soon as the user is known, not after the site's calls.
  const session = async (): Promise<SignedInData | null> => {
    const user = signedIn ? await ask('userInfo', {}) : undefined;
    if (!user) return null;
    const [fullInfo, simulation, accountConfig] = await Promise.all([ask('userFullInfo', {}), ask('simulationInfo', {}), ask('accountConfig', {})]);
    return { user, fullInfo: fullInfo ?? null, simulation: simulation ?? null, accountConfig: accountConfig ?? null };
  };
  const siteConfig = () => ask('siteConfig', { locale });
  const feeTagList = () => ask('feeTags', {});
  const [site, feeTags, signedInData] = await Promise.all([
    shared ? shared.get(`siteConfig ${locale}`, siteConfig) : siteConfig(),
    shared ? shared.get('feeTags', feeTagList) : feeTagList(),
    session(),
  ]);
  return { session: signedInData, site: site ?? null, feeTags: feeTags ?? [], incomplete };
}

/** The language-and-currency dialog's two lists; undefined where the call failed. */
export interface SettingsLists {
  languages: LanguageEntry[] | undefined;
  rates: RateEntry[] | undefined;
}

/**
 * The dialog's lists for a server that renders the dialog itself (the fragment, for the
 * framework-free enhancer): the same for every user of a locale, so kept like the site config when
 * `shared` is given, and within the same budget as the header's first data.
 */
export async function loadSettingsLists(api: ApiInstance, locale: Locale, budgetMs: number = HEADER_DATA_BUDGET_MS, shared?: SharedLookups): Promise<SettingsLists> {
  const ask = <Name extends 'languages' | 'rates'>(name: Name) => {
    const load = () => settingsList(api, name, { timeoutMs: budgetMs }).catch(() => undefined);
    return shared ? shared.get(`${name} ${locale}`, load) : load();
  };
  const [languages, rates] = await Promise.all([ask('languages'), ask('rates')]);
  return { languages, rates };
}

/**
 * The optional lookups (spec §7: rewards count, trader-pro uid) asked by a server for a render
 * after the first (the fragment with `lookups=answered`): each answer, null when it failed.
 */
export async function loadOptionalLookups(api: ApiInstance): Promise<{ rewardsAmount: number | null; traderProUid: string | null }> {
  const { rewardsAmount, traderProUid } = optionalLookups(api);
  const [rewards, traderPro] = await Promise.all([rewardsAmount, traderProUid]);
  return { rewardsAmount: rewards, traderProUid: traderPro };
}
