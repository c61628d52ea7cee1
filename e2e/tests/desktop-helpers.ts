/**
 * Helpers of the desktop header tests: what the navigation model says a user sees (the tests'
 * expectations come from the model and the demo seed, never from a hand-written list), how to
 * read the links of the server-rendered header, and how to drive the menus and the page clock.
 */
import type { Locale } from '@exchange/contract';
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession, type DemoLoginName } from '@exchange/contract/demo';
import { headerNavContext, type LookupAnswers } from '@exchange/header/data';
import { parseSiteOrigin, visibleNav, type ShownItem, type ShownLink, type ShownMenu, type VisibleNav } from '@exchange/header/nav';
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';

export type Who = 'guest' | DemoLoginName;

export const DEMO_LOGINS: readonly Who[] = DEMO_USERS.map((user) => user.loginName as DemoLoginName);
export const EVERYONE: readonly Who[] = ['guest', ...DEMO_LOGINS];

/**
 * One user for each kind of markup the user area has, for checks that read markup rather than
 * entries (axe scans): sign-in links; the full account menu with its badges, VIP and count labels;
 * a sub-account's reduced menu and label; a simulation's mode button and bare menu; the creation
 * demo label and return action; the trader-pro lookup's row; the frozen and unverified labels.
 * The other users show the same components with other entries, which the entry tests check.
 */
export const MARKUP_KINDS: readonly Who[] = ['guest', 'main@demo', 'child-trader@demo', 'sim@demo', 'creation-demo@demo', 'trader-pro@demo', 'frozen@demo'];

/** The server render's calls whose answer a test may take away (the fault tests). */
export type ServerPart = 'siteConfig' | 'feeTags' | 'userInfo' | 'userFullInfo' | 'simulationInfo' | 'accountConfig';

/**
 * The model's menus for a demo user as the server seeds them (lookups unknown: the server render),
 * optionally `without` the answers of some of the server render's calls, as when they fail.
 */
export function modelNav(
  who: Who,
  {
    locale = 'en',
    currentPath = '/',
    siteOrigin,
    lookups = {},
    without = [],
  }: { locale?: Locale; currentPath?: string; siteOrigin?: string; lookups?: LookupAnswers; without?: readonly ServerPart[] } = {},
): VisibleNav {
  const lost = new Set(without);
  const user = who === 'guest' || lost.has('userInfo') ? undefined : DEMO_USERS.find((entry) => entry.loginName === who);
  const seeded = user ? demoSession(user) : null;
  const session = seeded && {
    ...seeded,
    fullInfo: lost.has('userFullInfo') ? null : seeded.fullInfo,
    simulation: lost.has('simulationInfo') ? null : seeded.simulation,
    accountConfig: lost.has('accountConfig') ? null : seeded.accountConfig,
  };
  const site = lost.has('siteConfig') ? null : (SITE_CONFIG.get(locale) ?? null);
  const feeTags = lost.has('feeTags') ? [] : [...FEE_TAGS];
  return visibleNav(headerNavContext({ locale, currentPath, siteOrigin: siteOrigin === undefined ? null : parseSiteOrigin(siteOrigin), session, site, feeTags }, lookups));
}

/** Where the optional lookups land for a demo user once the browser has asked them. */
export function seededLookups(who: Who): LookupAnswers {
  const user = DEMO_USERS.find((entry) => entry.loginName === who);
  if (!user) return {};
  const session = demoSession(user);
  return { traderProUid: session.traderProUid, rewardsAmount: session.rewardsAmount };
}

function linksOf(items: readonly ShownItem[]): ShownLink[] {
  return items.flatMap((item) => {
    if (item.kind === 'group') return linksOf(item.children);
    return (item.kind === 'link' || item.kind === 'external') && item.state === 'ready' ? [item] : [];
  });
}

/** Every link of the desktop header (bar, menus, account dropdown), in render order. */
export function desktopLinks(nav: VisibleNav): ShownLink[] {
  const menus: ShownMenu[] = [...nav.regions.desktopStart, ...nav.regions.desktopEnd, ...nav.regions.desktopAccount];
  return menus.flatMap((menu) => linksOf(menu.items));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The hrefs of the <a> elements of the server-rendered <header>, without the skip link and the
 * no-script language links (the language dialog's, not the model's: readers-noscript.spec.ts).
 */
export function headerHrefs(html: string): string[] {
  const start = html.indexOf('<header');
  const end = html.indexOf('</header>', start);
  expect(start, 'the page has a <header>').toBeGreaterThanOrEqual(0);
  const header = html.slice(start, end).replace(/<div class="hdr-noscript-langs">[\s\S]*?<\/ul><\/div><\/div>/, '');
  return [...header.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity))
    .filter((href) => href !== '#main');
}

export const sorted = (values: Iterable<string>) => [...values].sort();

/** Signs the page's context in as a demo user through the real API (guests stay signed out). */
export async function signInAs(page: Page, who: Who): Promise<void> {
  if (who === 'guest') return;
  const response = await page.request.post('/v1/user/login', { data: { loginName: who, password: 'demo' } });
  expect(((await response.json()) as { code: string }).code, `sign-in of ${who}`).toBe('00000');
}

/** A fresh sign-in as `who` (the page's cookies cleared first), then `path`, hydrated, with the optional lookups answered. */
export async function openAs(page: Page, who: Who, path = '/'): Promise<void> {
  await page.context().clearCookies();
  await signInAs(page, who);
  await page.goto(path);
  await hydrated(page);
  await lookupsSettled(page);
}

/** The trigger and panel of a header menu (`spot`, `assets`, `account`, `overflow`...). */
export function menu(page: Page, id: string): { container: Locator; trigger: Locator; panel: Locator } {
  const container = page.locator(`header [data-menu="${id}"]`);
  return { container, trigger: container.locator(':scope > button'), panel: page.locator(`#hdr-panel-${id}`) };
}

/**
 * Installs the page clock (before the page loads) and, once it has loaded, stops time, so the
 * test moves it with runFor: the spec's 150/100/500/1000/4500 ms delays without real sleeps.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Waits until the optional lookups have answered: no entry of the header is pending any more. */
export async function lookupsSettled(page: Page): Promise<void> {
  await expect(page.locator('header [data-waiting], header .hdr-badge-pending')).toHaveCount(0);
}

/** Moves the pointer to the bottom of the page, away from every menu. */
export async function pointerAway(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(size.width / 2, size.height - 20, { steps: 2 });
}
