/**
 * The rule table: for each rule, at least one case where an entry it gates shows and one where it
 * hides (visible.test.ts runs them; a meta-test checks that every rule has both). Rows use the
 * demo users in the locales; rows with `change` build the context directly for the states
 * no demo user covers (another referral language type, region tier, one flag off, unknown config).
 */
import type { Locale, UserInfo } from '@exchange/contract';
import type { NavContext } from '../context.ts';
import type { NavNodeId } from '../tree.ts';
import type { HiddenBy } from '../visible.ts';
import { siteConfig, type Who } from './fixtures.ts';

export type Expected = 'visible' | 'pending' | HiddenBy;

export interface VisibilityCase {
  who: Who;
  locale: Locale;
  node: NavNodeId;
  expected: Expected;
  /** Why the context is built by hand. */
  note?: string;
  change?: Partial<Omit<NavContext, 'user'>> & { user?: Partial<UserInfo> };
}

const only = (locale: Locale, off: Parameters<typeof siteConfig>[1]) => ({ site: siteConfig(locale, off) });

export const VISIBILITY_CASES: readonly VisibilityCase[] = [
  // Guests: product menus, login, register, download, language and theme; no user area.
  { who: 'guest', locale: 'en', node: 'spot', expected: 'visible' },
  { who: 'guest', locale: 'ar', node: 'strategy', expected: 'visible' },
  { who: 'guest', locale: 'en', node: 'auth.login', expected: 'visible' },
  { who: 'guest', locale: 'zh-CN', node: 'download', expected: 'visible' },
  { who: 'guest', locale: 'ja', node: 'settings.theme', expected: 'visible' },
  { who: 'guest', locale: 'en', node: 'assets', expected: 'signedIn' },
  { who: 'guest', locale: 'zh-CN', node: 'orders.spot', expected: 'signedIn' },
  { who: 'guest', locale: 'uk', node: 'account', expected: 'signedIn' },
  { who: 'guest', locale: 'ar', node: 'profile', expected: 'signedIn' },
  { who: 'guest', locale: 'en', node: 'modes', expected: 'signedIn' },
  { who: 'main@demo', locale: 'en', node: 'auth', expected: 'guest' },
  { who: 'main@demo', locale: 'en', node: 'assets.overview', expected: 'visible' },

  // Main users: the full menu; withdraw only for non-child users.
  { who: 'main@demo', locale: 'en', node: 'assets.withdraw', expected: 'visible' },
  { who: 'main@demo', locale: 'zh-CN', node: 'assets.otc', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'account.dashboard', expected: 'visible' },

  // Sub-accounts.
  { who: 'child@demo', locale: 'en', node: 'assets.withdraw', expected: 'notSubAccount' },
  { who: 'child-recharge@demo', locale: 'zh-CN', node: 'assets.withdraw', expected: 'notSubAccount' },
  { who: 'child@demo', locale: 'en', node: 'assets.deposit', expected: 'subAccountRecharge' },
  { who: 'child-recharge@demo', locale: 'en', node: 'assets.deposit', expected: 'visible' },
  { who: 'main@demo', locale: 'ar', node: 'assets.deposit', expected: 'visible' },
  { who: 'child@demo', locale: 'uk', node: 'assets.otc', expected: 'notSubAccount' },
  { who: 'child@demo', locale: 'en', node: 'orders.fiat', expected: 'notSubAccount' },
  { who: 'main@demo', locale: 'en', node: 'orders.fiat', expected: 'visible' },
  { who: 'child@demo', locale: 'ja', node: 'account.dashboard', expected: 'notSubAccount' },
  { who: 'child@demo', locale: 'en', node: 'account.security', expected: 'visible' },
  { who: 'child@demo', locale: 'en', node: 'account.demoSwitch', expected: 'visible' },
  { who: 'child-trader@demo', locale: 'en', node: 'futures.expert', expected: 'visible' },
  { who: 'child@demo', locale: 'en', node: 'futures.expert', expected: 'subAccountTrader' },
  { who: 'main@demo', locale: 'zh-CN', node: 'futures.expert', expected: 'subAccountTrader' },
  { who: 'child-trader@demo', locale: 'en-GB', node: 'futures.expert', expected: 'flag.futures' },

  // Demo users (DemoStatus) and the creation demo account.
  { who: 'demo@demo', locale: 'en', node: 'assets.deposit', expected: 'notDemoUser' },
  { who: 'demo@demo', locale: 'ja', node: 'assets.withdraw', expected: 'notDemoUser' },
  { who: 'demo@demo', locale: 'en', node: 'modes.demoToReal', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'modes.demoToReal', expected: 'demoUser' },
  { who: 'creation-demo@demo', locale: 'en', node: 'modes.creationDemoReturn', expected: 'visible' },
  { who: 'demo@demo', locale: 'en', node: 'modes.creationDemoReturn', expected: 'creationDemoAccount' },
  // The sub-account count: main accounts that have sub-accounts.
  { who: 'main@demo', locale: 'en', node: 'profile.subAccounts', expected: 'visible' },
  { who: 'unified@demo', locale: 'en', node: 'profile.subAccounts', expected: 'hasSubAccounts' },
  { who: 'child@demo', locale: 'en', node: 'profile.subAccounts', expected: 'hasSubAccounts', note: 'a sub-account counts none', change: { user: { subAccountCount: 2 } } },
  // The creation demo switch: for a user with a creation demo account, back on the real account.
  { who: 'creation-demo@demo', locale: 'en', node: 'account.creationDemo', expected: 'creationDemoSwitch' },
  { who: 'main@demo', locale: 'en', node: 'account.creationDemo', expected: 'creationDemoSwitch' },
  { who: 'creation-demo@demo', locale: 'en', node: 'account.creationDemo', expected: 'visible', note: 'after returning to real', change: { user: { demoUType: 0 } } },
  {
    who: 'creation-demo@demo',
    locale: 'en',
    node: 'account.creationDemo',
    expected: 'notInSimulation',
    note: 'real account, in a simulation',
    change: { user: { demoUType: 0 }, simulation: { simulation: true, simulationType: 'classic' } },
  },
  { who: 'creation-demo@demo', locale: 'zh-CN', node: 'assets.deposit', expected: 'visible' },

  // Simulation mode hides its whole list.
  { who: 'sim@demo', locale: 'en', node: 'account.dashboard', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'account.verification', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'zh-CN', node: 'account.security', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'account.preferences', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'account.welfare', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'more.rewards', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'ar', node: 'account.coupons', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'orders.coupon', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'strategy', expected: 'notInSimulation' },
  { who: 'sim-unified@demo', locale: 'en', node: 'more.bots', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'uk', node: 'social', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'spot.preMarket', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'account.api', expected: 'notInSimulation' },
  { who: 'sim@demo', locale: 'en', node: 'account.demoSwitch', expected: 'notInSimulation' },
  { who: 'sim-unified@demo', locale: 'ja', node: 'account', expected: 'visible' },
  { who: 'sim@demo', locale: 'en', node: 'account.logout', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'account.preferences', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'strategy', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'social', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'spot.preMarket', expected: 'visible' },

  // Mode buttons.
  { who: 'sim@demo', locale: 'en', node: 'modes.exitToRealTrading', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'modes.exitToRealTrading', expected: 'inSimulation' },
  { who: 'sim-unified@demo', locale: 'en', node: 'modes.exitToRealTrading', expected: 'unifiedAccountUnavailable' },
  { who: 'sim-unified@demo', locale: 'en', node: 'modes.exitSimulation', expected: 'visible' },
  { who: 'sim@demo', locale: 'en', node: 'modes.exitSimulation', expected: 'unifiedAccountAvailable' },
  { who: 'sim-unified@demo', locale: 'en-GB', node: 'modes.exitSimulation', expected: 'unifiedAccountAvailable' },
  { who: 'sim-unified@demo', locale: 'en-GB', node: 'modes.exitToRealTrading', expected: 'visible' },
  { who: 'classic@demo', locale: 'en', node: 'modes.classicReturn', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'modes.classicReturn', expected: 'classicReturn' },
  { who: 'sim@demo', locale: 'en', node: 'modes.demoMark', expected: 'visible' },
  { who: 'sim-unified@demo', locale: 'ar', node: 'modes.demoMark', expected: 'visible' },
  { who: 'demo@demo', locale: 'zh-CN', node: 'modes.demoMark', expected: 'visible' },
  { who: 'creation-demo@demo', locale: 'ja', node: 'modes.demoMark', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'modes.demoMark', expected: 'demoTrading' },
  { who: 'classic@demo', locale: 'en-GB', node: 'modes.demoMark', expected: 'demoTrading' },
  { who: 'classic@demo', locale: 'en', node: 'modes.classicReturn', expected: 'visible', change: { currentPath: '/spot/BTCUSDT?type=cross' }, note: 'margin is another page' },
  { who: 'classic@demo', locale: 'en', node: 'modes.classicReturn', expected: 'notOnClassicReturnPage', change: { currentPath: '/spot/BTCUSDT' }, note: 'its own page' },
  { who: 'classic@demo', locale: 'ar', node: 'modes.classicReturn', expected: 'notOnClassicReturnPage', change: { currentPath: '/spot/ETHUSDT?type=spot' }, note: 'spot trading, any symbol' },

  // Demo futures and the enter-simulation entries.
  { who: 'sim@demo', locale: 'en', node: 'futures.demo', expected: 'visible' },
  { who: 'demo@demo', locale: 'zh-CN', node: 'futures.demoUsdt', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'futures.demo', expected: 'demoTrading' },
  { who: 'guest', locale: 'en', node: 'futures.demoUsd', expected: 'demoTrading' },
  { who: 'sim@demo', locale: 'en', node: 'futures.demoUsdc', expected: 'visible' },
  { who: 'sim@demo', locale: 'tr', node: 'futures.demoUsdc', expected: 'demoUsdcFuturesAllowed' },
  { who: 'sim@demo', locale: 'ar', node: 'futures.demoUsdc', expected: 'demoUsdcFuturesAllowed', note: 'region tier 2', change: only('ar', { regionTier: 2 }) },
  { who: 'main@demo', locale: 'en', node: 'spot.enterSimulation', expected: 'visible' },
  { who: 'main@demo', locale: 'ja', node: 'futures.enterSimulation', expected: 'visible' },
  { who: 'sim@demo', locale: 'en', node: 'spot.enterSimulation', expected: 'canEnterSimulation' },
  { who: 'demo@demo', locale: 'en', node: 'futures.enterSimulation', expected: 'canEnterSimulation' },
  { who: 'guest', locale: 'en', node: 'spot.enterSimulation', expected: 'canEnterSimulation' },

  // Unified account: mode, entry, funding account.
  { who: 'unified@demo', locale: 'en', node: 'tradeInfo.unified', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'tradeInfo.unified', expected: 'unifiedMode' },
  { who: 'main@demo', locale: 'zh-CN', node: 'tradeInfo.classic', expected: 'visible' },
  { who: 'unified@demo', locale: 'en', node: 'tradeInfo.classic', expected: 'classicMode' },
  { who: 'unified@demo', locale: 'en', node: 'assets.unified', expected: 'visible' },
  { who: 'unified@demo', locale: 'en', node: 'orders.unified', expected: 'visible' },
  { who: 'unified@demo', locale: 'en-GB', node: 'assets.unified', expected: 'unifiedAccountAvailable' },
  { who: 'main@demo', locale: 'en', node: 'assets.unified', expected: 'unifiedAccountAvailable' },
  { who: 'unified@demo', locale: 'en', node: 'assets.funding', expected: 'visible' },
  { who: 'unified2@demo', locale: 'en', node: 'assets.funding', expected: 'hasFundingAccount' },
  { who: 'unified4@demo', locale: 'zh-CN', node: 'assets.funding', expected: 'hasFundingAccount' },
  { who: 'main@demo', locale: 'en', node: 'assets.funding', expected: 'visible' },

  // Trader-pro (pending until its lookup answers).
  { who: 'trader-pro@demo', locale: 'en', node: 'account.tradePro', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'account.tradePro', expected: 'traderPro' },
  { who: 'trader-pro@demo', locale: 'en', node: 'account.tradePro', expected: 'pending', note: 'lookup not answered', change: { traderProUid: undefined } },
  { who: 'trader-pro@demo', locale: 'en', node: 'account.tradePro', expected: 'traderPro', note: 'lookup failed', change: { traderProUid: null } },
  { who: 'sim@demo', locale: 'en', node: 'account.tradePro', expected: 'notInSimulation', note: 'lookup not answered', change: { traderProUid: undefined } },

  // UK locale (en-GB, not uk).
  { who: 'main@demo', locale: 'en-GB', node: 'account.investorStatus', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'account.investorStatus', expected: 'ukLocale' },
  { who: 'main@demo', locale: 'uk', node: 'account.investorStatus', expected: 'ukLocale' },
  { who: 'guest', locale: 'en-GB', node: 'spot.convert', expected: 'notUkLocale' },
  { who: 'main@demo', locale: 'en-GB', node: 'spot.margin', expected: 'notUkLocale' },
  { who: 'main@demo', locale: 'en-GB', node: 'orders.convert', expected: 'notUkLocale' },
  { who: 'guest', locale: 'uk', node: 'spot.convert', expected: 'visible' },
  { who: 'guest', locale: 'en-GB', node: 'spot.trade', expected: 'visible' },
  { who: 'guest', locale: 'en-GB', node: 'futures', expected: 'flag.futures' },
  { who: 'guest', locale: 'en-GB', node: 'strategy', expected: 'flag.strategy' },

  // Referral (language type 3 is Japanese).
  { who: 'guest', locale: 'ja', node: 'more.referral', expected: 'referralAllowed' },
  { who: 'main@demo', locale: 'en', node: 'more.referral', expected: 'visible' },
  // UK rules ban refer-a-friend incentives for retail (FCA PS23/6, COBS 4.12A): the site config says so.
  { who: 'guest', locale: 'en-GB', node: 'more.referral', expected: 'referralAllowed', note: 'no referral in the UK' },
  { who: 'main@demo', locale: 'en-GB', node: 'more.referral', expected: 'referralAllowed', note: 'no referral in the UK' },
  { who: 'guest', locale: 'en-GB', node: 'more.referral', expected: 'visible', note: 'a market that allows it', change: only('en-GB', { referralAllowed: true }) },
  { who: 'guest', locale: 'de', node: 'more.referral', expected: 'referralAllowed', note: 'any market that bans it', change: only('de', { referralAllowed: false }) },
  { who: 'guest', locale: 'zh-CN', node: 'more.referral', expected: 'referralAllowed', note: 'language type 0 hidden', change: only('zh-CN', { referralHiddenLanguageType: 0 }) },
  { who: 'guest', locale: 'ja', node: 'more.referral', expected: 'visible', note: 'language type 2 hidden', change: only('ja', { referralHiddenLanguageType: 2 }) },

  // Spot copy trading.
  { who: 'guest', locale: 'en', node: 'social.copySpot', expected: 'visible' },
  { who: 'guest', locale: 'uz', node: 'social.copySpot', expected: 'spotCopyEnabled' },
  { who: 'guest', locale: 'ar', node: 'social.copySpot', expected: 'spotCopyEnabled', note: 'spot copy disabled', change: only('ar', { spotCopyEnabled: false }) },

  // VIP: showUserVip=1, a locale that allows it, the flag, not in simulation.
  { who: 'main@demo', locale: 'en', node: 'account.vip', expected: 'visible' },
  { who: 'main@demo', locale: 'zh-CN', node: 'account.vip', expected: 'visible' },
  { who: 'unified@demo', locale: 'en', node: 'account.vip', expected: 'showUserVip' },
  { who: 'main@demo', locale: 'ja', node: 'account.vip', expected: 'vipAllowedInLocale' },
  { who: 'main@demo', locale: 'en-GB', node: 'account.vip', expected: 'vipAllowedInLocale' },
  { who: 'main@demo', locale: 'ar', node: 'account.vip', expected: 'flag.vip', note: 'vip flag off', change: only('ar', { off: ['vip'] }) },
  { who: 'main@demo', locale: 'en', node: 'account.vip', expected: 'notInSimulation', note: 'in simulation', change: { simulation: { simulation: true, simulationType: 'classic' } } },
  { who: 'child@demo', locale: 'en', node: 'account.vip', expected: 'notSubAccount', note: 'showUserVip=1', change: { user: { showUserVip: 1 } } },

  // Demo switch.
  { who: 'main@demo', locale: 'en', node: 'account.demoSwitch', expected: 'visible' },
  { who: 'trader-pro@demo', locale: 'en', node: 'account.demoSwitch', expected: 'demoSwitchOpen' },
  { who: 'main@demo', locale: 'en', node: 'account.demoSwitch', expected: 'demoSwitchOpen', note: 'account config unknown', change: { accountConfig: null } },

  // Labels-only roles and status.
  { who: 'elite@demo', locale: 'en', node: 'profile.elite', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'profile.elite', expected: 'eliteTrader' },
  { who: 'follower@demo', locale: 'en', node: 'profile.follower', expected: 'visible' },
  { who: 'elite@demo', locale: 'en', node: 'profile.follower', expected: 'follower' },
  { who: 'maker@demo', locale: 'ar', node: 'profile.maker', expected: 'visible' },
  { who: 'follower@demo', locale: 'en', node: 'profile.maker', expected: 'marketMaker' },
  { who: 'frozen@demo', locale: 'en', node: 'profile.frozen', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'profile.frozen', expected: 'frozen' },

  // Per-locale feature flags: one data table (features.ts), each flag on and off.
  { who: 'guest', locale: 'en', node: 'futures', expected: 'visible' },
  { who: 'main@demo', locale: 'en-GB', node: 'orders.futuresUsdt', expected: 'flag.futures' },
  { who: 'main@demo', locale: 'en', node: 'orders.futuresUsdt', expected: 'visible' },
  { who: 'main@demo', locale: 'en-GB', node: 'assets.strategy', expected: 'flag.strategy' },
  { who: 'main@demo', locale: 'en', node: 'assets.strategy', expected: 'visible' },
  { who: 'guest', locale: 'en', node: 'social.copyFutures', expected: 'visible' },
  { who: 'guest', locale: 'en', node: 'social.copyFutures', expected: 'flag.copy', note: 'copy flag off', change: only('en', { off: ['copy'] }) },
  { who: 'guest', locale: 'en', node: 'social.eliteZone', expected: 'visible', note: 'copy flag off', change: only('en', { off: ['copy'] }) },
  { who: 'guest', locale: 'en-GB', node: 'social', expected: 'flag.social' },
  { who: 'guest', locale: 'en', node: 'tradeInfo.futuresSummary', expected: 'visible' },
  { who: 'guest', locale: 'en-GB', node: 'tradeInfo.futuresSummary', expected: 'flag.contractInfo' },
  { who: 'guest', locale: 'en-GB', node: 'tradeInfo.spotRules', expected: 'visible' },
  { who: 'guest', locale: 'en', node: 'tradeInfo.spotRules', expected: 'flag.spotInfo', note: 'spot info flag off', change: only('en', { off: ['spotInfo'] }) },
  // en-GB's More held only the referral entry (rewards, bots and futures are off there): no More menu.
  { who: 'guest', locale: 'en-GB', node: 'more', expected: 'noVisibleItems' },
  { who: 'guest', locale: 'en', node: 'more', expected: 'flag.more', note: 'more flag off', change: only('en', { off: ['more'] }) },
  { who: 'guest', locale: 'uz', node: 'spot.preMarket', expected: 'flag.preMarket' },
  { who: 'main@demo', locale: 'ru', node: 'account.coupons', expected: 'flag.coupons' },
  { who: 'main@demo', locale: 'en', node: 'account.coupons', expected: 'visible' },
  { who: 'main@demo', locale: 'en-GB', node: 'account.api', expected: 'visible' },
  { who: 'main@demo', locale: 'en', node: 'account.api', expected: 'flag.apiManagement', note: 'API flag off', change: only('en', { off: ['apiManagement'] }) },
  { who: 'main@demo', locale: 'ru', node: 'account.welfare', expected: 'flag.rewardCenter' },
  { who: 'main@demo', locale: 'en', node: 'account.rewardsCenter', expected: 'visible' },

  // Site config unknown (failed to load) or of another locale: every gated entry hidden.
  { who: 'main@demo', locale: 'en', node: 'spot.trade', expected: 'visible', note: 'site config unknown', change: { site: null } },
  { who: 'main@demo', locale: 'en', node: 'futures', expected: 'flag.futures', note: 'site config unknown', change: { site: null } },
  { who: 'main@demo', locale: 'en', node: 'more.referral', expected: 'flag.more', note: 'site config unknown', change: { site: null } },
  { who: 'main@demo', locale: 'en', node: 'tradeInfo', expected: 'noVisibleItems', note: 'site config unknown', change: { site: null } },
  { who: 'main@demo', locale: 'zh-CN', node: 'futures', expected: 'flag.futures', note: 'site config of en', change: { site: siteConfig('en') } },
];
