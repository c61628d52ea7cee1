/**
 * Schemas of every request and answer of the exchange API (spec sections 3 and 7, DESIGN.md),
 * except the answers of the calls a user's action makes (action-schemas.ts).
 * The header's client validates answers with them and the reference server validates requests
 * with them; their types are derived here, so the two sides cannot drift.
 */
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Enumerations of spec section 3
// ---------------------------------------------------------------------------------------------

/** demoUType: DemoDefault 0, DemoStatus 1, CreationDemoAccount 2. */
export const DEMO_U_TYPE = { DemoDefault: 0, DemoStatus: 1, CreationDemoAccount: 2 } as const;
export type DemoUType = (typeof DEMO_U_TYPE)[keyof typeof DEMO_U_TYPE];

/** accountMode: 0 is the classic account; 1, 2 and 4 are unified-type modes. */
export const ACCOUNT_MODE = { Classic: 0, Unified: 1, UnifiedNoFunding: 2, UnifiedPro: 4 } as const;

/** Business lines of spec section 3. */
export const BUSINESS_LINE = {
  spot: 1,
  contract: 2,
  mixContract: 3,
  option: 4,
  otc: 5,
  financial: 6,
  spotMix: 7,
  usdtMixSettled: 8,
  usdtMix: 9,
  usdMixSettled: 10,
  usdMix: 11,
  usdcMixSettled: 12,
  usdcMix: 13,
  margin: 23,
} as const;
export type BusinessLine = (typeof BUSINESS_LINE)[keyof typeof BUSINESS_LINE];

/** Strategy type ids of spec section 3 (fee tags join on them). */
export const STRATEGY_TYPE = {
  spotGrid: 1,
  futuresGrid: 2,
  spotDca: 3,
  futuresDca: 4,
  autoInvest: 7,
  spotCta: 15,
  futuresCta: 16,
  smartPortfolio: 19,
  signalBot: 20,
  futuresMoon: 21,
  spotMoon: 22,
} as const;

/** symbolType: 1 perpetual, 2 delivery. */
export const SYMBOL_TYPE = { perpetual: 1, delivery: 2 } as const;

export const SUB_ACCOUNT_KINDS = ['regular', 'virtual', 'custodial'] as const;
export type SubAccountKind = (typeof SUB_ACCOUNT_KINDS)[number];

/** Labels-only roles of spec section 1 (their permissions are not shown). */
export const USER_ROLES = ['elite', 'follower', 'maker'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The per-locale feature flags of spec section 6. */
export const FEATURE_FLAGS = [
  'futures',
  'strategy',
  'copy',
  'social',
  'contractInfo',
  'spotInfo',
  'more',
  'preMarket',
  'vip',
  'coupons',
  'apiManagement',
  'rewardCenter',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Actions the security check of spec section 4 guards. */
export const SECURITY_ACTIONS = ['withdraw', 'apiManagement'] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const int = v.pipe(v.number(), v.integer());
const Empty = v.object({});

export const LocaleString = v.pipe(v.string(), v.minLength(2), v.maxLength(10));

// ---------------------------------------------------------------------------------------------
// Entities (answers)
// ---------------------------------------------------------------------------------------------

/** User (read), spec section 3, with the flags DESIGN.md adds. */
export const UserInfo = v.object({
  userId: nonEmpty,
  loginName: v.string(),
  demoUType: v.picklist([0, 1, 2]),
  /** The user has a creation demo account (demo account for expert traders) to switch to. */
  creationDemo: v.boolean(),
  /** Sub-account (child) user. */
  childFlag: v.boolean(),
  /** Which kind of sub-account, for its label; null for main users. */
  subAccountKind: v.nullable(v.picklist(SUB_ACCOUNT_KINDS)),
  /** How many sub-accounts a main account has (0 for a sub-account). */
  subAccountCount: int,
  /** A sub-account trader (extra expert futures entry). */
  subAccountTrader: v.boolean(),
  rechargeFlag: v.boolean(),
  accountMode: int,
  /** The user qualifies for the unified account (its entry shows outside en-GB). */
  unifiedQualified: v.boolean(),
  showUserVip: v.picklist([0, 1]),
  vipLevel: int,
  /** Classic account flagged for the classic return button. */
  classicReturn: v.boolean(),
  verified: v.boolean(),
  frozen: v.boolean(),
  /** Labels-only roles (elite trader, follower, market maker). */
  roles: v.array(v.picklist(USER_ROLES)),
  /** The language the user saved with changeLanguage, if any. */
  language: v.nullable(v.string()),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/** User full info: the avatar URL (null when the user has none). */
export const UserFullInfo = v.object({ userAvatar: v.nullable(v.string()) });
export type UserFullInfo = v.InferOutput<typeof UserFullInfo>;

/** Simulation info: the simulation flag and which kind of simulation. */
export const SimulationInfo = v.object({
  simulation: v.boolean(),
  simulationType: v.nullable(v.picklist(['classic', 'unified'])),
});
export type SimulationInfo = v.InferOutput<typeof SimulationInfo>;

/** Account config: accountShow.switchOpen gates the demo switch. */
export const AccountConfig = v.object({ accountShow: v.object({ switchOpen: v.boolean() }) });
export type AccountConfig = v.InferOutput<typeof AccountConfig>;

/** Site config for one locale: its feature flags and the region data the rules read. */
export const SiteConfig = v.object({
  locale: v.string(),
  features: v.object(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, v.boolean()])) as Record<FeatureFlag, v.BooleanSchema<undefined>>),
  /** The locale allows the VIP entry (spec section 6: "a locale that allows it"). */
  vipAllowed: v.boolean(),
  regionTier: int,
  spotCopyEnabled: v.boolean(),
  /** The language type for which the referral entry is hidden (spec section 2: More). */
  referralHiddenLanguageType: int,
  /**
   * The locale's market allows refer-a-friend promotions: false for the UK (en-GB), whose rules on
   * cryptoasset financial promotions ban refer-a-friend incentives for retail customers
   * (FCA PS23/6, COBS 4.12A). False hides the referral entry.
   */
  referralAllowed: v.boolean(),
});
export type SiteConfig = v.InferOutput<typeof SiteConfig>;

export const FeeTagEntry = v.object({
  strategyType: int,
  showTag: v.boolean(),
  feeDiscount: v.nullable(v.number()),
});
export type FeeTagEntry = v.InferOutput<typeof FeeTagEntry>;
export const FeeTagList = v.array(FeeTagEntry);

export const TraderPro = v.object({ traderProUid: v.nullable(v.string()) });
export type TraderPro = v.InferOutput<typeof TraderPro>;

export const RewardsTask = v.object({ amount: v.number() });
export type RewardsTask = v.InferOutput<typeof RewardsTask>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const EmptyRequest = Empty;
export const LoginRequest = v.object({ loginName: nonEmpty, password: v.pipe(v.string(), v.minLength(1)) });
export type LoginRequest = v.InferOutput<typeof LoginRequest>;
export const ChangeLanguageRequest = v.object({ languageType: int });
export const ContractSymbolsRequest = v.object({ businessLine: int, md5: v.optional(v.string()) });
export type ContractSymbolsRequest = v.InferOutput<typeof ContractSymbolsRequest>;
export const SecurityActionRequest = v.object({ action: v.string() });
export const SecurityVerifyRequest = v.object({ action: v.string(), code: v.string() });
export const SiteConfigRequest = v.object({ locale: v.string() });
export const EnterSimulationRequest = v.object({ type: v.picklist(['spot', 'futures']) });
