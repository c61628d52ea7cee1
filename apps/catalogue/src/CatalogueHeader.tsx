/**
 * One state of the header in the catalogue: the package's real components (HeaderProvider and
 * Header) on the fake API (fake-api.ts), with the first data and catalog loaded before the story
 * renders (a Storybook loader: loadState), as a host does before its first render. `script: false`
 * is the page without script: the header's server HTML (renderToString), never hydrated.
 */
import type { EndpointName } from '@exchange/contract';
import type { DemoLoginName } from '@exchange/contract/demo';
import { Header, HeaderProvider, LOCALES, loadHeaderData, type Locale, type Theme } from '@exchange/header';
import type { HeaderData } from '@exchange/header/data';
import { adoptHeaderCatalog, loadHeaderCatalog, type LoadedCatalog } from '@exchange/header/i18n';
import { useMemo } from 'react';
import { renderToString } from 'react-dom/server';
import { fakeApi, type ApiMode } from './fake-api.ts';

export interface HeaderState {
  /** A demo user (apps/api's seed), or null for a guest. */
  user: DemoLoginName | null;
  locale: Locale;
  theme: Theme;
  /** The fake API: answering, down, or slow. */
  api: ApiMode;
  /** The API of the first data alone (the loader's), when it differs: `up` with a slow `api` is a page whose later calls are slow. @default api */
  firstData?: ApiMode;
  /** How long each call of a slow API takes. @default 4000 (fake-api.ts) */
  slowMs?: number;
  /** Calls that answer with a failure (an error toast when the header makes them). */
  failing?: readonly EndpointName[];
  /** false: the server's HTML of the header without its script (no hydration). @default true */
  script?: boolean;
}

export interface LoadedState {
  data: HeaderData;
  catalog: LoadedCatalog;
}

/** What the header's host loads before its first render: the data (through the fake API) and the catalog. */
export async function loadState(state: HeaderState): Promise<LoadedState> {
  const api = fakeApi({ locale: state.locale, user: state.user, mode: state.firstData ?? state.api, slowMs: state.slowMs, failing: state.failing });
  const [data, catalog] = await Promise.all([loadHeaderData(api, state.locale, state.user !== null), loadHeaderCatalog(state.locale)]);
  return { data, catalog };
}

/** Links and reloads stay in the catalogue: a story is one state. */
function stay(): void {}

/**
 * The theme is the header's controlled `theme`, not its `defaultTheme`: a default is read once, at
 * mount, so a changed control would repaint the page around a header still in its first theme.
 * `onThemeChange` (the header's own toggle) sets the story's arg, so the control follows it.
 */
export function CatalogueHeader({ state, loaded, onThemeChange }: { state: HeaderState; loaded: LoadedState; onThemeChange: (theme: Theme) => void }) {
  adoptHeaderCatalog(loaded.catalog);
  const { locale, user, api: mode, slowMs, failing } = state;
  const api = useMemo(() => fakeApi({ locale, user, mode, slowMs, failing }), [locale, user, mode, slowMs, failing]);
  const header = (
    <HeaderProvider locale={state.locale} api={api} navigate={stay} reload={stay}>
      <Header {...loaded.data} currentPath="/" theme={state.theme} onThemeChange={onThemeChange} mainContentId="main" />
    </HeaderProvider>
  );
  const entry = LOCALES.find((candidate) => candidate.locale === state.locale);
  return (
    <div className="catalogue-page" data-theme={state.theme} lang={entry?.lang} dir={entry?.dir}>
      {state.script === false ? <div className="catalogue-noscript" dangerouslySetInnerHTML={{ __html: renderToString(header) }} /> : header}
      <main id="main" tabIndex={-1} className="catalogue-main">
        <h1>BTC/USDT</h1>
        <p>97,000.00</p>
      </main>
    </div>
  );
}
