/**
 * The cross-engine scenarios, written once against the EnginePage interface (driver.ts): guest and
 * main@demo, English and Arabic; on a 1440 px desktop the hover and keyboard paths of a product
 * menu and the account menu, the theme toggle and the language dialog; at phone width both drawers
 * (open, focus inside, Escape, focus back on the opener). The suite (suite.ts) fails each one on
 * any console or page error. Waits are polls of the page's state, never sleeps as assertions.
 */
import { expect } from 'vitest';
import type { EnginePage, Size } from './driver.ts';

export type Who = 'guest' | 'main@demo';
export type Lang = 'en' | 'ar';

export const DESKTOP: Size = { width: 1440, height: 900 };
/** A phone. WebKitGTK's window is at least 447 px wide (Firefox's, without setViewport, 500): still below the 1024 px breakpoint. */
export const PHONE: Size = { width: 390, height: 844 };

/** The spec's hover-intent delay (NAV_CONSTANTS.hoverOpenDelayMs): a lower bound, so never flaky. */
const OPEN_DELAY_MS = 150;

export interface Shots {
  /** Saves a PNG of the viewport under this name, for review (not compared). */
  take(page: EnginePage, name: string): Promise<void>;
}

export interface Scenario {
  name: string;
  size: Size;
  run(page: EnginePage, shots: Shots): Promise<void>;
}

const trigger = (id: string) => `button[aria-controls="hdr-panel-${id}"]`;
const testId = (id: string) => `[data-testid="${id}"]`;

/** What the page shows now, read in one round trip (self-contained: it runs in the page). */
interface Snapshot {
  hydrated: boolean;
  lang: string;
  dir: string;
  theme: string | undefined;
  headerTheme: string | undefined;
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
      headerTheme: headerRoot instanceof HTMLElement ? headerRoot.dataset.theme : undefined,
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

/** Polls the page until its snapshot matches. */
async function until(page: EnginePage, expected: Record<string, unknown>, visible: string[] = [], message = 'page state'): Promise<void> {
  await expect.poll(() => snapshot(page, visible), { timeout: 10_000, interval: 50, message }).toMatchObject(expected);
}

const home = (lang: Lang) => (lang === 'ar' ? '/ar/' : '/');

/** Loads the locale's home page, signed in as `who` through the real API (same origin, in the page). */
async function openHome(page: EnginePage, who: Who, lang: Lang): Promise<void> {
  await page.goto(home(lang));
  if (who !== 'guest') {
    const code = await page.evaluate(async (loginName: string) => {
      const response = await fetch('/v1/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName, password: 'demo' }) });
      return ((await response.json()) as { code: string }).code;
    }, who);
    expect(code, `sign-in of ${who}`).toBe('00000');
    await page.goto(home(lang));
  }
  await until(page, { hydrated: true, lang, dir: lang === 'ar' ? 'rtl' : 'ltr' }, [], 'hydrated, lang and dir');
}

/**
 * Hovers a menu's trigger and waits for its panel; the page records when the pointer entered and
 * when the panel was shown, and the panel must not have opened sooner than the spec's delay.
 */
async function hoverOpens(page: EnginePage, id: string): Promise<void> {
  await page.evaluate((menuId: string) => {
    const marks: { enter?: number; shown?: number } = {};
    (window as unknown as { __hoverMarks: typeof marks }).__hoverMarks = marks;
    const panel = document.getElementById(`hdr-panel-${menuId}`);
    document.querySelector(`button[aria-controls="hdr-panel-${menuId}"]`)?.addEventListener('pointerenter', () => (marks.enter ??= performance.now()), { once: true });
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

async function desktop(page: EnginePage, shots: Shots, who: Who, lang: Lang): Promise<void> {
  await openHome(page, who, lang);
  const bar = [trigger('spot'), testId('theme-toggle'), testId('mobile-menu-button')];
  await until(page, { theme: 'black', headerTheme: 'black', visible: { [bar[0]!]: true, [bar[1]!]: true, [bar[2]!]: false } }, bar, 'the desktop bar');

  // A product menu by hover, and the account menu for a signed-in user.
  await hoverOpens(page, 'spot');
  if (lang === 'en' && who !== 'guest') await shots.take(page, `desktop-${lang}-main-spot`);
  await hoverCloses(page, 'spot');
  if (who !== 'guest') {
    await hoverOpens(page, 'account');
    await until(page, { panels: ['account'] }, [testId('user-name')], 'the account menu shows the user');
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="user-name"]')?.textContent ?? null), { timeout: 10_000 }).toBe(who);
    if (lang === 'ar') await shots.take(page, `desktop-${lang}-main-account`);
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
  await until(page, { theme: 'white', headerTheme: 'white', themeCookie: 'white' }, [], 'the toggle paints white');
  await page.click(testId('theme-toggle'));
  await until(page, { theme: 'black', headerTheme: 'black', themeCookie: 'black' }, [], 'the toggle paints black again');

  // The language dialog: a modal with the focus inside, closed by Escape, the focus back on its button.
  await page.click(testId('language-button'));
  await until(page, { dialogs: ['language-dialog'], focus: { inDialog: 'language-dialog' } }, [testId('language-list')], 'the language dialog opens');
  if (who === 'guest' && lang === 'ar') await shots.take(page, `desktop-${lang}-guest-language-dialog`);
  await page.press('Escape');
  await until(page, { dialogs: [], focus: { testId: 'language-button', controls: null, inDialog: null, inPanel: null } }, [], 'Escape closes the language dialog, focus back on its button');
}

async function phone(page: EnginePage, shots: Shots, who: Who, lang: Lang): Promise<void> {
  expect(page.viewport.width, 'the phone viewport is below the large breakpoint').toBeLessThan(1024);
  await openHome(page, who, lang);
  await until(page, { visible: { [trigger('spot')]: false, [testId('mobile-menu-button')]: true, [testId('mobile-user-button')]: true } }, [trigger('spot'), testId('mobile-menu-button'), testId('mobile-user-button')], 'the mobile bar');
  for (const drawer of ['nav', 'user'] as const) {
    const opener = drawer === 'nav' ? 'mobile-menu-button' : 'mobile-user-button';
    await page.click(testId(opener));
    await until(page, { dialogs: [`${drawer}-drawer`], focus: { inDialog: `${drawer}-drawer` } }, [testId(`${drawer}-drawer`)], `the ${drawer} drawer opens with the focus inside`);
    if ((drawer === 'nav' && lang === 'en' && who === 'guest') || (drawer === 'user' && lang === 'ar' && who !== 'guest')) {
      await shots.take(page, `phone-${lang}-${who === 'guest' ? 'guest' : 'main'}-${drawer}-drawer`);
    }
    await page.press('Escape');
    await until(page, { dialogs: [], focus: { testId: opener, controls: null, inDialog: null, inPanel: null } }, [], `Escape closes the ${drawer} drawer, focus back on its button`);
  }
}

export const SCENARIOS: readonly Scenario[] = (['guest', 'main@demo'] as const).flatMap((who) =>
  (['en', 'ar'] as const).flatMap((lang): Scenario[] => [
    { name: `desktop: ${who}, ${lang}: menus by hover and keyboard, theme, language dialog`, size: DESKTOP, run: (page, shots) => desktop(page, shots, who, lang) },
    { name: `phone: ${who}, ${lang}: both drawers, focus in and back, Escape`, size: PHONE, run: (page, shots) => phone(page, shots, who, lang) },
  ]),
);
