// npm run bench, section `hosts` (issue 21): what the header costs pages of other stacks, each
// against the same page without a header, measured in the same run through the edge (nginx and two
// render processes of the header build):
// - the element's two framework-free scripts as sent (gzip; scripts/bytes.mjs enhancerBytes): the
//   element (an empty element's page) and the enhancer (the SSI page's);
// - Lighthouse mobile (score, LCP) of the element's page and of the SSI page, guest, each beside
//   its twin without the header (the element's script and tag, or the SSI include, taken out),
//   simulated (Lantern) and with DevTools throttling applied (LCP as observed), each held to the
//   issue's ≤ × 1.05 of its twin;
// - the fragment's added latency through nginx: the SSI page (a guest's kept fragment: a cache
//   hit) against its twin without the include, p50 and p95 over keep-alive connections.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { BUDGETS_FILE } from '../budgets.mjs';
import { enhancerBytes } from '../bytes.mjs';
import { kib } from './format.mjs';
import { root } from '../lib.mjs';

const HOSTS_BUILD = resolve(root, 'apps/hosts/build');
/** The pages this section writes beside the SSI host's, served by nginx as /hosts/ssi/bench/…, removed after. */
const BENCH_DIR = resolve(HOSTS_BUILD, 'ssi/bench');
export const HOST_PAGES = {
  element: '/hosts/ssi/bench/element.html',
  'element, no header': '/hosts/ssi/bench/element-bare.html',
  ssi: '/hosts/ssi/bench/ssi.html',
  'ssi, no header': '/hosts/ssi/bench/ssi-bare.html',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

function writePages() {
  const element = readFileSync(resolve(HOSTS_BUILD, 'html/index.html'), 'utf8');
  const ssi = readFileSync(resolve(HOSTS_BUILD, 'ssi/index.html'), 'utf8');
  const without = (html, pattern) => {
    const bare = html.replace(pattern, '');
    if (bare === html) throw new Error(`bench hosts: ${pattern} not found in a host page`);
    return bare;
  };
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(resolve(BENCH_DIR, 'element.html'), element);
  writeFileSync(resolve(BENCH_DIR, 'element-bare.html'), without(without(element, /<script type="module" src="\/header\/(?:v\d+\/)?element\.js"><\/script>/), /<exchange-header[^>]*><\/exchange-header>/));
  writeFileSync(resolve(BENCH_DIR, 'ssi.html'), ssi);
  writeFileSync(resolve(BENCH_DIR, 'ssi-bare.html'), without(without(ssi, /<!--# block name="header_stub" -->[\s\S]*?<!--# endblock -->/), /<!--# include [^>]*-->/));
}

/** `total` GETs of `url` over `connections` keep-alive connections; each one's time in ms. */
async function latencies(url, total, connections = 8) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let sent = 0;
  const one = () =>
    new Promise((done, fail) => {
      const start = process.hrtime.bigint();
      request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) return fail(new Error(`${url}: status ${response.statusCode}`));
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          done();
        });
      })
        .on('error', fail)
        .end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < total) {
        sent += 1;
        await one();
      }
    }),
  );
  agent.destroy();
  return times;
}

export async function measureHosts({ port, runs, requests, log }) {
  const { startEdge } = await import('../start-edge.mjs');
  const { openLighthouse } = await import('./lighthouse.mjs');
  const results = { bytes: Object.fromEntries(['element.js', 'enhancer.js'].map((script) => [script, enhancerBytes({ script })])), lighthouse: {}, latency: {} };
  const dataDir = resolve(root, 'bench/.output/edge-hosts');
  rmSync(dataDir, { recursive: true, force: true });
  writePages();
  const edge = await startEdge({ port, processes: 2, dataDir, log });
  const lighthouse = await openLighthouse();
  try {
    const samples = {};
    for (let run = 0; run < runs; run += 1) {
      // Each page beside its twin, so the machine's noise falls on both alike.
      for (const [name, path] of Object.entries(HOST_PAGES)) {
        for (const preset of ['mobile', 'mobile-applied']) {
          const sample = await lighthouse.sample(`${edge.origin}${path}`, { preset });
          (samples[`${name}|${preset}`] ??= []).push(sample);
          log(`hosts lighthouse ${run + 1}/${runs} ${name} (${preset}): score ${sample.score}, LCP ${Math.round(sample.lcp)} ms`);
        }
      }
    }
    for (const [key, list] of Object.entries(samples)) {
      const [name, preset] = key.split('|');
      const lcps = list.map((sample) => sample.lcp);
      const summary = { score: median(list.map((sample) => sample.score)), lcp: median(lcps), lcpRange: [Math.min(...lcps), Math.max(...lcps)], runs: list.length };
      if (preset === 'mobile') results.lighthouse[name] = summary;
      else (results.applied ??= {})[name] = summary;
    }
    // Warm: the guest's fragment is kept by nginx (every later include a hit).
    for (const path of [HOST_PAGES.ssi, HOST_PAGES['ssi, no header']]) await latencies(`${edge.origin}${path}`, 200);
    const times = { ssi: [], 'ssi, no header': [] };
    for (let round = 0; round < 2; round += 1) {
      for (const name of Object.keys(times)) times[name].push(...(await latencies(`${edge.origin}${HOST_PAGES[name]}`, Math.ceil(requests / 2))));
    }
    for (const [name, list] of Object.entries(times)) results.latency[name] = { p50: percentile(list, 50), p95: percentile(list, 95), total: list.length };
    log(`hosts latency: SSI page p95 ${results.latency.ssi.p95.toFixed(2)} ms, without the include ${results.latency['ssi, no header'].p95.toFixed(2)} ms`);
  } finally {
    lighthouse.close();
    await edge.stop();
    rmSync(BENCH_DIR, { recursive: true, force: true });
  }
  return results;
}

const LCP_TARGET = '≤ × 1.05 of its twin';

/** The section's rows of the bench table (`add(measure, header, bare, diff, target, met)`). */
export function hostsRows(results, add) {
  const caps = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')).enhancer;
  for (const [script, bytes] of Object.entries(results.bytes)) {
    const cap = script === 'element.js' ? caps.element : caps.script;
    add(`${script} on a page without React, every locale (gzip, as sent)`, `${kib(bytes.script)} (${bytes.script} B)`, '', `on demand ${kib(bytes.onDemand)}`, `≤ ${cap} B`, bytes.script <= cap);
  }
  for (const page of ['element', 'ssi']) {
    const header = results.lighthouse[page];
    const bare = results.lighthouse[`${page}, no header`];
    const name = `Lighthouse mobile, ${page === 'ssi' ? 'SSI page (header by nginx)' : 'element page'}, guest`;
    add(`${name}: score`, header.score.toFixed(2), bare.score.toFixed(2), (header.score - bare.score).toFixed(2), '', undefined);
    const range = ({ lcpRange }) => (lcpRange ? ` (${lcpRange.map(Math.round).join('–')})` : '');
    add(`${name}: LCP`, `${Math.round(header.lcp)} ms${range(header)}`, `${Math.round(bare.lcp)} ms${range(bare)}`, `× ${(header.lcp / bare.lcp).toFixed(2)}`, LCP_TARGET, header.lcp <= 1.05 * bare.lcp);
    const applied = results.applied?.[page];
    const appliedBare = results.applied?.[`${page}, no header`];
    if (applied && appliedBare) add(`${name}: LCP with throttling applied (observed)`, `${Math.round(applied.lcp)} ms${range(applied)}`, `${Math.round(appliedBare.lcp)} ms${range(appliedBare)}`, `× ${(applied.lcp / appliedBare.lcp).toFixed(2)}`, LCP_TARGET, applied.lcp <= 1.05 * appliedBare.lcp);
  }
  const ssi = results.latency.ssi;
  const bare = results.latency['ssi, no header'];
  const ms = (value) => `${value.toFixed(2)} ms`;
  add(`SSI page through nginx, guest (fragment kept), ${ssi.total} requests: p50 / p95`, `${ms(ssi.p50)} / ${ms(ssi.p95)}`, `${ms(bare.p50)} / ${ms(bare.p95)}`, `p95 +${ms(ssi.p95 - bare.p95)} (× ${(ssi.p95 / bare.p95).toFixed(2)})`, '', undefined);
}
