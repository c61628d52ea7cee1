/**
 * The root of the header's environment (environment.ts). Wrap the part of the page that holds the
 * header, and any guarded page content that asks for the security check (SecurityCheckRequired):
 *
 *   <HeaderProvider locale="ar" api={createApiInstance({ baseUrl: '/gateway', locale: 'ar' })}>
 *
 * It renders nothing of its own and reads nothing from the host's document.
 */
import type { Locale } from '@exchange/contract';
import * as React from 'react';
import { useMemo, useState, type ReactNode } from 'react';
import { createApiInstance, type ApiInstance } from '../api/index.ts';
import { createHeaderState, HeaderEnvironmentContext, type HeaderEnvironment } from './environment.ts';

export interface HeaderProviderProps {
  /** The page's locale (spec §9 spelling: `en`, `zh-CN`, `ar` …). */
  locale: Locale;
  /**
   * Where and how the header calls the exchange API.
   * @default createApiInstance({ locale }): the page's own origin, with the locale's code header
   */
  api?: ApiInstance;
  /**
   * Client-side navigation to a localized href (a router's navigate): a path, or, when the Header
   * has a `siteOrigin`, an absolute URL on the site's origin, which a router must load as a page
   * (it is not one of its own routes). Return the router's promise (React Router's `navigate`
   * resolves when the new page has its data): the progress bar stays up until it settles, so a
   * slow network keeps its feedback until the page changes.
   * @default full page load (`location.assign`), which takes both
   */
  navigate?: (href: string) => void | Promise<unknown>;
  /**
   * A full page load after a mode switch or logout (the server must paint the new state): the
   * current page again, or `href` (a mode switch's next page: absolute with a `siteOrigin`).
   * @default `location.reload()`, or `location.assign(href)`
   */
  reload?: (href?: string) => void;
  children: ReactNode;
}

const assign = (href: string) => window.location.assign(href);
const reloadPage = (href?: string) => (href ? window.location.assign(href) : window.location.reload());

/**
 * The header needs React 19 (its peer range; it waits for a catalog with `use`): on React 18 it
 * stops here with one message that says so, instead of `use is not a function` somewhere inside.
 */
// The two members read by name, not the namespace passed on: a bundler then keeps only what the
// header uses of React.
export function assertReact19(react: { use?: unknown; version: string } = { use: React.use, version: React.version }): void {
  if (typeof react.use !== 'function') throw new Error(`@exchange/header needs React 19 (found ${react.version})`);
}

export function HeaderProvider({ locale, api, navigate = assign, reload = reloadPage, children }: HeaderProviderProps) {
  assertReact19();
  const [state] = useState(createHeaderState);
  const instance = useMemo(() => api ?? createApiInstance({ locale }), [api, locale]);
  const environment = useMemo<HeaderEnvironment>(() => ({ ...state, api: instance, locale, navigate, reload }), [state, instance, locale, navigate, reload]);
  return <HeaderEnvironmentContext.Provider value={environment}>{children}</HeaderEnvironmentContext.Provider>;
}
