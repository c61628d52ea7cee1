// The edge section of the bench: each build behind the reference edge (nginx caching in front of
// two render processes, scripts/start-edge.mjs), autocannon through the cache, guest and main@demo.
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../site-process.mjs';
import { ms } from './format.mjs';
import { loadAutocannon, log, LOAD_PATH, outDir, signIn, timedLoad, USERS, VARIANTS, warmUp } from './setup.mjs';

/**
 * Each build behind the reference edge in turn (nginx caching in front of two render processes):
 * the same load as measureServer, through the cache; the guest hit ratio from nginx's access log.
 */
export async function measureEdge({ ports, range, requests }) {
  const autocannon = loadAutocannon();
  const { startEdge } = await import('../start-edge.mjs');
  const results = {};
  for (const variant of VARIANTS) {
    // Three consecutive ports: nginx and two render processes.
    const port = await freePort({ range, count: 3, taken: ports });
    const dataDir = resolve(outDir, `edge-${variant.name}`);
    rmSync(dataDir, { recursive: true, force: true });
    const edge = await startEdge({ port, processes: 2, dataDir, buildDir: variant.buildDir, log });
    try {
      const session = await signIn(edge.origin);
      await warmUp(edge.origin, session);
      const accessLog = resolve(edge.runDir, 'access.log');
      for (const user of USERS) {
        const logBefore = readFileSync(accessLog, 'utf8').length;
        const result = await timedLoad(autocannon, {
          url: `${edge.origin}${LOAD_PATH}`,
          amount: requests,
          connections: 10,
          headers: { 'accept-encoding': 'gzip', ...(user === 'guest' ? {} : { cookie: session }) },
        });
        // nginx writes its log as each request ends: wait until every request of the run is in it.
        let lines = [];
        for (let attempt = 0; attempt < 50; attempt += 1) {
          lines = readFileSync(accessLog, 'utf8').slice(logBefore).split('\n').filter((line) => line.includes(LOAD_PATH));
          if (lines.length >= result.requests.total) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        const hits = lines.filter((line) => line.includes('cache=HIT')).length;
        results[`${variant.name} ${user}`] = {
          rps: result.rps,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
          hitRatio: lines.length ? hits / lines.length : Number.NaN,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        log(`edge ${variant.name} ${user}: ${Math.round(result.rps)} req/s, p99 ${result.latency.p99} ms, hit ratio ${((hits / Math.max(1, lines.length)) * 100).toFixed(1)} %`);
      }
    } finally {
      await edge.stop();
    }
  }
  return results;
}


/** The edge section's rows. */
export function edgeRows(edge, add) {
  if (edge) {
    for (const user of USERS) {
      const header = edge[`header ${user}`];
      const bare = edge[`bare ${user}`];
      const name = `Edge (nginx + 2 processes) ${LOAD_PATH} ${user}, ${header.total} requests`;
      add(`${name}: requests/s`, Math.round(header.rps).toString(), Math.round(bare.rps).toString(), `× ${(header.rps / bare.rps).toFixed(2)}`, '', undefined);
      add(`${name}: latency p50 / p99`, `${ms(header.p50)} / ${ms(header.p99)}`, `${ms(bare.p50)} / ${ms(bare.p99)}`, bare.p99 > 0 ? `p99 × ${(header.p99 / bare.p99).toFixed(2)}` : 'p99: bare under 1 ms', '', undefined);
      add(`${name}: cache hit ratio`, `${(header.hitRatio * 100).toFixed(1)} %`, `${(bare.hitRatio * 100).toFixed(1)} %`, '', '', undefined);
      const failures = header.non2xx + header.errors + bare.non2xx + bare.errors;
      if (failures) add(`${name}: non-2xx or errors`, String(header.non2xx + header.errors), String(bare.non2xx + bare.errors), '', '0', false);
    }
  }
}
