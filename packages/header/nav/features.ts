/**
 * The per-locale feature flags of spec section 6 as one table: which menus, groups and entries
 * each flag gates. The flags' values come from the server per locale (SiteConfig.features); while
 * they are unknown every flag counts as off, so every gated node is hidden.
 */
import type { FeatureFlag } from '@exchange/contract';
import { flagRule, type FlagRuleName } from './rules.ts';
import type { NavNodeId } from './tree.ts';

export const FEATURE_GATES = {
  futures: ['futures', 'more.futures', 'orders.futuresUsdt', 'orders.futuresCoinM', 'orders.futuresUsdc'],
  strategy: ['strategy', 'more.bots', 'social.copyBot', 'assets.strategy'],
  copy: ['social.copySpot', 'social.copyFutures', 'social.copyBot', 'assets.follower'],
  social: ['social'],
  contractInfo: [
    'tradeInfo.positionGear',
    'tradeInfo.riskFund',
    'tradeInfo.fundingRate',
    'tradeInfo.indexPrice',
    'tradeInfo.futuresSummary',
    'tradeInfo.futuresDetails',
    'tradeInfo.classicFundingRate',
    'tradeInfo.priceIndex',
    'tradeInfo.guide',
  ],
  spotInfo: ['tradeInfo.tradeRule', 'tradeInfo.leverageBorrow', 'tradeInfo.discountRate', 'tradeInfo.spotRules', 'tradeInfo.marginLimits'],
  more: ['more'],
  preMarket: ['spot.preMarket'],
  vip: ['account.vip'],
  coupons: ['account.coupons', 'orders.coupon'],
  apiManagement: ['account.api'],
  rewardCenter: ['more.rewards', 'account.welfare', 'account.rewardsCenter'],
} as const satisfies Record<FeatureFlag, readonly NavNodeId[]>;

const gatesByNode = new Map<string, FlagRuleName[]>();
for (const [flag, nodes] of Object.entries(FEATURE_GATES) as [FeatureFlag, readonly NavNodeId[]][]) {
  for (const node of nodes) gatesByNode.set(node, [...(gatesByNode.get(node) ?? []), flagRule(flag)]);
}

/** The flag rules of a node, in the table's order. */
export function flagRulesOf(id: string): readonly FlagRuleName[] {
  return gatesByNode.get(id) ?? [];
}
