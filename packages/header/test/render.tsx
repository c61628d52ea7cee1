/**
 * Component-test helpers: render inside an English i18n instance built from the compiled catalog,
 * as the app does. (The compiled module is imported directly: the `virtual:catalogs` loader list
 * does not resolve in Vitest's jsdom environment.)
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import messages from 'virtual:catalog/en';

export const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

const Wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

export function renderWithI18n(ui: ReactNode): RenderResult {
  return render(ui, { wrapper: Wrapper });
}
