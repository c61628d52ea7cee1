/**
 * Toasts while a modal dialog is open, on a phone (390×844). A modal <dialog> sits in the top
 * layer, above any z-index, and makes the rest of the page inert, which takes it out of the
 * accessibility tree. So a toast shown while a drawer or the language dialog is open must be in
 * that dialog: on top (the point at its centre hits the toast) and in the accessibility tree that
 * Chromium gives screen readers (read through CDP, where an inert page is absent), inside a live
 * region. The page clock is stopped once the page has loaded, so no toast times out meanwhile.
 */
import type { Locator, Page } from '@playwright/test';
import { ENDPOINTS } from '@exchange/contract';
import { FAILURE_CODE, FAULT_MESSAGE } from '../../packages/header/test/fault-proxy.ts';
import { pauseClock } from './desktop-helpers.ts';
import { expect, test } from './fixtures.ts';
import { drawer, openPage, opener, PHONE, type DrawerId } from './mobile-helpers.ts';

test.use({ viewport: PHONE });

/** The texts inside live regions (status, alert) of the accessibility tree Chromium exposes. */
async function announced(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const inLiveRegion = (nodeId: string | undefined): boolean => {
      const node = nodeId === undefined ? undefined : byId.get(nodeId);
      if (!node) return false;
      return node.role?.value === 'status' || node.role?.value === 'alert' || inLiveRegion(node.parentId);
    };
    return nodes.filter((node) => !node.ignored && node.role?.value === 'StaticText' && inLiveRegion(node.parentId)).map((node) => String(node.name?.value ?? ''));
  } finally {
    await cdp.detach();
  }
}

/** Whether the point at the toast's centre hits the toast itself: nothing is drawn over it. */
function onTop(toast: Locator): Promise<boolean> {
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

async function expectShownAndAnnounced(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect.poll(() => onTop(toast), 'the toast is above the dialog').toBe(true);
  await expect.poll(() => announced(page), 'the toast is in the accessibility tree').toContain(text);
}

/**
 * Opens a part loaded on demand on the stopped clock: it shows once its code has arrived, so time
 * moves in small steps until it does (each far below a toast's 4.5 s).
 */
async function shown(page: Page, part: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(part).toBeVisible({ timeout: 100 });
  }).toPass();
}

async function openDrawerOnPausedClock(page: Page, id: DrawerId): Promise<Locator> {
  await opener(page, id).click();
  const dialog = drawer(page, id);
  await shown(page, dialog);
  return dialog;
}

async function start(page: Page) {
  await page.clock.install();
  await openPage(page, 'main@demo');
  await pauseClock(page);
}

test('"UID copied" while the user drawer is open shows above the drawer and is announced', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await start(page);
  const dialog = await openDrawerOnPausedClock(page, 'user');
  await dialog.getByRole('button', { name: 'Copy UID' }).click();
  await expectShownAndAnnounced(page, 'UID copied');
  // Below the drawer's title bar: its title and close button are not covered.
  await expect.poll(() => onTop(dialog.getByTestId('drawer-close')), 'the close button is uncovered').toBe(true);
  const headBottom = await dialog.locator('.hdr-drawer-head').evaluate((head) => head.getBoundingClientRect().bottom);
  expect((await page.getByTestId('toast').filter({ hasText: 'UID copied' }).boundingBox())!.y).toBeGreaterThanOrEqual(headBottom);
  // Politely: the success region is a status inside the drawer, which is the modal dialog.
  await expect(dialog).toMatchAriaSnapshot(`
    - /children: contain
    - dialog "Account":
      - status: UID copied
  `);
  await page.screenshot({ path: test.info().outputPath('uid-copied-over-user-drawer.png') });
});

test('an error toast of a failed call shows above the drawer, and above the language dialog opened after it', async ({ page }) => {
  await page.route(`**${ENDPOINTS.enterSimulation.path}`, (route) => route.fulfill({ json: { code: FAILURE_CODE, msg: FAULT_MESSAGE, data: null } }));
  await start(page);
  const nav = await openDrawerOnPausedClock(page, 'nav');
  await nav.locator('[data-section="spot"] > button').click();
  await nav.locator('[data-item="spot.enterSimulation"]').click();
  await expectShownAndAnnounced(page, FAULT_MESSAGE);
  await expect(nav.getByRole('alert')).toContainText(FAULT_MESSAGE);

  // Still showing when the language dialog opens (from the user drawer): it moves above that too.
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
  const user = await openDrawerOnPausedClock(page, 'user');
  await user.getByTestId('drawer-language').click();
  const language = page.getByTestId('language-dialog');
  await shown(page, language);
  await expectShownAndAnnounced(page, FAULT_MESSAGE);
  await expect(language.getByRole('alert')).toContainText(FAULT_MESSAGE);
  await page.screenshot({ path: test.info().outputPath('error-over-language-dialog.png') });

  // Closed, the page is no longer inert: the toast is back in the page's own region.
  await page.keyboard.press('Escape');
  await expect(language).toHaveCount(0);
  await expectShownAndAnnounced(page, FAULT_MESSAGE);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText(FAULT_MESSAGE);
});
