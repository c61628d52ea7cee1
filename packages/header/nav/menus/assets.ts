/** Asset menu (spec §2 Assets), for signed-in users. */
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

export const assetsMenu = {
  id: 'assets',
  labelKey: 'nav.menu.assets',
  rules: ['signedIn'],
  items: [
    { kind: 'link', id: 'assets.overview', labelKey: 'nav.assets.overview', to: routeTo('assetOverview') },
    { kind: 'link', id: 'assets.deposit', labelKey: 'nav.assets.deposit', rules: ['notDemoUser', 'subAccountRecharge'], to: routeTo('deposit') },
    {
      kind: 'link',
      id: 'assets.withdraw',
      labelKey: 'nav.assets.withdraw',
      rules: ['notDemoUser', 'notSubAccount'],
      securityCheck: 'withdraw',
      to: routeTo('withdraw'),
    },
    { kind: 'link', id: 'assets.transfer', labelKey: 'nav.assets.transfer', to: routeTo('transfer') },
    { kind: 'divider' },
    { kind: 'link', id: 'assets.funding', labelKey: 'nav.assets.funding', rules: ['hasFundingAccount'], to: routeTo('fundingAccount') },
    { kind: 'link', id: 'assets.unified', labelKey: 'nav.assets.unified', rules: ['unifiedAccountAvailable'], to: routeTo('unifiedAccount') },
    { kind: 'link', id: 'assets.otc', labelKey: 'nav.assets.otc', rules: ['notSubAccount'], to: routeTo('otcAccount') },
    { kind: 'link', id: 'assets.follower', labelKey: 'nav.assets.follower', to: routeTo('followerAccount') },
    { kind: 'link', id: 'assets.strategy', labelKey: 'nav.assets.strategy', to: routeTo('strategyAccount') },
    { kind: 'link', id: 'assets.earn', labelKey: 'nav.assets.earn', to: routeTo('earnAccount') },
  ],
} as const satisfies MenuSpec;
