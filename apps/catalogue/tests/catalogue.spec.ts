/**
 * The catalogue's static build in Chromium: every story (its index.json) shows the header in its
 * state without a console error or an uncaught exception, and a representative set matches its
 * committed screenshot (1 % of the pixels, animations off: the config). The stories are read from
 * apps/catalogue/dist, which `npm run catalogue:build` writes (npm test builds it first); the
 * baselines (tests/__screenshots__/) are refreshed with `npm run catalogue:test -- --update-snapshots`.
 */
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = fileURLToPath(new URL('../dist/index.json', import.meta.url));
if (!existsSync(indexFile)) throw new Error(`No catalogue build at ${indexFile}: run \`npm run catalogue:build\` first.`);
const STORIES = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
  (entry) => entry.type === 'story',
);

/** What a reviewer looks at first: guest and signed in, both themes, Arabic, German, phone, open parts, no script. */
const SCREENSHOTS = [
  'header-users--guest',
  'header-users--main',
  'header-users--frozen',
  'header-locales-and-themes--english-white',
  'header-locales-and-themes--arabic-black',
  'header-locales-and-themes--german-white',
  'header-locales-and-themes--phone-arabic',
  'header-open--account-menu',
  'header-open--account-menu-white',
  'header-open--nav-drawer',
  'header-open--user-drawer-arabic-white',
  'header-open--language-dialog',
  'header-open--security-dialog',
  'header-api-and-script--api-down',
  'header-api-and-script--script-off',
];

const PHONE = { width: 390, height: 844 };

/** Opens a story alone (Storybook's iframe) and waits for its play function's mark; returns the console's errors. */
async function openStory(page: Page, story: IndexEntry): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  if (story.tags?.includes('phone')) await page.setViewportSize(PHONE);
  await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
  await expect(page.locator('html[data-catalogue-ready]'), `${story.id} reached its state`).toBeAttached({ timeout: 15_000 });
  return problems;
}

test('the catalogue has a story for each state the issue lists', () => {
  const ids = STORIES.map((story) => story.id);
  for (const id of SCREENSHOTS) expect(ids).toContain(id);
  expect(ids.length).toBeGreaterThanOrEqual(50);
});

for (const story of STORIES) {
  test(`${story.id} shows the header without console errors`, async ({ page }) => {
    const problems = await openStory(page, story);
    await expect(page.locator('#storybook-root header').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const id of SCREENSHOTS) {
  test(`${id} matches its screenshot`, async ({ page }) => {
    const story = STORIES.find((entry) => entry.id === id);
    if (!story) throw new Error(`No story ${id} in the catalogue`);
    await openStory(page, story);
    await expect(page).toHaveScreenshot(`${id}.png`, { mask: [page.getByTestId('download-qr')] });
  });
}
