/**
 * What every user sees, rendered: for the guest and each of the 17 demo users, the whole header
 * (after the optional lookups have answered as the seed answers them) holds in each desktop menu's
 * panel, and in each phone drawer with every section expanded, exactly the links and actions the
 * navigation model gives that user, no more and no fewer. The browser suites check the same for
 * one user of each kind of markup (e2e MARKUP_KINDS); the mapping of model to markup is the same
 * components for every user, so the per-user check lives here.
 */
import '../test/jsdom-gaps.ts';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headerNavContext, type LookupAnswers } from '../data/index.ts';
import { loadHeaderLocale } from '../i18n/index.ts';
import { visibleNav, type ShownItem, type ShownMenu } from '../nav/index.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { Header } from './Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';

beforeAll(() => loadHeaderLocale('en'));
afterEach(cleanup);

const site = SITE_CONFIG.get('en') ?? null;
const WHO = ['guest', ...DEMO_USERS.map((user) => user.loginName)] as const;

/** Ready entries of model items, as `link <href>` / `action <id>`. */
function entriesOf(items: readonly ShownItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'group') return entriesOf(item.children);
    if ((item.kind === 'link' || item.kind === 'external') && item.state === 'ready') return [`link ${item.href}`];
    if (item.kind === 'action' && item.state === 'ready') return [`action ${item.id}`];
    return [];
  });
}

/** Entries rendered inside an element: its links and its entry buttons (they carry the item id). */
function shownIn(element: Element): string[] {
  return [...element.querySelectorAll<HTMLElement>('a[href], button[data-item]')].map((entry) =>
    entry instanceof HTMLAnchorElement ? `link ${entry.getAttribute('href')}` : `action ${entry.dataset.item}`,
  );
}

const sorted = (values: readonly string[]) => [...values].sort();

function setUp(who: (typeof WHO)[number]) {
  const user = DEMO_USERS.find((entry) => entry.loginName === who);
  const session = user ? demoSession(user) : null;
  const lookups: LookupAnswers = session ? { rewardsAmount: session.rewardsAmount, traderProUid: session.traderProUid } : {};
  const fake = createFakeApi({
    rewardsRedIcon: { data: { amount: session?.rewardsAmount ?? 0 } },
    traderProUserList: { data: { traderProUid: session?.traderProUid ?? null } },
  });
  render(
    <HeaderProvider locale="en" api={fake.api}>
      <Header currentPath="/" session={session} site={site} feeTags={[...FEE_TAGS]} />
    </HeaderProvider>,
  );
  const nav = visibleNav(headerNavContext({ locale: 'en', currentPath: '/', session, site, feeTags: [...FEE_TAGS] }, lookups));
  return { nav, signedIn: session !== null };
}

/** The lookups have answered: no entry of the header is pending any more. */
async function settled() {
  await expect.poll(() => document.querySelectorAll('[data-waiting], .hdr-badge-pending').length).toBe(0);
}

describe.each(WHO)('%s', (who) => {
  it('each desktop menu panel holds exactly the model’s entries', async () => {
    const { nav, signedIn } = setUp(who);
    if (signedIn) await settled();
    const menus: { id: string; items: readonly ShownItem[] }[] = [
      ...nav.regions.desktopStart.filter((menu) => menu.id !== 'brand'),
      ...nav.regions.desktopEnd.filter((menu: ShownMenu) => ['assets', 'orders', 'download'].includes(menu.id)),
    ];
    if (nav.menus.account) menus.push({ id: 'account', items: [...(nav.menus.profile?.items ?? []), ...nav.menus.account.items] });
    expect(menus.length).toBeGreaterThan(5);
    for (const { id, items } of menus) {
      const panel = document.getElementById(`hdr-panel-${id}`);
      expect(panel, id).not.toBeNull();
      expect(sorted(shownIn(panel as HTMLElement)), id).toEqual(sorted(entriesOf(items)));
    }
  });

  it.each(['nav', 'user'] as const)('the %s drawer, every section expanded, holds exactly the model’s entries', async (id) => {
    const { nav, signedIn } = setUp(who);
    if (signedIn) await settled();
    fireEvent.click(screen.getByTestId(id === 'nav' ? 'mobile-menu-button' : 'mobile-user-button'));
    const drawer = await screen.findByTestId(`${id}-drawer`);
    for (const trigger of within(drawer).queryAllByRole('button', { expanded: false })) fireEvent.click(trigger);
    const menus = id === 'nav' ? nav.regions.mobileNavDrawer : nav.regions.mobileUserDrawer;
    const expected = menus.flatMap((menu) => entriesOf(menu.items));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(shownIn(drawer))).toEqual(sorted(expected));
  });
});
