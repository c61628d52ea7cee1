/**
 * Trading info menu (spec §2): every entry opens in a new window. Unified-mode users get the
 * trade-info pages (unified rules: borrowing, collateral discount rates); everyone else the
 * classic introduction pages. Spot entries need the `spotInfo` flag, futures ones `contractInfo`
 * (features.ts).
 */
import { NAV_DEFAULTS } from '../constants.ts';
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

export const tradeInfoMenu = {
  id: 'tradeInfo',
  labelKey: 'nav.menu.tradeInfo',
  items: [
    {
      kind: 'group',
      id: 'tradeInfo.unified',
      rules: ['unifiedMode'],
      children: [
        { kind: 'external', id: 'tradeInfo.tradeRule', labelKey: 'nav.tradeInfo.tradeRule', to: routeTo('tradeInfo', { page: 'trade-rule' }) },
        {
          kind: 'external',
          id: 'tradeInfo.leverageBorrow',
          labelKey: 'nav.tradeInfo.leverageBorrow',
          to: routeTo('tradeInfo', { page: 'leverage-borrow' }),
        },
        { kind: 'external', id: 'tradeInfo.positionGear', labelKey: 'nav.tradeInfo.positionGear', to: routeTo('tradeInfo', { page: 'position-gear' }) },
        { kind: 'external', id: 'tradeInfo.discountRate', labelKey: 'nav.tradeInfo.discountRate', to: routeTo('tradeInfo', { page: 'discount-rate' }) },
        { kind: 'external', id: 'tradeInfo.riskFund', labelKey: 'nav.tradeInfo.riskFund', to: routeTo('tradeInfo', { page: 'risk-fund' }) },
        { kind: 'external', id: 'tradeInfo.fundingRate', labelKey: 'nav.tradeInfo.fundingRate', to: routeTo('tradeInfo', { page: 'funding_rate' }) },
        { kind: 'external', id: 'tradeInfo.indexPrice', labelKey: 'nav.tradeInfo.indexPrice', to: routeTo('tradeInfo', { page: 'index_price' }) },
      ],
    },
    {
      kind: 'group',
      id: 'tradeInfo.classic',
      rules: ['classicMode'],
      children: [
        {
          kind: 'external',
          id: 'tradeInfo.futuresSummary',
          labelKey: 'nav.tradeInfo.futuresSummary',
          to: routeTo('futuresIntroduction', { page: 'futures-summarize' }),
        },
        {
          kind: 'external',
          id: 'tradeInfo.futuresDetails',
          labelKey: 'nav.tradeInfo.futuresDetails',
          to: routeTo('futuresIntroduction', { page: 'futures-details' }),
        },
        {
          kind: 'external',
          id: 'tradeInfo.classicFundingRate',
          labelKey: 'nav.tradeInfo.fundingRate',
          to: routeTo('futuresIntroduction', { page: 'funding-rate' }),
        },
        { kind: 'external', id: 'tradeInfo.spotRules', labelKey: 'nav.tradeInfo.spotRules', to: routeTo('spotRules') },
        { kind: 'external', id: 'tradeInfo.marginLimits', labelKey: 'nav.tradeInfo.marginLimits', rules: ['notUkLocale'], to: routeTo('marginCrossLimit') },
        { kind: 'external', id: 'tradeInfo.priceIndex', labelKey: 'nav.tradeInfo.indexPrice', to: routeTo('priceIndex') },
      ],
    },
    { kind: 'divider' },
    {
      kind: 'external',
      id: 'tradeInfo.guide',
      labelKey: 'nav.tradeInfo.guide',
      to: routeTo('supportArticle', { articleId: NAV_DEFAULTS.supportArticleId }),
    },
  ],
} as const satisfies MenuSpec;
