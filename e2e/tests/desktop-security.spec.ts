/**
 * The security check (spec §4, §8) before API management and withdraw: request the action code;
 * on success the verification dialog (native <dialog>, passkey offered with canFido2, the code
 * checked by the server), then the page; on failure the server's message as an error toast and
 * no dialog. A guarded page reached directly asks for the check itself.
 */
import { expect, hydrated, test } from './fixtures.ts';
import { menu, signInAs } from './desktop-helpers.ts';

test('success: the dialog opens, a wrong code is refused in the dialog, the right one opens the page', async ({ page, problems }) => {
  problems.allow(/status of 400/);
  await signInAs(page, 'main@demo');
  await page.goto('/');
  await hydrated(page);
  await menu(page, 'account').trigger.click();
  const items = page.waitForRequest('**/v1/user/security/actionItems');
  await menu(page, 'account').panel.getByRole('link', { name: 'API management' }).click();
  expect((await items).postDataJSON()).toEqual({ action: 'apiManagement' });
  const dialog = page.getByRole('dialog', { name: 'Security verification' });
  // The dialog names what it confirms, as its menu entry does (traders' wish).
  await expect(dialog).toHaveAccessibleName('Security verification API management');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element instanceof HTMLDialogElement && element.matches(':modal'))).toBe(true);
  // main@demo has canFido2: the passkey is offered first.
  await expect(dialog.getByRole('button', { name: 'Use passkey' })).toBeVisible();
  await expect(menu(page, 'account').panel).toBeHidden();

  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The verification code is wrong.');
  await expect(dialog.getByLabel('Verification code')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/');

  await dialog.getByLabel('Verification code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/account/newapi');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API management');
  await expect(page.getByTestId('security-required')).toHaveCount(0);
});

test('without canFido2 only the code is offered; Escape cancels and the focus returns', async ({ page }) => {
  await signInAs(page, 'classic@demo');
  await page.goto('/');
  await hydrated(page);
  const { trigger, panel } = menu(page, 'assets');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: 'Withdraw' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Security verification' });
  // The dialog names what it confirms, as its menu entry does (traders' wish).
  await expect(dialog).toHaveAccessibleName('Security verification Withdraw');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use passkey' })).toHaveCount(0);
  await expect(dialog.getByLabel('Verification code')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('failure: a frozen account gets the server message as an error toast, and no dialog', async ({ page, problems }) => {
  problems.allow(/status of 403/);
  await signInAs(page, 'frozen@demo');
  await page.goto('/');
  await hydrated(page);
  await menu(page, 'assets').trigger.click();
  await menu(page, 'assets').panel.getByRole('link', { name: 'Withdraw' }).click();
  const toast = page.getByRole('alert').getByTestId('toast');
  await expect(toast).toHaveText(/Your account is frozen\. Contact support to unfreeze it\./);
  // Below the bar for its 4.5 s: the menus' triggers and every other control of the bar stay reachable.
  const barBottom = await page.locator('header.hdr').evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  await menu(page, 'assets').trigger.click();
  await expect(menu(page, 'assets').panel).toBeVisible();
  await menu(page, 'assets').trigger.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menu(page, 'assets').panel).toBeHidden();
  await expect(page.getByTestId('nav-progress')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
});

test('a guarded page reached directly asks for the check, then opens', async ({ page }) => {
  await signInAs(page, 'unified2@demo');
  await page.goto('/asset/withdraw');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw');
  const required = page.getByTestId('security-required');
  await expect(required).toContainText('Security check required');
  await required.getByRole('button', { name: 'Start the security check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security verification' });
  // The dialog names what it confirms, as its menu entry does (traders' wish).
  await expect(dialog).toHaveAccessibleName('Security verification Withdraw');
  await dialog.getByLabel('Verification code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(required).toHaveCount(0);
  await expect(page.locator('[data-page="withdraw"]')).toContainText('placeholder');
  // The session remembers the check: a fresh load opens the page at once.
  const html = await (await page.request.get('/asset/withdraw')).text();
  expect(html).not.toContain('data-testid="security-required"');
});

test('a guarded page stays guarded in a session that has not passed the check', async ({ page }) => {
  await signInAs(page, 'child@demo');
  const html = await (await page.request.get('/subaccount/setting/api')).text();
  expect(html).toContain('data-testid="security-required"');
});
