/**
 * axe-core finds no violation (WCAG 2.x A and AA, and best practices) at 390×844 for the guest and
 * a user of each kind of markup (MARKUP_KINDS), with each drawer open (every section expanded), in both themes (the light one
 * for colour contrast); and on the whole page with the bar for the guest, a user and a user in
 * simulation.
 */
import { violations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { MARKUP_KINDS } from './desktop-helpers.ts';
import { expandAll, openDrawer, openPage, PHONE } from './mobile-helpers.ts';

test.use({ viewport: PHONE });

// One test a user: each is a page and four scans, and seven in one test ran one worker for minutes.
for (const who of MARKUP_KINDS) {
  test(`${who}: no axe violation with either drawer open, in both themes`, async ({ page }) => {
    // A page and both drawers in two themes; each scan adds its own share (axe.ts).
    test.setTimeout(20_000);
    await openPage(page, who);
    for (const theme of ['black', 'white'] as const) {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const id of ['nav', 'user'] as const) {
        const dialog = await openDrawer(page, id);
        await expandAll(dialog);
        expect(await violations(page, { include: `[data-testid="${id}-drawer"]`, colorsOnly: theme === 'white' }), `${who} ${id} drawer ${theme}`).toEqual([]);
        // Switch the theme from the user drawer on the way out of the first round.
        if (id === 'user' && theme === 'black') await dialog.getByTestId('drawer-theme').click();
        await page.keyboard.press('Escape');
      }
    }
  });
}

// The whole page with the mobile bar, for the three bar layouts: sign-in links, avatar, mode button.
test('guest, main@demo, sim@demo: no axe violation on the page with the mobile bar, in both themes', async ({ page, context, baseURL }) => {
  // Two pages per user; each scan adds its own share (axe.ts).
  test.setTimeout(60_000);
  for (const who of ['guest', 'main@demo', 'sim@demo'] as const) {
    await test.step(who, async () => {
      await context.clearCookies();
      for (const theme of ['black', 'white'] as const) {
        await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
        await openPage(page, who);
        expect(await violations(page), `${who} ${theme}`).toEqual([]);
      }
    });
  }
});
