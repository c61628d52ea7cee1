// The server sections of the bench: autocannon against each build on one page, guest and
// main@demo (requests/s, p50 and p99, the server's CPU time per request, its RSS), the header build
// once more keeping no header HTML; and the header build's memory over a long run.
import { ms } from './format.mjs';
import { cpuMs, loadAutocannon, log, LOAD_PATH, rssMb, timedLoad, UNKEPT, USERS } from './setup.mjs';

export async function measureServer(servers, requests) {
  const autocannon = loadAutocannon();
  const results = {};
  for (const user of USERS) {
    for (const server of servers) {
      const cookie = server.cookies[user];
      const before = rssMb(server.pid);
      const cpuBefore = cpuMs(server.pid);
      const result = await timedLoad(autocannon, {
        url: `${server.origin}${LOAD_PATH}`,
        amount: requests,
        connections: 10,
        headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
      });
      const after = rssMb(server.pid);
      const cpu = cpuMs(server.pid) - cpuBefore;
      results[`${server.name} ${user}`] = {
        rps: result.rps,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuPerRequest: cpu / result.requests.total,
        rssBefore: before,
        rssAfter: after,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      log(`autocannon ${server.name} ${user}: ${Math.round(result.rps)} req/s, p99 ${result.latency.p99} ms, CPU ${(cpu / result.requests.total).toFixed(1)} ms/request, RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
    }
  }
  return results;
}

/**
 * RSS of the header build's server over requests requests after a warm-up of 10,000:
 * guests and main@demo alternating on the load path (autocannon's request list cycles per connection).
 */
export async function measureMemory(server, requests) {
  const autocannon = loadAutocannon();
  const session = server.cookies['main@demo'];
  const load = (amount) =>
    autocannon({
      url: `${server.origin}${LOAD_PATH}`,
      amount,
      connections: 10,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ method: 'GET' }, { method: 'GET', headers: { 'accept-encoding': 'gzip', cookie: session } }],
    });
  await load(10_000);
  const warm = rssMb(server.pid);
  const samples = [warm];
  const step = Math.max(1, Math.floor(requests / 10));
  let done = 0;
  let failures = 0;
  const started = Date.now();
  while (done < requests) {
    const result = await load(Math.min(step, requests - done));
    done += result.requests.total;
    failures += result.non2xx + result.errors;
    samples.push(rssMb(server.pid));
    log(`memory: ${done} requests, RSS ${samples.at(-1).toFixed(0)} MB`);
  }
  const after = samples.at(-1);
  return { requests: done, warm, after, max: Math.max(...samples), growth: (after - warm) / warm, failures, minutes: (Date.now() - started) / 60000 };
}


/** The server section's rows (bench.mjs's table). */
export function serverRows(server, add) {
  if (server) {
    for (const user of USERS) {
      const header = server[`header ${user}`];
      const bare = server[`bare ${user}`];
      const name = `Server ${LOAD_PATH} ${user}, ${header.total} requests`;
      const pct = (a, b) => `${a >= b ? '+' : '−'}${Math.abs(((a - b) / b) * 100).toFixed(0)} %`;
      add(`${name}: requests/s`, Math.round(header.rps).toString(), Math.round(bare.rps).toString(), pct(header.rps, bare.rps), '', undefined);
      add(`${name}: latency p50`, ms(header.p50), ms(bare.p50), ms(header.p50 - bare.p50), '', undefined);
      add(`${name}: latency p99`, ms(header.p99), ms(bare.p99), ms(header.p99 - bare.p99), '', undefined);
      // CPU time the server used per request (its API calls included): what other processes on a
      // shared machine disturb least.
      const cpu = (value) => `${value.toFixed(1)} ms`;
      add(`${name}: server CPU per request`, cpu(header.cpuPerRequest), cpu(bare.cpuPerRequest), `+${cpu(header.cpuPerRequest - bare.cpuPerRequest)}`, '', undefined);
      const rss = (entry) => `${entry.rssBefore.toFixed(0)} → ${entry.rssAfter.toFixed(0)} MB`;
      add(`${name}: server RSS before → after`, rss(header), rss(bare), '', '', undefined);
      const failures = header.non2xx + header.errors + bare.non2xx + bare.errors;
      if (failures) add(`${name}: non-2xx or errors`, String(header.non2xx + header.errors), String(bare.non2xx + bare.errors), '', '0', false);
    }
  }
  if (server) {
    for (const user of USERS) {
      const header = server[`header ${user}`];
      const bare = server[`bare ${user}`];
      const target = user === 'guest' ? 0.85 : 0.7;
      add(`Server ${user}: requests/s, header ÷ bare`, (header.rps / bare.rps).toFixed(2), '', '', `≥ ${target}`, header.rps / bare.rps >= target);
      add(`Server ${user}: p99, header ÷ bare`, (header.p99 / bare.p99).toFixed(2), '', '', '≤ 1.3', header.p99 / bare.p99 <= 1.3);
    }
    for (const user of USERS) {
      const unkept = server[`${UNKEPT.name} ${user}`];
      const bare = server[`bare ${user}`];
      if (!unkept) continue;
      const name = `Server ${user}, no header HTML kept (every header rendered)`;
      add(`${name}: requests/s, p99`, `${Math.round(unkept.rps)}, ${ms(unkept.p99)}`, `${Math.round(bare.rps)}, ${ms(bare.p99)}`, `× ${(unkept.rps / bare.rps).toFixed(2)}, p99 × ${(unkept.p99 / bare.p99).toFixed(2)}`, '', undefined);
      add(`${name}: server CPU per request`, `${unkept.cpuPerRequest.toFixed(1)} ms`, `${bare.cpuPerRequest.toFixed(1)} ms`, `+${(unkept.cpuPerRequest - bare.cpuPerRequest).toFixed(1)} ms`, '', undefined);
    }
  }
}

/** The memory row. */
export function memoryRows(memory, add) {
  if (memory) {
    const { requests, warm, after, max, growth, failures } = memory;
    add(`Server RSS after warm-up → after ${requests} requests (guest and main@demo; max)`, `${warm.toFixed(0)} → ${after.toFixed(0)} MB (${max.toFixed(0)})`, '', `${growth >= 0 ? '+' : '−'}${Math.abs(growth * 100).toFixed(1)} %`, '≤ +10 %', growth <= 0.1 && failures === 0);
  }
}
