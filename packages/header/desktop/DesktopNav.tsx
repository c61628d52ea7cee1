/**
 * The start of the bar: the logo, then the product menus (Spot, Futures, Trading info, Strategy,
 * Social trading, More) in one <nav>, and the overflow menu for those that do not fit.
 */
import type { RefObject } from 'react';
import type { ShownLink, ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { useHeaderHandlers } from '../parts/HeaderContext.tsx';
import { Logo } from '../parts/icons.tsx';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { HEADER_IDS } from '../shell/ids.ts';
import { NoScriptClose } from './NoScriptClose.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { OverflowMenu } from './OverflowMenu.tsx';

export interface DesktopNavProps {
  brand: ShownMenu | undefined;
  menus: readonly ShownMenu[];
  /** How many menus stay in the bar (useOverflow); the rest collapse into the overflow menu. */
  shown: number;
  listRef: RefObject<HTMLUListElement | null>;
}

export function DesktopNav({ brand, menus, shown, listRef }: DesktopNavProps) {
  const t = useT();
  const enhanced = useEnhanced();
  const home = brand?.items.find((item): item is ShownLink => item.kind === 'link');
  return (
    <div className="hdr-start" data-menu-area="">
      {brand && home ? <LogoLink menu={brand} home={home} /> : null}
      {/* Until the script takes over (useEnhanced), the nav is also a popover, which the mobile menu
          button opens: the phone's navigation drawer without script (README: No script). */}
      <nav className="hdr-nav" aria-label={t('header.nav.main')} id={HEADER_IDS.navPopover} popover={enhanced ? undefined : 'auto'}>
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
    </div>
  );
}

function LogoLink({ menu, home }: { menu: ShownMenu; home: ShownLink }) {
  const t = useT();
  const { onLinkClick } = useHeaderHandlers();
  return (
    <a
      href={home.href}
      className="hdr-logo"
      aria-label={t(menu.labelKey)}
      aria-current={home.current ? 'page' : undefined}
      data-item={home.id}
      onClick={(event) => onLinkClick(event, home)}
    >
      <Logo />
      <span className="hdr-logo-text" aria-hidden="true">
        {t('header.brand')}
      </span>
    </a>
  );
}
