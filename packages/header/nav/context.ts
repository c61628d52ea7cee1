/**
 * The navigation context: everything a rule may read, as plain data. The view layer assembles it
 * from the contract's answers; the model never fetches anything.
 */
import {
  localeEntry,
  type AccountConfig,
  type FeatureFlag,
  type FeeTagEntry,
  type Locale,
  type SimulationInfo,
  type SiteConfig,
  type UserInfo,
} from '@exchange/contract';
import { parseSiteOrigin, type SiteOrigin } from './href.ts';

/** The fields of the signed-in user (spec section 3) that rules and labels read. */
export type NavUser = Pick<
  UserInfo,
  | 'demoUType'
  | 'creationDemo'
  | 'subAccountCount'
  | 'childFlag'
  | 'subAccountKind'
  | 'subAccountTrader'
  | 'rechargeFlag'
  | 'accountMode'
  | 'unifiedQualified'
  | 'showUserVip'
  | 'vipLevel'
  | 'classicReturn'
  | 'verified'
  | 'frozen'
  | 'roles'
>;

export interface NavContext {
  readonly locale: Locale;
  /** Path and query of the current page, without the locale prefix (`/spot/BTCUSDT?type=cross`). */
  readonly currentPath: string;
  /** The signed-in user; null for guests. */
  readonly user: NavUser | null;
  /** Simulation info; null when unknown, which counts as real trading. */
  readonly simulation: SimulationInfo | null;
  /** Account config; null when unknown, which hides the demo switch. */
  readonly accountConfig: AccountConfig | null;
  /**
   * The locale's site config (feature flags, region tier...). Null while unknown (not loaded, or
   * failed): every gated entry is then hidden. A config of another locale counts as unknown.
   */
  readonly site: SiteConfig | null;
  /** Trader-pro uid: undefined while the optional lookup has not answered, null when there is none. */
  readonly traderProUid: string | null | undefined;
  /** Rewards count: undefined while the optional lookup has not answered, null when it failed. */
  readonly rewardsAmount: number | null | undefined;
  /** Fee tags of the trading bots, joined on strategy type. */
  readonly feeTags: readonly FeeTagEntry[];
  /**
   * The exchange site's origin when the header is mounted on another origin (href.ts): every href
   * is then absolute to it. Null (the default): hrefs are paths of the page's own origin.
   */
  readonly siteOrigin: SiteOrigin | null;
}

/**
 * The conservative context: a guest, nothing known. Product menus show only their ungated entries
 * and every gated one is hidden until the site config arrives (STYLE.md: hide gated entries while
 * data loads). Spread it and override what is known.
 */
export function defaultNavContext(locale: Locale, currentPath = '/'): NavContext {
  return {
    locale,
    currentPath,
    user: null,
    simulation: null,
    accountConfig: null,
    site: null,
    traderProUid: undefined,
    rewardsAmount: undefined,
    feeTags: [],
    siteOrigin: null,
  };
}

/**
 * A context from what is known so far: the conservative default for the locale, with the given
 * answers laid over it. A full contract `UserInfo` is accepted as the user.
 */
export function createNavContext(known: Partial<NavContext> & Pick<NavContext, 'locale'>): NavContext {
  return {
    ...defaultNavContext(known.locale),
    ...known,
    // An explicit undefined means "not known" for these too, not a missing value.
    currentPath: known.currentPath ?? '/',
    user: known.user ?? null,
    simulation: known.simulation ?? null,
    accountConfig: known.accountConfig ?? null,
    site: known.site ?? null,
    feeTags: known.feeTags ?? [],
    // Checked again, so a context never holds an origin the parser would refuse.
    siteOrigin: parseSiteOrigin(known.siteOrigin),
  };
}

/** The site config the rules may trust: the context's, when it is for the context's locale. */
export function knownSite(ctx: NavContext): SiteConfig | null {
  return ctx.site !== null && ctx.site.locale === ctx.locale ? ctx.site : null;
}

/** A per-locale feature flag; off while the site config is unknown. */
export function featureOn(ctx: NavContext, flag: FeatureFlag): boolean {
  return knownSite(ctx)?.features[flag] === true;
}

/** The locale's language type (its index in LOCALES). */
export function languageTypeOf(ctx: NavContext): number {
  return localeEntry(ctx.locale).languageType;
}
