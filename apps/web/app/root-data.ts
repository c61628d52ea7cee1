import { DEFAULT_LOCALE } from '@exchange/contract';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.tsx';

/** The root loader's data; its defaults stand in when the root itself failed. */
export function useRootData(): Pick<RootData, 'locale' | 'theme' | 'session' | 'site' | 'feeTags' | 'currency'> & Partial<RootData> {
  const data = useRouteLoaderData<RootData>('root');
  return data ?? { locale: DEFAULT_LOCALE, theme: 'black', session: null, site: null, feeTags: [], currency: null };
}
