/**
 * The components' translation function: `t('header.theme.toLight')`, with the key typed from the
 * English catalogs, so a misspelt key is a compile error rather than a raw key on screen.
 */
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageKey } from './index.ts';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((key, values) => i18n._(key, values), [i18n]);
}
