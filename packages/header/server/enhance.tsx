/**
 * What a server hands the framework-free enhancer beside the header's HTML
 * (`@exchange/header/enhance`'s EnhanceConfig): the enhancer's messages in the page's language, the
 * theme toggle's two icons as markup, the API's base, the locale's code, a signed-in user's UID,
 * and the language-and-currency dialog rendered (LanguageDialogView, the React header's markup)
 * with the settings button's name for each unit it offers. The fragment's JSON carries it under
 * `enhance` (apps/web/app/header-fragment.ts). The locale's catalog must be loaded
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
import { LanguageDialogView } from '../settings/LanguageDialogView.tsx';
import { fallbackLanguages, fallbackRates, languageOptions, shownCurrency } from '../settings/model.ts';
import type { Theme } from '../shell/environment.ts';

export interface EnhanceConfigOptions {
  /** The header package's version that rendered the HTML (its package.json's). */
  version: string;
  locale: Locale;
  /** Where the API is for the page ('' for its own origin). */
  api: string;
  session: SignedInData | null;
  /** Path and query of the page without the locale prefix (the dialog's language links). */
  currentPath: string;
  /** The theme and currency unit the page shows (the dialog's pressed choices). */
  theme: Theme;
  currency: string | null;
  /** The dialog's lists (data's loadSettingsLists); a missing one is the model's fallback, as in the React dialog. */
  lists: SettingsLists;
  /** Where the enhancer asks for the same HTML with the optional lookups answered (a session's), or null. */
  lookups?: string | null;
}

/** The icons are the same for every page: rendered once. */
let icons: EnhanceConfig['icons'] | undefined;

export function enhanceConfig({ version, locale, api, session, currentPath, theme, currency, lists, lookups = null }: EnhanceConfigOptions): EnhanceConfig {
  const i18n = getHeaderI18n(locale);
  const messages = Object.fromEntries(ENHANCE_MESSAGES.map((key) => [key, i18n._(key)])) as Record<EnhanceMessage, string>;
  icons ??= { black: renderToStaticMarkup(<Sun />), white: renderToStaticMarkup(<Moon />) };
  const options = languageOptions(lists.languages?.length ? lists.languages : fallbackLanguages());
  const rates = lists.rates?.length ? lists.rates : fallbackRates(locale);
  const shown = shownCurrency(locale, currency);
  const language = localeEntry(locale).name;
  return {
    version,
    api,
    localeCode: localeCodeHeaders(locale)['x-locale-code'] ?? null,
    uid: session ? session.user.userId : null,
    messages,
    icons,
    languageDialog: renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <LanguageDialogView locale={locale} currentPath={currentPath} options={options} rates={rates} currency={shown} theme={theme} />
      </I18nProvider>,
    ),
    lookups,
    settingsLabels: Object.fromEntries(rates.map((rate) => [rate.type, i18n._('header.language.current', { language, currency: rate.type })])),
  };
}
