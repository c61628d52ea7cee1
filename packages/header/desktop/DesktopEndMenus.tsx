/**
 * The desktop's own end menus, after the bar's `barEnd` (root/Bar.tsx): the model's
 * `desktopEndMenus` region (assets, orders, download, settings) and the `desktopAccount` region as
 * the account dropdown, in one box the frame hides below the large breakpoint. Without script that
 * box is the popover the phone's user button opens (`noScriptUserPopover`, desktop.css).
 */
import type { ReactNode } from 'react';
import type { ShownMenu, VisibleNav } from '../nav/index.ts';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { HEADER_IDS } from '../shell/ids.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { NoScriptClose } from './NoScriptClose.tsx';

export interface DesktopEndMenusProps {
  nav: VisibleNav;
  /** An end-group menu as the bar shows it (root/menuParts.tsx). */
  renderMenu: (menu: ShownMenu) => ReactNode;
}

export function DesktopEndMenus({ nav, renderMenu }: DesktopEndMenusProps) {
  const enhanced = useEnhanced();
  const profile = nav.regions.desktopAccount.find((menu) => menu.id === 'profile');
  const account = nav.regions.desktopAccount.find((menu) => menu.id === 'account');
  return (
    <div className="hdr-end-menus hdr-desktop-only" id={HEADER_IDS.userPopover} popover={enhanced ? undefined : 'auto'}>
      {enhanced ? null : <NoScriptClose popoverId={HEADER_IDS.userPopover} />}
      {nav.regions.desktopEndMenus.map((menu) => (
        <div key={menu.id} className="hdr-end-slot">
          {renderMenu(menu)}
        </div>
      ))}
      {account ? (
        <div className="hdr-end-slot">
          <AccountMenu profile={profile} account={account} />
        </div>
      ) : null}
    </div>
  );
}
