/**
 * Helpers of the mobile header tests: what the model's mobile regions hold for a user (the
 * expectations come from the model, never from a hand-written list), and how to open a drawer and
 * expand its sections.
 */
import type { ShownItem, ShownMenu } from '@exchange/header/nav';
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { lookupsSettled, modelNav, seededLookups, signInAs, type Who } from './desktop-helpers.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const TABLET = { width: 768, height: 1024 } as const;

export type DrawerId = 'nav' | 'user';

/** The entries of a region once the lookups have answered: link hrefs and action ids. */
export interface Entries {
  sections: string[];
  hrefs: string[];
  actions: string[];
}

function collect(items: readonly ShownItem[], into: Entries): void {
  for (const item of items) {
    if (item.kind === 'group') collect(item.children, into);
    else if ((item.kind === 'link' || item.kind === 'external') && item.state === 'ready') into.hrefs.push(item.href);
    else if (item.kind === 'action' && item.state === 'ready') into.actions.push(item.id);
  }
}

/** Menus rendered as expandable sections in each drawer (the rest render their items inline). */
const SECTION_MENUS: Record<DrawerId, readonly string[]> = {
  nav: ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more', 'download'],
  user: ['assets', 'orders', 'download'],
};

/** What the model says the drawer shows for this user, lookups answered as the seed answers them. */
export function expectedEntries(who: Who, drawer: DrawerId, locale: 'en' | 'ar' = 'en'): Entries {
  const nav = modelNav(who, { locale, lookups: seededLookups(who) });
  const menus: readonly ShownMenu[] = drawer === 'nav' ? nav.regions.mobileNavDrawer : nav.regions.mobileUserDrawer;
  const entries: Entries = { sections: menus.filter((menu) => SECTION_MENUS[drawer].includes(menu.id)).map((menu) => menu.id), hrefs: [], actions: [] };
  for (const menu of menus) collect(menu.items, entries);
  return entries;
}

export function drawer(page: Page, id: DrawerId): Locator {
  return page.getByTestId(`${id}-drawer`);
}

export function opener(page: Page, id: DrawerId): Locator {
  return page.getByTestId(id === 'nav' ? 'mobile-menu-button' : 'mobile-user-button');
}

/** Signs in, loads the page and waits for hydration and the optional lookups. */
export async function openPage(page: Page, who: Who, path = '/'): Promise<void> {
  await signInAs(page, who);
  await page.goto(path);
  await hydrated(page);
  await lookupsSettled(page);
}

/** Opens a drawer by its button and waits for the (lazily loaded) dialog. */
export async function openDrawer(page: Page, id: DrawerId): Promise<Locator> {
  await opener(page, id).click();
  const dialog = drawer(page, id);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Expands every collapsed section of an open drawer: one pass in the page that clicks each
 * collapsed section's button (a setup step; the sections' own clicks and keys are tested in
 * mobile-drawers.spec.ts), then waits until none is collapsed.
 */
export async function expandAll(dialog: Locator): Promise<void> {
  await dialog.evaluate((root) => {
    for (const trigger of root.querySelectorAll<HTMLButtonElement>('.hdr-section-trigger[aria-expanded="false"]')) trigger.click();
  });
  await expect(dialog.locator('.hdr-section-trigger[aria-expanded="false"]')).toHaveCount(0);
}

/** What the open drawer shows: section ids, visible link hrefs and action ids. */
export async function shownEntries(dialog: Locator): Promise<Entries> {
  const sections = await dialog.locator('[data-section]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section') ?? ''));
  const hrefs = await dialog.locator('a[href]:visible').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  // Actions: entry buttons (mode, account, settings) and the UID copy button carry the item id.
  const actions = await dialog.locator('button[data-item]:visible').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-item') ?? ''));
  return { sections, hrefs, actions };
}

export const sortedEntries = (entries: Entries): Entries => ({ sections: entries.sections, hrefs: [...entries.hrefs].sort(), actions: [...entries.actions].sort() });

/**
 * The language dialog opens with the 27 languages and Escape closes it; then, at phone width, the
 * navigation drawer opens as a modal and Escape closes it (the hosts' common check).
 */
export async function languageDialogAndNavDrawer(page: Page): Promise<void> {
  await page.getByTestId('language-button').click();
  const dialog = page.getByTestId('language-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('language-list').locator('a')).toHaveCount(27);
  // Its words, not message ids.
  await expect(dialog.locator('h2').first()).toHaveText(/\p{L}{3}/u);
  await expect(dialog.locator('h3').first()).toHaveText(/\p{L}{3}/u);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize(PHONE);
  const navDrawer = await openDrawer(page, 'nav');
  await expect.poll(() => navDrawer.evaluate((element) => (element as HTMLDialogElement).matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer(page, 'nav')).toBeHidden();
}
