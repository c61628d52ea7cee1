/**
 * The catalogue's static build in Chromium: every story (its index.json) shows the header in its
 * state without a console error or an uncaught exception, and matches its committed screenshot (no
 * pixel beyond the per-pixel colour threshold, animations off: the config). The stories are read
 * from apps/catalogue/dist, which `npm run catalogue:build` writes (npm test builds it first); a
 * story's baseline (tests/__screenshots__/) is rewritten with
 * `npm run catalogue:test -- --update-snapshots -g <story id>`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

/** Phone stories are named `Phone…` (src/stories.tsx: phone). */
const isPhone = (story: IndexEntry): boolean => story.id.includes('--phone-');

const indexFile = fileURLToPath(new URL('../dist/index.json', import.meta.url));
if (!existsSync(indexFile)) throw new Error(`No catalogue build at ${indexFile}: run \`npm run catalogue:build\` first.`);
const STORIES = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
  (entry) => entry.type === 'story',
);

/** States the issue names, which the catalogue must keep: guest and signed in, both themes, Arabic, German, phone, open parts, no script. */
const REQUIRED = [
  'header-users--guest',
  'header-users--main',
  'header-users--frozen',
  'header-locales-and-themes--english-white',
  'header-locales-and-themes--arabic-black',
  'header-locales-and-themes--german-white',
  'header-locales-and-themes--phone-arabic',
  'header-open--account-menu',
  'header-open--account-menu-white',
  'header-open--phone-nav-drawer',
  'header-open--phone-user-drawer-arabic-black',
  'header-open--phone-user-drawer-arabic-white',
  'header-open--language-dialog',
  'header-open--security-dialog',
  'header-api-and-script--api-down',
  'header-api-and-script--api-slow-account-menu',
  'header-api-and-script--script-off',
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface Catalogue {
  page: Page;
  /** The console errors and uncaught exceptions since the story was shown. */
  problems: string[];
  /** The story shown last. */
  current: string;
}

/**
 * One Storybook page a worker (loading its bundle once): each test shows its story through
 * Storybook's channel (`setCurrentStory`, what its sidebar does), which runs the story's loader,
 * render and play function anew.
 */
const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const catalogue: Catalogue = { page, problems: [], current: 'header-users--guest' };
      page.on('console', (message) => {
        if (message.type() === 'error') catalogue.problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => catalogue.problems.push(`uncaught: ${error.message}`));
      await page.goto('/iframe.html?id=header-users--guest&viewMode=story');
      await expect(page.locator('html[data-catalogue-ready]')).toBeAttached({ timeout: 20_000 });
      await use(catalogue);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story and waits for its play function's mark; returns the page. */
async function showStory(catalogue: Catalogue, story: IndexEntry): Promise<Page> {
  const { page } = catalogue;
  await page.setViewportSize(isPhone(story) ? PHONE : DESKTOP);
  // The story shown already: Storybook's `forceRemount` runs its loader, render and play anew.
  const event = catalogue.current === story.id ? 'forceRemount' : 'setCurrentStory';
  await page.evaluate(
    ({ storyId, event }) => {
      delete document.documentElement.dataset.catalogueReady;
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, data: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit(event, { storyId, viewMode: 'story' });
    },
    { storyId: story.id, event },
  );
  catalogue.current = story.id;
  catalogue.problems.length = 0;
  await expect(page.locator('html[data-catalogue-ready]'), `${story.id} reached its state`).toBeAttached({ timeout: 15_000 });
  return page;
}

/** A story in a given state by its address (docs/catalogue.md, "Open a story in a given state"). */
const STATE_URL = '/?path=/story/header-users--frozen&args=locale:ar;theme:white&globals=viewport.value:phone';

test('the catalogue has a story for each state the issue lists', () => {
  const ids = STORIES.map((story) => story.id);
  for (const id of REQUIRED) expect(ids).toContain(id);
  expect(ids.length).toBeGreaterThanOrEqual(50);
});

for (const story of STORIES) {
  test(`${story.id} shows the header without console errors, as its screenshot`, async ({ catalogue }) => {
    const page = await showStory(catalogue, story);
    await expect(page.locator('#storybook-root header').first()).toBeVisible();
    // The layout of its viewport: the phone's menu button, or the desktop's main navigation.
    if (isPhone(story)) await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
    else await expect(page.locator('#storybook-root header nav').first()).toBeVisible();
    // Script off: the server's HTML, never hydrated (no `data-enhanced`); every other story is hydrated.
    const enhanced = page.locator('#storybook-root .hdr-root[data-enhanced]');
    if (story.id.includes('script-off')) await expect(enhanced).toHaveCount(0);
    else await expect(enhanced).toHaveCount(1);
    expect(catalogue.problems).toEqual([]);
    // The QR code is masked: its pattern is the download link's, not a state of the header.
    await expect(page).toHaveScreenshot(`${story.id}.png`, { mask: [page.getByTestId('download-qr')] });
  });
}

test("the theme control repaints the header already shown, and the header's toggle moves the control", async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto('/?path=/story/header-locales-and-themes--english-black');
  const story = page.frameLocator('#storybook-preview-iframe');
  const root = story.locator('#storybook-root .hdr-root');
  const toggle = story.getByTestId('theme-toggle');
  await expect(root).toHaveAttribute('data-theme', 'black', { timeout: 20_000 });
  const toLight = await toggle.getAttribute('aria-label');
  // Storybook's controls panel: the story's `theme` arg set to white, the header not mounted again.
  await page.getByRole('radio', { name: 'white' }).check();
  await expect(root).toHaveAttribute('data-theme', 'white');
  await expect(toggle).not.toHaveAttribute('aria-label', toLight ?? '');
  await expect(story.locator('.catalogue-page')).toHaveAttribute('data-theme', 'white');
  // The header's own toggle is a choice the catalogue keeps: the control follows it.
  await toggle.click();
  await expect(root).toHaveAttribute('data-theme', 'black');
  await expect(page.getByRole('radio', { name: 'black' })).toBeChecked();
  await page.close();
});

test('a story opens in the state its address names (args and globals in the URL)', async ({ browser }) => {
  const docs = readFileSync(fileURLToPath(new URL('../../../docs/catalogue.md', import.meta.url)), 'utf8');
  expect(docs, 'docs/catalogue.md shows the address this test opens').toContain(STATE_URL);
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(STATE_URL);
  const story = page.frameLocator('#storybook-preview-iframe');
  const root = story.locator('#storybook-root .hdr-root');
  await expect(root).toHaveAttribute('data-theme', 'white', { timeout: 20_000 });
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(story.getByTestId('mobile-menu-button')).toBeVisible();
  await page.close();
});
