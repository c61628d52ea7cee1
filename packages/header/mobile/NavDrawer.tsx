/**
 * The navigation drawer: every menu of the model's `mobileNavDrawer` region (the product menus and
 * download) as expandable sections. Loaded on demand: it is closed at first paint, and its links
 * are already in the server HTML (the desktop menus, hidden), so crawlers lose nothing. Its
 * content (NavDrawerContent) is also what a server renders for the enhancer (server/drawers.tsx).
 */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Drawer } from './Drawer.tsx';
import { drawerTitleKey } from './DrawerView.tsx';
import { Section } from './Section.tsx';

export interface NavDrawerProps {
  menus: readonly ShownMenu[];
  onClose: () => void;
}

export default function NavDrawer({ menus, onClose }: NavDrawerProps) {
  const t = useT();
  return (
    <Drawer id="nav" title={t(drawerTitleKey('nav', false))} onClose={onClose}>
      <NavDrawerContent menus={menus} />
    </Drawer>
  );
}

/** The drawer's content: its menus as sections, in one <nav>. */
export function NavDrawerContent({ menus }: { menus: readonly ShownMenu[] }) {
  const t = useT();
  return (
    <nav aria-label={t('header.nav.main')}>
      <ul className="hdr-sections">
        {menus.map((menu) => (
          <Section key={menu.id} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}
