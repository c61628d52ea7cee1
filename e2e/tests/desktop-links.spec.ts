/**
 * The server-rendered header has exactly the links the navigation model computes for each user,
 * as real <a href> elements (hidden until their menu opens), with aria-current on the current
 * page, new-window trading info, the NEW mark and fee tags, and a skip link. Checked on the HTML
 * the server sends (no script), for the guest and all 17 demo users.
 */
import { isCurrentPage } from '@exchange/header/nav';
import { expect, hydrated, test } from './fixtures.ts';
import { EVERYONE, desktopLinks, headerHrefs, menu, modelNav, signInAs, sorted, type Who } from './desktop-helpers.ts';
import { firstDeliverySymbol } from '@exchange/contract/demo';

/** The seed's first Coin-M delivery contract today (the next quarterly one). */
const DELIVERY = firstDeliverySymbol();

const everyHref = new Set(EVERYONE.flatMap((who) => desktopLinks(modelNav(who)).map((link) => link.href)));

test("every user's server HTML has exactly the model's header links (the guest and each demo user)", async ({ page }) => {
  for (const who of EVERYONE) {
    await test.step(who, async () => {
      await page.context().clearCookies();
      await signInAs(page, who);
      const expected = desktopLinks(modelNav(who)).map((link) => link.href);
      const own = new Set(expected);
      // Asked again until it holds: a page rendered while a call of its header ran over the server's
      // budget (the site busy with the other tests) shows that part unknown, and the next one knows it.
      await expect(async () => {
        const shown = headerHrefs(await (await page.request.get('/')).text());
        expect(
          expected.filter((href) => !shown.includes(href)),
          `links ${who} must see`,
        ).toEqual([]);
        expect(
          [...everyHref].filter((href) => !own.has(href) && shown.includes(href)),
          `links ${who} must not see`,
        ).toEqual([]);
        expect(sorted(shown), who).toEqual(sorted(expected));
      }).toPass({ timeout: 15_000 });
    });
  }
});

test('the links of other locales are localized and follow the locale flags (zh-CN, en-GB, ja)', async ({ page }) => {
  await signInAs(page, 'main@demo');
  for (const locale of ['zh-CN', 'en-GB', 'ja'] as const) {
    const expected = sorted(desktopLinks(modelNav('main@demo', { locale })).map((link) => link.href));
    // Asked again until it holds, as above.
    await expect(async () => expect(sorted(headerHrefs(await (await page.request.get(`/${locale}/`)).text())), locale).toEqual(expected)).toPass({ timeout: 15_000 });
  }
});

test('every menu panel is in the HTML, hidden, and controlled by a button (disclosure, not role=menu)', async ({ page }) => {
  await signInAs(page, 'main@demo');
  const html = await (await page.request.get('/')).text();
  for (const id of ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more', 'assets', 'orders', 'download', 'account', 'overflow']) {
    expect(html, id).toMatch(new RegExp(`<button[^>]*aria-expanded="false"[^>]*aria-controls="hdr-panel-${id}"`));
    expect(html, id).toMatch(new RegExp(`<div[^>]*id="hdr-panel-${id}"[^>]*hidden=""`));
  }
  expect(html).not.toContain('role="menu"');
  // The skip link leads past the header to the page's main content.
  expect(html).toMatch(/<a class="hdr-skip" href="#main">Skip to content<\/a>/);
  expect(html).toMatch(/<main id="main"/);
  // The overflow trigger is hidden in the server render: every menu is in the bar.
  expect(html).toMatch(/<li class="hdr-menu" data-nav-overflow="" data-collapsed="">/);
});

test('trading info opens in a new window with rel=noopener; nothing else in the menus does but the stores', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const blank = [...html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)].map((match) => match[0]);
  const external = desktopLinks(modelNav('guest')).filter((link) => link.kind === 'external');
  expect(blank).toHaveLength(external.length);
  for (const tag of blank) expect(tag).toContain('rel="noopener"');
  for (const link of external) expect(link.id).toMatch(/^(tradeInfo\.|download\.)/);
});

test('an entry that opens a new window shows a mark after its label, pointing to the inline end; no other entry has one (en and ar)', async ({ page }) => {
  for (const locale of ['en', 'ar'] as const) {
    await page.goto(locale === 'en' ? '/' : `/${locale}/`);
    await hydrated(page);
    const { trigger, panel } = menu(page, 'tradeInfo');
    await trigger.click();
    await expect(panel).toBeVisible();
    const marks = await page.locator('header .hdr-item').evaluateAll((items) =>
      items
        .filter((item) => item.checkVisibility())
        .map((item) => {
          const label = item.querySelector('.hdr-item-label');
          const mark = label ? getComputedStyle(label, '::after') : null;
          const shown = mark !== null && mark.content !== 'none' && parseFloat(mark.width) > 0;
          // The mark's corner is drawn on the inline end: the right in English, the left in Arabic.
          return { blank: item.getAttribute('target') === '_blank', shown, side: shown ? (parseFloat(mark.borderRightWidth) > 0 ? 'right' : 'left') : null };
        }),
    );
    expect(marks.filter((mark) => mark.blank).length, locale).toBeGreaterThan(5);
    for (const mark of marks) expect(mark, locale).toEqual({ blank: mark.blank, shown: mark.blank, side: mark.blank ? (locale === 'ar' ? 'left' : 'right') : null });
  }
});

test('the arbitrage bot shows NEW and the bots their fee tags, as the model formats them', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/data-item="strategy\.arbitrage"[^>]*><span class="hdr-item-label">Funding rate arbitrage<\/span><span class="hdr-badge hdr-badge-new">NEW<\/span>/);
  expect(html).toMatch(/data-item="strategy\.spotGrid"[^>]*><span class="hdr-item-label">Spot grid<\/span><span class="hdr-badge hdr-badge-fee">Zero fee<\/span>/);
  expect(html).toMatch(/data-item="strategy\.futuresGrid"[^>]*><span class="hdr-item-label">Futures grid<\/span><span class="hdr-badge hdr-badge-fee">20% off<\/span>/);
  const zh = await (await page.request.get('/zh-CN/')).text();
  expect(zh).toMatch(/data-item="strategy\.futuresGrid"[^>]*>.*?<span class="hdr-badge hdr-badge-fee">8折<\/span>/);
});

const CURRENT_PAGES = ['/spot/BTCUSDT', '/spot/BTCUSDT?type=spot', '/spot/BTCUSDT?type=cross', '/futures', '/order/mcp?tab=1&businessLine=11', '/zh-CN/trading-bot'];

test(`aria-current marks exactly the model's current page on ${CURRENT_PAGES.join(', ')}`, async ({ page }) => {
  await signInAs(page, 'main@demo');
  for (const path of CURRENT_PAGES) {
    await test.step(path, async () => {
      const html = await (await page.request.get(path)).text();
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const current = [...header.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*aria-current="page"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
      const locale = path.startsWith('/zh-CN') ? 'zh-CN' : 'en';
      const currentPath = locale === 'en' ? path : path.slice('/zh-CN'.length);
      const expected = desktopLinks(modelNav('main@demo', { locale, currentPath }))
        .filter((link) => link.current)
        .map((link) => link.href);
      expect(sorted(current), path).toEqual(sorted(expected));
      expect(current.length, path).toBeGreaterThan(0);
      // The menus that hold it have their trigger marked, and no other (the model's ShownMenu.current).
      const marked = [...header.matchAll(/<div class="hdr-dd[^"]*" data-menu="([^"]+)"[^>]*><button class="hdr-dd-trigger"[^>]*data-current=""/g)].map((match) => match[1] ?? '');
      const holding = Object.values(modelNav('main@demo', { locale, currentPath }).menus)
        .filter((menu) => menu.current && header.includes(`data-menu="${menu.id}"`) && menu.id !== 'brand')
        .map((menu) => menu.id);
      expect(sorted(marked), `${path}: marked triggers`).toEqual(sorted(holding));
    });
  }
});

test('spot and margin share a path but not aria-current', async ({ page }) => {
  expect(isCurrentPage('/spot/BTCUSDT?type=spot', '/spot/BTCUSDT')).toBe(true);
  const margin = await (await page.request.get('/spot/BTCUSDT?type=cross')).text();
  expect(margin).toMatch(/href="\/spot\/BTCUSDT\?type=cross"[^>]*aria-current="page"[^>]*data-item="spot\.margin"/);
  expect(margin).not.toMatch(/href="\/spot\/BTCUSDT\?type=spot"[^>]*aria-current="page"/);
});

test('login and register carry from = the current page and source=mix', async ({ page }) => {
  const html = await (await page.request.get('/zh-CN/spot/BTCUSDT?type=cross')).text();
  expect(html).toContain('href="/zh-CN/login?from=%2Fzh-CN%2Fspot%2FBTCUSDT%3Ftype%3Dcross&amp;source=mix"');
  expect(html).toContain('href="/zh-CN/register?from=%2Fzh-CN%2Fspot%2FBTCUSDT%3Ftype%3Dcross&amp;source=mix"');
});

test('the Coin-M delivery link is a real link to the server route that redirects to the first delivery symbol', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/href="\/futures\/usd-settled"[^>]*data-item="futures\.coinMDelivery"/);
  const response = await page.request.get('/futures/usd-settled', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`/futures/usd/${DELIVERY}`);
});

test('on a delivery contract page the Coin-M delivery entry is the current page, not the perpetual', async ({ page }) => {
  await page.goto(`/futures/usd/${DELIVERY}`);
  await hydrated(page);
  const panel = menu(page, 'futures').panel;
  await expect(panel.locator('[data-item="futures.coinMDelivery"]')).toHaveAttribute('aria-current', 'page');
  await expect(panel.locator('[data-item="futures.coinM"]')).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/futures/usd/BTCUSD');
  await hydrated(page);
  await expect(panel.locator('[data-item="futures.coinM"]')).toHaveAttribute('aria-current', 'page');
  await expect(panel.locator('[data-item="futures.coinMDelivery"]')).not.toHaveAttribute('aria-current', 'page');
});

const whoSeesTraderPro: Who = 'trader-pro@demo';
test('entries that wait for an optional lookup are not in the server HTML at all (no row that never fills without script)', async ({ page }) => {
  await signInAs(page, whoSeesTraderPro);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-waiting="account.tradePro"');
  expect(html).not.toContain('data-item="account.tradePro"');
  expect(html).not.toContain('href="/tradeProAccount"');
});
