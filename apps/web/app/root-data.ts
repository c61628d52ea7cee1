import { DEFAULT_LOCALE } from '@exchange/contract';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.tsx';

type Shown = Pick<RootData, 'locale' | 'theme' | 'session' | 'currency' | 'site' | 'feeTags'> & Partial<RootData>;

/** The root loader's data; its defaults stand in when the root itself failed. */
export function useRootData(): Shown {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) return { locale: DEFAULT_LOCALE, theme: 'black', session: null, site: null, feeTags: [], currency: null };
  return data;
}
