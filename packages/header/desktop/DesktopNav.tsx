/**
 * The desktop's product menus (Spot, Futures, Trading info, Strategy, Social trading, More) in one
 * <nav> in the bar's menu area, after the logo (root/Bar.tsx), and the overflow menu for those that
 * do not fit (useOverflow). The frame hides the nav below the large breakpoint; without script it is
 * the popover the phone's menu button opens (`noScriptNavPopover`, desktop.css).
 */
import { useMemo, useRef } from 'react';
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { HEADER_IDS } from '../shell/ids.ts';
import { NoScriptClose } from './NoScriptClose.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { OverflowMenu } from './OverflowMenu.tsx';
import { useOverflow } from './useOverflow.ts';

export interface DesktopNavProps {
  /** The model's `desktopStart` region: the logo (the bar's) and the product menus. */
  region: readonly ShownMenu[];
}

export function DesktopNav({ region }: DesktopNavProps) {
  const t = useT();
  const enhanced = useEnhanced();
  const menus = useMemo(() => region.filter((menu) => menu.id !== 'brand'), [region]);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useOverflow(listRef, menus.length);
  return (
    <nav className="hdr-nav hdr-desktop-only" aria-label={t('header.nav.main')} id={HEADER_IDS.navPopover} popover={enhanced ? undefined : 'auto'}>
      {enhanced ? null : <NoScriptClose popoverId={HEADER_IDS.navPopover} />}
      <ul className="hdr-menus" ref={listRef}>
        {menus.map((menu, index) => (
          <li key={menu.id} className="hdr-menu" data-nav-menu={menu.id} data-collapsed={index >= shown ? '' : undefined}>
            <MenuDisclosure menu={menu} />
          </li>
        ))}
        <li className="hdr-menu" data-nav-overflow="" data-collapsed={shown >= menus.length ? '' : undefined}>
          <OverflowMenu menus={menus.slice(shown)} />
        </li>
      </ul>
    </nav>
  );
}
