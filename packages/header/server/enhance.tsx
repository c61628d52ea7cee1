/**
 * What a server hands the framework-free enhancer (`@exchange/header/enhance`'s EnhanceConfig)
 * beside the header's HTML: the enhancer's messages in the page's language, the theme toggle's two
 * icons as markup, the API's base, the locale's code, a signed-in user's UID, and the addresses of
 * the two dialogs' markup, of the phone's drawers (drawers.tsx) and of the HTML with the optional
 * lookups answered. The fragment's JSON carries it under `enhance`
 * (apps/web/app/header-fragment.ts). And the dialogs themselves, which the enhancer asks for when
 * it first needs them: the language-and-currency dialog (languageDialogHtml), the React header's
 * markup (LanguageDialogView) with the languages and rates calls' lists, each unit's settings
 * button name beside it; the security check's (securityDialogHtml), the React header's markup
 * (SecurityDialogView), the same for every action. The locale's catalog must be loaded
 * (loadHeaderLocale), as for the header's own render.
 */
import { localeEntry } from '@exchange/contract';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localeCodeHeaders } from '../api/client.ts';
import type { SettingsLists, SignedInData } from '../data/load.ts';
import { ENHANCE_MESSAGES, type EnhanceConfig, type EnhanceMessage } from '../enhance/config.ts';
import { getHeaderI18n, type Locale } from '../i18n/index.ts';
import { Moon, Sun } from '../parts/icons.tsx';
import { SecurityDialogView } from '../security/SecurityDialogView.tsx';
import { LanguageDialogView } from '../settings/LanguageDialogView.tsx';
import { fallbackLanguages, fallbackRates, languageOptions, shownCurrency } from '../settings/model.ts';

export interface EnhanceConfigOptions {
  /** The header package's version that rendered the HTML (its package.json's). */
  version: string;
  locale: Locale;
  /** Where the API is for the page ('' for its own origin). */
  api: string;
  session: SignedInData | null;
  /** Where the enhancer asks for the language dialog's markup (languageDialogHtml of this page). */
  languageDialog: string;
  /** Where the enhancer asks for the phone's drawers (drawersHtml of this page, for the same cookies). */
  drawers: string;
  /** Where the enhancer asks for the security check's dialog markup (securityDialogHtml of this locale). */
  securityDialog: string;
  /** Where the enhancer asks for the same HTML with the optional lookups answered (a session's), or null. */
  lookups?: string | null;
}

/** The icons are the same for every page: rendered once. */
let icons: EnhanceConfig['icons'] | undefined;

export function enhanceConfig({ version, locale, api, session, languageDialog, drawers, securityDialog, lookups = null }: EnhanceConfigOptions): EnhanceConfig {
  const i18n = getHeaderI18n(locale);
  const messages = Object.fromEntries(ENHANCE_MESSAGES.map((key) => [key, i18n._(key)])) as Record<EnhanceMessage, string>;
  icons ??= { black: renderToStaticMarkup(<Sun />), white: renderToStaticMarkup(<Moon />) };
  return {
    version,
    api,
    localeCode: localeCodeHeaders(locale)['x-locale-code'] ?? null,
    uid: session ? session.user.userId : null,
    messages,
    icons,
    languageDialog,
    drawers,
    securityDialog,
    lookups,
  };
}

export interface LanguageDialogHtmlOptions {
  locale: Locale;
  /** Path and query of the page without the locale prefix (the dialog's language links). */
  currentPath: string;
  /** The dialog's lists (data's loadSettingsLists); a missing one is the model's fallback, as in the React dialog. */
  lists: SettingsLists;
}

/**
 * The page's language-and-currency dialog, closed, as the React header renders it, the same for
 * every user (the enhancer marks the shown unit and theme when it opens it); each unit's button
 * names the settings button with that unit (`data-label`).
 */
export function languageDialogHtml({ locale, currentPath, lists }: LanguageDialogHtmlOptions): string {
  const i18n = getHeaderI18n(locale);
  const language = localeEntry(locale).name;
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LanguageDialogView
        locale={locale}
        currentPath={currentPath}
        options={languageOptions(lists.languages?.length ? lists.languages : fallbackLanguages())}
        rates={lists.rates?.length ? lists.rates : fallbackRates(locale)}
        currency={shownCurrency(locale, null)}
        theme="black"
        settingsLabel={(currency) => i18n._('header.language.current', { language, currency })}
      />
    </I18nProvider>,
  );
}

/**
 * The security check's dialog, closed, as the React header renders it, the same for every action
 * and every user: its subject's place empty (the enhancer puts the guarding link's label there),
 * the passkey hidden (the enhancer shows it when the check's answer offers it).
 */
export function securityDialogHtml({ locale }: { locale: Locale }): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={getHeaderI18n(locale)}>
      <SecurityDialogView subject="" passkey={false} error={null} />
    </I18nProvider>,
  );
}
