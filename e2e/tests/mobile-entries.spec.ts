/**
 * The mobile header's entries at 390×844 (phone) and 768×1024 (tablet): the sticky bar (and no
 * desktop menu), then each drawer with every section expanded holds exactly the links and actions
 * the model's mobile regions hold, no more (what a user must not see) and no fewer (what they must
 * see). The phone checks one user of each kind of markup (MARKUP_KINDS); every demo user's drawers
 * are checked against the model at component level (packages/header/root/Header.entries.test.tsx).
 * The drawers' entries do not depend on the width (the same components; CSS lays them out), so the
 * tablet repeats the check for four users whose drawers differ most (sign-in links, the full menus,
 * a sub-account, a simulation).
 */
import { expect, test } from './fixtures.ts';
import { MARKUP_KINDS, type Who } from './desktop-helpers.ts';
import { drawer, expandAll, expectedEntries, openDrawer, openPage, opener, PHONE, shownEntries, sortedEntries, TABLET } from './mobile-helpers.ts';

const TABLET_USERS: readonly Who[] = ['guest', 'main@demo', 'child@demo', 'sim@demo'];

for (const [viewport, users] of [
  [PHONE, MARKUP_KINDS],
  [TABLET, TABLET_USERS],
] as const) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(`${users.join(', ')}: the bar, the navigation drawer and the user drawer show the model's entries`, async ({ page }) => {
      // A page and both drawers per user.
      test.setTimeout(30_000 * users.length);
      for (const who of users) {
        await test.step(who, async () => {
          await page.context().clearCookies();
          await openPage(page, who);
          // The bar: 48 px with its border, sticky at 0; the desktop menus and end-group dropdowns are not shown.
          const header = page.locator('header.hdr');
          await expect(header).toHaveCSS('position', 'sticky');
          await expect(header).toHaveCSS('top', '0px');
          await expect.poll(async () => (await header.boundingBox())?.height).toBe(48);
          await expect(page.locator('header .hdr-nav')).toBeHidden();
          await expect(page.locator('header .hdr-user-nav .hdr-dd:visible')).toHaveCount(0);
          await expect(page.locator('header .hdr-logo')).toBeVisible();
          await expect(opener(page, 'nav')).toBeVisible();
          await expect(opener(page, 'user')).toBeVisible();
          if (who === 'guest') await expect(page.locator('header .hdr-auth a')).toHaveCount(2);

          for (const id of ['nav', 'user'] as const) {
            const expected = expectedEntries(who, id);
            // Every drawer has entries for everyone, the on-chain entry included in the navigation drawer.
            expect(expected.hrefs.length + expected.actions.length).toBeGreaterThan(0);
            if (id === 'nav') expect(expected.hrefs).toContain('/onchain');
            const dialog = await openDrawer(page, id);
            await expandAll(dialog);
            await expect.poll(async () => sortedEntries(await shownEntries(dialog)), `${who} ${id} drawer`).toEqual(sortedEntries(expected));
            await page.keyboard.press('Escape');
            await expect(drawer(page, id)).toHaveCount(0);
          }
        });
      }
    });
  });
}
