/**
 * Debian's WebKitGTK (the MiniBrowser) driven over classic W3C WebDriver by a small client of
 * our own (plain HTTP: new session, navigate, find, click, actions, execute, screenshot), through
 * `WebKitWebDriver --host=127.0.0.1` that we start ourselves on a display of its own: Xvfb with
 * `-displayfd` picks a free display number itself (`xvfb-run -a` guesses one, and two runs started
 * together on this shared machine raced for :99: "cannot open display" and a hung session). Console and page errors: see error-hook.ts. Each page is its own session, so
 * its own cookie jar.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { WEBKIT_DRIVER, XVFB, miniBrowser } from '../../scripts/ensure-engines.mjs';
import type { EngineDriver, EnginePage, Key, PageFunction, Size } from './driver.ts';
import { ERRORS_GLOBAL } from './error-hook.ts';
import { freePort } from './site.ts';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C' };

class WebDriverError extends Error {}

/** How long one WebDriver command may take, ms; a new session (a browser starting) longer. */
const COMMAND_MS = 60_000;
const NEW_SESSION_MS = 150_000;

/** One W3C WebDriver command; resolves with its `value`. */
async function command(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A browser that cannot start leaves a new session hanging: fail before the test's timeout.
    // Starting one (a new session) takes the longest: over 60 s while a second npm test ran its
    // end-to-end suite beside this one.
    signal: AbortSignal.timeout(method === 'POST' && path === '/session' ? NEW_SESSION_MS : COMMAND_MS),
  });
  const payload = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const value = payload.value as { error?: string; message?: string };
    throw new WebDriverError(`WebDriver ${method} ${path}: ${value.error ?? response.status} ${value.message ?? ''}`);
  }
  return payload.value;
}

class WebKitPage implements EnginePage {
  /** Errors of documents the session has left (read before each navigation). */
  private readonly earlier: string[] = [];
  viewport: Size = { width: 0, height: 0 };

  constructor(
    private readonly session: string,
    private readonly call: (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>,
    private readonly origin: string,
  ) {}

  private at(path: string) {
    return `/session/${this.session}${path}`;
  }

  /** Sizes the window so that the viewport is `size` (the window's chrome is measured, not guessed). */
  async resize(size: Size): Promise<void> {
    await this.call('POST', this.at('/window/rect'), size);
    const inner = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    if (inner.width !== size.width || inner.height !== size.height) {
      await this.call('POST', this.at('/window/rect'), { width: 2 * size.width - inner.width, height: 2 * size.height - inner.height });
    }
    this.viewport = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  }

  private async element(selector: string): Promise<Record<string, string>> {
    const found = (await this.call('POST', this.at('/element'), { using: 'css selector', value: selector })) as Record<string, string>;
    return { [ELEMENT]: found[ELEMENT] ?? '' };
  }

  private async harvest(): Promise<void> {
    const found = await this.evaluate((name: string) => (window as unknown as Record<string, string[] | undefined>)[name] ?? null, ERRORS_GLOBAL);
    if (found) this.earlier.push(...found);
  }

  async goto(url: string): Promise<void> {
    await this.harvest().catch(() => undefined); // the first page has no document of ours yet
    await this.call('POST', this.at('/url'), { url: new URL(url, this.origin).href });
    const hooked = await this.evaluate((name: string) => Array.isArray((window as unknown as Record<string, unknown>)[name]), ERRORS_GLOBAL);
    if (!hooked) this.earlier.push(`hook: the error hook is missing on ${url}, so errors cannot be seen`);
  }

  async click(selector: string): Promise<void> {
    const element = await this.element(selector);
    await this.call('POST', this.at(`/element/${element[ELEMENT]}/click`), {});
  }

  async hover(selector: string): Promise<void> {
    const element = await this.element(selector);
    await this.pointer([{ type: 'pointerMove', duration: 0, origin: element, x: 0, y: 0 }]);
  }

  async pointerAway(): Promise<void> {
    await this.pointer([{ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(this.viewport.width / 2), y: this.viewport.height - 20 }]);
  }

  private async pointer(actions: unknown[]): Promise<void> {
    await this.call('POST', this.at('/actions'), { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
  }

  async press(key: Key): Promise<void> {
    const value = KEYS[key];
    await this.call('POST', this.at('/actions'), {
      actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }],
    });
  }

  async evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    const script = `var args = Array.prototype.slice.call(arguments, 0, -1);
      var done = arguments[arguments.length - 1];
      Promise.resolve().then(function () { return (${fn.toString()}).apply(null, args); })
        .then(function (value) { done({ value: value === undefined ? null : value }); }, function (error) { done({ error: String(error) }); });`;
    const answer = (await this.call('POST', this.at('/execute/async'), { script, args })) as { value?: Result; error?: string };
    if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
    return answer.value as Result;
  }

  async screenshot(file: string): Promise<void> {
    const base64 = (await this.call('GET', this.at('/screenshot'))) as string;
    await writeFile(file, Buffer.from(base64, 'base64'));
  }

  async errors(): Promise<string[]> {
    const current = await this.evaluate((name: string) => (window as unknown as Record<string, string[] | undefined>)[name] ?? [], ERRORS_GLOBAL);
    return [...this.earlier, ...current];
  }

  async close(): Promise<void> {
    await this.call('DELETE', `/session/${this.session}`);
  }
}

/** A detached child (its own process group) and how to end the group. */
function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
}

/** Starts Xvfb on a display it picks itself (`-displayfd`); resolves with its number. */
async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { detached: true, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const stop = stopper(xvfb);
  let diagnostics = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (diagnostics = (diagnostics + chunk.toString()).slice(-2000)));
  const display = await new Promise<string>((resolveDisplay, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start:\n${diagnostics}`)), 20_000);
    (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolveDisplay(text.trim());
      }
    });
    xvfb.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code}:\n${diagnostics}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { display, stop };
}

/** Starts WebKitWebDriver on a free loopback port and its own display; `origin` is the hook proxy's. */
export async function webkitDriver(origin: string): Promise<EngineDriver> {
  const binary = miniBrowser();
  if (!binary) throw new Error('the WebKitGTK MiniBrowser is missing (libwebkit2gtk-4.1-0)');
  const xvfb = await startXvfb();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group, so closing ends the driver and its browsers together.
  const child: ChildProcess = spawn(WEBKIT_DRIVER, ['--host=127.0.0.1', `--port=${port}`], {
    detached: true,
    env: { ...process.env, DISPLAY: `:${xvfb.display}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The driver's and browser's diagnostics, less a warning the web process prints now and then
  // (it looks for an inspector server nobody runs).
  createInterface({ input: child.stderr as Readable }).on('line', (line) => {
    if (line.trim() !== '' && !line.includes('RemoteInspector failed to connect')) console.error(`[webkit] ${line}`);
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => command(base, method, path, body);
  const stopDriver = stopper(child);
  const stop = async () => {
    await stopDriver();
    await xvfb.stop();
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
      const ready = await call('GET', '/status').then(
        (value) => (value as { ready?: boolean }).ready === true,
        () => false,
      );
      if (ready) break;
      if (attempt > 150) throw new Error('WebKitWebDriver did not start');
      await new Promise((next) => setTimeout(next, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const pages = new Set<WebKitPage>();
  const capabilities = { alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] }, pageLoadStrategy: 'normal' } };
  let version: string;
  try {
    const session = (await call('POST', '/session', { capabilities })) as { sessionId: string; capabilities: { browserName: string; browserVersion: string } };
    await call('DELETE', `/session/${session.sessionId}`);
    version = `${session.capabilities.browserName} (WebKitGTK) ${session.capabilities.browserVersion}`;
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    name: 'webkit',
    version,
    async open(size: Size) {
      // A browser that has not started in NEW_SESSION_MS is stuck, not slow (the launch's probe
      // session started): one more new session, in a browser of its own.
      const start = () => call('POST', '/session', { capabilities }) as Promise<{ sessionId: string }>;
      const session = await start().catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
        console.error(`[webkit] a new session did not start in ${NEW_SESSION_MS / 1000} s; starting another`);
        return start();
      });
      const page = new WebKitPage(session.sessionId, call, origin);
      pages.add(page);
      const close = page.close.bind(page);
      page.close = async () => {
        pages.delete(page);
        await close();
      };
      await page.resize(size);
      return page;
    },
    async close() {
      for (const page of [...pages]) await page.close().catch(() => undefined);
      await stop();
    },
  };
}
