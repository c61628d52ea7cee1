/**
 * No script (docs/readers.md "Readers: no script"): with JavaScript disabled in Chromium every header link is still
 * reachable. Desktop (1440): hover and keyboard focus open each menu by CSS, and Tab reaches every
 * link of the model while it is visible. Phone (390 and 320): the menu button and the user button
 * open the server-rendered menus as popovers, which together with the bar show every link of the
 * model's mobile regions. With script, the script takes over without a flash: no panel or popover
 * shows during load, and a menu the pointer rests on during load stays open through hydration.
 */
import { LOCALES, switchLocalePath } from '@exchange/contract';
import type { ShownItem, ShownMenu, VisibleNav } from '@exchange/header/nav';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { desktopLinks, menu, modelNav, signInAs, sorted, type Who } from './desktop-helpers.ts';

function linksOf(items: readonly ShownItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'group') return linksOf(item.children);
    return (item.kind === 'link' || item.kind === 'external') && item.state === 'ready' ? [item.href] : [];
  });
}
const hrefsOf = (menus: readonly ShownMenu[]) => menus.flatMap((shown) => linksOf(shown.items));

/** The no-script language links of the home page: the dialog's languages, as plain links. */
const LANGUAGES = LOCALES.map((entry) => switchLocalePath('/', entry.locale));

/** Every link the phone shows with the drawers, as the server renders it (lookups unknown), and the languages. */
function mobileHrefs(nav: VisibleNav): string[] {
  return [...new Set([...hrefsOf([...nav.regions.mobileBar, ...nav.regions.mobileNavDrawer, ...nav.regions.mobileUserDrawer]), ...LANGUAGES])].sort();
}

/** The hrefs of the visible links inside `selector` (the bar, an open popover). */
function visibleHrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) => [...root.querySelectorAll('a[href]')].filter((link) => link.checkVisibility({ visibilityProperty: true })).map((link) => link.getAttribute('href') ?? '')),
  );
}

test.describe('desktop without script (1440 px)', () => {
  test.use({ javaScriptEnabled: false });

  for (const who of ['guest', 'main@demo'] as const satisfies readonly Who[]) {
    test(`${who}: hovering each menu opens it, and Tab reaches every link while it shows`, async ({ page }) => {
      // Ten menus hovered and up to 400 Tab steps, each a round trip to the page.
      test.setTimeout(150_000);
      await signInAs(page, who);
      await page.goto('/');
      const ids = await page.locator('header .hdr-dd').evaluateAll((nodes) =>
        nodes.filter((node) => node.checkVisibility({ visibilityProperty: true })).map((node) => node.getAttribute('data-menu') ?? ''),
      );
      expect(ids.length, 'menus in the bar').toBeGreaterThanOrEqual(who === 'guest' ? 7 : 10);
      for (const id of ids) {
        const { trigger, panel } = menu(page, id);
        await expect(panel).toBeHidden();
        await trigger.hover();
        await expect(panel, `${id} opens on hover`).toBeVisible();
        for (const link of await panel.locator('a[href]').all()) await expect(link).toBeVisible();
        await page.mouse.move(720, 880);
        await expect(panel, `${id} closes when the pointer leaves`).toBeHidden();
      }
      // The languages (a dialog with script) show as links under the language button.
      const languages = page.locator('header .hdr-noscript-langs');
      await expect(languages).toBeHidden();
      await page.getByTestId('language-button').hover();
      await expect(languages).toBeVisible();
      expect(sorted(await visibleHrefs(page, 'header .hdr-noscript-langs'))).toEqual(sorted(LANGUAGES));
      await languages.getByRole('link', { name: 'Deutsch' }).hover();
      await expect(languages, 'the pointer can move onto the list').toBeVisible();
      await page.mouse.move(720, 880);
      await expect(languages).toBeHidden();

      // Keyboard: from the logo, Tab walks through every link of the model, each visible when focused.
      const reached: string[] = [];
      await page.locator('header .hdr-logo').focus();
      for (let step = 0; step < 400; step += 1) {
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || !active.closest('header')) return null;
          return { href: active.getAttribute('href'), visible: active.checkVisibility({ visibilityProperty: true }) };
        });
        if (!focused) break;
        if (focused.href !== null) {
          expect(focused.visible, `${focused.href} is visible when focused`).toBe(true);
          reached.push(focused.href);
        }
        await page.keyboard.press('Tab');
      }
      expect(sorted(new Set(reached))).toEqual(sorted(new Set([...desktopLinks(modelNav(who)).map((link) => link.href), ...LANGUAGES])));
    });
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test.describe(`phone without script (${viewport.width} px)`, () => {
    test.use({ javaScriptEnabled: false, viewport, hasTouch: true });

    for (const who of ['guest', 'main@demo'] as const satisfies readonly Who[]) {
      test(`${who}: the menu and user buttons open every link of the drawers`, async ({ page }) => {
        await signInAs(page, who);
        await page.goto('/');
        const nav = modelNav(who);
        const shown = new Set(await visibleHrefs(page, 'header .hdr-bar'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(viewport.width);

        for (const [button, expected] of [
          ['mobile-menu-button', hrefsOf(nav.regions.noScriptNavPopover)],
          ['mobile-user-button', [...hrefsOf(nav.regions.noScriptUserPopover), ...LANGUAGES]],
        ] as const) {
          await page.getByTestId(button).tap();
          const popover = page.locator('header :popover-open');
          await expect(popover).toBeVisible();
          const box = await popover.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `${button}'s popover fits: ${JSON.stringify(box)}`).toBe(true);
          const inside = await visibleHrefs(page, 'header :popover-open');
          expect(sorted(inside), `${button} shows its menus' links`).toEqual(sorted(expected));
          for (const href of inside) shown.add(href);
          // The last link scrolls into reach, and the close button closes it.
          await popover.locator('a[href]').last().scrollIntoViewIfNeeded();
          await expect(popover.locator('a[href]').last()).toBeInViewport();
          await popover.locator('.hdr-noscript-close').tap();
          await expect(page.locator('header :popover-open')).toHaveCount(0);
        }
        expect([...shown].sort(), 'the bar and the two popovers show every link of the mobile regions').toEqual(mobileHrefs(nav));
        const account = hrefsOf(nav.regions.desktopAccount);
        expect(account.length > 0, 'a signed-in user has account entries').toBe(who !== 'guest');
        for (const href of account) expect(shown, 'the account entries').toContain(href);
      });
    }

    for (const who of ['main@demo', 'sim@demo'] as const satisfies readonly Who[]) {
      test(`${who}: no control shows that could do nothing, and none is a bare icon`, async ({ page }) => {
        await signInAs(page, who);
        await page.goto('/');
        // Audit N9: a mode switch, entering a simulation and Copy UID need the script; they are left out.
        const scriptOnly = page.locator('header button[type="button"][data-item]');
        // The server renders them (the script answers them when it runs).
        await expect(scriptOnly.first()).toBeAttached();
        for (const button of ['mobile-menu-button', 'mobile-user-button'] as const) {
          await page.getByTestId(button).tap();
          const popover = page.locator('header :popover-open');
          await expect(popover).toBeVisible();
          for (const control of await scriptOnly.all()) await expect(control).toBeHidden();
          // Audit N10: every control shown in the popover says what it is in words (the Download
          // heading and the theme toggle used to show their icons alone).
          const wordless = await popover.evaluate((root) =>
            [...root.querySelectorAll<HTMLElement>('a[href], button')]
              .filter((node) => node.checkVisibility({ visibilityProperty: true }) && !node.classList.contains('hdr-noscript-close'))
              .filter((node) => node.innerText.trim() === '' && !/^"\S/.test(getComputedStyle(node, '::after').content))
              .map((node) => node.outerHTML.slice(0, 120)),
          );
          expect(wordless).toEqual([]);
          await popover.locator('.hdr-noscript-close').tap();
        }
        // And the bar's own (the mode button).
        for (const control of await page.locator('header .hdr-bar button[type="button"][data-item]').all()) await expect(control).toBeHidden();
      });
    }
  });
}

test.describe('with script, the script takes over without a flash', () => {
  /** Holds the page's scripts back a little, so the server's HTML is on screen before hydration. */
  async function slowScripts(page: Page) {
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
  }

  /** Samples, every frame from the first one, what of the header shows, until hydration is over. */
  async function recordFrames(page: Page) {
    await page.addInitScript(() => {
      const frames: string[] = [];
      (window as unknown as { __frames: string[] }).__frames = frames;
      let after = 0;
      const sample = () => {
        const panels = [...document.querySelectorAll('header :is(.hdr-dd-panel, .hdr-noscript-langs)')].filter((node) => node.checkVisibility({ visibilityProperty: true }));
        const shown = [...panels, ...document.querySelectorAll('header :popover-open')].map((node) => node.id);
        frames.push(shown.join(' '));
        if (document.documentElement.dataset.hydrated) after += 1;
        if (after < 20) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  }
  const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);

  test('no menu panel or popover shows while the page loads and hydrates, at 1440 and 390 px', async ({ page }) => {
    await slowScripts(page);
    await recordFrames(page);
    await signInAs(page, 'main@demo');
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await hydrated(page);
      await expect.poll(async () => (await frames(page)).length).toBeGreaterThan(20);
      const seen = await frames(page);
      expect(seen.filter((frame) => frame !== ''), `${viewport.width} px: frames with something open`).toEqual([]);
      await expect(page.locator('header .hdr-root, .hdr-root[data-enhanced]')).toHaveCount(1);
      await expect(page.locator('header [popover], [popovertarget]')).toHaveCount(0);
    }
  });

  test('a menu the pointer rests on before hydration stays open through hydration', async ({ page }) => {
    // The scripts wait until the stylesheet has opened the menu (its 150 ms intent delay), however
    // long that takes on a busy machine.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await recordFrames(page);
    await page.goto('/', { waitUntil: 'commit' });
    const { trigger, panel } = menu(page, 'spot');
    await trigger.waitFor();
    const box = await trigger.boundingBox();
    if (!box) throw new Error('no Spot trigger');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(panel, 'opened by the stylesheet').toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated), 'not hydrated yet').toBeUndefined();
    release();
    await hydrated(page);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await frames(page)).length).toBeGreaterThan(20);
    const seen = await frames(page);
    const first = seen.indexOf('hdr-panel-spot');
    expect(first, 'the panel opened before hydration').toBeGreaterThanOrEqual(0);
    expect(seen.slice(first), 'once open, it stays open').toEqual(seen.slice(first).map(() => 'hdr-panel-spot'));
  });
});
