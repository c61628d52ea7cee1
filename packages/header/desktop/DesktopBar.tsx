/**
 * The bar: the menu area (logo and product menus, with the overflow menu for those that do not
 * fit) at its fixed width, then the end group (the model's `desktopEnd` region): its `barEnd`
 * region (in the bar at every width), then the desktop's own end menus, the `desktopEndMenus`
 * region and the `desktopAccount` region as the account dropdown, in one box. Below the large
 * breakpoint CSS hides the desktop's own parts (the product menus, that box) and shows the phone's
 * buttons (`mobile`, MobileBar): what stays is the model's `mobileBar` region, the logo and
 * `barEnd`. Without script that box and the product menus are the popovers the phone's buttons
 * open (`noScriptUserPopover`, `noScriptNavPopover`). Which menu is where is the model's alone.
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
  /** The mobile layout's buttons (shown by CSS below the large breakpoint). */
  mobile: ReactNode;
  /** What comes first in the <header>: the skip link, the progress bar. */
  children: ReactNode;
}

export function DesktopBar({ nav, currentPath, renderMenu, mobile, children }: DesktopBarProps) {
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
  const slot = (id: ShownMenu['id'], content: ReactNode) => (
    <div key={id} className="hdr-end-slot">
      {content}
    </div>
  );

  return (
    <header className="hdr" data-layout={layout} style={style}>
      {children}
      <div className="hdr-bar">
        <DesktopNav brand={nav.menus.brand} menus={productMenus} shown={shown} listRef={listRef} />
        <div className="hdr-end" ref={endRef}>
          <nav className="hdr-user-nav" aria-label={t('header.nav.user')}>
            {nav.regions.barEnd.map((menu) => slot(menu.id, renderMenu(menu)))}
            {/* The desktop's own end menus (no box of their own on desktop); the phone's user popover without script. */}
            <div className="hdr-end-menus" id={HEADER_IDS.userPopover} popover={enhanced ? undefined : 'auto'}>
              {enhanced ? null : <NoScriptClose popoverId={HEADER_IDS.userPopover} />}
              {nav.regions.desktopEndMenus.map((menu) => slot(menu.id, renderMenu(menu)))}
              {account ? slot(account.id, <AccountMenu profile={profile} account={account} />) : null}
            </div>
            {mobile}
          </nav>
        </div>
      </div>
    </header>
  );
}
