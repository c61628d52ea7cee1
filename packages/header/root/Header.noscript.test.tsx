/**
 * No script (docs/readers.md "Readers: no script"), at unit level: the server's HTML carries what a page without
 * script needs (no `data-enhanced`, the product menus and the end group's other menus as popovers
 * that the mobile buttons target, the languages as links), hydrating it is clean (no recoverable error: the flag is false
 * during hydration), and the script then takes over (the flag set, the popovers gone). A
 * client-only render (the SPA and html hosts) is enhanced from its first render.
 */
import { LOCALES } from '@exchange/contract';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHeaderLocale } from '../i18n/index.ts';
import '../test/jsdom-gaps.ts';
import { hydrationErrors } from '../test/hydrate.tsx';
import { renderInHeader } from '../test/render.tsx';
import { Header } from './Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';

const main = DEMO_USERS.find((user) => user.loginName === 'main@demo');
if (!main) throw new Error('main@demo is not a demo user');
const session = demoSession(main);
const site = SITE_CONFIG.get('en') ?? null;

await loadHeaderLocale('en');

const page = (signedIn: boolean) => (
  <HeaderProvider locale="en" navigate={() => undefined}>
    <Header currentPath="/" session={signedIn ? session : null} site={site} feeTags={[...FEE_TAGS]} />
  </HeaderProvider>
);

/** The no-script wiring of a rendered header: the flag, and each mobile button's popover. */
function wiring(root: HTMLElement) {
  const target = (testId: string) => {
    const id = root.querySelector(`[data-testid="${testId}"]`)?.getAttribute('popovertarget');
    const popover = id ? root.ownerDocument.getElementById(id) : null;
    return popover ? `${popover.classList[0]} ${popover.getAttribute('popover')}` : null;
  };
  return {
    enhanced: root.querySelector('.hdr-root')?.hasAttribute('data-enhanced') ?? null,
    menu: target('mobile-menu-button'),
    user: target('mobile-user-button'),
    popovers: root.querySelectorAll('[popover]').length,
    languageLinks: root.querySelectorAll('.hdr-noscript-langs a[href][lang]').length,
  };
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

describe.each([
  ['a guest', false],
  ['main@demo', true],
])('%s', (_who, signedIn) => {
  it('the server HTML opens the menus as popovers from the mobile buttons', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(page(signedIn));
    document.body.append(container);
    expect(wiring(container)).toEqual({ enhanced: false, menu: 'hdr-nav auto', user: 'hdr-end-menus auto', popovers: 2, languageLinks: LOCALES.length });
    // The languages are links to this page in each locale, inside the user popover.
    expect(container.querySelector('.hdr-end-menus .hdr-noscript-langs a[lang="de"]')?.getAttribute('href')).toBe('/de/');
    // The account menu (with its entries) is inside the user popover, the product menus in the nav's.
    expect(container.querySelector('.hdr-end-menus [data-menu="account"]') !== null).toBe(signedIn);
    expect(container.querySelectorAll('.hdr-nav [data-menu]').length).toBeGreaterThanOrEqual(6);
  });

  it('hydrates without a mismatch, then the script takes over', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(page(signedIn));
    document.body.append(container);
    expect(await hydrationErrors(container, page(signedIn))).toEqual([]);
    expect(wiring(container)).toEqual({ enhanced: true, menu: null, user: null, popovers: 0, languageLinks: 0 });
  });
});

it('a client-only render is enhanced from the start', () => {
  const { container: root } = renderInHeader(<Header currentPath="/" session={session} site={site} feeTags={[...FEE_TAGS]} />);
  expect(wiring(root)).toEqual({ enhanced: true, menu: null, user: null, popovers: 0, languageLinks: 0 });
});
