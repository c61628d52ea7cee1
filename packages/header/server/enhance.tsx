/**
 * What a server hands the framework-free enhancer beside the header's HTML
 * (`@exchange/header/enhance`'s EnhanceConfig): the enhancer's messages in the page's language, the
 * theme toggle's two icons as markup, the API's base, the locale's code and a signed-in user's UID.
 * The fragment's JSON carries it under `enhance` (apps/web/app/header-fragment.ts). The locale's
 * catalog must be loaded (loadHeaderLocale), as for the header's own render.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { localeCodeHeaders } from '../api/client.ts';
import type { SignedInData } from '../data/load.ts';
import { ENHANCE_MESSAGES, type EnhanceConfig, type EnhanceMessage } from '../enhance/config.ts';
import { getHeaderI18n, type Locale } from '../i18n/index.ts';
import { Moon, Sun } from '../parts/icons.tsx';

export interface EnhanceConfigOptions {
  /** The header package's version that rendered the HTML (its package.json's). */
  version: string;
  locale: Locale;
  /** Where the API is for the page ('' for its own origin). */
  api: string;
  session: SignedInData | null;
}

/** The icons are the same for every page: rendered once. */
let icons: EnhanceConfig['icons'] | undefined;

export function enhanceConfig({ version, locale, api, session }: EnhanceConfigOptions): EnhanceConfig {
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
  };
}
