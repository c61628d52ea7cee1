/**
 * The header: it computes the menus once from the navigation model and renders them: logo and
 * product menus (with the overflow menu), then mode buttons, sign-in links or the asset and order
 * menus, download, language, theme and the account menu, and the mobile bar that CSS shows below
 * the large breakpoint. Every decision about who sees what is the model's (nav/); this file wires
 * the model's output to the views. Its environment (API, locale, navigation) is HeaderProvider's.
 */
import { localeEntry } from '@exchange/contract';
import { lazy, useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { headerNavContext, type HeaderContent } from '../data/index.ts';
import { useT } from '../i18n/useT.ts';
import { desktopHeaderLayout, NAV_CONSTANTS, visibleNav, type ShownMenu } from '../nav/index.ts';
import { NotificationsProvider, OnDemand, useNotify } from '../notify/index.ts';
import { SecurityCheckHost } from '../security/index.ts';
import { shownLocale } from '../i18n/index.ts';
import { AccountMenu } from '../desktop/AccountMenu.tsx';
import { AuthLinks } from '../desktop/AuthLinks.tsx';
import { DesktopNav } from '../desktop/DesktopNav.tsx';
import { DisclosureGroup, useDisclosureGroup } from '../desktop/DisclosureGroup.tsx';
import { DownloadMenu } from '../desktop/DownloadMenu.tsx';
import { HeaderContext, type HeaderHandlers } from '../desktop/HeaderContext.tsx';
import { MenuDisclosure } from '../desktop/MenuDisclosure.tsx';
import { ModeButtons } from '../desktop/ModeButtons.tsx';
import { ProgressBar } from '../desktop/ProgressBar.tsx';
import { SettingsButtons, type Theme } from '../desktop/SettingsButtons.tsx';
import { useLinkClick } from '../desktop/useLinkClick.ts';
import { useNavActions } from '../desktop/useNavActions.ts';
import { useOptionalLookups } from '../desktop/useOptionalLookups.ts';
import { useOverflow } from '../desktop/useOverflow.ts';
import { MobileBar } from '../mobile/MobileBar.tsx';
import { useHeaderEnvironment } from './environment.ts';
import { HeaderI18n } from './HeaderI18n.tsx';
import { useControllableState } from './useControllableState.ts';

export type { Theme } from '../desktop/SettingsButtons.tsx';

// The language-and-currency dialog lives in settings/ (language, currency, theme); its own chunk.
const LanguageDialog = lazy(() => import('../settings/LanguageDialog.tsx'));

/**
 * What the host gives the header (inside a HeaderProvider): the data loadHeaderData read (on the
 * server or in the browser), the current page, and the two settings it shows, each either
 * controlled (`theme` + `onThemeChange`) or uncontrolled (`defaultTheme`, `onThemeChange` told).
 */
export interface HeaderProps extends HeaderContent {
  /** Path and query of the current page, without the locale prefix (`/spot/BTCUSDT?x=1`). */
  currentPath: string;
  /** The theme shown (controlled). */
  theme?: Theme;
  /** @default 'black' */
  defaultTheme?: Theme;
  /** A theme choice: the header has repainted itself; the host repaints its page and keeps it. */
  onThemeChange?: (theme: Theme) => void;
  /** The currency unit shown (controlled); null for the language's unit. */
  currency?: string | null;
  /** @default null: the language's unit (LOCALES.currency) */
  defaultCurrency?: string | null;
  /** A currency unit chosen in the language dialog: the host keeps it (a cookie, a store). */
  onCurrencyChange?: (currency: string) => void;
  /** The id of the page's main content: the header starts with a skip link to it. */
  mainContentId?: string;
}

/** Widths of the menu area (logo and product menus), px: see README, Decisions. */
const MENU_AREA_WIDTH = { standard: NAV_CONSTANTS.desktopHeaderWidth, wide: NAV_CONSTANTS.desktopHeaderWideWidth } as const;

export function Header(props: HeaderProps) {
  const { theme, defaultTheme = 'black', onThemeChange } = props;
  const [shownTheme, setTheme] = useControllableState(theme, defaultTheme, onThemeChange);
  const { locale } = useHeaderEnvironment();
  // The language shown: English (and its direction) when the locale's catalog could not be loaded.
  const { lang, dir } = localeEntry(shownLocale(locale));
  // `display: contents`: the root box is the header's own; tokens, lang and dir reach every part.
  return (
    <HeaderI18n>
      <div className="hdr-root" data-theme={shownTheme} lang={lang} dir={dir}>
        <NotificationsProvider>
          <DisclosureGroup>
            <HeaderBar {...props} theme={shownTheme} setTheme={setTheme} />
          </DisclosureGroup>
        </NotificationsProvider>
      </div>
    </HeaderI18n>
  );
}

interface HeaderBarProps extends HeaderProps {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

function HeaderBar({ theme, setTheme, currency, defaultCurrency = null, onCurrencyChange, currentPath, session, site, feeTags, mainContentId }: HeaderBarProps) {
  const t = useT();
  const { locale } = useHeaderEnvironment();
  const { closeAll } = useDisclosureGroup();
  const [lookups, clearLookups] = useOptionalLookups(session !== null);
  const [languageOpen, setLanguageOpen] = useState(false);
  const notify = useNotify();
  const onDemandFailed = useCallback(() => {
    setLanguageOpen(false);
    notify.error(t('header.error.generic'));
  }, [notify, t]);
  const [chosenCurrency, setCurrency] = useControllableState<string | null>(currency, defaultCurrency);
  const changeCurrency = useCallback(
    (next: string) => {
      setCurrency(next);
      onCurrencyChange?.(next);
    },
    [setCurrency, onCurrencyChange],
  );
  const shownCurrency = chosenCurrency ?? localeEntry(locale).currency;

  const nav = useMemo(
    () => visibleNav(headerNavContext({ locale, currentPath, session, site, feeTags }, lookups)),
    [locale, currentPath, session, site, feeTags, lookups],
  );

  const toggleTheme = useCallback(() => setTheme(theme === 'black' ? 'white' : 'black'), [theme, setTheme]);

  const openLanguageDialog = useCallback(() => setLanguageOpen(true), []);
  const [runAction, runningAction] = useNavActions({
    userId: session?.user.userId ?? null,
    toggleTheme,
    openLanguageDialog,
    closeMenus: closeAll,
    clearState: clearLookups,
  });
  const onLinkClick = useLinkClick(closeAll);
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
        {mainContentId ? (
          <a className="hdr-skip" href={`#${mainContentId}`}>
            {t('common.skipToContent')}
          </a>
        ) : null}
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
      <SecurityCheckHost />
      {languageOpen ? (
        <OnDemand onFail={onDemandFailed}>
          <LanguageDialog
            currentPath={currentPath}
            currency={shownCurrency}
            theme={theme}
            signedIn={session !== null}
            onCurrencyChange={changeCurrency}
            onThemeChange={setTheme}
            onClose={() => setLanguageOpen(false)}
          />
        </OnDemand>
      ) : null}
    </HeaderContext.Provider>
  );
}
