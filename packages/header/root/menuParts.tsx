/**
 * The header's one map from a model menu to the part that shows it, for each place a menu can be:
 * the bar (its end: `barEnd`, `desktopEnd`) and the drawer (the mobile user drawer). The model
 * decides which menus go where and for whom (NAV_REGIONS, the rules); this decides only how each
 * looks there. The product menus have their
 * own structures (DesktopNav's disclosures with the overflow, NavDrawer's sections).
 */
import type { Locale } from '@exchange/contract';
import type { ReactNode } from 'react';
import { DownloadMenu } from '../desktop/DownloadMenu.tsx';
import { MenuDisclosure } from '../desktop/MenuDisclosure.tsx';
import { SettingsButtons } from '../desktop/SettingsButtons.tsx';
import { Section } from '../mobile/Section.tsx';
import { SettingsRows } from '../mobile/SettingsRows.tsx';
import type { MenuId, ShownMenu } from '../nav/index.ts';
import { AuthLinks } from '../parts/AuthLinks.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';
import { ModeButtons } from '../parts/ModeButtons.tsx';
import { Profile } from '../parts/Profile.tsx';

export type Placement = 'bar' | 'drawer';

/** What the parts show beside the model's menu. */
export interface PartContext {
  locale: Locale;
  /** Path and query of the page without the locale prefix (the no-script language links). */
  currentPath: string;
}

type Part = (menu: ShownMenu, context: PartContext) => ReactNode;

const section: Part = (menu) => (
  <ul className="hdr-sections">
    <Section menu={menu} />
  </ul>
);

const PARTS: Partial<Record<MenuId, Partial<Record<Placement, Part>>>> = {
  modes: { bar: (menu) => <ModeButtons menu={menu} place="bar" />, drawer: (menu) => <ModeButtons menu={menu} place="drawer" /> },
  auth: { bar: (menu) => <AuthLinks menu={menu} />, drawer: (menu) => <AuthLinks menu={menu} /> },
  assets: { bar: (menu) => <MenuDisclosure menu={menu} alignEnd />, drawer: section },
  orders: { bar: (menu) => <MenuDisclosure menu={menu} alignEnd />, drawer: section },
  download: { bar: (menu) => <DownloadMenu menu={menu} />, drawer: section },
  settings: {
    bar: (menu, { locale, currentPath }) => <SettingsButtons menu={menu} locale={locale} currentPath={currentPath} />,
    drawer: (menu, { locale }) => <SettingsRows menu={menu} locale={locale} />,
  },
  profile: { drawer: (menu) => <Profile items={menu.items} nameTestId="drawer-user-name" /> },
  account: { drawer: (menu) => <MenuItems items={menu.items} idPrefix={`m-${menu.id}`} /> },
};

/** The part that shows `menu` in `placement`; nothing for a menu that has no part there. */
export function renderMenuPart(menu: ShownMenu, placement: Placement, context: PartContext): ReactNode {
  return PARTS[menu.id]?.[placement]?.(menu, context) ?? null;
}
