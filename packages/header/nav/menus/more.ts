/** More menu (spec §2 More). The menu needs the `more` flag. */
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

export const moreMenu = {
  id: 'more',
  labelKey: 'nav.menu.more',
  items: [
    { kind: 'link', id: 'more.rewards', labelKey: 'nav.more.rewards', rules: ['notInSimulation'], to: routeTo('rewards') },
    { kind: 'link', id: 'more.referral', labelKey: 'nav.more.referral', rules: ['referralAllowed'], to: routeTo('referral') },
    { kind: 'link', id: 'more.bots', labelKey: 'nav.more.bots', rules: ['notInSimulation'], to: routeTo('botsHome') },
    { kind: 'link', id: 'more.futures', labelKey: 'nav.more.futures', to: routeTo('futuresHome') },
  ],
} as const satisfies MenuSpec;
