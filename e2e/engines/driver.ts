/**
 * The one interface the cross-engine scenarios drive: Firefox (puppeteer-core over WebDriver BiDi,
 * firefox.ts) and WebKitGTK (classic WebDriver, webkit.ts) each implement it, so every scenario
 * (scenarios.ts) is written once. Elements are named by CSS selectors of test ids, roles and ARIA
 * attributes, never by the header's classes.
 */
export type EngineName = 'firefox' | 'webkit';

export interface Size {
  width: number;
  height: number;
}

export type Key = 'Tab' | 'Enter' | 'Escape';

/** A function run in the page: its source is sent to the engine, so it must not close over anything. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EnginePage {
  /** The viewport the page really got (Firefox may keep a minimum window width). */
  readonly viewport: Size;
  /** Loads a path of the site, or an absolute URL (a page of another origin), and waits for the load event. */
  goto(url: string): Promise<void>;
  /** A real pointer click in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Moves the real pointer onto the middle of the first element matching `selector`. */
  hover(selector: string): Promise<void>;
  /** Moves the real pointer to the bottom of the viewport, away from the header. */
  pointerAway(): Promise<void>;
  /** Presses and releases one key in the focused element. */
  press(key: Key): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; resolves with its JSON result. */
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught page errors since the page opened, as `console: …` / `pageerror: …`. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineDriver {
  readonly name: EngineName;
  /** What the engine reports about itself (name and version), for the log. */
  readonly version: string;
  /** A fresh page in its own cookie jar (a new user context or session) with this viewport. */
  open(size: Size): Promise<EnginePage>;
  /** Ends the engine and every process it started. */
  close(): Promise<void>;
}
