/**
 * Strategy (trading bots) menu (spec §2 Trading bots). Each bot carries its strategy type id
 * (spec §3), on which its fee tag joins; arbitrage has none and carries the NEW mark instead.
 */
import { STRATEGY_TYPE } from '@exchange/contract';
import { NAV_DEFAULTS } from '../constants.ts';
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

const { symbol } = NAV_DEFAULTS;
const feeTag = (strategyType: number) => ({ kind: 'feeTag', strategyType }) as const;

export const strategyMenu = {
  id: 'strategy',
  labelKey: 'nav.menu.strategy',
  rules: ['notInSimulation'],
  items: [
    { kind: 'link', id: 'strategy.overview', labelKey: 'nav.strategy.overview', to: routeTo('botsHome') },
    {
      kind: 'group',
      id: 'strategy.spot',
      labelKey: 'nav.strategy.spotBots',
      children: [
        { kind: 'link', id: 'strategy.spotGrid', labelKey: 'nav.strategy.spotGrid', badge: feeTag(STRATEGY_TYPE.spotGrid), to: routeTo('botSpotGrid', { symbol }) },
        { kind: 'link', id: 'strategy.spotDca', labelKey: 'nav.strategy.spotDca', badge: feeTag(STRATEGY_TYPE.spotDca), to: routeTo('botSpotDca', { symbol }) },
        {
          kind: 'link',
          id: 'strategy.autoInvest',
          labelKey: 'nav.strategy.autoInvest',
          badge: feeTag(STRATEGY_TYPE.autoInvest),
          to: routeTo('botSpotAutoInvest', { symbol }),
        },
        { kind: 'link', id: 'strategy.spotCta', labelKey: 'nav.strategy.spotCta', badge: feeTag(STRATEGY_TYPE.spotCta), to: routeTo('botSpotCta', { symbol }) },
        {
          kind: 'link',
          id: 'strategy.smartPortfolio',
          labelKey: 'nav.strategy.smartPortfolio',
          badge: feeTag(STRATEGY_TYPE.smartPortfolio),
          to: routeTo('botSmartPortfolio', { symbol }),
        },
        { kind: 'link', id: 'strategy.spotMoon', labelKey: 'nav.strategy.spotMoon', badge: feeTag(STRATEGY_TYPE.spotMoon), to: routeTo('botSpotMoon', { symbol }) },
      ],
    },
    {
      kind: 'group',
      id: 'strategy.futures',
      labelKey: 'nav.strategy.futuresBots',
      children: [
        {
          kind: 'link',
          id: 'strategy.futuresGrid',
          labelKey: 'nav.strategy.futuresGrid',
          badge: feeTag(STRATEGY_TYPE.futuresGrid),
          to: routeTo('botFuturesGrid', { symbol }),
        },
        {
          kind: 'link',
          id: 'strategy.futuresDca',
          labelKey: 'nav.strategy.futuresDca',
          badge: feeTag(STRATEGY_TYPE.futuresDca),
          to: routeTo('botFuturesDca', { symbol }),
        },
        {
          kind: 'link',
          id: 'strategy.futuresCta',
          labelKey: 'nav.strategy.futuresCta',
          badge: feeTag(STRATEGY_TYPE.futuresCta),
          to: routeTo('botFuturesCta', { symbol }),
        },
        { kind: 'link', id: 'strategy.arbitrage', labelKey: 'nav.strategy.arbitrage', badge: { kind: 'new' }, to: routeTo('botArbitrage', { symbol }) },
        {
          kind: 'link',
          id: 'strategy.futuresMoon',
          labelKey: 'nav.strategy.futuresMoon',
          badge: feeTag(STRATEGY_TYPE.futuresMoon),
          to: routeTo('botFuturesMoon', { symbol }),
        },
        { kind: 'link', id: 'strategy.signalBot', labelKey: 'nav.strategy.signalBot', badge: feeTag(STRATEGY_TYPE.signalBot), to: routeTo('botSignal', { symbol }) },
        { kind: 'link', id: 'strategy.custodial', labelKey: 'nav.strategy.custodial', to: routeTo('botCustodial', { symbol }) },
      ],
    },
  ],
} as const satisfies MenuSpec;
