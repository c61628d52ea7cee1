/**
 * The header's own messages around its parts, whatever the host's own i18n is. The host loads the
 * catalog first (loadHeaderLocale) so the first render has it; if it did not, this waits for it.
 */
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { useHeaderI18n } from '../i18n/index.ts';
import { useHeaderEnvironment } from './environment.ts';

export function HeaderI18n({ children }: { children: ReactNode }) {
  const { locale } = useHeaderEnvironment();
  return <I18nProvider i18n={useHeaderI18n(locale)}>{children}</I18nProvider>;
}
