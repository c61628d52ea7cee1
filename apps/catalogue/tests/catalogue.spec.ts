/**
 * The catalogue's static build in Chromium: every story (its index.json) shows the header in its
 * state without a console error or an uncaught exception, and matches its committed screenshot
 * (1 % of the pixels, animations off: the config). The stories are read from
 * apps/catalogue/dist, which `npm run catalogue:build` writes (npm test builds it first); the
 * baselines (tests/__screenshots__/) are refreshed with `npm run catalogue:test -- --update-snapshots`.
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
