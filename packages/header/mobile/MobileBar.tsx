/**
 * The mobile bar's own buttons: the user button (the avatar, or a person icon for guests) and the
 * menu button, each opening its drawer, at the end of the bar both layouts fill (root/Bar.tsx).
 * Below the large breakpoint the frame's stylesheet makes it the 48 px sticky bar: logo, mode
 * buttons, sign-in links (the model's `mobileBar` region, the same elements as on desktop) and
 * these two buttons (`hdr-mobile-only`); the desktop's parts hide. Both layouts are in the server
 * HTML and CSS alone picks one, so nothing shifts on hydration.
 * The drawers are loaded when first opened: this file is all the mobile header adds at first load.
 * Each button names its drawer (`data-drawer`) for the framework-free enhancer (enhance/drawers.ts).
 */
import { useCallback, useRef, useState } from 'react';
import type { VisibleNav } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { OnDemand, onDemandPart, useNotify } from '../notify/index.ts';
import { PersonalAvatar, usePersonalMessage } from '../parts/Personal.tsx';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { HEADER_IDS } from '../shell/ids.ts';

const NAV_DRAWER = onDemandPart(() => import('./NavDrawer.tsx'));
const USER_DRAWER = onDemandPart(() => import('./UserDrawer.tsx'));

type DrawerId = 'nav' | 'user';

export interface MobileBarProps {
  nav: VisibleNav;
  signedIn: boolean;
  /** Path and query of the current page: a drawer left open closes when it changes. */
  currentPath: string;
}

export function MobileBar({ nav, signedIn, currentPath }: MobileBarProps) {
  const t = useT();
  const accountLabel = usePersonalMessage('header.account.menu', { loginName: 'loginName' });
  const enhanced = useEnhanced();
  // The open drawer remembers the page it opened on, so any navigation closes it without an effect.
  const [open, setOpen] = useState<{ drawer: DrawerId; path: string } | null>(null);
  const shown = open && open.path === currentPath ? open.drawer : null;
  const navOpener = useRef<HTMLButtonElement>(null);
  const userOpener = useRef<HTMLButtonElement>(null);
  // Focus returns to the button that opened the drawer (the dialog has already closed).
  const closeNav = useCallback(() => {
    setOpen(null);
    navOpener.current?.focus();
  }, []);
  const closeUser = useCallback(() => {
    setOpen(null);
    userOpener.current?.focus();
  }, []);
  const notify = useNotify();
  const onDemandFailed = useCallback(() => {
    setOpen(null);
    notify.error(t('header.error.generic'));
  }, [notify, t]);

  return (
    <>
      <button
        ref={userOpener}
        type="button"
        className="hdr-icon-button hdr-bar-button hdr-mobile-only"
        aria-haspopup="dialog"
        aria-label={signedIn ? accountLabel : t('nav.menu.settings')}
        data-testid="mobile-user-button"
        data-drawer="user"
        popoverTarget={enhanced ? undefined : HEADER_IDS.userPopover}
        onPointerDown={USER_DRAWER.preload}
        onClick={() => {
          USER_DRAWER.preload();
          setOpen({ drawer: 'user', path: currentPath });
        }}
      >
        {signedIn ? <PersonalAvatar /> : <SettingsIcon />}
      </button>
      <button
        ref={navOpener}
        type="button"
        className="hdr-icon-button hdr-bar-button hdr-mobile-only"
        aria-haspopup="dialog"
        aria-label={t('mobile.menu')}
        data-testid="mobile-menu-button"
        data-drawer="nav"
        popoverTarget={enhanced ? undefined : HEADER_IDS.navPopover}
        onPointerDown={NAV_DRAWER.preload}
        onClick={() => {
          NAV_DRAWER.preload();
          setOpen({ drawer: 'nav', path: currentPath });
        }}
      >
        <MenuIcon />
      </button>
      {shown === 'nav' ? <OnDemand part={NAV_DRAWER} props={{ menus: nav.regions.mobileNavDrawer, onClose: closeNav }} onFail={onDemandFailed} /> : null}
      {shown === 'user' ? (
        <OnDemand part={USER_DRAWER} props={{ menus: nav.regions.mobileUserDrawer, signedIn, onClose: closeUser }} onFail={onDemandFailed} />
      ) : null}
    </>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden focusable={false} width={20} height={20} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}

/** A guest's user button opens their settings (sign-in, download, language and theme): sliders, not a person. */
function SettingsIcon() {
  return (
    <svg aria-hidden focusable={false} width={20} height={20} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round">
      <path d="M3 5.5h14M3 10h14M3 14.5h14" />
      <circle cx="7" cy="5.5" r="1.8" fill="var(--surface)" />
      <circle cx="13" cy="10" r="1.8" fill="var(--surface)" />
      <circle cx="8.5" cy="14.5" r="1.8" fill="var(--surface)" />
    </svg>
  );
}
