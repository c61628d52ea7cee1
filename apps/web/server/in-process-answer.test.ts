/**
 * The server render's in-process calls answer exactly what the HTTP routes answer (status and
 * envelope), for a guest, a signed-in user, an unknown session and a bad request, and the header's
 * `directRequest` reads them as `request` reads HTTP answers (the header's whole first data too);
 * other calls go to the network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ENDPOINTS, ERROR_CODES, SUCCESS_CODES } from '@exchange/contract';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import { IN_PROCESS_ENDPOINTS, startApiServer, type ApiServer } from '@exchange/api';
import { createApiInstance, request } from '@exchange/header/api';
import { loadHeaderData } from '@exchange/header/data';
import { directRequest } from '@exchange/header/server';
import { inProcessAnswer } from './in-process-answer.ts';

let dir: string;
/** The API over HTTP, and the same API's in-process calls (`invoke`). */
let api: ApiServer;
let session: string;

/** Signs main@demo in over HTTP; the new session's cookie pair. */
async function signIn(): Promise<string> {
  const response = await fetch(`${api.url}${ENDPOINTS.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'main@demo', password: DEMO_PASSWORD }),
  });
  const pair = response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((cookie) => cookie.startsWith('rt='));
  expect(pair).toBeDefined();
  return pair!;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'in-process-'));
  api = await startApiServer({ dbPath: join(dir, 'exchange.db') });
  session = await signIn();
});

afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Call `path` over HTTP with `body`: its status and parsed envelope. */
async function overHttp(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: JSON.parse(await response.text()) as unknown };
}

const noNetwork = () => Promise.reject(new Error('no network for these calls'));

describe('inProcessAnswer', () => {
  const cases: [string, string | undefined][] = [
    ['guest', undefined],
    ['main@demo', undefined],
    ['unknown session', 'rt=no-such-session'],
  ];
  for (const [who, fixedCookie] of cases) {
    test(`${who}: every in-process call answers as its HTTP route`, async () => {
      const cookie = who === 'main@demo' ? session : fixedCookie;
      const local = inProcessAnswer(api.invoke);
      for (const name of IN_PROCESS_ENDPOINTS) {
        const body = name === 'siteConfig' ? { locale: 'ar' } : {};
        const [viaHttp, inProcess] = await Promise.all([overHttp(ENDPOINTS[name].path, body, cookie), local(name, body, cookie ? { cookie } : {})]);
        expect(inProcess, `${who} ${name}`).toEqual(viaHttp);
      }
    });
  }

  test('a bad request answers as over HTTP', async () => {
    const local = inProcessAnswer(api.invoke);
    for (const body of [{ locale: 'xx' }, []]) {
      const [viaHttp, inProcess] = await Promise.all([overHttp(ENDPOINTS.siteConfig.path, body), local('siteConfig', body, {})]);
      expect(inProcess, JSON.stringify(body)).toEqual(viaHttp);
      expect(inProcess?.status).toBe(400);
    }
  });

  test('it answers only the calls the API answers in-process', () => {
    const local = inProcessAnswer(api.invoke);
    expect(local('languages', {}, {})).toBeUndefined();
    expect(local('logout', {}, { cookie: session })).toBeUndefined();
  });

  test("the header's directRequest reads an in-process answer as request reads one over HTTP", async () => {
    const viaHttp = createApiInstance({ baseUrl: api.url, cookieHeader: session, locale: 'ar' });
    const inProcess = createApiInstance({ baseUrl: api.url, cookieHeader: session, locale: 'ar', fetch: noNetwork });
    const call = directRequest(inProcessAnswer(api.invoke));
    for (const name of ['userInfo', 'userFullInfo', 'simulationInfo', 'accountConfig', 'feeTags'] as const) {
      expect(await call(inProcess, name, {}), name).toEqual(await request(viaHttp, name, {}));
    }
    expect(await call(inProcess, 'siteConfig', { locale: 'ar' })).toEqual(await request(viaHttp, 'siteConfig', { locale: 'ar' }));
    const guest = createApiInstance({ baseUrl: api.url, fetch: noNetwork });
    await expect(call(guest, 'userInfo', {})).rejects.toMatchObject({ kind: 'code', code: ERROR_CODES.notSignedIn });
    // A call the API does not answer in-process goes by the instance's fetch.
    const network = vi.fn((input: string, init: RequestInit) => fetch(input, init));
    const languages = await call(createApiInstance({ baseUrl: api.url, fetch: network }), 'languages', {});
    expect(network).toHaveBeenCalledTimes(1);
    expect(languages).toEqual(await request(viaHttp, 'languages', {}));
  });

  test("the header's first data read in-process is the data read over HTTP", async () => {
    for (const cookie of [undefined, session, 'rt=no-such-session']) {
      const viaHttp = createApiInstance({ baseUrl: api.url, cookieHeader: cookie, locale: 'ja' });
      const inProcess = createApiInstance({ baseUrl: api.url, cookieHeader: cookie, locale: 'ja', fetch: noNetwork });
      const signedIn = cookie !== undefined;
      const expected = await loadHeaderData(viaHttp, 'ja', signedIn);
      expect(await loadHeaderData(inProcess, 'ja', signedIn, undefined, undefined, directRequest(inProcessAnswer(api.invoker()))), String(cookie)).toEqual(expected);
      expect(expected.incomplete).toBe(false);
    }
  });

  test("one render's calls look its session up once; a logout meanwhile reaches the next render", async () => {
    const own = await signIn();
    const codeOf = async (answer: Promise<{ body: { code: string } }>) => (await answer).body.code;
    const render = api.invoker();
    expect(await codeOf(render('userInfo', {}, own))).toBe(SUCCESS_CODES[0]);
    const logout = await fetch(`${api.url}${ENDPOINTS.logout.path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: own }, body: '{}' });
    expect(logout.status).toBe(200);
    // The same render's later calls answer for the session it started with, as one HTTP request's would.
    expect(await codeOf(render('userFullInfo', {}, own))).toBe(SUCCESS_CODES[0]);
    // The next render, and a call of its own, find the session ended.
    expect(await codeOf(api.invoker()('userInfo', {}, own))).toBe(ERROR_CODES.notSignedIn);
    expect(await codeOf(api.invoke('userInfo', {}, own))).toBe(ERROR_CODES.notSignedIn);
    // Another cookie in the same render is looked up on its own.
    expect(await codeOf(render('userInfo', {}, 'rt=no-such-session'))).toBe(ERROR_CODES.notSignedIn);
  });
});
