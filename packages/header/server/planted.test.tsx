/**
 * A planted transformation of a person's value inside the header itself: the profile
 * (parts/Profile.tsx) is replaced by one that also prints the login name sliced. The kept-HTML
 * cache then keeps nothing for a signed-in page (every such page is rendered in full, `uncached`),
 * each page still gets the HTML the header renders in place, and a guest's page, where no profile
 * is rendered, is kept as before.
 */
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import type { SignedInData } from '../data/index.ts';
import { loadHeaderLocale } from '../i18n/index.ts';
import { usePersonalMessage } from '../parts/Personal.tsx';
import type * as ProfileModule from '../parts/Profile.tsx';
import type { ProfileProps } from '../parts/Profile.tsx';
import { Header } from '../root/Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { createHeaderHtmlCache, HeaderHtmlProvider, type HeaderHtmlCache } from './index.tsx';

vi.mock('../parts/Profile.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof ProfileModule>();
  /** The label's first characters, cut inside the login name ("Account menu of m"). */
  function Sliced() {
    const label = usePersonalMessage('header.account.menu', { loginName: 'loginName' });
    return <span className="planted">{label.slice(0, 'Account menu of '.length + 1)}</span>;
  }
  return {
    ...real,
    Profile: (props: ProfileProps) => (
      <>
        <real.Profile {...props} />
        <Sliced />
      </>
    ),
  };
});

await loadHeaderLocale('en');

const main = DEMO_USERS.find((user) => user.loginName === 'main@demo');
if (!main) throw new Error('main@demo is not a demo user');
const person = (loginName: string, userId: string): SignedInData => {
  const session = demoSession(main);
  return { ...session, user: { ...session.user, loginName, userId } };
};

const header = (session: SignedInData | null) => (
  <HeaderProvider locale="en" navigate={() => undefined}>
    <Header currentPath="/" session={session} site={SITE_CONFIG.get('en') ?? null} feeTags={[...FEE_TAGS]} />
  </HeaderProvider>
);
const throughCache = (cache: HeaderHtmlCache, session: SignedInData | null) => renderToString(<HeaderHtmlProvider cache={cache}>{header(session)}</HeaderHtmlProvider>);

it('a sliced login name: signed-in pages are rendered in full and not kept; a guest’s page is kept', () => {
  const cache = createHeaderHtmlCache();
  for (const session of [person('zoë', '1'), person('élan', '2')]) {
    const html = throughCache(cache, session);
    expect(html).toBe(renderToString(header(session)));
    expect(html).toContain(`<span class="planted">Account menu of ${session.user.loginName.slice(0, 1)}</span>`);
  }
  expect(cache.stats()).toMatchObject({ hits: 0, misses: 0, uncached: 2, entries: 0 });
  throughCache(cache, null);
  throughCache(cache, null);
  expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, uncached: 2, entries: 1 });
});
