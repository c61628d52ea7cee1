/** Social trading menu (spec §2 Social). The menu needs the `social` flag, copy entries `copy`. */
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

export const socialMenu = {
  id: 'social',
  labelKey: 'nav.menu.social',
  rules: ['notInSimulation'],
  items: [
    { kind: 'link', id: 'social.copySpot', labelKey: 'nav.social.copySpot', rules: ['spotCopyEnabled'], to: routeTo('copySpot') },
    { kind: 'link', id: 'social.copyFutures', labelKey: 'nav.social.copyFutures', to: routeTo('copyFutures') },
    { kind: 'link', id: 'social.copyBot', labelKey: 'nav.social.copyBot', to: routeTo('copyBot') },
    { kind: 'divider' },
    { kind: 'link', id: 'social.eliteZone', labelKey: 'nav.social.eliteZone', to: routeTo('eliteZone') },
  ],
} as const satisfies MenuSpec;
