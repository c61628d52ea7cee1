/**
 * The bar both layouts fill: the <header> (the skip link and the progress bar first), the logo, the
 * menu area, and the end group, a <nav> holding the model's `barEnd` region (mode buttons, sign-in
 * links: in the bar at every width), then the desktop's end menus and the phone's buttons. The
 * layouts hand it their parts and do not know each other: the desktop's product menus
 * (`desktop/DesktopNav`) and end menus (`desktop/DesktopEndMenus`), the phone's buttons
 * (`mobile/MobileBar`). The frame's stylesheet (bar.css) picks the layout by the window's width
 * alone: below the large breakpoint it hides the parts marked `hdr-desktop-only` and shows those
 * marked `hdr-mobile-only`, never a single menu; which menu is where is the model's (NAV_REGIONS).
 * So the server's first paint is already right and hydration moves nothing.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { desktopHeaderLayout, NAV_CONSTANTS, type ShownLink, type ShownMenu, type VisibleNav } from '../nav/index.ts';
import { useHeaderHandlers } from '../parts/HeaderContext.tsx';
import { Logo } from '../parts/icons.tsx';

/** Widths of the menu area (logo and product menus), px: docs/decisions.md. */
const MENU_AREA_WIDTH = { standard: NAV_CONSTANTS.desktopHeaderWidth, wide: NAV_CONSTANTS.desktopHeaderWideWidth } as const;

export interface BarProps {
  nav: VisibleNav;
  currentPath: string;
  /** An end-group menu as the bar shows it (menuParts.tsx). */
  renderMenu: (menu: ShownMenu) => ReactNode;
  /** The menu area after the logo: the desktop's product menus. */
  menus: ReactNode;
  /** The end group after `barEnd`: the desktop's end menus, then the phone's buttons. */
  end: ReactNode;
  /** What comes first in the <header>: the skip link, the progress bar. */
  children: ReactNode;
}

export function Bar({ nav, currentPath, renderMenu, menus, end, children }: BarProps) {
  const t = useT();
  const layout = desktopHeaderLayout(currentPath);
  const style = {
    '--hdr-menu-width': `${MENU_AREA_WIDTH[layout]}px`,
    // The column the bar stands in: the site's content column, or the window on wide pages.
    '--hdr-bar-column': layout === 'wide' ? 'none' : `var(--hdr-column-width, ${NAV_CONSTANTS.contentColumnWidth}px)`,
  } as CSSProperties;
  const brand = nav.menus.brand;
  const home = brand?.items.find((item): item is ShownLink => item.kind === 'link');

  return (
    <header className="hdr" data-layout={layout} style={style}>
      {children}
      <div className="hdr-bar">
        {/* The menu area: the product menus measure what it leaves them (desktop/useOverflow). */}
        <div className="hdr-start" data-menu-area="">
          {brand && home ? <LogoLink menu={brand} home={home} /> : null}
          {menus}
        </div>
        <div className="hdr-end">
          <nav className="hdr-user-nav" aria-label={t('header.nav.user')}>
            {nav.regions.barEnd.map((menu) => (
              <div key={menu.id} className="hdr-end-slot">
                {renderMenu(menu)}
              </div>
            ))}
            {end}
          </nav>
        </div>
      </div>
    </header>
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
