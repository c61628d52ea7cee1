/**
 * The header: it computes the menus once from the navigation model and renders them in the bar
 * both layouts fill (Bar): logo and product menus (with the overflow menu), then mode buttons,
 * sign-in links or the asset and order menus, download, language, theme and the account menu, and
 * the phone's buttons that CSS shows below the large breakpoint. Every decision about who sees what is the model's (nav/); this file wires
 * the model's output to the views. Its environment (API, locale, navigation) is HeaderProvider's.
 */
import { DEFAULT_LOCALE, localeEntry } from '@exchange/contract';
import { useCallback, useContext, useMemo, useReducer, type ComponentProps } from 'react';
import { headerNavContext, sharedVisibleNav } from '../data/index.ts';
import { useOptionalLookups } from '../data/useOptionalLookups.ts';
import { DesktopEndMenus } from '../desktop/DesktopEndMenus.tsx';
import { DesktopNav } from '../desktop/DesktopNav.tsx';
import { DisclosureGroup, useDisclosureActions } from '../desktop/DisclosureGroup.tsx';
import { isHeaderFallback } from '../i18n/index.ts';
import { useT } from '../i18n/useT.ts';
import { MobileBar } from '../mobile/MobileBar.tsx';
import type { ShownMenu } from '../nav/index.ts';
import { NotificationsProvider, SessionEndedContext, useNotify } from '../notify/index.ts';
import { HeaderContext, headerForms, type HeaderHandlers } from '../parts/HeaderContext.tsx';
import { PersonalValuesProvider } from '../parts/Personal.tsx';
import { PreferencesProvider, usePreferences, useThemeBox, useThemeToggle } from '../parts/preferences.tsx';
import { useEnhanced } from '../parts/useEnhanced.ts';
import { SecurityCheckHost } from '../security/index.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { Bar } from './Bar.tsx';
import { HeaderHtmlContext } from './headerHtml.ts';
import { LanguageDialogHost, useLanguageDialog } from './LanguageDialogHost.tsx';
import type { HeaderProps } from './props.ts';
import { HeaderI18n } from '../shell/HeaderI18n.tsx';
import { renderBarPart, type PartContext } from './menuParts.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { readSiteOrigin } from './siteOrigin.ts';
import { useLinkClick } from './useLinkClick.ts';
import { useNavActions } from './useNavActions.ts';

export type { Theme } from '../shell/environment.ts';
export type { HeaderProps } from './props.ts';

export function Header(props: HeaderProps) {
  const environment = useHeaderEnvironment();
  const { locale } = environment;
  // The language shown: English (and its direction) when the locale's catalog could not be loaded.
  const { lang, dir } = localeEntry(isHeaderFallback(locale) ? DEFAULT_LOCALE : locale);
  // `data-enhanced`: the script has taken over (useEnhanced); until then the stylesheet opens the
  // menus on hover and focus and the mobile buttons open popovers (docs/readers.md "Readers: no script").
  const enhanced = useEnhanced();
  // On a server that renders the header's HTML apart (server/: kept and shared where nobody's data
  // is in it), the root box holds that HTML; the browser hydrates the same parts into it.
  // (A server renders once: the theme shown is the host's, else its default.)
  const serverTheme = props.theme ?? props.defaultTheme ?? 'black';
  const serverHtml = useContext(HeaderHtmlContext)?.({ ...props, theme: serverTheme }, environment) ?? null;
  // `display: contents`: the root box is the header's own; tokens, lang and dir reach every part.
  const root = { lang, dir, 'data-enhanced': enhanced ? '' : undefined };
  if (serverHtml !== null) return <div className="hdr-root" data-theme={serverTheme} {...root} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  // The theme and the unit live in PreferencesProvider, not here: a choice renders the root box and
  // what shows it, while this component, and so the menus it holds, does not render again.
  return (
    <HeaderI18n>
      <PreferencesProvider {...props} locale={locale}>
        <RootBox {...root}>
          <HeaderParts {...props} />
        </RootBox>
      </PreferencesProvider>
    </HeaderI18n>
  );
}

/** The root box, painted in the theme shown (the toggle sets its attribute at once: parts/preferences.tsx). */
function RootBox(props: ComponentProps<'div'>) {
  return <div ref={useThemeBox()} className="hdr-root" data-theme={usePreferences().theme} {...props} />;
}

/** What the header's root box holds (inside HeaderI18n and PreferencesProvider): rendered in the page, or apart by a server. */
export function HeaderParts(props: HeaderProps) {
  // A call answered that the session has ended (signed out in another tab): from then on the
  // header shows a guest's, whatever session the host passed (notify/errors.ts).
  const [ended, endSession] = useReducer(() => true, false);
  const session = ended ? null : props.session;
  return (
    <NotificationsProvider>
      <SessionEndedContext.Provider value={endSession}>
        <DisclosureGroup>
          <PersonalValuesProvider session={session}>
            <HeaderBar {...props} session={session} />
          </PersonalValuesProvider>
        </DisclosureGroup>
      </SessionEndedContext.Provider>
    </NotificationsProvider>
  );
}

function HeaderBar({ currentPath, session, site, feeTags, mainContentId, siteOrigin: siteOriginProp, lookups: answered }: HeaderProps) {
  const t = useT();
  const { locale } = useHeaderEnvironment();
  const { closeAll } = useDisclosureActions();
  const [asked, clearLookups] = useOptionalLookups(session !== null && answered === undefined);
  const lookups = answered ?? asked;
  const [languageDialog, openLanguageDialog] = useLanguageDialog();
  const notify = useNotify();
  const onDemandFailed = useCallback(() => notify.error(t('header.error.generic')), [notify, t]);

  const siteOrigin = useMemo(() => readSiteOrigin(siteOriginProp), [siteOriginProp]);
  const nav = useMemo(
    () => sharedVisibleNav(headerNavContext({ locale, currentPath, siteOrigin, session, site, feeTags }, lookups)),
    [locale, currentPath, siteOrigin, session, site, feeTags, lookups],
  );

  const toggleTheme = useThemeToggle();
  const [runAction, runningAction] = useNavActions({
    toggleTheme,
    openLanguageDialog,
    closeMenus: closeAll,
    clearState: clearLookups,
  });
  const onLinkClick = useLinkClick(closeAll, siteOrigin);
  const forms = useMemo(() => headerForms(locale, siteOrigin, currentPath), [siteOrigin, locale, currentPath]);
  const handlers = useMemo<HeaderHandlers>(() => ({ onLinkClick, runAction, runningAction, forms }), [onLinkClick, runAction, runningAction, forms]);

  const signedIn = session !== null;
  const parts = useMemo<PartContext>(() => ({ locale, currentPath }), [locale, currentPath]);
  const renderBar = useCallback((menu: ShownMenu) => renderBarPart(menu, parts), [parts]);

  return (
    <HeaderContext.Provider value={handlers}>
      <Bar
        nav={nav}
        currentPath={currentPath}
        renderMenu={renderBar}
        menus={<DesktopNav region={nav.regions.desktopStart} />}
        end={
          <>
            <DesktopEndMenus nav={nav} renderMenu={renderBar} />
            <MobileBar nav={nav} signedIn={signedIn} currentPath={currentPath} />
          </>
        }
      >
        {mainContentId ? (
          <a className="hdr-skip" href={`#${mainContentId}`}>
            {t('header.skipToContent')}
          </a>
        ) : null}
        <ProgressBar />
      </Bar>
      <SecurityCheckHost />
      <LanguageDialogHost dialog={languageDialog} currentPath={currentPath} signedIn={signedIn} onFail={onDemandFailed} />
    </HeaderContext.Provider>
  );
}
