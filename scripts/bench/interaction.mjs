// The bench's interaction section (npm run bench --only interaction): how long each of the header's
// interactions takes to its next paint, in Chromium with the CPU slowed 4× (a mid-range phone),
// against a floor measured in the same run on the same page: a plain script that shows or hides a
// list of ten links when its button is clicked. Each row is the median of --repeat samples (5)
// and its ratio to the floor's median; the target is at most 1.25× the floor. An interaction
// whose change ten links never make is judged against a floor of its own, a plain script making
// that change, with its ratio to the ten links beside it: the theme toggle (the page's and the
// header's `data-theme`), the dialog and the drawers (a modal dialog of 27 links opened), a
// language switch (that dialog closed on a link's click), a drawer section (its own list shown
// by a listener ahead of React's).
//
// A click's time is the Event Timing API's duration of its interaction, what Core Web Vitals' INP
// reads: from the input to the next frame painted after its handlers (8 ms granularity). The
// pointer rests on the button for 100 ms before it presses, as a person's does, so the click's
// time holds what the press does, not what the pointer's arrival did. A hover
// is not an interaction for Event Timing: its time is from the pointer's arrival to the first
// frame that shows the panel, less the spec's 150 ms intent delay.
//
// Every sample opens its own page (cold caches are not the point: each page is loaded, hydrated
// and idle before the sample), so no sample pays for the one before it.
import { CHROME_FLAGS, CHROMIUM } from './lighthouse.mjs';

const CPU_SLOWDOWN = 4;
const HOVER_DELAY_MS = 150;
/** How long the pointer rests on a button before it presses, ms: under the hover intent delay. */
export const POINTER_REST_MS = 100;
/** Event Timing's smallest reporting threshold, ms: a shorter interaction has no entry. */
const EVENT_TIMING_THRESHOLD_MS = 16;
/** How long a click's entry may take to arrive after its paint, ms. */
const ENTRY_WAIT_MS = 2000;
export const TARGET_RATIO = 1.25;

/** The floor: a button and a list of ten links, toggled by a plain listener (no framework). */
const FLOOR = `(() => {
  const linkList = (count, name) => {
    const list = document.createElement('ul');
    for (let index = 0; index < count; index += 1) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = '#' + name + '-' + index;
      link.textContent = name + ' link ' + index;
      item.append(link);
      list.append(item);
    }
    return list;
  };
  const box = document.createElement('div');
  box.id = 'bench-floor';
  box.style.cssText = 'position:fixed;inset-block-end:8px;inset-inline-start:8px;z-index:1;background:Canvas;color:CanvasText';
  const button = document.createElement('button');
  button.textContent = 'Floor';
  const list = linkList(10, 'floor');
  list.hidden = true;
  button.addEventListener('click', () => { list.hidden = !list.hidden; });
  // The theme's floor: the same change as the header's toggle, by a plain listener.
  const theme = document.createElement('button');
  theme.id = 'bench-theme-floor';
  theme.textContent = 'Theme floor';
  theme.addEventListener('click', () => {
    const next = document.documentElement.dataset.theme === 'white' ? 'black' : 'white';
    document.documentElement.dataset.theme = next;
    for (const root of document.querySelectorAll('.hdr-root')) root.dataset.theme = next;
  });
  // The modal dialog's floor: a <dialog> of 27 links, opened as a modal by a plain listener.
  const modal = document.createElement('dialog');
  modal.id = 'bench-dialog-floor';
  modal.append(linkList(27, 'dialog-floor'));
  const opener = document.createElement('button');
  opener.id = 'bench-dialog-floor-open';
  opener.textContent = 'Dialog floor';
  opener.addEventListener('click', () => modal.showModal());
  // ...and closed by a plain listener when one of its links is chosen (a language switch's change).
  modal.addEventListener('click', (event) => {
    if (!event.target.closest('a')) return;
    event.preventDefault();
    modal.close();
  });
  box.append(button, theme, opener, list, modal);
  document.body.append(box);
})()`;

/**
 * A floor on the header's own element: a plain listener on the window, ahead of React's, takes the
 * trigger's presses (React never sees them) and makes the change the header makes: the panel shown
 * and the trigger's aria-expanded set. So the floor is the same change on the same element, in the
 * same page, and the row's ratio to it is what the header's code adds.
 */
const INTERCEPT = ({ trigger, panel }) => {
  const stop = (event) => {
    if (!event.target.closest(trigger)) return;
    event.stopImmediatePropagation();
    if (event.type !== 'click') return;
    event.preventDefault();
    const shown = document.querySelector(panel);
    shown.hidden = !shown.hidden;
    document.querySelector(trigger).setAttribute('aria-expanded', String(!shown.hidden));
  };
  for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']) window.addEventListener(type, stop, true);
};

/** Records Event Timing entries of interactions in `window.__benchEvents`. */
const OBSERVE = `(() => {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__benchEvents.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true });
})()`;

/** Expanding the nav drawer's Futures section: the header's click and its floor's are the same press. */
const SECTION = {
  kind: 'click',
 
  who: 'guest',
  viewport: 'phone',
  before: '[data-testid="mobile-menu-button"]',
  beforeDone: '[data-testid="nav-drawer"][open] .hdr-section-trigger',
  target: '[data-testid="nav-drawer"] [data-section="futures"] .hdr-section-trigger',
  done: '[data-testid="nav-drawer"] [data-section="futures"] .hdr-section-trigger[aria-expanded="true"]',
};
const SECTION_FLOOR = "floor: a plain script shows a drawer section's list (phone, Futures)";

/**
 * The interactions: where, as whom, at what size, what to do and what shows it is done. `click`
 * rows read Event Timing; `hover` rows time the panel's first frame.
 */
export const INTERACTIONS = [
  { name: 'floor: a plain script toggles ten links', kind: 'click', who: 'guest', viewport: 'desktop', target: '#bench-floor button', done: '#bench-floor ul:not([hidden])' },
  { name: "floor: a plain script switches the page's theme", kind: 'click', who: 'guest', viewport: 'desktop', target: '#bench-theme-floor', done: 'html[data-theme="white"]', isFloor: true },
  { name: 'floor: a plain script opens a modal dialog of 27 links', kind: 'click', who: 'guest', viewport: 'desktop', target: '#bench-dialog-floor-open', done: '#bench-dialog-floor[open]', isFloor: true },
  { name: 'floor: a plain script closes a modal dialog of 27 links when one is chosen', kind: 'click', who: 'guest', viewport: 'desktop', before: '#bench-dialog-floor-open', beforeDone: '#bench-dialog-floor[open] a', target: '#bench-dialog-floor a[href="#dialog-floor-4"]', done: '#bench-dialog-floor:not([open])', isFloor: true },
  { name: 'floor: a plain script opens a modal dialog of 27 links (phone)', kind: 'click', who: 'guest', viewport: 'phone', target: '#bench-dialog-floor-open', done: '#bench-dialog-floor[open]', isFloor: true },
  { name: 'open a product menu by click (Spot)', kind: 'click', who: 'guest', viewport: 'desktop', target: 'button[aria-controls="hdr-panel-spot"]', done: '#hdr-panel-spot:not([hidden])' },
  { name: 'open a product menu by hover (Spot), after its delay', kind: 'hover', who: 'guest', viewport: 'desktop', target: 'button[aria-controls="hdr-panel-spot"]', done: '#hdr-panel-spot' },
  { name: 'open the account menu by click', kind: 'click', who: 'main@demo', viewport: 'desktop', target: 'button[aria-controls="hdr-panel-account"]', done: '#hdr-panel-account:not([hidden])' },
  { name: 'open the account menu by hover, after its delay', kind: 'hover', who: 'main@demo', viewport: 'desktop', target: 'button[aria-controls="hdr-panel-account"]', done: '#hdr-panel-account' },
  { name: 'toggle the theme', kind: 'click', who: 'guest', viewport: 'desktop', target: '[data-testid="theme-toggle"]', done: 'html[data-theme="white"]', floor: "floor: a plain script switches the page's theme" },
  { name: 'open the language dialog', kind: 'click', who: 'guest', viewport: 'desktop', target: '[data-testid="language-button"]', done: '[data-testid="language-dialog"][open]', floor: 'floor: a plain script opens a modal dialog of 27 links' },
  { name: 'switch language (click a language)', kind: 'click', who: 'guest', viewport: 'desktop', before: '[data-testid="language-button"]', beforeDone: '[data-testid="language-list"] a', target: '[data-testid="language-list"] a[hreflang="de"]', done: 'html[lang="de"]', floor: 'floor: a plain script closes a modal dialog of 27 links when one is chosen' },
  { name: 'open the phone navigation drawer', kind: 'click', who: 'guest', viewport: 'phone', target: '[data-testid="mobile-menu-button"]', done: '[data-testid="nav-drawer"][open]', floor: 'floor: a plain script opens a modal dialog of 27 links (phone)' },
  { name: 'open the phone user drawer', kind: 'click', who: 'main@demo', viewport: 'phone', target: '[data-testid="mobile-user-button"]', done: '[data-testid="user-drawer"][open]', floor: 'floor: a plain script opens a modal dialog of 27 links (phone)' },
  { name: SECTION_FLOOR, ...SECTION, intercept: { trigger: SECTION.target, panel: '#hdr-section-futures' }, isFloor: true },
  { name: 'expand a drawer section (phone, Futures)', ...SECTION, floor: SECTION_FLOOR },
];

/**
 * The pages the interactions are measured on, each with its own floors: the site's page (React,
 * hydrated), and the element's page (`/hosts/html/`: no React, the server's HTML and the
 * framework-free enhancer, the script the SSI page runs too). A language switch on the element's
 * page loads the site's page of that language, not a change of this page: it is the site's row only.
 */
export const HOSTS = {
  site: { path: '/spot/BTCUSDT', ready: 'html[data-hydrated="true"]', label: '' },
  element: { path: '/hosts/html/', ready: '.hdr-root[data-enhanced]', label: 'element page: ', skip: new Set(['switch language (click a language)']) },
};

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One sample: a fresh page, idle and hydrated, slowed, then the interaction; its time in ms. */
async function sample(browser, origin, cookies, interaction, host = HOSTS.site) {
  const context = await browser.newContext({ viewport: VIEWPORTS[interaction.viewport], hasTouch: interaction.viewport === 'phone' });
  // `cookies[who]`: the session cookie as a request sends it (`rt=…`).
  const session = cookies[interaction.who];
  if (session) await context.addCookies([{ name: session.slice(0, session.indexOf('=')), value: session.slice(session.indexOf('=') + 1), url: origin }]);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${host.path}`);
    await page.waitForSelector(host.ready, { state: 'attached' });
    await page.evaluate(FLOOR);
    // What the sample needs open first (the dialog of a language, the drawer of a section).
    if (interaction.before) {
      await page.click(interaction.before);
      await page.waitForSelector(interaction.beforeDone);
    }
    if (interaction.intercept) await page.evaluate(INTERCEPT, interaction.intercept);
    await page.evaluate(OBSERVE);
    // Idle: the header's own after-load work (lookups, prefetches) is over before the sample.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let time;
    if (interaction.kind === 'click') {
      // The pointer arrives, then presses: a person's press comes well after the pointer reaches
      // the button, so what its arrival starts (hover styles, enter handlers) is not the click's.
      // 100 ms is under the menus' 150 ms hover intent, so the press still finds a closed menu.
      await page.hover(interaction.target, { noWaitAfter: true });
      await page.waitForTimeout(POINTER_REST_MS);
      const before = await page.evaluate(() => window.__benchEvents.length);
      await page.click(interaction.target, { noWaitAfter: true });
      await page.waitForSelector(interaction.done, { state: 'attached' });
      // The entry arrives after the paint it measures: wait for it. Event Timing reports no
      // interaction shorter than its 16 ms threshold: none in 2 s is one under it, counted as 16.
      const arrived = await page.waitForFunction((count) => window.__benchEvents.length > count, before, { timeout: ENTRY_WAIT_MS }).then(
        () => true,
        () => false,
      );
      time = arrived
        ? await page.evaluate((count) => {
            const entries = window.__benchEvents.slice(count);
            const id = entries[0].id;
            return Math.max(...entries.filter((entry) => entry.id === id).map((entry) => entry.duration));
          }, before)
        : EVENT_TIMING_THRESHOLD_MS;
    } else {
      await page.evaluate(
        ({ target, done }) => {
          const trigger = document.querySelector(target);
          const panel = document.querySelector(done);
          window.__benchHover = new Promise((resolve) => {
            trigger.addEventListener(
              'pointerenter',
              (event) => {
                const frame = (now) => (panel.checkVisibility() ? resolve(now - event.timeStamp) : requestAnimationFrame(frame));
                requestAnimationFrame(frame);
              },
              { once: true },
            );
          });
        },
        { target: interaction.target, done: interaction.done },
      );
      await page.hover(interaction.target, { noWaitAfter: true });
      time = (await page.evaluate(() => window.__benchHover)) - HOVER_DELAY_MS;
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return time;
  } finally {
    await context.close();
  }
}

/** Every interaction `repeat` times on each host's page, interleaved (one of each per round), with the floors. */
export async function measureInteractions({ origin, cookies, repeat = 5, log }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  const samples = Object.fromEntries(Object.entries(HOSTS).map(([name, host]) => [name, Object.fromEntries(interactionsOf(host).map((interaction) => [interaction.name, []]))]));
  try {
    for (let round = 0; round < repeat; round += 1) {
      for (const [name, host] of Object.entries(HOSTS)) {
        for (const interaction of interactionsOf(host)) {
          const time = await sample(browser, origin, cookies, interaction, host);
          samples[name][interaction.name].push(time);
          log(`interaction ${round + 1}/${repeat} ${host.label}${interaction.name}: ${Math.round(time)} ms`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const hosts = Object.fromEntries(
    Object.entries(samples).map(([name, byInteraction]) => {
      const medians = Object.fromEntries(Object.entries(byInteraction).map(([interaction, list]) => [interaction, median(list)]));
      return [name, { samples: byInteraction, medians, floor: medians[INTERACTIONS[0].name] }];
    }),
  );
  return { cpuSlowdown: CPU_SLOWDOWN, repeat, hosts };
}

/** The interactions measured on `host`'s page. */
const interactionsOf = (host) => INTERACTIONS.filter(({ name }) => !host.skip?.has(name));

/** The section's rows of the bench table (`add(measure, header, bare, diff, target, met)`), each host's after the site's. */
export function interactionRows(results, add) {
  const { repeat, cpuSlowdown, hosts } = results;
  for (const [hostName, { medians, floor }] of Object.entries(hosts)) hostRows(HOSTS[hostName], medians, floor, repeat, cpuSlowdown, add);
}

function hostRows(host, medians, floor, repeat, cpuSlowdown, add) {
  for (const [index, { name, isFloor = index === 0, floor: ownFloor }] of INTERACTIONS.entries()) {
    if (host.skip?.has(name)) continue;
    const value = medians[name];
    const measure = `Interaction to next paint, ${cpuSlowdown}× CPU, median of ${repeat}: ${host.label}${name}`;
    if (isFloor) {
      add(measure, `${Math.round(value)} ms`, '', index === 0 ? 'the floor' : `a floor (× ${(value / floor).toFixed(2)} of the first)`, '', undefined);
      continue;
    }
    const against = ownFloor ? medians[ownFloor] : floor;
    const ratio = value / against;
    const diff = ownFloor ? `× ${ratio.toFixed(2)} of its floor (× ${(value / floor).toFixed(2)} of the first)` : `× ${ratio.toFixed(2)}`;
    add(measure, `${Math.round(value)} ms`, '', diff, `≤ ${TARGET_RATIO}× ${ownFloor ? 'its floor' : 'floor'}`, ratio <= TARGET_RATIO);
  }
}
