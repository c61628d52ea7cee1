// The bytes section of the bench: what the header adds to a page's first load and its on-demand
// chunks (scripts/budgets.mjs, as npm test checks them), what it costs a host that has React only
// (the i18n runtime counted) and one that also has the i18n runtime, and the server HTML's gzip.
import { gzipSync } from 'node:zlib';
import { kib, signedKib } from './format.mjs';
import { PAGES, USERS } from './setup.mjs';

export async function measureBytes(servers) {
  const { checkBudgets } = await import('../budgets.mjs');
  const { measured, results } = await checkBudgets();
  // The server-rendered HTML of each page and user.
  const html = {};
  for (const server of servers) {
    for (const path of PAGES) {
      for (const user of USERS) {
        const cookie = server.cookies[user];
        const body = await (await fetch(`${server.origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
        html[`${server.name} ${path} ${user}`] = gzipSync(body).length;
      }
    }
  }
  return { measured, results, html };
}


/** The bytes section's rows. */
export function bytesRows(bytes, add) {
  {
    const { measured, results: budgets, html } = bytes;
    for (const page of measured.firstLoads) {
      for (const part of ['js', 'catalog', 'css']) {
        const budget = budgets.find((result) => result.name === `first load ${page.path} ${part}`);
        add(`First load ${page.path} ${part === 'js' ? 'JS' : part === 'css' ? 'CSS' : 'catalog'} (gzip)`, kib(page.header[part]), kib(page.bare[part]), signedKib(page.added[part]), `added ≤ ${kib(budget?.budget)}`, budget?.passed);
      }
    }
    // What the header costs another host at first load: one that has React (and a router) only
    // pays the i18n runtime too; one that also has Lingui pays what the site's build adds.
    for (const page of measured.firstLoads) {
      const reactOnly = budgets.find((result) => result.name === `first load ${page.path} js, host with React only`);
      const { js, catalog, css } = page.added;
      const i18n = measured.i18nRuntime;
      add(`Header cost, host with React only, ${page.path}: JS + i18n runtime ${kib(i18n)}`, kib(js + i18n), '', '', `≤ ${reactOnly?.budget} B (DESIGN.md's 30 KB)`, reactOnly?.passed);
      add(`Header cost, host with React only, ${page.path}: JS, i18n runtime, catalog and CSS`, kib(js + i18n + catalog + css), '', '', '', undefined);
      add(`Header cost, host with React and the i18n runtime, ${page.path}: JS`, kib(js), '', '', '', undefined);
      add(`Header cost, host with React and the i18n runtime, ${page.path}: JS, catalog and CSS`, kib(js + catalog + css), '', '', '', undefined);
    }
    for (const path of PAGES) {
      for (const user of USERS) {
        const header = html[`header ${path} ${user}`];
        const bare = html[`bare ${path} ${user}`];
        if (header !== undefined) add(`HTML ${path} ${user} (gzip)`, kib(header), kib(bare), signedKib(header - bare), '', undefined);
      }
    }
    for (const chunk of measured.onDemand) {
      const budget = budgets.find((result) => result.name === `on demand ${chunk.name}`);
      add(`On demand: ${chunk.name} (gzip)`, kib(chunk.bytes), '', '', `≤ ${kib(budget?.budget)}`, budget?.passed);
    }
  }
}
