/** Futures menu (spec §2 Futures). The whole menu needs the `futures` flag (features.ts). */
import { BUSINESS_LINE } from '@exchange/contract';
import { NAV_DEFAULTS } from '../constants.ts';
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

const { symbol, coinMSymbol, usdcSymbol, demoUsdtSymbol, demoUsdSymbol, demoUsdcSymbol } = NAV_DEFAULTS;

export const futuresMenu = {
  id: 'futures',
  labelKey: 'nav.menu.futures',
  // A trader in a simulation trades the demo futures: they come first.
  lead: { when: 'inSimulation', id: 'futures.demo' },
  items: [
    { kind: 'link', id: 'futures.home', labelKey: 'nav.futures.home', to: routeTo('futuresHome') },
    {
      kind: 'link',
      id: 'futures.usdt',
      labelKey: 'nav.futures.usdt',
      businessLine: BUSINESS_LINE.usdtMix,
      to: routeTo('futuresUsdt', { symbol }),
      variants: [{ when: 'unifiedMode', to: routeTo('tradeSwapUsdt', { symbol }) }],
    },
    {
      kind: 'link',
      id: 'futures.coinM',
      labelKey: 'nav.futures.coinM',
      businessLine: BUSINESS_LINE.usdMix,
      to: routeTo('futuresUsd', { symbol: coinMSymbol }),
      variants: [{ when: 'unifiedMode', to: routeTo('tradeSwapUsd', { symbol: coinMSymbol }) }],
    },
    {
      // The server redirects this route to the first delivery symbol; the client resolves it
      // directly through the md5-cached symbol list of `lookup.businessLine` (DESIGN.md).
      kind: 'link',
      id: 'futures.coinMDelivery',
      labelKey: 'nav.futures.coinMDelivery',
      businessLine: BUSINESS_LINE.usdMix,
      lookup: { kind: 'coinMDelivery', businessLine: BUSINESS_LINE.usdMix },
      to: routeTo('futuresUsdSettled'),
    },
    {
      kind: 'link',
      id: 'futures.usdc',
      labelKey: 'nav.futures.usdc',
      businessLine: BUSINESS_LINE.usdcMix,
      to: routeTo('futuresUsdc', { symbol: usdcSymbol }),
      variants: [{ when: 'unifiedMode', to: routeTo('tradeSwapUsdc', { symbol: usdcSymbol }) }],
    },
    {
      kind: 'link',
      id: 'futures.expert',
      labelKey: 'nav.futures.expert',
      rules: ['subAccountTrader'],
      businessLine: BUSINESS_LINE.usdtMix,
      to: routeTo('traderFutures', { symbol }),
    },
    { kind: 'divider' },
    {
      kind: 'group',
      id: 'futures.demo',
      labelKey: 'nav.futures.demo',
      rules: ['demoTrading'],
      children: [
        {
          kind: 'link',
          id: 'futures.demoUsdt',
          labelKey: 'nav.futures.demoUsdt',
          businessLine: BUSINESS_LINE.usdtMix,
          to: routeTo('futuresDemoUsdt', { symbol: demoUsdtSymbol }),
        },
        {
          kind: 'link',
          id: 'futures.demoUsd',
          labelKey: 'nav.futures.demoUsd',
          businessLine: BUSINESS_LINE.usdMix,
          to: routeTo('futuresDemoUsd', { symbol: demoUsdSymbol }),
        },
        {
          kind: 'link',
          id: 'futures.demoUsdc',
          labelKey: 'nav.futures.demoUsdc',
          rules: ['demoUsdcFuturesAllowed'],
          businessLine: BUSINESS_LINE.usdcMix,
          to: routeTo('futuresDemoUsdc', { symbol: demoUsdcSymbol }),
        },
      ],
    },
    {
      // Decision (docs/decisions.md): entering the futures simulation lands on the demo USDT-M
      // futures page (the first entry of the demo group above), never a reload in place.
      kind: 'action',
      id: 'futures.enterSimulation',
      labelKey: 'nav.futures.enterSimulation',
      rules: ['canEnterSimulation'],
      action: 'enterSimulationFutures',
      to: routeTo('futuresDemoUsdt', { symbol: demoUsdtSymbol }),
    },
  ],
} as const satisfies MenuSpec;
