/**
 * The desktop layout of the bar: the menu area (logo and product menus, with the overflow menu for
 * those that do not fit) at its fixed width, then the end group (the model's `desktopEnd` region,
 * then its `desktopAccount` region as the account dropdown). Below the large breakpoint CSS turns
 * the same bar into the mobile bar, keeping the menus of the model's `mobileBar` region (marked
 * `data-mobile-bar`): `mobile` is where the mobile layout puts its buttons.
 */
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { desktopHeaderLayout, NAV_CONSTANTS, type ShownMenu, type VisibleNav } from '../nav/index.ts';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { HEADER_IDS } from '../shell/ids.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { NoScriptClose } from './NoScriptClose.tsx';
import { useOverflow } from './useOverflow.ts';

/** Widths of the menu area (logo and product menus), px: see README, Decisions. */
const MENU_AREA_WIDTH = { standard: NAV_CONSTANTS.desktopHeaderWidth, wide: NAV_CONSTANTS.desktopHeaderWideWidth } as const;

export interface DesktopBarProps {
  nav: VisibleNav;
  currentPath: string;
  /** An end-group menu as the bar shows it (root/menuParts.tsx). */
  renderMenu: (menu: ShownMenu) => ReactNode;
  signedIn: boolean;
  /** The mobile layout's buttons (shown by CSS below the large breakpoint). */
  mobile: ReactNode;
  /** What comes first in the <header>: the skip link, the progress bar. */
  children: ReactNode;
}

export function DesktopBar({ nav, currentPath, renderMenu, signedIn, mobile, children }: DesktopBarProps) {
  const t = useT();
  const enhanced = useEnhanced();
  const productMenus = useMemo(() => nav.regions.desktopStart.filter((menu) => menu.id !== 'brand'), [nav]);
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const shown = useOverflow(listRef, endRef, productMenus.length);
  const layout = desktopHeaderLayout(currentPath);
  const style = {
    '--hdr-menu-width': `${MENU_AREA_WIDTH[layout]}px`,
    // The column the bar stands in: the site's content column, or the window on wide pages.
    '--hdr-bar-column': layout === 'wide' ? 'none' : `var(--hdr-column-width, ${NAV_CONSTANTS.contentColumnWidth}px)`,
    '--hdr-account-width': `${NAV_CONSTANTS.accountMenuWidth}px`,
  } as CSSProperties;

  const profile = nav.regions.desktopAccount.find((menu) => menu.id === 'profile');
  const account = nav.regions.desktopAccount.find((menu) => menu.id === 'account');
  // Below the large breakpoint the bar keeps the menus of the model's mobileBar region only.
  const inMobileBar = new Set(nav.regions.mobileBar.map((menu) => menu.id));
  const slot = (id: ShownMenu['id'], content: ReactNode) => (
    <div key={id} className="hdr-end-slot" data-mobile-bar={inMobileBar.has(id) ? '' : undefined}>
      {content}
    </div>
  );
  // The menus the mobile bar keeps come first (the model's region lists them first anyway); the
  // rest share one box (no box of its own on desktop), the phone's user drawer without script.
  const barMenus = nav.regions.desktopEnd.filter((menu) => inMobileBar.has(menu.id));
  const otherMenus = nav.regions.desktopEnd.filter((menu) => !inMobileBar.has(menu.id));

  return (
    <header className="hdr" data-layout={layout} style={style}>
      {children}
      <div className="hdr-bar">
        <DesktopNav brand={nav.menus.brand} menus={productMenus} shown={shown} listRef={listRef} />
        <div className="hdr-end" ref={endRef}>
          <nav className="hdr-user-nav" aria-label={t('header.nav.user')}>
            {barMenus.map((menu) => slot(menu.id, renderMenu(menu)))}
            <div className="hdr-end-menus" id={HEADER_IDS.userPopover} popover={enhanced ? undefined : 'auto'}>
              {enhanced ? null : <NoScriptClose popoverId={HEADER_IDS.userPopover} />}
              {otherMenus.map((menu) => slot(menu.id, renderMenu(menu)))}
              {signedIn && account ? slot(account.id, <AccountMenu profile={profile} account={account} />) : null}
            </div>
            {mobile}
          </nav>
        </div>
      </div>
    </header>
  );
}
