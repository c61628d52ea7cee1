/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi. Console errors and uncaught
 * page errors come from BiDi's log events (`console`, `pageerror`), from the first script on.
 * The viewport is set per page (`setViewport`); where an ESR refuses that (ESR 140 did), the page
 * opens in a browser launched with `--width`/`--height` instead, whose window headless ESR 153
 * keeps at least 500 px wide (still below the 1024 px breakpoint, so the phone layout).
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX } from '../../scripts/ensure-engines.mjs';
import type { EngineDriver, EnginePage, Key, PageFunction, Size } from './driver.ts';

async function launch(size: Size): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${size.width}`, `--height=${size.height}`],
    // Nothing but the test server: no updates, telemetry or remote settings.
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false, 'datareporting.policy.dataSubmissionEnabled': false },
  });
}

class FirefoxPage implements EnginePage {
  private readonly problems: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly origin: string,
    readonly viewport: Size,
    private readonly onClose: () => Promise<void>,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(new URL(url, this.origin).href, { waitUntil: 'load' });
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async hover(selector: string): Promise<void> {
    await this.page.hover(selector);
  }

  async pointerAway(): Promise<void> {
    await this.page.mouse.move(this.viewport.width / 2, this.viewport.height - 20);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    return (await this.page.evaluate(fn as (...values: unknown[]) => unknown, ...args)) as Result;
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file });
  }

  errors(): Promise<string[]> {
    return Promise.resolve([...this.problems]);
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}

export async function firefoxDriver(origin: string): Promise<EngineDriver> {
  const browser = await launch({ width: 1440, height: 900 });
  const version = await browser.version();
  const sized = new Map<string, Browser>();
  let setViewportWorks = true;

  async function open(size: Size): Promise<EnginePage> {
    if (setViewportWorks) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      try {
        await page.setViewport(size);
        const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        return new FirefoxPage(page, origin, viewport, () => context.close());
      } catch {
        setViewportWorks = false;
        await context.close();
      }
    }
    const key = `${size.width}x${size.height}`;
    let own = sized.get(key);
    if (!own) {
      own = await launch(size);
      sized.set(key, own);
    }
    const context = await own.createBrowserContext();
    const page = await context.newPage();
    const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    return new FirefoxPage(page, origin, viewport, () => context.close());
  }

  return {
    name: 'firefox',
    version,
    open,
    async close() {
      for (const own of sized.values()) await own.close();
      await browser.close();
    },
  };
}
