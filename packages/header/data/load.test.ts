/**
 * The server render's data loader against the real reference API, with a fault proxy between
 * them: each call × each fault leaves exactly its own part unknown, never fails the page, and
 * marks the data incomplete (so the browser asks again) unless the API said "not signed in".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '@exchange/contract';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import { startApiServer, type ApiServer } from '@exchange/api';
import { createApiInstance } from '../api/index.ts';
import { FAULTS, startFaultProxy, type Fault, type FaultProxy } from '../test/fault-proxy.ts';
import { closedOrigin } from '../test/test-server.ts';
import { createSharedLookups, loadHeaderData, type HeaderData } from './load.ts';

/**
 * Budgets: the calls that fail fast are given all the time healthy calls could need on a loaded
 * machine; a hanging or slow call (5 s) runs out a budget short enough to keep the suite quick and
 * long enough for the healthy calls beside it, even when the machine is busy. The default budget
 * is tested by the e2e suite.
 */
const BUDGET_MS = 10_000;
const TIMED_FAULT_BUDGET_MS = 1000;
const budgetFor = (fault: Fault | null) => (fault === 'hang' || fault === 'slow' ? TIMED_FAULT_BUDGET_MS : BUDGET_MS);

let dir: string;
let api: ApiServer;
let proxy: FaultProxy;
let cookie: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'header-load-'));
  api = await startApiServer({ dbPath: join(dir, 'exchange.db') });
  proxy = await startFaultProxy(api.url);
  const response = await fetch(`${api.url}${ENDPOINTS.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'main@demo', password: DEMO_PASSWORD }),
  });
  cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  expect(cookie).toMatch(/^rt=/);
});
afterAll(async () => {
  await proxy.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => proxy.clear());

const load = (signedIn: boolean, fault: Fault | null = null) =>
  loadHeaderData(createApiInstance({ baseUrl: proxy.origin, cookieHeader: signedIn ? cookie : null }), 'en', signedIn, budgetFor(fault));

let healthy: { guest: HeaderData; main: HeaderData };
beforeAll(async () => {
  healthy = { guest: await load(false), main: await load(true) };
});

describe('without faults', () => {
  it('reads everything and is complete', () => {
    expect(healthy.guest).toMatchObject({ session: null, incomplete: false });
    expect(healthy.guest.site).not.toBeNull();
    expect(healthy.guest.feeTags.length).toBeGreaterThan(0);
    expect(healthy.main.incomplete).toBe(false);
    expect(healthy.main.session?.user.loginName).toBe('main@demo');
    expect(healthy.main.session?.fullInfo).not.toBeNull();
    expect(healthy.main.session?.simulation).not.toBeNull();
    expect(healthy.main.session?.accountConfig).not.toBeNull();
  });

  it('asks no user calls for a guest', async () => {
    await load(false);
    expect(proxy.calls).toEqual(expect.arrayContaining([ENDPOINTS.siteConfig.path, ENDPOINTS.feeTags.path]));
    expect(proxy.calls).toHaveLength(2);
  });
});

describe('shared lookups (the server keeps what is the same for every user)', () => {
  it('a guest page costs no call while the locale\'s answers are fresh; a failure is not kept; they expire', async () => {
    let clock = 0;
    const shared = createSharedLookups(30_000, () => clock);
    const loadShared = (signedIn: boolean, fault: Fault | null = null) =>
      loadHeaderData(createApiInstance({ baseUrl: proxy.origin, cookieHeader: signedIn ? cookie : null }), 'en', signedIn, budgetFor(fault), shared);
    // The first page asks, and the site config fails: nothing of it is kept.
    proxy.inject(ENDPOINTS.siteConfig.path, { fault: 'http500', times: 1 });
    expect(await loadShared(false, 'http500')).toMatchObject({ site: null, incomplete: true });
    // The next asks again (the fee tags are kept) and keeps the answer.
    proxy.clear();
    expect(await loadShared(false)).toEqual(healthy.guest);
    expect(proxy.calls).toEqual([ENDPOINTS.siteConfig.path]);
    // Fresh: a guest costs nothing, a signed-in user only the user's own calls.
    proxy.clear();
    expect(await loadShared(false)).toEqual(healthy.guest);
    expect(await loadShared(true)).toEqual(healthy.main);
    expect(proxy.calls.filter((path) => path === ENDPOINTS.siteConfig.path || path === ENDPOINTS.feeTags.path)).toEqual([]);
    expect(proxy.calls).toHaveLength(4);
    // Another locale is another entry; past the lifetime, both are asked again.
    proxy.clear();
    await loadHeaderData(createApiInstance({ baseUrl: proxy.origin }), 'ar', false, BUDGET_MS, shared);
    expect(proxy.calls).toEqual([ENDPOINTS.siteConfig.path]);
    proxy.clear();
    clock = 30_000;
    await loadShared(false);
    expect(proxy.calls).toEqual(expect.arrayContaining([ENDPOINTS.siteConfig.path, ENDPOINTS.feeTags.path]));
    expect(proxy.calls).toHaveLength(2);
  });
});

/** What the data must be when `call` fails: the healthy data with only that part unknown. */
function expectedWith(call: EndpointName, data: HeaderData): HeaderData {
  const broken = { ...data, incomplete: true };
  const session = data.session;
  switch (call) {
    case 'siteConfig':
      return { ...broken, site: null };
    case 'feeTags':
      return { ...broken, feeTags: [] };
    case 'userInfo':
      return { ...broken, session: null };
    case 'userFullInfo':
      return { ...broken, session: session && { ...session, fullInfo: null } };
    case 'simulationInfo':
      return { ...broken, session: session && { ...session, simulation: null } };
    case 'accountConfig':
      return { ...broken, session: session && { ...session, accountConfig: null } };
    default:
      throw new Error(`${call} is not a server-render call`);
  }
}

const GUEST_CALLS = ['siteConfig', 'feeTags'] as const satisfies readonly EndpointName[];
const USER_CALLS = [...GUEST_CALLS, 'userInfo', 'userFullInfo', 'simulationInfo', 'accountConfig'] as const satisfies readonly EndpointName[];

const cases: [who: 'guest' | 'main', call: EndpointName, fault: Fault][] = [
  ...GUEST_CALLS.flatMap((call) => FAULTS.map((fault) => ['guest', call, fault] as [who: 'guest', EndpointName, Fault])),
  ...USER_CALLS.flatMap((call) => FAULTS.map((fault) => ['main', call, fault] as [who: 'main', EndpointName, Fault])),
];

describe('one call broken: its part is unknown, the rest is read, and the data is incomplete', () => {
  it.each(cases)('%s: %s × %s', async (who, call, fault) => {
    proxy.inject(ENDPOINTS[call].path, fault);
    const data = await load(who === 'main', fault);
    expect(data).toEqual(expectedWith(call, healthy[who]));
  });
});

describe('the API has its say', () => {
  it('an expired session is a guest for good: not incomplete, no retry', async () => {
    const data = await loadHeaderData(createApiInstance({ baseUrl: proxy.origin, cookieHeader: 'rt=expired-or-unknown' }), 'en', true, BUDGET_MS);
    expect(data).toEqual({ ...healthy.guest, incomplete: false });
  });

  it('the API down: a guest header with nothing gated, marked incomplete', async () => {
    const data = await loadHeaderData(createApiInstance({ baseUrl: await closedOrigin(), cookieHeader: cookie }), 'en', true, BUDGET_MS);
    expect(data).toEqual({ session: null, site: null, feeTags: [], incomplete: true });
  });
});
