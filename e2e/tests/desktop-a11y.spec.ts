/**
 * axe-core finds no violation (WCAG 2.x A and AA, and best practices) for the guest and a user of
 * each kind of markup (MARKUP_KINDS), in both themes (the light one for colour contrast), with a menu open: the account
 * menu for signed-in users, Spot for the guest; the menus with badges, the QR code and the
 * overflow menu; and the dialogs.
 */
import { violations } from './axe.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { MARKUP_KINDS, menu, openAs, signInAs } from './desktop-helpers.ts';

// One test a user, so the users' scans spread over the workers.
for (const who of MARKUP_KINDS) {
  test(`${who}: no axe violation in either theme with a menu open`, async ({ page }) => {
    // A page and two scans; each scan adds its own share (axe.ts).
    test.setTimeout(20_000);
    await openAs(page, who);
    const opened = menu(page, who === 'guest' ? 'spot' : 'account');
    for (const theme of ['black', 'white']) {
      await opened.trigger.click();
      await expect(opened.panel).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await violations(page, { colorsOnly: theme === 'white' }), `${who} ${theme}`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId('theme-toggle').click();
    }
  });
}

test('no axe violation with the strategy menu (badges), the download QR code and the overflow menu open, in both themes', async ({ page }) => {
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  for (const theme of ['black', 'white']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const id of ['strategy', 'download', 'overflow']) {
      if (id === 'overflow') await page.setViewportSize({ width: 1024, height: 768 });
      await menu(page, id).trigger.click();
      await expect(menu(page, id).panel).toBeVisible();
      if (id === 'download') await expect(page.getByTestId('download-qr')).toBeVisible();
      expect(await violations(page), `${id} ${theme}`).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('theme-toggle').click();
  }
});

test('no axe violation in the security and language dialogs, in both themes', async ({ page, problems }) => {
  problems.allow(/status of 400/);
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  for (const theme of ['black', 'white']) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await menu(page, 'account').trigger.click();
    await menu(page, 'account').panel.getByRole('link', { name: 'API management' }).click();
    const security = page.getByRole('dialog', { name: 'Security verification' });
    await security.getByLabel('Verification code').fill('1');
    await security.getByRole('button', { name: 'Verify' }).click();
    await expect(security.getByRole('alert')).toBeVisible();
    expect(await violations(page), `security ${theme}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(security).toBeHidden();

    await page.getByTestId('language-button').click();
    const language = page.getByRole('dialog', { name: 'Language' });
    await expect(language).toBeVisible();
    expect(await violations(page), `language ${theme}`).toEqual([]);
    await language.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('theme-toggle').click();
  }
});
