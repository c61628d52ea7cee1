/**
 * The cross-engine scenarios, written once against the EnginePage interface (driver.ts): guest and
 * main@demo, English and Arabic; on a 1440 px desktop the hover and keyboard paths of a product
 * menu and the account menu, the theme toggle and the language dialog; at phone width both drawers
 * (open, focus inside, the user's showing the user, Escape, focus back on the opener). Each runs
 * twice: on the site's own pages, and on a page of another origin that includes the element
 * `<exchange-header>` from the site (site.ts; the session is the site's, signed in on the site
 * first). The suite (suite.ts) fails each one on any console or page error. Waits are polls of
 * the page's state, never sleeps as assertions.
 */
import { expect } from 'vitest';
import type { EnginePage, Size } from './driver.ts';
import { direction, home, type Lang } from './site.ts';

export type Who = 'guest' | 'main@demo';
/** Where the header is: the site's own pages, or the element on a page of another origin. */
export type Host = 'site' | 'element';

/** One run of a scenario: where, for whom, in which language. */
interface Case {
  host: Host;
  who: Who;
  lang: Lang;
}

export const DESKTOP: Size = { width: 1440, height: 900 };
/** A phone. WebKitGTK's window is at least 447 px wide (Firefox's, without setViewport, 500): still below the 1024 px breakpoint. */
export const PHONE: Size = { width: 390, height: 844 };

/** The spec's hover-intent delay (NAV_CONSTANTS.hoverOpenDelayMs): a lower bound, so never flaky. */
const OPEN_DELAY_MS = 150;

/** What a scenario gets from the suite beside its page. */
export interface Context {
  /** Saves a PNG of the viewport under this name, for review (not compared). */
  shot(page: EnginePage, name: string): Promise<void>;
  /** The origin of the element's page (site.ts). */
  elementOrigin: string;
}

export interface Scenario {
  name: string;
  size: Size;
  run(page: EnginePage, context: Context): Promise<void>;
}

/** The states saved for review, per engine: `{element-}{desktop|phone}-{lang}-{guest|main}-{state}`. */
const REVIEWED = new Set([
  'desktop-en-main-spot',
  'desktop-ar-main-account',
  'desktop-ar-guest-language-dialog',
  'phone-en-guest-nav-drawer',
  'phone-ar-main-user-drawer',
  'element-desktop-ar-guest-spot',
]);

const trigger = (id: string) => `button[aria-controls="hdr-panel-${id}"]`;
const testId = (id: string) => `[data-testid="${id}"]`;

/** What the page shows now, read in one round trip (self-contained: it runs in the page). */
interface Snapshot {
  /** The site's app has hydrated (`<html data-hydrated>`). */
  hydrated: boolean;
  lang: string;
  dir: string;
  theme: string | undefined;
  /** The header's root: its theme, locale, and whether its script has taken over (`data-enhanced`). */
  header: { theme: string | undefined; lang: string; dir: string; enhanced: boolean } | null;
  themeCookie: string | null;
  /** Ids of the header's menu panels on screen. */
  panels: string[];
  /** Test ids of the open <dialog>s. */
  dialogs: string[];
  /** The focused element: its test id, the panel it controls, the dialog or panel it is in. */
  focus: { testId: string | null; controls: string | null; inDialog: string | null; inPanel: string | null };
  visible: Record<string, boolean>;
}

function snapshot(page: EnginePage, visible: string[] = []): Promise<Snapshot> {
  return page.evaluate((selectors: string[]) => {
    const shown = (element: Element | null) => {
      if (!element || element.closest('[hidden]')) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const root = document.documentElement;
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const headerRoot = document.querySelector('header')?.closest('[data-theme]');
    return {
      hydrated: root.hasAttribute('data-hydrated'),
      lang: root.lang,
      dir: root.dir,
      theme: root.dataset.theme,
      header: headerRoot instanceof HTMLElement ? { theme: headerRoot.dataset.theme, lang: headerRoot.lang, dir: headerRoot.dir, enhanced: headerRoot.hasAttribute('data-enhanced') } : null,
      themeCookie: /(?:^|;\s*)theme=([^;]*)/.exec(document.cookie)?.[1] ?? null,
      panels: [...document.querySelectorAll('[id^="hdr-panel-"]')].filter((panel) => shown(panel)).map((panel) => panel.id.replace('hdr-panel-', '')),
      dialogs: [...document.querySelectorAll('dialog[open]')].map((dialog) => dialog.getAttribute('data-testid') ?? '?'),
      focus: {
        testId: active?.getAttribute('data-testid') ?? null,
        controls: active?.getAttribute('aria-controls')?.replace('hdr-panel-', '') ?? null,
        inDialog: active?.closest('dialog')?.getAttribute('data-testid') ?? null,
        inPanel: active?.closest('[id^="hdr-panel-"]')?.id.replace('hdr-panel-', '') ?? null,
      },
      visible: Object.fromEntries(selectors.map((selector) => [selector, shown(document.querySelector(selector))])),
    };
  }, visible);
}

/**
 * Polls the page until its snapshot matches, then lets it paint that state once, so the next key
 * or pointer move comes no sooner than a person's could, after the frame that shows the state.
 */
async function until(page: EnginePage, expected: Record<string, unknown>, visible: string[] = [], message = 'page state'): Promise<void> {
  await expect.poll(() => snapshot(page, visible), { timeout: 10_000, interval: 50, message }).toMatchObject(expected);
  await page.evaluate(() => new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted))));
}

/**
 * Loads the locale's page of `host`, signed in as `who` through the real API, same origin, in a
 * page of the site (the element's page shares its cookie), and waits for the header's script to
 * take over (the site: its app hydrated too).
 */
async function open(page: EnginePage, context: Context, { host, who, lang }: Case): Promise<void> {
  if (who !== 'guest') {
    await page.goto(home(lang));
    const code = await page.evaluate(async (loginName: string) => {
      const response = await fetch('/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName, password: 'demo' }) });
      return ((await response.json()) as { code: string }).code;
    }, who);
    expect(code, `sign-in of ${who}`).toBe('00000');
  }
  await page.goto(host === 'site' ? home(lang) : `${context.elementOrigin}${home(lang)}`);
  const dir = direction(lang);
  await until(page, { ...(host === 'site' ? { hydrated: true } : {}), lang, dir, header: { enhanced: true, lang, dir } }, [], 'the header alive, its lang and dir');
}

/** Saves the state for review when it is one of REVIEWED. */
async function review(page: EnginePage, context: Context, { host, who, lang }: Case, layout: 'desktop' | 'phone', state: string): Promise<void> {
  const name = `${host === 'element' ? 'element-' : ''}${layout}-${lang}-${who === 'guest' ? 'guest' : 'main'}-${state}`;
  if (REVIEWED.has(name)) await context.shot(page, name);
}

/**
 * Hovers a menu's trigger and waits for its panel; the page records when the pointer entered the
 * menu and when the panel was shown, and the panel must not have opened sooner than the spec's delay.
 */
async function hoverOpens(page: EnginePage, id: string): Promise<void> {
  await page.evaluate((menuId: string) => {
    const marks: { enter?: number; shown?: number } = {};
    (window as unknown as { __hoverMarks: typeof marks }).__hoverMarks = marks;
    const panel = document.getElementById(`hdr-panel-${menuId}`);
    // The delay runs from the pointer entering the menu's hover container (the trigger and its
    // panel), which a driver's pointer may cross a few milliseconds before it reaches the button.
    // React starts the header's timer from the move's first event at its root: the pointerout of
    // the element left, when that was React's too, else the pointerover. The mark is taken as
    // either passes the window, capturing, so before the header's start: on a loaded machine the
    // events of one move arrive milliseconds apart (WebKit: a native pointerenter 8 ms after the
    // pointerover; a mark on the pointerover alone read 147 ms).
    const container = document.querySelector(`.hdr-dd[data-menu="${menuId}"]`);
    const inside = (node: EventTarget | null) => node instanceof Node && !!container?.contains(node);
    const onMove = (event: PointerEvent) => {
      const entering = event.type === 'pointerout' ? inside(event.relatedTarget) && !inside(event.target) : inside(event.target);
      if (!entering) return;
      marks.enter ??= performance.now();
      window.removeEventListener('pointerout', onMove, true);
      window.removeEventListener('pointerover', onMove, true);
    };
    window.addEventListener('pointerout', onMove, true);
    window.addEventListener('pointerover', onMove, true);
    if (panel) new MutationObserver(() => !panel.hidden && (marks.shown ??= performance.now())).observe(panel, { attributes: true, attributeFilter: ['hidden'] });
  }, id);
  await page.hover(trigger(id));
  await until(page, { panels: [id] }, [], `${id} opens on hover`);
  const readMarks = () => page.evaluate(() => (window as unknown as { __hoverMarks: { enter?: number; shown?: number } }).__hoverMarks);
  await expect.poll(readMarks, { timeout: 10_000, message: 'the page saw the pointer enter and the panel show' }).toSatisfy((marks: { enter?: number; shown?: number }) => marks.enter !== undefined && marks.shown !== undefined);
  // Both marks are written once, so this read is final.
  const marks = await readMarks();
  expect((marks.shown ?? 0) - (marks.enter ?? 0), `${id} opened no sooner than ${OPEN_DELAY_MS} ms after the pointer entered`).toBeGreaterThanOrEqual(OPEN_DELAY_MS - 1);
}

async function hoverCloses(page: EnginePage, id: string): Promise<void> {
  await page.pointerAway();
  await until(page, { panels: [] }, [], `${id} closes when the pointer leaves`);
}

/** Enter opens a focused trigger's menu, Tab goes into it, Escape closes it with the focus back on the trigger. */
async function keyboardToggles(page: EnginePage, id: string): Promise<void> {
  await page.press('Enter');
  await until(page, { panels: [id], focus: { testId: null, controls: id, inDialog: null, inPanel: null } }, [], `${id} opens on Enter`);
  await page.press('Tab');
  await until(page, { panels: [id], focus: { controls: null, inDialog: null, inPanel: id } }, [], `Tab moves into ${id}`);
  await page.press('Escape');
  await until(page, { panels: [], focus: { testId: null, controls: id, inDialog: null, inPanel: null } }, [], `Escape closes ${id}, focus back on its trigger`);
}

async function desktop(page: EnginePage, context: Context, run: Case): Promise<void> {
  const { who } = run;
  await open(page, context, run);
  const bar = [trigger('spot'), testId('theme-toggle'), testId('mobile-menu-button')];
  await until(page, { theme: 'black', header: { theme: 'black' }, visible: { [bar[0]!]: true, [bar[1]!]: true, [bar[2]!]: false } }, bar, 'the desktop bar');
  // The logo's wordmark is set in Noto Sans in every engine and language, Arabic too (audit L15:
  // Firefox resolved system-ui by the page's language to another face): its width is the width
  // Noto Sans Bold gives the word at the same size, within a pixel.
  const wordmark = await page.evaluate(() => {
    const text = document.querySelector('a[data-item="brand.home"] > span[aria-hidden="true"]');
    if (!text) return null;
    const style = getComputedStyle(text);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return null;
    context.font = `${style.fontWeight} ${style.fontSize} "Noto Sans"`;
    return { shown: text.getBoundingClientRect().width, noto: context.measureText(text.textContent ?? '').width };
  });
  expect(wordmark, 'the logo has its wordmark').not.toBeNull();
  expect(Math.abs((wordmark?.shown ?? 0) - (wordmark?.noto ?? 0)), `the wordmark's width against Noto Sans's: ${JSON.stringify(wordmark)}`).toBeLessThanOrEqual(1);

  // A product menu by hover, and the account menu for a signed-in user.
  await hoverOpens(page, 'spot');
  await review(page, context, run, 'desktop', 'spot');
  await hoverCloses(page, 'spot');
  if (who !== 'guest') {
    await hoverOpens(page, 'account');
    await until(page, { panels: ['account'] }, [testId('user-name')], 'the account menu shows the user');
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="user-name"]')?.textContent ?? null), { timeout: 10_000 }).toBe(who);
    await review(page, context, run, 'desktop', 'account');
    await hoverCloses(page, 'account');
  }

  // The keyboard: Tab from the top of the page reaches the first product menu's trigger.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let tabs = 0; tabs < 8 && (await snapshot(page)).focus.controls !== 'spot'; tabs += 1) await page.press('Tab');
  await until(page, { focus: { controls: 'spot' } }, [], 'Tab reaches the Spot menu within 8 presses');
  await keyboardToggles(page, 'spot');
  if (who !== 'guest') {
    await page.evaluate((selector: string) => document.querySelector<HTMLElement>(selector)?.focus(), trigger('account'));
    await keyboardToggles(page, 'account');
  }

  // The theme toggle repaints the page and the header and writes the cookie, both ways.
  await page.click(testId('theme-toggle'));
  await until(page, { theme: 'white', header: { theme: 'white' }, themeCookie: 'white' }, [], 'the toggle paints white');
  await page.click(testId('theme-toggle'));
  await until(page, { theme: 'black', header: { theme: 'black' }, themeCookie: 'black' }, [], 'the toggle paints black again');

  // The language dialog: a modal with the focus inside, closed by Escape, the focus back on its button.
  await page.click(testId('language-button'));
  await until(page, { dialogs: ['language-dialog'], focus: { inDialog: 'language-dialog' } }, [testId('language-list')], 'the language dialog opens');
  await review(page, context, run, 'desktop', 'language-dialog');
  await page.press('Escape');
  await until(page, { dialogs: [], focus: { testId: 'language-button', controls: null, inDialog: null, inPanel: null } }, [], 'Escape closes the language dialog, focus back on its button');
}

async function phone(page: EnginePage, context: Context, run: Case): Promise<void> {
  const { who } = run;
  expect(page.viewport.width, 'the phone viewport is below the large breakpoint').toBeLessThan(1024);
  await open(page, context, run);
  await until(page, { visible: { [trigger('spot')]: false, [testId('mobile-menu-button')]: true, [testId('mobile-user-button')]: true } }, [trigger('spot'), testId('mobile-menu-button'), testId('mobile-user-button')], 'the mobile bar');
  for (const drawer of ['nav', 'user'] as const) {
    const opener = drawer === 'nav' ? 'mobile-menu-button' : 'mobile-user-button';
    await page.click(testId(opener));
    await until(page, { dialogs: [`${drawer}-drawer`], focus: { inDialog: `${drawer}-drawer` } }, [testId(`${drawer}-drawer`)], `the ${drawer} drawer opens with the focus inside`);
    if (drawer === 'user' && who !== 'guest') {
      await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="drawer-user-name"]')?.textContent ?? null), { timeout: 10_000, message: 'the user drawer shows the user' }).toBe(who);
    }
    await review(page, context, run, 'phone', `${drawer}-drawer`);
    await page.press('Escape');
    await until(page, { dialogs: [], focus: { testId: opener, controls: null, inDialog: null, inPanel: null } }, [], `Escape closes the ${drawer} drawer, focus back on its button`);
  }
}

export const SCENARIOS: readonly Scenario[] = (['site', 'element'] as const).flatMap((host) =>
  (['guest', 'main@demo'] as const).flatMap((who) =>
    (['en', 'ar'] as const).flatMap((lang): Scenario[] => {
      const run: Case = { host, who, lang };
      const where = host === 'element' ? 'element on another origin, ' : '';
      return [
        { name: `${where}desktop: ${who}, ${lang}: menus by hover and keyboard, theme, language dialog`, size: DESKTOP, run: (page, context) => desktop(page, context, run) },
        { name: `${where}phone: ${who}, ${lang}: both drawers, focus in and back, Escape`, size: PHONE, run: (page, context) => phone(page, context, run) },
      ];
    }),
  ),
);
