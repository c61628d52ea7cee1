/**
 * The shared header. This first version carries the foundation: skip link, logo, sign-in links or
 * the signed-in user with logout, and the theme toggle. The menus come from the navigation model.
 */
import { useLingui } from '@lingui/react';
import { buildPath, localizePath, type Locale } from '@exchange/contract';
import { useState } from 'react';
import { createBrowserInstance, request } from '../api/index.ts';
import type { HeaderData } from '../data/index.ts';
import type { MessageKey } from '../i18n/index.ts';

export type Theme = 'black' | 'white';

/** What the host app gives the header: the server-loaded data and two hooks into the app. */
export interface HeaderProps extends HeaderData {
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
}

/** Logout reloads the page this long after the call (spec section 4). */
const RELOAD_AFTER_LOGOUT_MS = 1000;

export function Header({ locale, theme: initialTheme, currentPath, session, onThemeChange }: HeaderProps) {
  const user = session?.user ?? null;
  const { i18n } = useLingui();
  const t = (key: MessageKey, values?: Record<string, unknown>) => i18n._(key, values);
  const [theme, setTheme] = useState(initialTheme);
  const [leaving, setLeaving] = useState(false);
  const auth = { from: currentPath, source: 'mix' };

  function toggleTheme() {
    const next: Theme = theme === 'black' ? 'white' : 'black';
    document.documentElement.dataset.theme = next;
    setTheme(next);
    onThemeChange?.(next);
  }

  function logout() {
    setLeaving(true);
    // The answer expires the HttpOnly refresh-token cookie; reload either way (DESIGN.md).
    void request(createBrowserInstance(), 'logout', {})
      .catch(() => undefined)
      .finally(() => setTimeout(() => window.location.reload(), RELOAD_AFTER_LOGOUT_MS));
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <a className="logo" href={localizePath(locale, '/')} aria-label={t('common.home')}>
        <span aria-hidden="true">◆</span> {t('common.brand')}
      </a>
      <div className="header-end">
        {user ? (
          <>
            <span className="user-name" data-testid="user-name">
              {user.loginName}
            </span>
            <button type="button" onClick={logout} disabled={leaving}>
              {t('common.logout')}
            </button>
          </>
        ) : (
          <>
            <a href={localizePath(locale, buildPath('login', {}, auth))}>{t('common.login')}</a>
            <a className="button-primary" href={localizePath(locale, buildPath('register', {}, auth))}>
              {t('common.register')}
            </a>
          </>
        )}
        <button type="button" className="theme-toggle" onClick={toggleTheme} aria-pressed={theme === 'white'} data-testid="theme-toggle">
          {t(theme === 'black' ? 'common.theme.light' : 'common.theme.dark')}
        </button>
      </div>
    </header>
  );
}
