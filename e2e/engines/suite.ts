/**
 * One engine's run of every scenario: the site and the element's page of another origin
 * (site.ts), for WebKit the error hook's proxy
 * (error-hook.ts), the engine (driver.ts), then one test per scenario in a fresh page (its own
 * cookie jar), each failing on any console or page error. Screenshots go to
 * e2e/.output/engines/{engine}/, or, with ENGINES_UPDATE_SCREENSHOTS=1, to the committed review
 * set e2e/engines/__screenshots__/{engine}/ (they are looked at, not compared: see the README).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EngineDriver, EngineName, EnginePage } from './driver.ts';
import { startHookProxy, type HookProxy } from './error-hook.ts';
import { SCENARIOS, type Context } from './scenarios.ts';
import { root, startSite, type Site } from './site.ts';

export interface EngineSuiteOptions {
  /** Load the site through the error hook's proxy, and the element's page with the hook (engines without console events). */
  hook: boolean;
  start(origin: string): Promise<EngineDriver>;
}

export function defineEngineSuite(name: EngineName, options: EngineSuiteOptions): void {
  const shotsDir = process.env.ENGINES_UPDATE_SCREENSHOTS === '1' ? resolve(root, `e2e/engines/__screenshots__/${name}`) : resolve(root, `e2e/.output/engines/${name}`);
  async function shot(page: EnginePage, shotName: string) {
    mkdirSync(shotsDir, { recursive: true });
    // After the transitions (a menu's chevron turns as it opens), so the picture is the settled state.
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length), { timeout: 5_000 }).toBe(0);
    await page.screenshot(resolve(shotsDir, `${shotName}.png`));
  }

  describe(name, () => {
    let site: Site | undefined;
    let proxy: HookProxy | undefined;
    let driver: EngineDriver | undefined;

    beforeAll(async () => {
      site = await startSite(name, { hook: options.hook });
      proxy = options.hook ? await startHookProxy(site.origin) : undefined;
      driver = await options.start(proxy?.origin ?? site.origin);
      console.log(`${name}: ${driver.version}`);
    });

    afterAll(async () => {
      await driver?.close();
      await proxy?.close();
      await site?.stop();
    });

    for (const scenario of SCENARIOS) {
      test(scenario.name, async () => {
        if (!driver || !site) throw new Error(`${name} did not start`);
        const context: Context = { shot, elementOrigin: site.elementOrigin };
        const page = await driver.open(scenario.size);
        try {
          await scenario.run(page, context);
          expect(await page.errors(), 'console and page errors').toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
