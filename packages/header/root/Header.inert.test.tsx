/**
 * Issue 7, markup payloads stay inert: every server string the server-rendered header shows goes
 * through the real components (renderToString of the desktop Header, whose HTML also holds the
 * mobile bar, and of the mobile user drawer) and comes out as text. The HTML is parsed and
 * compared element by element with a render of plain values: the same elements with the same
 * attribute names (nothing added, no `on*` handler, no `javascript:` URL of ours), and the payload
 * exactly where the plain value was.
 *
 * Server strings shown: the login name (account menu, its trigger's label, the avatar's initial,
 * the mobile user button and drawer), the user id (the UID row), the avatar URL, and the currency
 * unit (a rates `type`, shown in the language button's label and the drawer's language row).
 * Not strings, so not here: fee tags (`feeDiscount` is a number, formatted by formatFeeDiscount),
 * the rewards count (`amount`, a number), and the site config (booleans and integers; its
 * `locale` is not shown). The browser-fetched strings (language names, rates) are covered in
 * e2e/tests/security.spec.ts.
 */
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headerNavContext, type SignedInData } from '../data/index.ts';
import UserDrawer from '../mobile/UserDrawer.tsx';
import { visibleNav } from '../nav/index.ts';
import { PAYLOADS } from '../test/payloads.ts';
import { i18n } from '../test/render.tsx';
import { loadHeaderLocale } from '../i18n/index.ts';
import { Header } from './Header.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { PreferencesProvider } from '../parts/preferences.tsx';
import { HeaderContext, type HeaderHandlers } from '../parts/HeaderContext.tsx';
import { PersonalValuesProvider } from '../parts/Personal.tsx';

const main = DEMO_USERS.find((user) => user.loginName === 'main@demo');
if (!main) throw new Error('main@demo is not a demo user');
const site = SITE_CONFIG.get('en') ?? null;

interface Strings {
  loginName: string;
  userId: string;
  avatar: string | null;
  currency: string;
}

// An avatar URL that is not data: (React then adds an image preload link, as for the payloads).
const PLAIN: Strings = { loginName: 'main@demo', userId: main.userId, avatar: '/avatars/main.png', currency: 'USD' };

function sessionWith(strings: Strings): SignedInData {
  const seeded = demoSession(main as NonNullable<typeof main>);
  return {
    user: { ...seeded.user, loginName: strings.loginName, userId: strings.userId },
    fullInfo: { userAvatar: strings.avatar },
    simulation: seeded.simulation,
    accountConfig: seeded.accountConfig,
  };
}

const withI18n = (ui: ReactNode) => renderToString(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

// The header renders in its own messages (HeaderI18n), loaded as a host loads them.
await loadHeaderLocale('en');

function headerHtml(strings: Strings): string {
  return renderToString(
    <HeaderProvider locale="en" navigate={() => undefined}>
      <Header defaultCurrency={strings.currency} currentPath="/" session={sessionWith(strings)} site={site} feeTags={[...FEE_TAGS]} />
    </HeaderProvider>,
  );
}

const handlers: HeaderHandlers = { onLinkClick: () => undefined, runAction: () => undefined, runningAction: null, forms: { action: { theme: '/header/theme', logout: '/header/logout' }, returnTo: '/' } };

function drawerHtml(strings: Strings): string {
  const session = sessionWith(strings);
  const nav = visibleNav(headerNavContext({ locale: 'en', currentPath: '/', session, site, feeTags: [...FEE_TAGS] }));
  return withI18n(
    <HeaderProvider locale="en" navigate={() => undefined}>
      <HeaderContext.Provider value={handlers}>
        <PreferencesProvider locale="en" currency={strings.currency}>
          <PersonalValuesProvider session={session}>
            <UserDrawer menus={nav.regions.mobileUserDrawer} signedIn onClose={() => undefined} />
          </PersonalValuesProvider>
        </PreferencesProvider>
      </HeaderContext.Provider>
    </HeaderProvider>,
  );
}

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data']);
/** React replaces a `javascript:` URL with this inert one; any other `javascript:` URL is a hole. */
const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** Each element as its tag and attribute names, in document order. */
const shape = (root: HTMLElement) => [...root.querySelectorAll('*')].map((element) => `${element.tagName}[${element.getAttributeNames().join(' ')}]`);

/** Element by element: the same tags with the same attribute names, no handlers, no script URLs. */
function expectSameShape(plain: HTMLElement, payload: HTMLElement) {
  expect(shape(payload)).toEqual(shape(plain));
  const holes: string[] = [];
  for (const element of payload.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (/^on/i.test(name) || (URL_ATTRIBUTES.has(name) && value !== REACT_BLOCKED_URL && /^\s*javascript:/i.test(value))) {
        holes.push(`${element.tagName} ${name}=${value.slice(0, 80)}`);
      }
    }
  }
  expect(holes).toEqual([]);
}

const attribute = (root: HTMLElement, selector: string, name: string) =>
  [...root.querySelectorAll(selector)].map((element) => element.getAttribute(name));
const text = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((element) => element.textContent);

/** The plain renders, once: each payload's render is compared with them. */
const plainHeader = parse(headerHtml(PLAIN));
const plainDrawer = parse(drawerHtml({ ...PLAIN, avatar: null }));

describe.each(PAYLOADS.map((payload) => [payload.name, payload.value] as const))('payload: %s', (_name, value) => {
  it('the desktop header (and the mobile bar in it) shows it as text; the avatar URL stays an attribute value', () => {
    const html = parse(headerHtml({ loginName: value, userId: value, avatar: value, currency: value }));
    expectSameShape(plainHeader, html);
    expect(text(html, '[data-testid="user-name"]')).toEqual([value]);
    expect(text(html, '.hdr-uid > span')).toEqual([`UID ${value}`]);
    // The account menu's trigger and the mobile user button: the message's value is inserted, not parsed.
    expect(attribute(html, '[aria-label^="Account menu of"]', 'aria-label')).toEqual([`Account menu of ${value}`, `Account menu of ${value}`]);
    expect(attribute(html, '[data-testid="language-button"]', 'aria-label')).toEqual([`Language and currency: English, ${value}`]);
    // React adds a preload link for the avatar; both it and the images keep the URL as one value.
    for (const src of attribute(html, '.hdr-avatar img', 'src')) expect([value, REACT_BLOCKED_URL]).toContain(src);
    for (const href of attribute(html, 'link[rel="preload"]', 'href')) expect([value, REACT_BLOCKED_URL]).toContain(href);
  });

  it('the mobile user drawer shows it as text, and the avatar initial without an avatar', () => {
    const html = parse(drawerHtml({ loginName: value, userId: value, avatar: null, currency: value }));
    expectSameShape(plainDrawer, html);
    expect(text(html, '[data-testid="drawer-user-name"]')).toEqual([value]);
    expect(text(html, '.hdr-uid > span')).toEqual([`UID ${value}`]);
    expect(text(html, '.hdr-avatar')).toEqual([value.slice(0, 1).toUpperCase()]);
    expect(text(html, '[data-testid="drawer-language"] .hdr-item-value')).toEqual([`English · ${value}`]);
  });
});
