/**
 * Component-test helpers: render inside an English i18n instance built from the header's compiled
 * catalog, as the app does.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { Locale } from '@exchange/contract';
import type { ReactNode } from 'react';
import messages from '../i18n/compiled/en.ts';
import { NotificationsProvider } from '../notify/index.ts';
import { HeaderI18n } from '../shell/HeaderI18n.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { createFakeApi, type FakeApi } from './fake-api.ts';

export const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

const Wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

export function renderWithI18n(ui: ReactNode): RenderResult {
  return render(ui, { wrapper: Wrapper });
}

export interface InHeaderOptions {
  /** The API the parts call (default: a fake that has no replies). */
  fake?: FakeApi;
  locale?: Locale;
  navigate?: (href: string) => void;
  reload?: (href?: string) => void;
}

/**
 * Renders part of the header as Header renders it: inside a HeaderProvider (the fake API, the
 * host's navigation and reload), in the header's own messages, with the toasts. The locale's
 * catalog must be loaded first (`await loadHeaderLocale(locale)`), as a host does.
 */
export function renderInHeader(ui: ReactNode, { fake = createFakeApi(), locale = 'en', navigate = () => undefined, reload = () => undefined }: InHeaderOptions = {}): RenderResult {
  return render(
    <HeaderProvider locale={locale} api={fake.api} navigate={navigate} reload={reload}>
      <HeaderI18n>
        <NotificationsProvider>{ui}</NotificationsProvider>
      </HeaderI18n>
    </HeaderProvider>,
  );
}
