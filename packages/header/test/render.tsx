/**
 * Component-test helpers: render inside an English i18n instance built from the header's compiled
 * catalog, as the app does.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import messages from '../i18n/compiled/en.ts';

export const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

const Wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

export function renderWithI18n(ui: ReactNode): RenderResult {
  return render(ui, { wrapper: Wrapper });
}
