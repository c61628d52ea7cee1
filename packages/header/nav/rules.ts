/**
 * Every visibility rule of spec sections 4 and 6, each once, as a named pure predicate over the
 * navigation context. A menu node lists the rules it needs (tree.ts); the per-locale feature flags
 * are added from one table (features.ts). A rule answers `true` (shows), `false` (hides) or
 * `'pending'` (its data has not arrived yet: the view reserves the entry's space).
 *
 * Rule names say what must hold for an entry to show; `hiddenBy` reports the first one that failed.
 */
import { DEMO_U_TYPE, FEATURE_FLAGS, UK_LOCALE, type FeatureFlag } from '@exchange/contract';
import { NAV_DEFAULTS } from './constants.ts';
import { featureOn, knownSite, languageTypeOf, type NavContext } from './context.ts';
import { isCurrentPage } from './current.ts';
import { routeTo } from './route.ts';

export type RuleResult = boolean | 'pending';
export type Rule = (ctx: NavContext) => RuleResult;

const not =
  (rule: (ctx: NavContext) => boolean) =>
  (ctx: NavContext): boolean =>
    !rule(ctx);

const includes = (list: readonly number[], value: number): boolean => list.includes(value);

// ---------------------------------------------------------------------------------------------
// Who is signed in (spec §6 Guests, Main users, Sub-account users)
// ---------------------------------------------------------------------------------------------

/** Spec §4: "logged in shows the avatar menu and the asset and order menus". */
function signedIn(ctx: NavContext): boolean {
  return ctx.user !== null;
}

/** Spec §6: "Guests: only login, register, download, language and theme". */
function guest(ctx: NavContext): boolean {
  return ctx.user === null;
}

/** Spec §6: "Sub-account (child) users". */
function subAccount(ctx: NavContext): boolean {
  return ctx.user?.childFlag === true;
}

/** Sub-account label: a virtual sub-account (spec §3, account kinds named in labels). */
function virtualSubAccount(ctx: NavContext): boolean {
  return subAccount(ctx) && ctx.user?.subAccountKind === 'virtual';
}

/** Sub-account label: a custodial sub-account (spec §3, account kinds named in labels). */
function custodialSubAccount(ctx: NavContext): boolean {
  return subAccount(ctx) && ctx.user?.subAccountKind === 'custodial';
}

/** Spec §3 "sub-account count" label: a main account that has sub-accounts. */
function hasSubAccounts(ctx: NavContext): boolean {
  return !subAccount(ctx) && (ctx.user?.subAccountCount ?? 0) > 0;
}

/** Spec §6: "deposit shows only if rechargeFlag is set" (for sub-accounts; main users always). */
function subAccountRecharge(ctx: NavContext): boolean {
  return !subAccount(ctx) || ctx.user?.rechargeFlag === true;
}

/** Spec §6: "Sub-account traders: an extra expert futures entry". */
function subAccountTrader(ctx: NavContext): boolean {
  return subAccount(ctx) && ctx.user?.subAccountTrader === true;
}

// ---------------------------------------------------------------------------------------------
// Demo users and simulation (spec §4 Modes, §6 Demo users, Simulation mode)
// ---------------------------------------------------------------------------------------------

/** Spec §6: "Demo users (DemoStatus): no deposit or withdraw; can switch to real". */
function demoUser(ctx: NavContext): boolean {
  return ctx.user?.demoUType === DEMO_U_TYPE.DemoStatus;
}

/** Spec §4: "In creation-demo-account mode a return button switches to the real account". */
function creationDemoAccount(ctx: NavContext): boolean {
  return ctx.user?.demoUType === DEMO_U_TYPE.CreationDemoAccount;
}

/**
 * Spec §4: "switch creation demo account". Decision (README): offered to a user who has a creation
 * demo account and is on the real account (not on a demo account; simulation is gated separately).
 */
function creationDemoSwitch(ctx: NavContext): boolean {
  return ctx.user?.creationDemo === true && ctx.user.demoUType === DEMO_U_TYPE.DemoDefault;
}

/** Spec §4: classic or unified-account simulation (a signed-in user with the simulation flag). */
function inSimulation(ctx: NavContext): boolean {
  return signedIn(ctx) && ctx.simulation?.simulation === true;
}

/**
 * Decision (README): the demo futures links are for users who trade demo: in a simulation or on a
 * demo account (DemoStatus or creation demo account).
 */
function demoTrading(ctx: NavContext): boolean {
  return inSimulation(ctx) || (ctx.user !== null && ctx.user.demoUType !== DEMO_U_TYPE.DemoDefault);
}

/**
 * Decision (README): the enter-simulation entries are for signed-in users trading for real (not in
 * a simulation, not on a demo account). Spec §4: "The rules for entering a simulation: not shown".
 */
function canEnterSimulation(ctx: NavContext): boolean {
  return signedIn(ctx) && !demoTrading(ctx);
}

// ---------------------------------------------------------------------------------------------
// Account modes and the unified account (spec §3 accountMode, §4, §6 Unified account entry)
// ---------------------------------------------------------------------------------------------

/**
 * Spec §3: "accountMode: values 1, 2 and 4 are unified-type modes"; a unified-account simulation
 * trades on the unified pages too. Chooses the unified variants of spot, futures and trading info.
 */
function unifiedMode(ctx: NavContext): boolean {
  if (ctx.user === null) return false;
  return includes(NAV_DEFAULTS.unifiedAccountModes, ctx.user.accountMode) || (inSimulation(ctx) && ctx.simulation?.simulationType === 'unified');
}

/** Spec §6: "Account modes 2 and 4 hide the funding account" (DESIGN.md: both). */
function hasFundingAccount(ctx: NavContext): boolean {
  return ctx.user !== null && !includes(NAV_DEFAULTS.noFundingAccountModes, ctx.user.accountMode);
}

/** Spec §6: "Unified account entry: shown only when the user qualifies and the language is not en-GB". */
function unifiedAccountAvailable(ctx: NavContext): boolean {
  return ctx.user?.unifiedQualified === true && ctx.locale !== UK_LOCALE;
}

/** Spec §4: "Classic account return button: shown when flagged". */
function classicReturn(ctx: NavContext): boolean {
  return ctx.user?.classicReturn === true;
}

/** The classic-account return button's page (spec §4: "goes to spot/BTCUSDT"). */
export const CLASSIC_RETURN_PAGE = routeTo('spot', { symbol: NAV_DEFAULTS.symbol });

/**
 * Spec §4: the classic-account return button "goes to spot/BTCUSDT". Decision (docs/decisions.md):
 * on that page (spot trading, any symbol) it would lead nowhere, so it is not shown there.
 */
function onClassicReturnPage(ctx: NavContext): boolean {
  return isCurrentPage(CLASSIC_RETURN_PAGE.path, ctx.currentPath);
}

// ---------------------------------------------------------------------------------------------
// Locale and site config (spec §2 Spot, More, Demo futures; §6 UK locale, feature flags, VIP)
// ---------------------------------------------------------------------------------------------

/** Spec §6: "UK locale: investor-status entry" (DESIGN.md: en-GB). */
function ukLocale(ctx: NavContext): boolean {
  return ctx.locale === UK_LOCALE;
}

/**
 * Spec §2: "events/referral (hidden for language type 3)"; the type comes from the site config,
 * which also says whether the locale's market allows refer-a-friend promotions at all (not the UK).
 */
function referralAllowed(ctx: NavContext): boolean {
  const site = knownSite(ctx);
  return site !== null && site.referralAllowed && languageTypeOf(ctx) !== site.referralHiddenLanguageType;
}

/** Spec §2: "susdc/SBTCSPERP (the last is dropped for one region tier)". */
function demoUsdcFuturesAllowed(ctx: NavContext): boolean {
  const site = knownSite(ctx);
  return site !== null && site.regionTier !== NAV_DEFAULTS.demoUsdcDroppedRegionTier;
}

/** Spec §2: "/copy-trading/spot (only if spot copy is enabled)". */
function spotCopyEnabled(ctx: NavContext): boolean {
  return knownSite(ctx)?.spotCopyEnabled === true;
}

/** Spec §6: "VIP entry/badge: needs showUserVip=1". */
function showUserVip(ctx: NavContext): boolean {
  return ctx.user?.showUserVip === 1;
}

/** Spec §6: VIP needs "a locale that allows it". */
function vipAllowedInLocale(ctx: NavContext): boolean {
  return knownSite(ctx)?.vipAllowed === true;
}

// ---------------------------------------------------------------------------------------------
// Account config and the optional lookups (spec §6 Demo switch, Trader-pro, rewards count)
// ---------------------------------------------------------------------------------------------

/** Spec §6: "Demo switch: needs the account-show switch setting". */
function demoSwitchOpen(ctx: NavContext): boolean {
  return ctx.accountConfig?.accountShow.switchOpen === true;
}

/** Spec §6: "Trader-pro users: a switch-account entry" (pending until the lookup answers). */
function traderPro(ctx: NavContext): RuleResult {
  if (ctx.traderProUid === undefined) return 'pending';
  return typeof ctx.traderProUid === 'string' && ctx.traderProUid.length > 0;
}

/** Spec §6: "The rewards count is shown only if greater than 0" (pending until the lookup answers). */
function rewardsCountPositive(ctx: NavContext): RuleResult {
  if (ctx.rewardsAmount === undefined) return 'pending';
  return typeof ctx.rewardsAmount === 'number' && Number.isFinite(ctx.rewardsAmount) && ctx.rewardsAmount > 0;
}

// ---------------------------------------------------------------------------------------------
// Labels only (spec §1 roles; §4 "Frozen account state and verified/not verified: labels")
// ---------------------------------------------------------------------------------------------

/** Elite trader (lead copy trades): a label, no extra permission (README). */
function eliteTrader(ctx: NavContext): boolean {
  return ctx.user?.roles.includes('elite') === true;
}

/** Follower (copier): a label, no extra permission (README). */
function follower(ctx: NavContext): boolean {
  return ctx.user?.roles.includes('follower') === true;
}

/** Market maker: a label, no extra permission (README). */
function marketMaker(ctx: NavContext): boolean {
  return ctx.user?.roles.includes('maker') === true;
}

/** Spec §4: verified / not verified label. */
function verified(ctx: NavContext): boolean {
  return ctx.user?.verified === true;
}

/** Spec §4: frozen account label. */
function frozen(ctx: NavContext): boolean {
  return ctx.user?.frozen === true;
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

const BASE_RULES = {
  signedIn,
  guest,
  subAccount,
  /** Spec §6: "Withdraw is shown only to non-child users"; fiat/OTC entries and the main user menu. */
  notSubAccount: not(subAccount),
  virtualSubAccount,
  custodialSubAccount,
  hasSubAccounts,
  subAccountRecharge,
  subAccountTrader,
  demoUser,
  /** Spec §6: DemoStatus users get no deposit or withdraw. */
  notDemoUser: not(demoUser),
  creationDemoAccount,
  creationDemoSwitch,
  inSimulation,
  /** Spec §6: "Simulation mode: hides dashboard, verification, security, ... and account links". */
  notInSimulation: not(inSimulation),
  demoTrading,
  canEnterSimulation,
  unifiedMode,
  /** Not unified: the classic pages (trading info). */
  classicMode: not(unifiedMode),
  hasFundingAccount,
  unifiedAccountAvailable,
  /** Spec §4: "otherwise it goes to the real USDT futures page". */
  unifiedAccountUnavailable: not(unifiedAccountAvailable),
  classicReturn,
  notOnClassicReturnPage: not(onClassicReturnPage),
  ukLocale,
  /** Spec §6: "UK locale: ... no convert"; DESIGN.md: its Spot menu lists spot trading only. */
  notUkLocale: not(ukLocale),
  referralAllowed,
  demoUsdcFuturesAllowed,
  spotCopyEnabled,
  showUserVip,
  vipAllowedInLocale,
  demoSwitchOpen,
  traderPro,
  rewardsCountPositive,
  eliteTrader,
  follower,
  marketMaker,
  verified,
  frozen,
} as const satisfies Record<string, Rule>;

/** The rule of one per-locale feature flag (spec §6: "Per-locale feature flags gate ..."). */
export type FlagRuleName = `flag.${FeatureFlag}`;
export type RuleName = keyof typeof BASE_RULES | FlagRuleName;

export function flagRule(flag: FeatureFlag): FlagRuleName {
  return `flag.${flag}`;
}

const FLAG_RULES = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flagRule(flag), (ctx: NavContext) => featureOn(ctx, flag)])) as Record<
  FlagRuleName,
  Rule
>;

/** Every rule by name. */
export const RULES: Readonly<Record<RuleName, Rule>> = { ...BASE_RULES, ...FLAG_RULES };

/** Every rule name, in declaration order. */
export const RULE_NAMES = Object.keys(RULES) as readonly RuleName[];

/** Evaluates one rule. */
export function checkRule(name: RuleName, ctx: NavContext): RuleResult {
  return RULES[name](ctx);
}
