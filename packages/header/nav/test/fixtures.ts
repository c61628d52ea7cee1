/**
 * Test fixtures: the demo users of DESIGN.md as the server seeds them (apps/api seed data, mirrored
 * here so the model's tests do not import the server), the seeded site configs, and a context
 * builder. A user's session state (simulation, account config, optional lookups) travels with it.
 */
import { FEATURE_FLAGS, STRATEGY_TYPE, type FeatureFlag, type FeeTagEntry, type Locale, type SiteConfig, type UserInfo } from '@exchange/contract';
import { defaultNavContext, type NavContext } from '../context.ts';

interface DemoSession {
  readonly user: UserInfo;
  readonly simulationType: 'classic' | 'unified' | null;
  readonly switchOpen: boolean;
  readonly traderProUid: string | null;
  readonly rewardsAmount: number;
}

const BASE_USER: Omit<UserInfo, 'userId' | 'loginName'> = {
  demoUType: 0,
  childFlag: false,
  subAccountKind: null,
  subAccountTrader: false,
  rechargeFlag: false,
  accountMode: 0,
  unifiedQualified: false,
  showUserVip: 0,
  vipLevel: 0,
  classicReturn: false,
  verified: true,
  frozen: false,
  roles: [],
  language: null,
};

type Seed = Partial<Omit<UserInfo, 'userId' | 'loginName'>> & Partial<Omit<DemoSession, 'user'>>;

function seed(userId: string, loginName: string, { simulationType = null, switchOpen = false, traderProUid = null, rewardsAmount = 0, ...user }: Seed = {}): DemoSession {
  return { user: { ...BASE_USER, userId, loginName, ...user }, simulationType, switchOpen, traderProUid, rewardsAmount };
}

/** DESIGN.md's demo users, keyed by loginName. */
export const DEMO_USERS = {
  'main@demo': seed('1000000001', 'main@demo', { showUserVip: 1, vipLevel: 3, rewardsAmount: 5, switchOpen: true }),
  'unified@demo': seed('1000000002', 'unified@demo', { accountMode: 1, unifiedQualified: true, switchOpen: true }),
  'unified2@demo': seed('1000000003', 'unified2@demo', { accountMode: 2, unifiedQualified: true, switchOpen: true }),
  'child@demo': seed('1000000004', 'child@demo', { childFlag: true, subAccountKind: 'regular', rechargeFlag: false, switchOpen: true }),
  'child-recharge@demo': seed('1000000005', 'child-recharge@demo', { childFlag: true, subAccountKind: 'virtual', rechargeFlag: true, switchOpen: true }),
  'child-trader@demo': seed('1000000006', 'child-trader@demo', { childFlag: true, subAccountKind: 'regular', subAccountTrader: true, switchOpen: true }),
  'demo@demo': seed('1000000007', 'demo@demo', { demoUType: 1, switchOpen: true }),
  'creation-demo@demo': seed('1000000008', 'creation-demo@demo', { demoUType: 2, switchOpen: true }),
  'sim@demo': seed('1000000009', 'sim@demo', { simulationType: 'classic', switchOpen: true }),
  'sim-unified@demo': seed('1000000010', 'sim-unified@demo', { accountMode: 1, unifiedQualified: true, simulationType: 'unified', switchOpen: true }),
  'trader-pro@demo': seed('1000000011', 'trader-pro@demo', { traderProUid: '8800000011' }),
  'classic@demo': seed('1000000012', 'classic@demo', { classicReturn: true }),
  'unified4@demo': seed('1000000013', 'unified4@demo', { accountMode: 4, unifiedQualified: true, switchOpen: true }),
  'elite@demo': seed('1000000014', 'elite@demo', { roles: ['elite'] }),
  'follower@demo': seed('1000000015', 'follower@demo', { roles: ['follower'] }),
  'maker@demo': seed('1000000016', 'maker@demo', { roles: ['maker'] }),
  'frozen@demo': seed('1000000017', 'frozen@demo', { frozen: true, verified: false }),
} as const satisfies Record<string, DemoSession>;

export type DemoLogin = keyof typeof DEMO_USERS;
export type Who = 'guest' | DemoLogin;
export const WHO: readonly Who[] = ['guest', ...(Object.keys(DEMO_USERS) as DemoLogin[])];

/** The locales every table runs in (the minimum set). */
export const TABLE_LOCALES = ['en', 'zh-CN', 'en-GB', 'uk', 'ar', 'ja'] as const satisfies readonly Locale[];

/** The seeded site config of a locale: every flag on except the seed's exceptions. */
export function siteConfig(locale: Locale, change: { off?: readonly FeatureFlag[] } & Partial<Omit<SiteConfig, 'features' | 'locale'>> = {}): SiteConfig {
  const { off = [], ...rest } = { ...SEEDED_EXCEPTIONS[locale], ...change };
  return {
    locale,
    features: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, !off.includes(flag)])) as Record<FeatureFlag, boolean>,
    vipAllowed: true,
    regionTier: 1,
    spotCopyEnabled: true,
    referralHiddenLanguageType: 3,
    ...rest,
  };
}

/** The server's per-locale exceptions (apps/api seed data). */
const SEEDED_EXCEPTIONS: Partial<Record<Locale, { off?: readonly FeatureFlag[] } & Partial<SiteConfig>>> = {
  'en-GB': {
    off: ['futures', 'strategy', 'copy', 'social', 'contractInfo', 'preMarket', 'vip', 'coupons', 'rewardCenter'],
    vipAllowed: false,
    spotCopyEnabled: false,
  },
  ja: { vipAllowed: false },
  tr: { regionTier: 2 },
  uz: { off: ['preMarket'], spotCopyEnabled: false },
  ru: { off: ['coupons', 'rewardCenter'] },
};

/** The server's fee tags (apps/api seed data). */
export const FEE_TAGS: readonly FeeTagEntry[] = [
  { strategyType: STRATEGY_TYPE.spotGrid, showTag: true, feeDiscount: 0 },
  { strategyType: STRATEGY_TYPE.futuresGrid, showTag: true, feeDiscount: 8 },
  { strategyType: STRATEGY_TYPE.spotDca, showTag: true, feeDiscount: 9 },
  { strategyType: STRATEGY_TYPE.futuresDca, showTag: false, feeDiscount: null },
  { strategyType: STRATEGY_TYPE.autoInvest, showTag: true, feeDiscount: 0 },
  { strategyType: STRATEGY_TYPE.spotCta, showTag: false, feeDiscount: null },
  { strategyType: STRATEGY_TYPE.futuresCta, showTag: true, feeDiscount: 5 },
  { strategyType: STRATEGY_TYPE.smartPortfolio, showTag: false, feeDiscount: 8 },
  { strategyType: STRATEGY_TYPE.signalBot, showTag: true, feeDiscount: 8 },
  { strategyType: STRATEGY_TYPE.futuresMoon, showTag: false, feeDiscount: null },
  { strategyType: STRATEGY_TYPE.spotMoon, showTag: true, feeDiscount: 9.5 },
];

/**
 * The context of a demo user (or a guest) in a locale, with every lookup answered, as the header
 * has it once the page has loaded. `change` overrides any field (a user field through `user`).
 */
export function contextFor(who: Who, locale: Locale, change: Partial<Omit<NavContext, 'user'>> & { user?: Partial<UserInfo> } = {}): NavContext {
  const { user: userChange, ...rest } = change;
  const base: NavContext = { ...defaultNavContext(locale, '/'), site: siteConfig(locale), feeTags: FEE_TAGS };
  if (who === 'guest') return { ...base, ...rest };
  const session: DemoSession = DEMO_USERS[who];
  return {
    ...base,
    user: { ...session.user, ...userChange },
    simulation: { simulation: session.simulationType !== null, simulationType: session.simulationType },
    accountConfig: { accountShow: { switchOpen: session.switchOpen } },
    traderProUid: session.traderProUid,
    rewardsAmount: session.rewardsAmount,
    ...rest,
  };
}
