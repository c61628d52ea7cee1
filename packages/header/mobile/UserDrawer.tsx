/**
 * The user drawer: the model's `mobileUserDrawer` region in order. Profile (avatar, login name,
 * UID copy, the labels the model computed: master or sub-account, mode, roles, status, VIP),
 * sign-in links for guests, the mode buttons, assets, orders and download as expandable sections,
 * language and theme, then the account entries (rewards count, demo and trader-pro switches, log
 * out last).
 * Loaded on demand, like the navigation drawer.
 */
import { localeEntry, type Locale } from '@exchange/contract';
import type { ShownItem, ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { ProfileLabel, UidRow } from '../desktop/AccountMenu.tsx';
import { AuthLinks } from '../desktop/AuthLinks.tsx';
import { Avatar } from '../desktop/Avatar.tsx';
import { useHeaderHandlers } from '../desktop/HeaderContext.tsx';
import { Globe, Moon, Sun } from '../desktop/icons.tsx';
import { MenuItems } from '../desktop/MenuItems.tsx';
import { ModeButtons } from '../desktop/ModeButtons.tsx';
import type { Theme } from '../desktop/SettingsButtons.tsx';
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
        return user ? <Profile key={menu.id} menu={menu} user={user} /> : null;
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

function Profile({ menu, user }: { menu: ShownMenu; user: MobileUser }) {
  const t = useT();
  const labels = menu.items.filter((item): item is Extract<ShownItem, { kind: 'label' }> => item.kind === 'label');
  return (
    <>
      <div className="hdr-profile">
        <Avatar src={user.avatar} name={user.loginName} size="large" />
        <div className="hdr-profile-text">
          <p className="hdr-login" data-testid="drawer-user-name">
            {user.loginName}
          </p>
          {menu.items.map((item) => (item.kind === 'action' ? <UidRow key={item.id} item={item} /> : null))}
        </div>
      </div>
      <ul className="hdr-chips" aria-label={t('header.account.status')}>
        {labels.map((item) => (
          <ProfileLabel key={item.id} item={item} />
        ))}
      </ul>
    </>
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
