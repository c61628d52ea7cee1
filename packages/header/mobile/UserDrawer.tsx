/**
 * The user drawer: the model's `mobileUserDrawer` region in order (the profile or the sign-in
 * links, mode buttons, assets, orders and download as sections, language and theme, then the
 * account entries with log out last), each menu rendered by the header's one map of menu views
 * (root/menuParts.tsx), given as `renderMenu`. Loaded on demand, like the navigation drawer.
 */
import { Fragment, type ReactNode } from 'react';
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Drawer } from './Drawer.tsx';

export interface UserDrawerProps {
  menus: readonly ShownMenu[];
  signedIn: boolean;
  /** A menu as the drawer shows it (root/menuParts.tsx). */
  renderMenu: (menu: ShownMenu) => ReactNode;
  onClose: () => void;
}

export default function UserDrawer({ menus, signedIn, renderMenu, onClose }: UserDrawerProps) {
  const t = useT();
  return (
    <Drawer id="user" title={t(signedIn ? 'nav.menu.account' : 'nav.menu.settings')} onClose={onClose}>
      <div className="hdr-user-drawer">
        {menus.map((menu) => (
          <Fragment key={menu.id}>{renderMenu(menu)}</Fragment>
        ))}
      </div>
    </Drawer>
  );
}
