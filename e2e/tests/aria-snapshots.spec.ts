/**
 * The accessible tree, pinned (issue 14): each menu of the bar, both drawers and the language
 * dialog, for a guest and main@demo, in English and Arabic, as Playwright's aria snapshots
 * (`__aria__/aria-snapshots.spec.ts/*.aria.yml`, matched `deep-equal`). A change to a role, a name,
 * a state or the order of entries shows in review as a change to these files; regenerate them with
 * `npm run test:e2e -- aria-snapshots --update-snapshots` and read the diff.
 */
import { localizePath } from '@exchange/contract';
import { expect, hydrated, test } from './fixtures.ts';
import { lookupsSettled, menu, signInAs, type Who } from './desktop-helpers.ts';
import { PHONE, openDrawer, expandAll } from './mobile-helpers.ts';

const CASES = [
  ['guest', 'en'],
  ['guest', 'ar'],
  ['main@demo', 'en'],
  ['main@demo', 'ar'],
] as const satisfies readonly (readonly [Who, 'en' | 'ar'])[];

for (const [who, locale] of CASES) {
  const name = (part: string) => `${who.replace('@demo', '')}-${locale}-${part}.aria.yml`;

  test(`${who}, ${locale}: the bar, each menu and the language dialog`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, who);
    await page.goto(localizePath(locale, '/'));
    await hydrated(page);
    await lookupsSettled(page);
    await expect(page.locator('header').first()).toMatchAriaSnapshot({ name: name('bar') });
    const ids = await page.locator('header [data-menu]').evaluateAll((menus) =>
      menus.filter((element) => (element as HTMLElement).checkVisibility({ visibilityProperty: true })).map((element) => element.getAttribute('data-menu') ?? ''),
    );
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) {
      const { trigger, panel } = menu(page, id);
      await trigger.click();
      await expect(panel).toBeVisible();
      await lookupsSettled(page);
      await expect(panel).toMatchAriaSnapshot({ name: name(`menu-${id}`) });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
    await page.getByTestId('language-button').click();
    const dialog = page.getByTestId('language-dialog');
    await expect(dialog.getByTestId('language-list')).toBeVisible();
    await expect(dialog).toMatchAriaSnapshot({ name: name('language-dialog') });
  });

  test(`${who}, ${locale}: both drawers`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, who);
    await page.goto(localizePath(locale, '/'));
    await hydrated(page);
    await lookupsSettled(page);
    for (const id of ['nav', 'user'] as const) {
      const dialog = await openDrawer(page, id);
      await expandAll(dialog);
      await lookupsSettled(page);
      await expect(dialog).toMatchAriaSnapshot({ name: name(`${id}-drawer`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
