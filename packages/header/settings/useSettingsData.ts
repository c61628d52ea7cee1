/**
 * The dialog's two lists, asked when it opens (it is closed at first paint, so no server render
 * needs them). A failed call falls back to the locale table (languages) or to the language's unit
 * and USD (rates): the dialog is never blank, and a failure is quiet (no console error of ours).
 */
import type { LanguageEntry, Locale, RateEntry } from '@exchange/contract';
import { useEffect, useState } from 'react';
import { settingsLists } from '../data/calls.ts';
import { useHeaderEnvironment } from '../shell/environment.ts';
import { fallbackLanguages, fallbackRates } from './model.ts';

export interface SettingsData {
  /** null while the call is on its way. */
  languages: LanguageEntry[] | null;
  rates: RateEntry[] | null;
}

export function useSettingsData(locale: Locale): SettingsData {
  const { api } = useHeaderEnvironment();
  const [data, setData] = useState<SettingsData>({ languages: null, rates: null });
  useEffect(() => {
    const controller = new AbortController();
    const settle = <K extends keyof SettingsData>(key: K, value: NonNullable<SettingsData[K]>) => {
      if (!controller.signal.aborted) setData((current) => ({ ...current, [key]: value }));
    };
    const lists = settingsLists(api, controller.signal);
    lists.languages.then(
      (languages) => settle('languages', languages.length > 0 ? languages : fallbackLanguages()),
      () => settle('languages', fallbackLanguages()),
    );
    lists.rates.then(
      (rates) => settle('rates', rates.length > 0 ? rates : fallbackRates(locale)),
      () => settle('rates', fallbackRates(locale)),
    );
    return () => controller.abort();
  }, [api, locale]);
  return data;
}
