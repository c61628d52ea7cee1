/**
 * The user drawer: the model's `mobileUserDrawer` region in order. Profile (avatar, login name,
 * UID copy, the labels the model computed: master or sub-account, mode, roles, status, VIP),
 * sign-in links for guests, the mode buttons, assets, orders and download as expandable sections,
 * language and theme, then the account entries (rewards count, demo and trader-pro switches, log
 * out last).
 * Loaded on demand, like the navigation drawer.
 */
import { localeEntry, type Locale } from '@exchange/contract';
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Profile } from '../parts/Profile.tsx';
import { AuthLinks } from '../parts/AuthLinks.tsx';
import { useHeaderHandlers } from '../parts/HeaderContext.tsx';
import { Globe, Moon, Sun } from '../parts/icons.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';
import { ModeButtons } from '../parts/ModeButtons.tsx';
import type { Theme } from '../shell/environment.ts';
import { Drawer } from './Drawer.tsx';
import { Section } from './Section.tsx';

export interface MobileUser {
  loginName: string;
  avatar: string | null;
}

export interface UserDrawerProps {
  menus: readonly ShownMenu[];
  /** The signed-in user, or null for a guest (who gets sign-in links and settings). */
  user: MobileUser | null;
  locale: Locale;
  currency: string;
  theme: Theme;
  onClose: () => void;
}

export default function UserDrawer({ menus, user, locale, currency, theme, onClose }: UserDrawerProps) {
  const t = useT();
  const render = (menu: ShownMenu) => {
    switch (menu.id) {
      case 'profile':
        return user ? <Profile key={menu.id} items={menu.items} loginName={user.loginName} avatar={user.avatar} nameTestId="drawer-user-name" /> : null;
      case 'auth':
        return <AuthLinks key={menu.id} menu={menu} />;
      case 'modes':
        return <ModeButtons key={menu.id} menu={menu} />;
      case 'assets':
      case 'orders':
      case 'download':
        return (
          <ul key={menu.id} className="hdr-sections">
            <Section menu={menu} />
          </ul>
        );
      case 'settings':
        return <SettingsRows key={menu.id} menu={menu} locale={locale} currency={currency} theme={theme} />;
      default:
        return <MenuItems key={menu.id} items={menu.items} idPrefix={`m-${menu.id}`} />;
    }
  };
  return (
    <Drawer id="user" title={t(user ? 'nav.menu.account' : 'nav.menu.settings')} onClose={onClose}>
      <div className="hdr-user-drawer">{menus.map(render)}</div>
    </Drawer>
  );
}

/** Theme and language as labelled rows: a drawer has room for words where the bar has icons. */
function SettingsRows({ menu, locale, currency, theme }: { menu: ShownMenu; locale: Locale; currency: string; theme: Theme }) {
  const t = useT();
  const { runAction } = useHeaderHandlers();
  return (
    <ul className="hdr-list hdr-drawer-settings">
      {menu.items.map((item) => {
        if (item.kind !== 'action') return null;
        const isTheme = item.action === 'toggleTheme';
        return (
          <li key={item.id}>
            <button
              type="button"
              className="hdr-item"
              data-item={item.id}
              data-testid={isTheme ? 'drawer-theme' : 'drawer-language'}
              aria-haspopup={isTheme ? undefined : 'dialog'}
              onClick={() => runAction(item.action)}
            >
              {isTheme ? (theme === 'black' ? <Sun /> : <Moon />) : <Globe />}
              <span className="hdr-item-label">{isTheme ? t(theme === 'black' ? 'header.theme.toLight' : 'header.theme.toDark') : t('nav.settings.language')}</span>
              {isTheme ? null : <span className="hdr-item-value">{`${localeEntry(locale).name} · ${currency}`}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
