// npm run bench -- --only profile: where the server's time goes on the cold-tail mix. For guests
// and for signed-in users apart, a process of each build (V8's CPU profiler on: node --cpu-prof) serves a warm-up draw and then a fresh draw (scripts/bench/draw.mjs); the measured
// draw's samples are grouped by what ran (a package, a part of Node, the build's own code, the
// garbage collector), and each group's share of the process's CPU time over that draw (/proc) is
// given in ms a request: the header build's, the bare build's, and the difference, which is what
// the header costs and where.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { demoLoginNames, drawMix, roundSeed, tradingPairs, WARM_UP_SEED } from './draw.mjs';
import { replay, signInAll } from './mix.mjs';
import { cpuMs, outDir, startServer } from './setup.mjs';

/** The groups a sample's own frame falls in, first match wins. */
const GROUPS = [
  ['the build (header, site and reference API)', (url) => /\/build[^/]*\/server\//.test(url)],
  ['React Router', (url) => /node_modules\/(?:react-router|@react-router)\//.test(url)],
  ['React DOM, React', (url) => /node_modules\/(?:react-dom|react)\//.test(url)],
  ['Express (the site and the API)', (url) => /node_modules\/(?:express|router|body-parser|raw-body|finalhandler|send|serve-static)\//.test(url)],
  ['undici (the API calls)', (url) => /node_modules\/undici\/|node:internal\/deps\/undici/.test(url)],
  ['compression (gzip)', (url) => /node_modules\/compression\/|^node:zlib/.test(url)],
  ['Node HTTP and streams', (url) => /^node:(?:_http|internal\/streams|internal\/webstreams|stream|net|internal\/stream_base)/.test(url)],
  ['other packages', (url) => url.includes('node_modules/')],
  ['other Node', (url) => url.startsWith('node:')],
];
const GC = 'the garbage collector';
const OTHER = 'native and unattributed';

function groupOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return GC;
  for (const [name, test] of GROUPS) if (test(url)) return name;
  return OTHER;
}

/** Each group's share of the profile's busy samples between `from` and `to` (µs, the monotonic clock the profiler and process.hrtime share). */
export function profileShares(profile, from, to) {
  const groups = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName === '(idle)' ? null : groupOf(node.callFrame)]));
  const time = new Map();
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    const group = groups.get(id);
    if (at < from || at > to || !group) return;
    const delta = profile.timeDeltas[index];
    time.set(group, (time.get(group) ?? 0) + delta);
    busy += delta;
  });
  return Object.fromEntries([...time].map(([group, spent]) => [group, spent / Math.max(1, busy)]));
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** One build's process serving `mix` after `warmUp`: its CPU ms a request over the mix, split by group. */
async function profileOne(variant, port, kind, warmUp, mix, users) {
  const dir = resolve(outDir, `profile-${variant.name}-${kind}`);
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer(variant, port, `-profile-${kind}`, { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'] });
  let cpu;
  let window;
  try {
    const cookies = await signInAll(server.origin, users);
    await replay(server.origin, warmUp, cookies);
    const before = cpuMs(server.pid);
    const from = nowUs();
    await replay(server.origin, mix, cookies);
    window = [from, nowUs()];
    cpu = (cpuMs(server.pid) - before) / mix.length;
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the ${variant.name} server wrote no CPU profile to ${dir}`);
  const shares = profileShares(JSON.parse(readFileSync(resolve(dir, file), 'utf8')), ...window);
  return { cpu, groups: Object.fromEntries(Object.entries(shares).map(([group, share]) => [group, share * cpu])) };
}

/** Guests and signed-in users apart, the header build and the bare build each: CPU ms a request by group. */
export async function measureProfile({ variants, port, requests, log }) {
  const users = demoLoginNames();
  const bases = tradingPairs();
  const results = {};
  for (const [kind, signedInShare] of [['guests', 0], ['signed in', 1]]) {
    const warmUp = drawMix(requests, WARM_UP_SEED, users, { signedInShare, bases });
    const mix = drawMix(requests, roundSeed(0), users, { signedInShare, bases });
    for (const variant of variants) {
      const measured = await profileOne(variant, await port(), kind.replace(' ', '-'), warmUp, mix, users);
      (results[kind] ??= {})[variant.name] = measured;
      log(`profile ${kind} ${variant.name}: ${measured.cpu.toFixed(2)} ms of CPU a request`);
    }
  }
  return { requests, results };
}

const ms = (value) => `${value.toFixed(2)} ms`;

/** The section's rows: for each kind of user, the CPU a request, then each group's, largest difference first. */
export function profileRows({ requests, results }, add) {
  for (const [kind, { header, bare }] of Object.entries(results)) {
    if (!header || !bare) continue;
    add(`${kind}: CPU a request (${requests} requests, a fresh draw)`, ms(header.cpu), ms(bare.cpu), `+${ms(header.cpu - bare.cpu)} (× ${(bare.cpu / header.cpu).toFixed(2)} of the bare build's requests/s at full load)`, '', undefined);
    const groups = [...new Set([...Object.keys(header.groups), ...Object.keys(bare.groups)])];
    const of = (build, group) => build.groups[group] ?? 0;
    groups.sort((a, b) => of(header, b) - of(bare, b) - (of(header, a) - of(bare, a)));
    for (const group of groups) {
      const diff = of(header, group) - of(bare, group);
      add(`${kind}: ${group}`, ms(of(header, group)), ms(of(bare, group)), `${diff >= 0 ? '+' : '−'}${ms(Math.abs(diff))}`, '', undefined);
    }
  }
}
