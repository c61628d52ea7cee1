/**
 * Shared fixtures: every test fails on a console error or an uncaught page error (hydration
 * mismatches surface as page errors), and can sign in as a demo user through the real API.
 */
import { test as base, expect, type Page } from '@playwright/test';

export interface Problems {
  errors: string[];
  /** Expect a console message, e.g. the browser's own log of a 404 the test asks for. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ problems: Problems; signIn: (loginName: string) => Promise<void> }>({
  problems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: Problems = { errors: [], allow: (pattern) => allowed.push(pattern) };
      page.on('console', (message) => {
        if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
      await use(problems);
      const unexpected = problems.errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (loginName: string) => {
      const response = await page.request.post('/v1/user/login', { data: { loginName, password: 'demo' } });
      const body = (await response.json()) as { code: string };
      expect(body.code, `sign-in of ${loginName}`).toBe('00000');
    });
  },
});

export { expect };

export async function htmlAttributes(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    theme: document.documentElement.dataset.theme,
  }));
}

/** Waits until React has hydrated the page (the app marks <html data-hydrated>), so clicks reach handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
