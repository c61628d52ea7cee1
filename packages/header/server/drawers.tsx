/**
 * The phone's two drawers (mobile/), closed, as the React header renders them, for the
 * framework-free enhancer, which asks for them on the first tap on either bar button
 * (EnhanceConfig.drawers, the fragment's `part=drawers`): the navigation drawer, then the user
 * drawer. The model decides which menus each holds (`mobileNavDrawer`, `mobileUserDrawer`), for
 * the props the header's own render takes; the views are the React drawers' (DrawerView and each
 * drawer's content), rendered with no handlers: the enhancer runs them through their `data-*`
 * attributes. The user drawer holds the person's values (profile, UID): never a kept render. The
 * locale's catalog must be loaded (loadHeaderLocale).
 */
import type { Locale } from '@exchange/contract';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { headerNavContext, sharedVisibleNav } from '../data/index.ts';
import { getHeaderI18n } from '../i18n/index.ts';
import { useT } from '../i18n/useT.ts';
import { DrawerView, drawerTitleKey } from '../mobile/DrawerView.tsx';
import { NavDrawerContent } from '../mobile/NavDrawer.tsx';
import { UserDrawerContent } from '../mobile/UserDrawer.tsx';
import type { VisibleNav } from '../nav/index.ts';
import { EmptyToastOutlets } from '../notify/index.ts';
import { HeaderContext, headerForms, type HeaderHandlers } from '../parts/HeaderContext.tsx';
import { PersonalValuesProvider } from '../parts/Personal.tsx';
import { PreferencesProvider } from '../parts/preferences.tsx';
import type { HeaderProps } from '../root/props.ts';
import { readSiteOrigin } from '../root/siteOrigin.ts';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';

export interface DrawersHtmlOptions extends HeaderProps {
  locale: Locale;
}

const ignore = () => {};

/** Both drawers' markup for the page and the person of `props` (the props the header's render takes). */
export function drawersHtml({ locale, ...props }: DrawersHtmlOptions): string {
  const { currentPath, session, site, feeTags } = props;
  const siteOrigin = readSiteOrigin(props.siteOrigin);
  const nav = sharedVisibleNav(headerNavContext({ locale, currentPath, siteOrigin, session, site, feeTags }, props.lookups));
  const handlers: HeaderHandlers = { onLinkClick: ignore, runAction: ignore, runningAction: null, forms: headerForms(locale, siteOrigin, currentPath) };
  return renderToStaticMarkup(
    <HeaderProvider locale={locale}>
      <I18nProvider i18n={getHeaderI18n(locale)}>
        <PreferencesProvider {...props} locale={locale}>
          <PersonalValuesProvider session={session}>
            <HeaderContext.Provider value={handlers}>
              <EmptyToastOutlets>
                <Drawers nav={nav} signedIn={session !== null} />
              </EmptyToastOutlets>
            </HeaderContext.Provider>
          </PersonalValuesProvider>
        </PreferencesProvider>
      </I18nProvider>
    </HeaderProvider>,
  );
}

function Drawers({ nav, signedIn }: { nav: VisibleNav; signedIn: boolean }) {
  const t = useT();
  return (
    <>
      <DrawerView id="nav" title={t(drawerTitleKey('nav', signedIn))}>
        <NavDrawerContent menus={nav.regions.mobileNavDrawer} />
      </DrawerView>
      <DrawerView id="user" title={t(drawerTitleKey('user', signedIn))}>
        <UserDrawerContent menus={nav.regions.mobileUserDrawer} />
      </DrawerView>
    </>
  );
}
