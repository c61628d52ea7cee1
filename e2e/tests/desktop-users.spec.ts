/**
 * For one user of each kind of markup (MARKUP_KINDS), in the browser after hydration (the optional
 * lookups have answered): each menu the model gives the user opens (by hover, click or keyboard, in
 * turn, so every menu is opened each way across the users) and shows exactly the model's entries,
 * then Escape closes it. Every other demo user's entries are checked against the model in the
 * rendered header at component level (packages/header/root/Header.entries.test.tsx): the same
 * components, so a browser run per user would test the browser, not the user.
 */
import type { ShownItem, ShownMenu } from '@exchange/header/nav';
import { expect, hydrated, test } from './fixtures.ts';
import { MARKUP_KINDS, installClock, lookupsSettled, menu, modelNav, pauseClock, seededLookups, signInAs, sorted } from './desktop-helpers.ts';

type Mode = 'hover' | 'click' | 'keyboard';
const MODES: readonly Mode[] = ['hover', 'click', 'keyboard'];

/** What a menu's panel shows: link hrefs and action ids. */
function entriesOf(items: readonly ShownItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'group') return entriesOf(item.children);
    if (item.kind === 'link' || item.kind === 'external') return [`link ${item.href}`];
    if (item.kind === 'action') return [`action ${item.id}`];
    return [];
  });
}

for (const [userIndex, who] of MARKUP_KINDS.entries()) {
  test(`${who}: every menu opens by hover, click or keyboard and shows the model's entries`, async ({ page }) => {
    await installClock(page);
    await signInAs(page, who);
    await page.goto('/');
    await hydrated(page);
    await lookupsSettled(page);
    await pauseClock(page);

    const nav = modelNav(who, { lookups: seededLookups(who) });
    const disclosures: { id: string; items: readonly ShownItem[] }[] = [
      ...nav.regions.desktopStart.filter((shown) => shown.id !== 'brand'),
      ...nav.regions.desktopEnd.filter((shown: ShownMenu) => ['assets', 'orders', 'download'].includes(shown.id)),
    ];
    if (nav.menus.account) disclosures.push({ id: 'account', items: [...(nav.menus.profile?.items ?? []), ...nav.menus.account.items] });

    for (const [menuIndex, { id, items }] of disclosures.entries()) {
      const mode = MODES[(userIndex + menuIndex) % MODES.length] ?? 'click';
      const { trigger, panel } = menu(page, id);
      if (mode === 'hover') {
        await trigger.hover();
        await page.clock.runFor(150);
      } else if (mode === 'click') {
        await trigger.click();
      } else {
        await trigger.focus();
        await page.keyboard.press('Enter');
      }
      await expect(panel, `${id} by ${mode}`).toBeVisible();
      const shown = () =>
        panel.evaluate((element) =>
          [...element.querySelectorAll<HTMLElement>('a[href], button[data-item]')].map((entry) =>
            entry instanceof HTMLAnchorElement ? `link ${entry.getAttribute('href')}` : `action ${entry.dataset.item}`,
          ),
        );
      await expect.poll(async () => sorted(await shown()), `${id} entries`).toEqual(sorted(entriesOf(items)));
      await page.keyboard.press('Escape');
      await expect(panel, `${id} after Escape`).toBeHidden();
      if (mode !== 'hover') await expect(trigger).toBeFocused();
      await page.mouse.move(720, 880);
    }

    // The mode buttons and the sign-in links sit in the bar itself.
    for (const id of ['modes', 'auth'] as const) {
      const expected = nav.menus[id] ? entriesOf(nav.menus[id].items) : [];
      const shown = () =>
        page.locator(`header .hdr-${id}`).evaluateAll((elements) =>
          elements.flatMap((element) =>
            [...element.querySelectorAll<HTMLElement>('a[href], button[data-item]')].map((entry) =>
              entry instanceof HTMLAnchorElement ? `link ${entry.getAttribute('href')}` : `action ${entry.dataset.item}`,
            ),
          ),
        );
      await expect.poll(async () => sorted(await shown()), id).toEqual(sorted(expected));
    }
  });
}
