/**
 * The user drawer: the model's `mobileUserDrawer` region in order (the profile or the sign-in
 * links, mode buttons, assets, orders and download as sections, language and theme, then the
 * account entries with log out last). Its map from a model menu to the part that shows it in the
 * drawer is here, loaded with the drawer on demand, like the navigation drawer; the bar's map is
 * root/menuParts.tsx. The model decides which menus the drawer holds; this decides how each looks.
 * Its content (UserDrawerContent) is also what a server renders for the enhancer (server/drawers.tsx).
 */
import type { Locale } from '@exchange/contract';
import { Fragment, type ReactNode } from 'react';
import type { MenuId, ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { AuthLinks } from '../parts/AuthLinks.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';
import { ModeButtons } from '../parts/ModeButtons.tsx';
import { Profile } from '../parts/Profile.tsx';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { Drawer } from './Drawer.tsx';
import { drawerTitleKey } from './DrawerView.tsx';
import { Section } from './Section.tsx';
import { SettingsRows } from './SettingsRows.tsx';

export interface UserDrawerProps {
  menus: readonly ShownMenu[];
  signedIn: boolean;
  onClose: () => void;
}

const section = (menu: ShownMenu) => (
  <ul className="hdr-sections">
    <Section menu={menu} />
  </ul>
);

const PARTS: Partial<Record<MenuId, (menu: ShownMenu, locale: Locale) => ReactNode>> = {
  modes: (menu) => <ModeButtons menu={menu} place="drawer" />,
  auth: (menu) => <AuthLinks menu={menu} />,
  assets: section,
  orders: section,
  download: section,
  settings: (menu, locale) => <SettingsRows menu={menu} locale={locale} />,
  profile: (menu) => <Profile items={menu.items} nameTestId="drawer-user-name" />,
  account: (menu) => <MenuItems items={menu.items} idPrefix={`m-${menu.id}`} />,
};

export default function UserDrawer({ menus, signedIn, onClose }: UserDrawerProps) {
  const t = useT();
  return (
    <Drawer id="user" title={t(drawerTitleKey('user', signedIn))} onClose={onClose}>
      <UserDrawerContent menus={menus} />
    </Drawer>
  );
}

/** The drawer's content: each menu of its region as the part that shows it. */
export function UserDrawerContent({ menus }: { menus: readonly ShownMenu[] }) {
  const { locale } = useHeaderEnvironment();
  return (
    <div className="hdr-user-drawer">
      {menus.map((menu) => (
        <Fragment key={menu.id}>{PARTS[menu.id]?.(menu, locale)}</Fragment>
      ))}
    </div>
  );
}
