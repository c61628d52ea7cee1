/**
 * How the desktop bar fits its labels, in every locale, for every user kind (the guest and the 17
 * demo users), on one page load per locale (docs/decisions.md, "Language and currency in the bar";
 * docs/readers.md, "Long labels"; docs/locales.md, "Label lengths"). Resized through the common
 * desktop widths, and the widths just below each step of the language button's label (1366: the
 * currency code; 1440: the language's short name):
 * - no product menu is in the overflow menu while the label (language or currency beside the
 *   globe) shows: the label gives way first (issue 43, N3: at 1440 px it pushed Social and More
 *   into "⋯" for demo@demo in 19 locales while 1424 px showed all six);
 * - the menus a wider window shows include those a narrower one showed;
 * - at 1024 and 1280 px no control of the bar overlaps another, none is cut off (its text fits its
 *   box, its box fits the screen), the page does not scroll sideways, and each product menu is in
 *   the bar or, by name, in the overflow menu (issue 14);
 * - at 1440 px, for a guest, main@demo and sim@demo (the widest end group: the "Demo" mark and the
 *   mode button), the label shows and the six menus stay in the bar even with a system font 4 %
 *   wider than the Noto Sans measured here (Segoe UI and SF run a few percent wider; issue 24).
 *
 * The wider font is every header text's computed font size times 1.04, set inline: glyph advances
 * scale with the font size, so every label becomes exactly 4 % wider while padding, gaps and
 * chevrons keep their size, which is what a wider face does (`letter-spacing` adds a fixed amount
 * per character; `font-stretch` does nothing with the static Noto fonts installed here).
 *
 * One test per kind of bar (BAR_KINDS: signed in once; its cookies serve the 27 locales). The
 * faults of all locales are gathered, so a failure lists them all. The other demo users' bars are
 * the same markup as one of these kinds' in every locale, which the last test holds: what the bar
 * lays out is the same, so the same measure would read the same.
 */
import { LOCALES, localizePath } from '@exchange/contract';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EVERYONE, signInAs, type Who } from './desktop-helpers.ts';

/** The common desktop widths, and the one just below each step of the label (1366, 1440). */
const WIDTHS = [1024, 1280, 1365, 1366, 1439, 1440, 1920] as const;
/** Where the long-label checks run (issue 14). */
const LONG_LABEL_WIDTHS: ReadonlySet<number> = new Set([1024, 1280]);
/**
 * One user of each kind of desktop bar: the bars of two kinds differ in what they lay out (their
 * product menus, the end group's controls, the "Demo" mark, the mode button) in some locale. Every
 * other demo user's bar is one of these kinds' in every locale ("every other user's bar" below, which
 * fails when a user's bar is none of them: then that user is a kind of its own and belongs here).
 */
const BAR_KINDS: readonly Who[] = ['guest', 'main@demo', 'demo@demo', 'creation-demo@demo', 'sim@demo', 'sim-unified@demo', 'classic@demo'];
/** Who is measured with the wider font at 1440 px: the guest's, a main account's and the widest end group. */
const WIDER_FONT_USERS: ReadonlySet<Who> = new Set(['guest', 'main@demo', 'sim@demo']);
const WIDER = 1.04;

interface BarState {
  shown: string[];
  collapsed: string[];
  /** The parts of the language button's label that show (`language`, `currency`). */
  label: string[];
}

/** React Router's router, which the site's client entry puts on the window. */
interface RouterWindow {
  __reactRouterDataRouter?: { state: { revalidation: 'idle' | 'loading' } };
}

/**
 * The bar once it has settled: read after two animation frames (the resize observer has measured)
 * and then once the page is idle (React has rendered what the observer asked for: its work is tasks
 * that run before an idle callback), again until two reads agree (a label giving way makes the bar
 * measure once more). Frames alone are not enough when 27 pages share a busy renderer: React's
 * task can come after both.
 */
function settledBar(page: Page | Frame): Promise<BarState> {
  return page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
    const read = (): BarState => {
      const menus = [...document.querySelectorAll<HTMLElement>('header .hdr-menus > li[data-nav-menu]')];
      const parts = [...document.querySelectorAll<HTMLElement>('header [data-testid="language-button"] :is(.hdr-settings-language, .hdr-settings-currency)')];
      return {
        shown: menus.filter((menu) => menu.dataset.collapsed === undefined).map((menu) => menu.dataset.navMenu ?? ''),
        collapsed: menus.filter((menu) => menu.dataset.collapsed !== undefined).map((menu) => menu.dataset.navMenu ?? ''),
        label: parts
          .filter((part) => part.checkVisibility({ visibilityProperty: true }) && part.getBoundingClientRect().width > 0)
          .map((part) => (part.classList.contains('hdr-settings-language') ? 'language' : 'currency')),
      };
    };
    let last = JSON.stringify(read());
    for (;;) {
      await frames();
      const next = read();
      if (JSON.stringify(next) === last) return next;
      last = JSON.stringify(next);
    }
  });
}

/**
 * What the bar's measure reads now (useOverflow): the window's width, each product menu's width and
 * whether it is collapsed, the gap, the room from the list's start to the menu area's end, the
 * overflow trigger's and the end group's widths. Written beside a fault, so a failure says whether
 * the bar measured wrong or was read too early.
 */
function barMeasures(page: Page | Frame): Promise<string> {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('header .hdr-menus');
    const area = list?.closest('[data-menu-area]');
    if (!list || !area) return 'no menu list';
    const [listBox, areaBox] = [list.getBoundingClientRect(), area.getBoundingClientRect()];
    const rtl = getComputedStyle(list).direction === 'rtl';
    const round = (value: number | undefined) => Math.round(value ?? 0);
    return JSON.stringify({
      window: innerWidth,
      menus: [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-menu]')].map((menu) => `${menu.dataset.navMenu}:${round(menu.getBoundingClientRect().width)}${menu.dataset.collapsed === undefined ? '' : ' collapsed'}`),
      gap: getComputedStyle(list).columnGap,
      room: round(rtl ? listBox.right - areaBox.left : areaBox.right - listBox.left),
      overflow: round(list.querySelector(':scope > [data-nav-overflow]')?.getBoundingClientRect().width),
      end: round(document.querySelector('header .hdr-end')?.getBoundingClientRect().width),
      label: list.dataset.label ?? null,
    });
  });
}

/** What is wrong with the bar as it is laid out now; empty when every control fits. */
function layoutFaults(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const faults: string[] = [];
    if (document.documentElement.scrollWidth > width) faults.push(`page scrolls: ${document.documentElement.scrollWidth}px`);
    const name = (element: Element) => (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30);
    // The bar's own controls (not those inside a closed or open panel), as laid out on screen.
    const controls = [...document.querySelectorAll<HTMLElement>('header .hdr-bar :is(a, button)')]
      .filter((control) => !control.closest('.hdr-dd-panel') && control.checkVisibility({ visibilityProperty: true }))
      .map((control) => ({ control, box: control.getBoundingClientRect() }));
    for (const { control, box } of controls) {
      if (box.left < -0.5 || box.right > width + 0.5) faults.push(`${name(control)} off screen: ${Math.round(box.left)}–${Math.round(box.right)}`);
      // Text cut off inside its control (an ellipsis or a clipped label).
      for (const part of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') faults.push(`${name(control)} cut off: ${part.scrollWidth} > ${part.clientWidth}`);
      }
    }
    // No two controls overlap (nested ones are one control).
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 0.5 && y > 0.5) faults.push(`${name(a.control)} overlaps ${name(b.control)} by ${Math.round(x)} px`);
      }
    }
    // Each product menu is in the bar or, under its own name, in the overflow menu.
    const overflowGroups = new Set([...document.querySelectorAll('#hdr-panel-overflow [role="group"]')].map((group) => group.getAttribute('aria-labelledby')));
    for (const item of document.querySelectorAll<HTMLElement>('header .hdr-menus > li[data-nav-menu]')) {
      const id = item.dataset.navMenu;
      const inBar = item.dataset.collapsed === undefined && item.checkVisibility();
      if (!inBar && !overflowGroups.has(`overflow-${id}`)) faults.push(`${id} is neither in the bar nor in the overflow menu`);
    }
    return faults;
  });
}

/** Makes every text of the header's bar 4 % wider (see above); returns the first menu label's font size before and after. */
function widenHeaderFont(page: Page | Frame): Promise<{ before: number; after: number }> {
  return page.evaluate((factor) => {
    const elements = [...document.querySelectorAll<HTMLElement>('header .hdr-bar, header .hdr-bar *')];
    const label = document.querySelector<HTMLElement>('header .hdr-menus > li[data-nav-menu] > [data-menu] > button');
    const size = () => (label ? Number.parseFloat(getComputedStyle(label).fontSize) : Number.NaN);
    const before = size();
    // Read every size first: an element that inherits its size must not be scaled twice.
    const sizes = elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    elements.forEach((element, index) => element.style.setProperty('font-size', `${sizes[index]! * factor}px`, 'important'));
    return { before, after: size() };
  }, WIDER);
}

/**
 * The product menus as the bar lays them out: which collapsed into the overflow menu, whether the
 * overflow trigger shows, and how far the six menus, side by side, run past the room they have
 * (the menu area's end or the end group's start, mirrored in Arabic; fitMenus tolerates 8 px).
 */
function productMenus(page: Page | Frame) {
  return page.locator('header .hdr-menus').evaluate((list) => {
    const menus = [...list.querySelectorAll<HTMLElement>(':scope > li[data-nav-menu]')];
    const overflow = list.querySelector<HTMLElement>(':scope > li[data-nav-overflow]');
    const area = (list.closest('[data-menu-area]') ?? list).getBoundingClientRect();
    const end = list.closest('header')?.querySelector('.hdr-end')?.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    const rtl = getComputedStyle(list).direction === 'rtl';
    const room = rtl ? box.right - Math.max(end?.right ?? area.left, area.left) : Math.min(end?.left ?? area.right, area.right) - box.left;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const span = menus.reduce((sum, menu) => sum + menu.getBoundingClientRect().width, 0) + gap * Math.max(0, menus.length - 1);
    return {
      collapsed: menus.filter((menu) => menu.dataset.collapsed !== undefined).map((menu) => menu.dataset.navMenu),
      overflowShown: overflow ? overflow.dataset.collapsed === undefined : false,
      withinTolerance: span - room <= 8,
      over: Math.round(span - room),
    };
  });
}

/**
 * The 27 locales' home pages side by side in one window: an iframe each, sized as a window of that
 * width (the page's media queries and the bar's resize observer see the iframe's own width), shown
 * scaled down (a transform, which leaves their layout alone) so every one is on screen and drawn at
 * each frame. The top page is a blank one the test serves itself on the site's origin; the pages
 * refuse framing (`frame-ancestors 'none'`), so the test lets this origin frame them
 * (`frame-ancestors 'self'`) and changes nothing else of their answer.
 */
const HEIGHT = 240;
const HARNESS = '/e2e-bar-fit-harness';
async function openLocales(page: Page, width: number): Promise<Frame[]> {
  await page.route(HARNESS, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body style="margin:0"></body></html>' }));
  const homes = new Set(LOCALES.map(({ locale }) => localizePath(locale, '/')));
  await page.route(
    (url) => homes.has(url.pathname) && url.search === '',
    async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'] ?? '';
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") } });
    },
  );
  await page.goto(HARNESS);
  await page.evaluate(
    ({ paths, width, height }) => {
      paths.forEach((path, index) => {
        const frame = document.createElement('iframe');
        frame.src = path;
        frame.style.cssText = `position:absolute;left:0;top:${(index * height) / 10}px;border:0;width:${width}px;height:${height}px;transform-origin:0 0;transform:scale(0.1)`;
        document.body.append(frame);
      });
    },
    { paths: LOCALES.map(({ locale }) => localizePath(locale, '/')), width, height: HEIGHT },
  );
  const frames = page.frames().slice(1);
  expect(frames).toHaveLength(LOCALES.length);
  return frames;
}

const resizeLocales = (page: Page, width: number) =>
  page.evaluate((width) => document.querySelectorAll('iframe').forEach((frame) => (frame.style.width = `${width}px`)), width);

for (const who of BAR_KINDS) {
  test(`${who}: in every locale from 1024 to 1920 px the label gives way before any product menu, a wider window never shows fewer, no control overlaps or is cut off${WIDER_FONT_USERS.has(who) ? ', and a 4 % wider font keeps the six menus at 1440 px' : ''}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, who);
    const faults: Record<string, string[]> = {};
    const fault = (locale: string, text: string) => (faults[locale] ??= []).push(text);
    const frames = await openLocales(page, WIDTHS[0]);
    const each = <T,>(read: (frame: Frame, locale: (typeof LOCALES)[number], index: number) => Promise<T>) => Promise.all(frames.map((frame, index) => read(frame, LOCALES[index]!, index)));
    await each(async (frame) => {
      await frame.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // A render whose data came incomplete (a call over the server's budget while 27 pages load at
      // once) asks again after hydration, and the answer may change the menus themselves (sim@demo's
      // simulation unknown shows Strategy and Social, known hides them): measure the bar the page
      // keeps, once that revalidation is done (it starts before the hydration mark is set).
      await frame.waitForFunction(() => (window as unknown as RouterWindow).__reactRouterDataRouter?.state.revalidation === 'idle');
      if (who !== 'guest') await expect(frame.locator('header [data-waiting], header .hdr-badge-pending')).toHaveCount(0);
      await frame.evaluate(() => document.fonts.ready.then(() => undefined));
    });
    const narrower: (string[] | undefined)[] = [];
    let narrowerWidth = 0;
    for (const width of WIDTHS) {
      await resizeLocales(page, width);
      await each(async (frame, { locale }, index) => {
        // What is wrong with the bar at this width; read again until it holds, as a width's
        // change can take the bar two measures (the label shows, then gives way), which a
        // renderer shared by 27 busy pages may spread over more than one settled read.
        let bar = await settledBar(frame);
        const wrong = (state: BarState) => [
          ...(state.collapsed.length > 0 && state.label.length > 0 ? [`${width}: ${state.collapsed.join('+')} collapsed beside the label (${state.label.join('+')})`] : []),
          ...(narrower[index]?.some((id) => !state.shown.includes(id))
            ? [`${width}: ${narrower[index].filter((id) => !state.shown.includes(id)).join('+')} collapsed, shown at ${narrowerWidth}`]
            : []),
        ];
        await expect
          .poll(async () => wrong((bar = await settledBar(frame))))
          .toEqual([])
          .catch(async () => {
            const measures = await barMeasures(frame);
            wrong(bar).forEach((text) => fault(locale, `${text}; measures ${measures}`));
          });
        narrower[index] = bar.shown;
        if (LONG_LABEL_WIDTHS.has(width)) {
          // The bar measures again after a frame when fonts or lookups change its widths: read it
          // until it holds (or report what is still wrong). The 27 pages share one browser, so
          // what a busy machine delays is waited for as long as any arrival (expect's timeout).
          await expect(async () => expect(await layoutFaults(frame)).toEqual([]))
            .toPass()
            .catch(async () => (await layoutFaults(frame)).forEach((text) => fault(locale, `${width}: ${text}`)));
        }
      });
      narrowerWidth = width;
    }
    if (WIDER_FONT_USERS.has(who)) {
      await resizeLocales(page, 1440);
      await each(async (frame, { locale, short, currency }) => {
        const bar = await settledBar(frame);
        // The language and currency are in the bar at 1440, taking their room (desktop-settings.spec.ts).
        if (bar.label.join('+') !== 'language+currency') fault(locale, `1440: the label shows ${bar.label.join('+') || 'nothing'}`);
        const settings = frame.getByTestId('language-button');
        const texts = [await settings.locator('.hdr-settings-language').textContent(), await settings.locator('.hdr-settings-currency').textContent()];
        if (texts.join(' / ') !== `${short} / ${currency}`) fault(locale, `1440: the label reads ${texts.join(' / ')}`);
        const font = await widenHeaderFont(frame);
        // The font really is 4 % larger (the labels 4 % wider).
        if (Math.abs(font.after - font.before * WIDER) > 0.01) fault(locale, `the font went from ${font.before} to ${font.after} px`);
        // Read until it holds: the bar measures again after the font change.
        await expect
          .poll(() => productMenus(frame))
          .toMatchObject({ collapsed: [], overflowShown: false, withinTolerance: true })
          .catch(async () => fault(locale, `1440, 4 % wider font: ${JSON.stringify(await productMenus(frame))}`));
      });
    }
    expect(faults, who).toEqual({});
  });
}

/**
 * What a desktop bar lays out, from a page's server HTML (parsed by the browser's DOMParser, no
 * script run): the header's own attributes (its layout and menu width) and the bar's markup without
 * what takes no room in it or a fixed room. Out: the closed panels (`hidden`: the menus' entries,
 * which open over the page), the accessible names (`aria-label`, read by no layout) and the
 * avatar's picture or initial (a 28 px circle whatever it holds, parts.css). Null without a bar.
 */
function barMarkup(page: Page, htmls: string[]): Promise<(string | null)[]> {
  return page.evaluate(
    (htmls) =>
      htmls.map((html) => {
        const header = new DOMParser().parseFromString(html, 'text/html').querySelector('header');
        const bar = header?.querySelector('.hdr-bar');
        if (!header || !bar) return null;
        bar.querySelectorAll('[hidden]').forEach((element) => element.remove());
        bar.querySelectorAll('[aria-label]').forEach((element) => element.removeAttribute('aria-label'));
        bar.querySelectorAll('.hdr-avatar').forEach((element) => element.replaceChildren());
        return `${(header.cloneNode(false) as Element).outerHTML}${bar.outerHTML}`;
      }),
    htmls,
  );
}

test("every other user's bar, in every locale, is the markup of one kind's bar that the tests above measure", async ({ page }) => {
  test.setTimeout(120_000);
  const homes = LOCALES.map(({ locale }) => localizePath(locale, '/'));
  /** Each user's bar in each locale, as the server renders it for that user's cookies. */
  const bars = async (who: Who) => {
    await page.context().clearCookies();
    await signInAs(page, who);
    // One page at a time: the site serves the other tests meanwhile, and pages asked all at once
    // would keep theirs waiting past the header's budget (their headers then render incomplete).
    // The header alone goes to the browser: the rest of each page is no bar's.
    const htmls: string[] = [];
    for (const path of homes) htmls.push(/<header[\s\S]*<\/header>/.exec(await (await page.request.get(path)).text())?.[0] ?? '');
    return barMarkup(page, htmls);
  };
  /**
   * Each user and locale whose bar is none of the kinds' there. Read again until none is: a page
   * rendered while its header's calls ran over the server's budget (27 pages at once on a busy
   * machine) shows that part unknown, and the next render knows it.
   */
  let kinds: (string | null)[][] = [];
  const strays = async () => {
    kinds = [];
    for (const who of BAR_KINDS) kinds.push(await bars(who));
    const out: string[] = [];
    for (const who of EVERYONE.filter((user) => !BAR_KINDS.includes(user))) {
      (await bars(who)).forEach((bar, index) => {
        if (bar === null || !kinds.some((kind) => kind[index] === bar)) out.push(`${who} in ${LOCALES[index]!.locale}`);
      });
    }
    return out;
  };
  await page.goto('about:blank');
  await expect.poll(strays, { timeout: 90_000 }).toEqual([]);
  // And the kinds are kinds: no two of them lay out the same bar in every locale.
  const same = BAR_KINDS.flatMap((a, i) => BAR_KINDS.slice(i + 1).filter((_, j) => kinds[i]!.every((bar, index) => bar === kinds[i + 1 + j]![index])).map((b) => `${a} = ${b}`));
  expect(same).toEqual([]);
});
