/**
 * Issue 15, the edge deployment (scripts/start-edge.mjs, deploy/edge/nginx.conf): Debian's nginx
 * caching in front of two render processes of the production build, all on loopback.
 * - Leaks: guests and all 17 demo users, in several locales and themes, interleaved through the
 *   proxy and its cache; every response is checked (its own name and UID or none, lang, dir, theme).
 * - The caching policy: session responses are never stored or served from the cache; guest pages
 *   are shared under the README's key; the proxy routes around a process that is down.
 * - A render process killed (SIGKILL) during a load: no failure beyond the requests it held, none
 *   after; one told to stop (SIGTERM) finishes what it holds and takes no new request.
 * - A bounded load through the proxy: zero errors; the guest hit ratio and the requests per second
 *   are printed (timing is measured by npm run bench, never asserted here).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS, localeEntry, type Locale } from '@exchange/contract';
import { DEMO_USERS } from '@exchange/contract/demo';
import { startFaultProxy } from '../../packages/header/test/fault-proxy.ts';
import { SERVER_NODE_FLAGS, WEB_DIR, startSite } from '../../scripts/site-process.mjs';
import { startEdge, type Edge } from '../../scripts/start-edge.mjs';
import { get, pool, shuffled, signInAll, whoseHeader, type Reply } from './helpers.ts';

const PORT = Number(process.env.EDGE_TEST_PORT ?? 3530);
const LOCALES: Locale[] = ['en', 'ar', 'zh-CN', 'de', 'ja'];
const THEMES = ['black', 'white'] as const;
const PATHS = ['/spot/BTCUSDT', '/', '/futures/usdt/BTCUSDT', '/convert'];

let edge: Edge;
let dataDir: string;
/** Each demo user's session cookie (`rt=…`), signed in through the proxy. */
const sessions = new Map<string, string>();

/** A running process's command line (Linux's /proc). */
const commandLine = (pid: number | undefined) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

const localized = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path === '/' ? '/' : path}`);
interface Expectation {
  user: (typeof DEMO_USERS)[number] | null;
  locale: Locale;
  theme: (typeof THEMES)[number];
}

/** Everything a response must show, and nobody else's name or UID; returns the problems found. */
function problems(reply: Reply, { user, locale, theme }: Expectation, viaProxy = true): string[] {
  const found: string[] = [];
  if (reply.status !== 200) return [`status ${reply.status}`];
  const html = /<html[^>]*>/.exec(reply.body)?.[0] ?? '';
  const entry = localeEntry(locale);
  if (!html.includes(`lang="${entry.lang}"`)) found.push(`lang: ${html}`);
  if (!html.includes(`dir="${entry.dir}"`)) found.push(`dir: ${html}`);
  if (!html.includes(`data-theme="${theme}"`)) found.push(`theme: ${html}`);
  if (!html.includes(`data-locale="${locale}"`)) found.push(`locale: ${html}`);
  found.push(...whoseHeader(reply.body, user));
  const cacheControl = String(reply.headers['cache-control']);
  if (user && cacheControl !== 'private, no-store') found.push(`Cache-Control ${cacheControl}`);
  if (user && viaProxy && reply.headers['x-cache-status'] !== 'BYPASS') found.push(`X-Cache-Status ${String(reply.headers['x-cache-status'])}`);
  if (reply.headers['set-cookie'] && reply.headers['x-cache-status'] === 'HIT') found.push('a cached response sets a cookie');
  return found;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'edge-test-'));
  edge = await startEdge({ port: PORT, processes: 2, dataDir, log: () => undefined });
  for (const [name, rt] of await signInAll(edge.origin)) sessions.set(name, rt);
});

afterAll(async () => {
  await edge?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the edge', () => {
  test('health and readiness: the proxy, and each render process directly and through the proxy', async () => {
    expect((await get(`${edge.origin}/edge/healthz`)).status).toBe(200);
    for (const slot of edge.renderers) {
      expect((await get(`http://127.0.0.1:${slot.port}/healthz`)).body).toBe('ok');
      const ready = await get(`http://127.0.0.1:${slot.port}/readyz`);
      expect([ready.status, ready.headers['cache-control']]).toEqual([200, 'no-store']);
    }
    expect((await get(`${edge.origin}/readyz`)).status).toBe(200);
  });

  test('every process of the site runs with its Node flags: the render processes, a site the scripts start, npm start', async () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=64');
    for (const slot of edge.renderers) expect(commandLine(slot.pid)).toEqual([process.execPath, ...SERVER_NODE_FLAGS, 'server.js']);
    const site = await startSite({ dataDir: join(dataDir, 'flags'), timeoutMs: 20_000 });
    try {
      expect(commandLine(site.pid)).toEqual([process.execPath, ...SERVER_NODE_FLAGS, 'server.js']);
    } finally {
      await site.stop();
    }
    const { scripts } = JSON.parse(readFileSync(join(WEB_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`NODE_ENV=production node ${SERVER_NODE_FLAGS.join(' ')} server.js`);
  });

  test('every response of guests and the 17 demo users, interleaved in 5 locales and 2 themes, shows only its own user', async () => {
    const cases: Expectation[] = [];
    for (const locale of LOCALES) {
      for (const theme of THEMES) {
        for (const user of DEMO_USERS) cases.push({ user, locale, theme });
        // Guests three times as often: their pages come from the cache after the first.
        for (let i = 0; i < 3; i += 1) cases.push({ user: null, locale, theme });
      }
    }
    // Two rounds, shuffled together: users and guests of the same page side by side.
    const requests = shuffled([...cases, ...cases]);
    const replies = await pool(
      requests.map((expectation, index) => async () => {
        const path = localized(expectation.locale, PATHS[index % PATHS.length]!);
        const cookies = [`theme=${expectation.theme}`, ...(expectation.user ? [sessions.get(expectation.user.loginName)!] : [])];
        const reply = await get(`${edge.origin}${path}`, shuffled(cookies).join('; '));
        return { expectation, path, reply, found: problems(reply, expectation) };
      }),
      8,
    );
    const bad = replies.filter((entry) => entry.found.length).map((entry) => `${entry.expectation.user?.loginName ?? 'guest'} ${entry.path} ${entry.expectation.theme}: ${entry.found.join(', ')}`);
    expect(bad).toEqual([]);
    expect(replies).toHaveLength(2 * LOCALES.length * THEMES.length * (DEMO_USERS.length + 3));
    // The guests' pages were shared: most came from the cache.
    const guestHits = replies.filter((entry) => !entry.expectation.user && entry.reply.headers['x-cache-status'] === 'HIT').length;
    expect(guestHits).toBeGreaterThan(0);
  });

  test('a session response is never stored: the next guest of the same key is not served it', async () => {
    const path = `/spot/BTCUSDT?edge=${Date.now()}`;
    const main = DEMO_USERS.find((user) => user.loginName === 'main@demo')!;
    const first = await get(`${edge.origin}${path}`, `theme=white; ${sessions.get('main@demo')}`);
    expect(problems(first, { user: main, locale: 'en', theme: 'white' })).toEqual([]);
    const guest = await get(`${edge.origin}${path}`, 'theme=white');
    expect(guest.headers['x-cache-status']).toBe('MISS');
    expect(problems(guest, { user: null, locale: 'en', theme: 'white' })).toEqual([]);
    // The guest's page is shared under its key: the next guest gets it from the cache...
    const again = await get(`${edge.origin}${path}`, 'theme=white');
    expect([again.headers['x-cache-status'], again.headers['cache-control']]).toEqual(['HIT', 'public, max-age=0, s-maxage=30']);
    // ...but not a guest of another theme, nor the user, whose request bypasses the cache.
    expect((await get(`${edge.origin}${path}`, 'theme=black')).headers['x-cache-status']).toBe('MISS');
    const user = await get(`${edge.origin}${path}`, `${sessions.get('main@demo')}; theme=white`);
    expect(problems(user, { user: main, locale: 'en', theme: 'white' })).toEqual([]);
    // A session cookie that is not valid still bypasses the cache, and a spelling with spaces too.
    for (const cookie of ['rt=not-a-session; theme=white', ' rt = x; theme=white']) {
      const reply = await get(`${edge.origin}${path}`, cookie);
      expect([reply.headers['x-cache-status'], reply.headers['cache-control']], cookie).toEqual(['BYPASS', 'private, no-store']);
    }
  });

  test('a render process killed during a load: no failure beyond the requests it held, none after; it is started again', async () => {
    const users = DEMO_USERS.slice(0, 6);
    const total = 400;
    const concurrency = 8;
    let done = 0;
    let inFlight = 0;
    let killedAt = -1;
    let heldAtKill = 0;
    const victim = edge.renderers[0]!;
    const outcomes = await pool(
      Array.from({ length: total }, (_, index) => async () => {
        // Half signed-in users (never cached), half guests of pages nobody asked before: every
        // request reaches a render process.
        const user = index % 2 ? users[index % users.length]! : null;
        const startedAfterKill = killedAt >= 0;
        inFlight += 1;
        let ok = false;
        try {
          const reply = await get(`${edge.origin}/spot/BTCUSDT?kill=${index}`, user ? sessions.get(user.loginName) : undefined);
          ok = problems(reply, { user, locale: 'en', theme: 'black' }).length === 0;
        } catch {
          ok = false;
        }
        inFlight -= 1;
        done += 1;
        if (done === 100) {
          heldAtKill = inFlight;
          killedAt = done;
          process.kill(victim.pid, 'SIGKILL');
        }
        return { ok, startedAfterKill };
      }),
      concurrency,
    );
    const failed = outcomes.filter((outcome) => !outcome.ok);
    expect(killedAt).toBe(100);
    // At most what was in flight when it died (nginx resends an idempotent GET that a dead
    // process dropped, so usually none at all)...
    expect(failed.length).toBeLessThanOrEqual(heldAtKill);
    // ...and nothing that started after it.
    expect(failed.filter((outcome) => outcome.startedAfterKill)).toEqual([]);
    // The process manager starts it again, on the same port.
    await expect.poll(() => victim.restarts, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => victim.ready, { timeout: 20_000 }).toBe(true);
    expect((await get(`http://127.0.0.1:${victim.port}/readyz`)).status).toBe(200);
  });

  test('a render process told to stop finishes the requests it holds and takes no new one', async () => {
    // A process of its own whose render waits on a slow API (a fault proxy: the site config answers
    // after 5 s, the render gives up on it after the header's 1.5 s budget), so requests are surely
    // in hand when the stop comes: the proxy has seen each of their calls.
    const proxy = await startFaultProxy();
    const port = PORT + 9;
    const direct = `http://127.0.0.1:${port}`;
    proxy.target = direct;
    proxy.inject(ENDPOINTS.siteConfig.path, 'slow');
    const { child } = await startSite({ port, dataDir, env: { API_ORIGIN: proxy.origin, EXCHANGE_SHARED_DATA_TTL_MS: '0' }, timeoutMs: 20_000 });
    const exited = new Promise((done) => child.once('exit', done));
    try {
      // A kept-alive connection, opened before the stop, to try a new request on afterwards.
      const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(`${direct}/healthz`, undefined, keepAlive)).status).toBe(200);
      const held = Array.from({ length: 8 }, (_, index) => get(`${direct}/spot/BTCUSDT?held=${index}`));
      await expect.poll(() => proxy.calls.filter((path) => path === ENDPOINTS.siteConfig.path).length, { timeout: 20_000 }).toBe(8);
      child.kill('SIGTERM');
      // Every request in hand is answered in full (a guest header without the site's gated entries).
      for (const reply of await Promise.all(held)) {
        expect(problems(reply, { user: null, locale: 'en', theme: 'black' }, false)).toEqual([]);
        expect(reply.body.trimEnd().endsWith('</html>')).toBe(true);
      }
      // No new request: on the old connection a 503 (a proxy sends it elsewhere) or the connection
      // closed; a new connection is refused once the process has gone.
      const late = await get(`${direct}/spot/BTCUSDT?late`, undefined, keepAlive).then(
        (reply) => reply.status,
        () => 'closed',
      );
      expect([503, 'closed']).toContain(late);
      keepAlive.destroy();
      await exited;
      await expect(get(`${direct}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await proxy.close();
    }
  });

  test('a render process of the edge told to stop: the proxy answers everything meanwhile, and it comes back', async () => {
    const slot = edge.renderers[1]!;
    const main = DEMO_USERS.find((user) => user.loginName === 'main@demo')!;
    const pid = slot.pid;
    process.kill(pid, 'SIGTERM');
    for (let index = 0; index < 10; index += 1) {
      const reply = await get(`${edge.origin}/spot/BTCUSDT?stopping=${index}`, sessions.get('main@demo'));
      expect(problems(reply, { user: main, locale: 'en', theme: 'black' })).toEqual([]);
    }
    await expect.poll(() => slot.pid !== pid && slot.ready, { timeout: 20_000 }).toBe(true);
    expect((await get(`http://127.0.0.1:${slot.port}/readyz`)).status).toBe(200);
  });

  test('a bounded load through the proxy: zero errors; the guest hit ratio and requests per second', async () => {
    const total = 3000;
    const users = DEMO_USERS.slice(0, 8);
    const started = performance.now();
    const outcomes = await pool(
      Array.from({ length: total }, (_, index) => async () => {
        const guest = index % 5 !== 0;
        const locale = LOCALES[index % LOCALES.length]!;
        const theme = THEMES[Math.floor(index / 7) % THEMES.length]!;
        const user = guest ? null : users[index % users.length]!;
        const cookie = [`theme=${theme}`, ...(user ? [sessions.get(user.loginName)!] : [])].join('; ');
        try {
          const reply = await get(`${edge.origin}${localized(locale, PATHS[index % PATHS.length]!)}`, cookie);
          const found = problems(reply, { user, locale, theme });
          return { guest, ok: found.length === 0, hit: reply.headers['x-cache-status'] === 'HIT', found };
        } catch (error) {
          return { guest, ok: false, hit: false, found: [String(error)] };
        }
      }),
      16,
    );
    const seconds = (performance.now() - started) / 1000;
    const guests = outcomes.filter((outcome) => outcome.guest);
    const ratio = guests.filter((outcome) => outcome.hit).length / guests.length;
    console.log(`[edge] load: ${total} requests (${guests.length} guest) in ${seconds.toFixed(1)} s, ${Math.round(total / seconds)} requests/s, guest hit ratio ${(ratio * 100).toFixed(1)} %`);
    expect(outcomes.filter((outcome) => !outcome.ok).slice(0, 5)).toEqual([]);
    // 40 guest keys (5 locales × 2 themes × 4 paths) for 2,400 guest requests.
    expect(ratio).toBeGreaterThan(0.5);
  });
});
