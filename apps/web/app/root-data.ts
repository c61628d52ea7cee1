import { DEFAULT_LOCALE, type FeeTagEntry, type SiteConfig } from '@exchange/contract';
import { useRouteLoaderData } from 'react-router';
import { sharedHeaderData } from './header-shared.ts';
import type { RootData } from './root.tsx';

type Shown = Pick<RootData, 'locale' | 'theme' | 'session' | 'currency'> & Partial<RootData> & { site: SiteConfig | null; feeTags: FeeTagEntry[] };

/** The root loader's data, with the header's shared part read back (header-shared.ts); its defaults stand in when the root itself failed. */
export function useRootData(): Shown {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) return { locale: DEFAULT_LOCALE, theme: 'black', session: null, site: null, feeTags: [], currency: null };
  return { ...data, ...sharedHeaderData(data.headerShared) };
}
