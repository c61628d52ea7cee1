/**
 * The shared desktop header. It computes the menus once from the navigation model and renders
 * them: logo and product menus (with the overflow menu), then mode buttons, sign-in links or the
 * asset and order menus, download, language, theme and the account menu. Every decision about
 * who sees what is the model's (nav/); this file wires the model's output to the views.
 */
import { localeEntry, type Locale } from '@exchange/contract';
import { lazy, useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { headerNavContext, type HeaderContent } from '../data/index.ts';
import { useT } from '../i18n/useT.ts';
import { desktopHeaderLayout, NAV_CONSTANTS, visibleNav, type ShownMenu } from '../nav/index.ts';
import { NotificationsProvider, OnDemand, useNotify } from '../notify/index.ts';
import { SecurityCheckHost } from '../security/index.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AuthLinks } from './AuthLinks.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { DisclosureGroup, useDisclosureGroup } from './DisclosureGroup.tsx';
import { DownloadMenu } from './DownloadMenu.tsx';
import { HeaderContext, type HeaderHandlers } from './HeaderContext.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { ModeButtons } from './ModeButtons.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { SettingsButtons, type Theme } from './SettingsButtons.tsx';
import { useLinkClick } from './useLinkClick.ts';
import { useNavActions } from './useNavActions.ts';
import { useOptionalLookups } from './useOptionalLookups.ts';
import { useOverflow } from './useOverflow.ts';
import { MobileBar } from '../mobile/MobileBar.tsx';

export type { Theme } from './SettingsButtons.tsx';

// The language-and-currency dialog lives in settings/ (language, currency, theme); its own chunk.
const LanguageDialog = lazy(() => import('../settings/LanguageDialog.tsx'));

/** What the host app gives the header: the server-loaded data and two hooks into the app. */
export interface HeaderProps extends HeaderContent {
  locale: Locale;
  theme: Theme;
  /** The chosen currency unit (cookie), or null for the language's default. */
  currency: string | null;
  /** Path and query of the current page, without the locale prefix. */
  currentPath: string;
  /** Client-side navigation to a localized href (the router's navigate). */
  navigate: (href: string) => void;
  /** Persists a theme choice; the header has already repainted. */
  onThemeChange?: (theme: Theme) => void;
  /** Persists a currency unit chosen in the dialog (a cookie the next server render reads). */
  onCurrencyChange?: (currency: string) => void;
}

/** Widths of the menu area (logo and product menus), px: see README, Decisions. */
const MENU_AREA_WIDTH = { standard: NAV_CONSTANTS.desktopHeaderWidth, wide: NAV_CONSTANTS.desktopHeaderWideWidth } as const;

export function Header(props: HeaderProps) {
  return (
    <NotificationsProvider>
      <DisclosureGroup>
        <HeaderBar {...props} />
      </DisclosureGroup>
    </NotificationsProvider>
  );
}

function HeaderBar({ locale, theme: serverTheme, currency, currentPath, session, site, feeTags, navigate, onThemeChange, onCurrencyChange }: HeaderProps) {
  const t = useT();
  const { closeAll } = useDisclosureGroup();
  const [lookups, clearLookups] = useOptionalLookups(session !== null);
  const [chosenTheme, setChosenTheme] = useState<Theme | null>(null);
  const theme = chosenTheme ?? serverTheme;
  const [languageOpen, setLanguageOpen] = useState(false);
  const notify = useNotify();
  const onDemandFailed = useCallback(() => {
    setLanguageOpen(false);
    notify.error(t('header.error.generic'));
  }, [notify, t]);
  // The unit chosen in this page's life; before any choice, the cookie's, else the language's.
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const shownCurrency = chosenCurrency ?? currency ?? localeEntry(locale).currency;
  const changeCurrency = useCallback(
    (next: string) => {
      setChosenCurrency(next);
      onCurrencyChange?.(next);
    },
    [onCurrencyChange],
  );

  const nav = useMemo(
    () => visibleNav(headerNavContext({ locale, currentPath, session, site, feeTags }, lookups)),
    [locale, currentPath, session, site, feeTags, lookups],
  );

  const applyTheme = useCallback(
    (next: Theme) => {
      // Repaint at once; the host persists the choice (a cookie the next server render reads).
      document.documentElement.dataset.theme = next;
      setChosenTheme(next);
      onThemeChange?.(next);
    },
    [onThemeChange],
  );
  const toggleTheme = useCallback(() => applyTheme(theme === 'black' ? 'white' : 'black'), [theme, applyTheme]);

  const openLanguageDialog = useCallback(() => setLanguageOpen(true), []);
  const [runAction, runningAction] = useNavActions({
    userId: session?.user.userId ?? null,
    toggleTheme,
    openLanguageDialog,
    closeMenus: closeAll,
    clearState: clearLookups,
  });
  const onLinkClick = useLinkClick(navigate, locale, closeAll);
  const handlers = useMemo<HeaderHandlers>(() => ({ onLinkClick, runAction, runningAction }), [onLinkClick, runAction, runningAction]);

  const productMenus = useMemo(() => nav.regions.desktopStart.filter((menu) => menu.id !== 'brand'), [nav]);
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const shown = useOverflow(listRef, endRef, productMenus.length);
  const layout = desktopHeaderLayout(currentPath);
  const style = {
    '--hdr-menu-width': `${MENU_AREA_WIDTH[layout]}px`,
    '--hdr-account-width': `${NAV_CONSTANTS.accountMenuWidth}px`,
  } as CSSProperties;

  const renderEnd = (menu: ShownMenu) => {
    switch (menu.id) {
      case 'modes':
        return <ModeButtons key={menu.id} menu={menu} />;
      case 'auth':
        return <AuthLinks key={menu.id} menu={menu} />;
      case 'download':
        return <DownloadMenu key={menu.id} menu={menu} />;
      case 'settings':
        return <SettingsButtons key={menu.id} menu={menu} locale={locale} currency={shownCurrency} theme={theme} />;
      default:
        return <MenuDisclosure key={menu.id} menu={menu} alignEnd />;
    }
  };
  const { profile, account } = nav.menus;

  return (
    <HeaderContext.Provider value={handlers}>
      <header className="hdr" data-layout={layout} style={style}>
        <a className="hdr-skip" href="#main">
          {t('header.skipToContent')}
        </a>
        <ProgressBar />
        <div className="hdr-bar">
          <DesktopNav brand={nav.menus.brand} menus={productMenus} shown={shown} listRef={listRef} />
          <div className="hdr-end" ref={endRef}>
            <nav className="hdr-user-nav" aria-label={t('header.nav.user')}>
              {nav.regions.desktopEnd.map(renderEnd)}
              {session && account ? <AccountMenu profile={profile} account={account} loginName={session.user.loginName} avatar={session.fullInfo?.userAvatar ?? null} /> : null}
              {/* The mobile bar's user and menu buttons (CSS shows them below the large breakpoint). */}
              <MobileBar
                nav={nav}
                user={session ? { loginName: session.user.loginName, avatar: session.fullInfo?.userAvatar ?? null } : null}
                locale={locale}
                currency={shownCurrency}
                theme={theme}
                currentPath={currentPath}
              />
            </nav>
          </div>
        </div>
      </header>
      <SecurityCheckHost navigate={navigate} />
      {languageOpen ? (
        <OnDemand onFail={onDemandFailed}>
          <LanguageDialog
            locale={locale}
            currentPath={currentPath}
            currency={shownCurrency}
            theme={theme}
            signedIn={session !== null}
            navigate={navigate}
            onCurrencyChange={changeCurrency}
            onThemeChange={applyTheme}
            onClose={() => setLanguageOpen(false)}
          />
        </OnDemand>
      ) : null}
    </HeaderContext.Provider>
  );
}
