/**
 * The bar's map from a model menu to the part that shows it at the bar's end (`barEnd`,
 * `desktopEnd`). The model decides which menus go where and for whom (NAV_REGIONS, the rules);
 * this decides only how each looks there. The user drawer has its own map, loaded with the drawer
 * (mobile/UserDrawer.tsx), so its parts cost the first load nothing. The product menus have their
 * own structures (DesktopNav's disclosures with the overflow, NavDrawer's sections).
 */
import type { Locale } from '@exchange/contract';
import type { ReactNode } from 'react';
import { DownloadMenu } from '../desktop/DownloadMenu.tsx';
import { MenuDisclosure } from '../desktop/MenuDisclosure.tsx';
import { SettingsButtons } from '../desktop/SettingsButtons.tsx';
import type { MenuId, ShownMenu } from '../nav/index.ts';
import { AuthLinks } from '../parts/AuthLinks.tsx';
import { ModeButtons } from '../parts/ModeButtons.tsx';

/** What the parts show beside the model's menu. */
export interface PartContext {
  locale: Locale;
  /** Path and query of the page without the locale prefix (the no-script language links). */
  currentPath: string;
}

type Part = (menu: ShownMenu, context: PartContext) => ReactNode;

const PARTS: Partial<Record<MenuId, Part>> = {
  modes: (menu) => <ModeButtons menu={menu} place="bar" />,
  auth: (menu) => <AuthLinks menu={menu} />,
  assets: (menu) => <MenuDisclosure menu={menu} alignEnd />,
  orders: (menu) => <MenuDisclosure menu={menu} alignEnd />,
  download: (menu) => <DownloadMenu menu={menu} />,
  settings: (menu, { locale, currentPath }) => <SettingsButtons menu={menu} locale={locale} currentPath={currentPath} />,
};

/** The part that shows `menu` in the bar; nothing for a menu that has no part there. */
export function renderBarPart(menu: ShownMenu, context: PartContext): ReactNode {
  return PARTS[menu.id]?.(menu, context) ?? null;
}
