/** Spot menu (spec §2 Spot). */
import { NAV_DEFAULTS } from '../constants.ts';
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

const { symbol } = NAV_DEFAULTS;

export const spotMenu = {
  id: 'spot',
  labelKey: 'nav.menu.spot',
  items: [
    {
      kind: 'link',
      id: 'spot.trade',
      labelKey: 'nav.spot.trade',
      to: routeTo('spot', { symbol }, { type: 'spot' }),
      variants: [{ when: 'unifiedMode', to: routeTo('tradeSpot', { symbol }) }],
    },
    {
      kind: 'link',
      id: 'spot.margin',
      labelKey: 'nav.spot.margin',
      rules: ['notUkLocale'],
      to: routeTo('spot', { symbol }, { type: 'cross' }),
      variants: [{ when: 'unifiedMode', to: routeTo('tradeMargin', { symbol }) }],
    },
    { kind: 'link', id: 'spot.convert', labelKey: 'nav.spot.convert', rules: ['notUkLocale'], to: routeTo('convert') },
    { kind: 'link', id: 'spot.preMarket', labelKey: 'nav.spot.preMarket', rules: ['notUkLocale', 'notInSimulation'], to: routeTo('preMarket') },
    { kind: 'link', id: 'spot.onchain', labelKey: 'nav.spot.onchain', rules: ['notUkLocale'], to: routeTo('onchain') },
    { kind: 'divider' },
    {
      // Decision (docs/decisions.md): entering the spot simulation lands on the spot trading page
      // (the page the entry above links, which the server then renders in the simulation), as
      // leaving a simulation lands on a real trading page; never a reload of the page in place.
      kind: 'action',
      id: 'spot.enterSimulation',
      labelKey: 'nav.spot.enterSimulation',
      rules: ['canEnterSimulation', 'notUkLocale'],
      action: 'enterSimulationSpot',
      to: routeTo('spot', { symbol }, { type: 'spot' }),
      variants: [{ when: 'unifiedMode', to: routeTo('tradeSpot', { symbol }) }],
    },
  ],
} as const satisfies MenuSpec;
