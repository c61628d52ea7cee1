/**
 * The server render's in-process calls answer exactly what the HTTP routes answer (status and
 * envelope), for a guest, a signed-in user, an unknown session and a bad request, and the header's
 * client reads them as it reads HTTP answers; other calls go to the network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ENDPOINTS, ERROR_CODES, SUCCESS_CODES } from '@exchange/contract';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import { IN_PROCESS_ENDPOINTS, startApiServer, type ApiServer } from '@exchange/api';
import { createApiInstance, request, type ApiInstance } from '@exchange/header/api';
import { inProcessFetch } from './in-process-fetch.ts';

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

async function answer(fetcher: ApiInstance['fetch'], path: string, body: string, cookie?: string) {
  const response = await fetcher(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

describe('inProcessFetch', () => {
  const cases: [string, string | undefined][] = [
    ['guest', undefined],
    ['main@demo', undefined],
    ['unknown session', 'rt=no-such-session'],
  ];
  for (const [who, fixedCookie] of cases) {
    test(`${who}: every in-process call answers as its HTTP route`, async () => {
      const cookie = who === 'main@demo' ? session : fixedCookie;
      const local = inProcessFetch(api.invoke, () => Promise.reject(new Error('no network for these calls')));
      for (const name of IN_PROCESS_ENDPOINTS) {
        const body = name === 'siteConfig' ? JSON.stringify({ locale: 'ar' }) : '{}';
        const [viaHttp, inProcess] = await Promise.all([answer(fetch, ENDPOINTS[name].path, body, cookie), answer(local, ENDPOINTS[name].path, body, cookie)]);
        expect(inProcess, `${who} ${name}`).toEqual(viaHttp);
      }
    });
  }

  test('a bad request answers as over HTTP', async () => {
    const local = inProcessFetch(api.invoke);
    for (const body of ['{"locale":"xx"}', '[]', 'not json']) {
      const [viaHttp, inProcess] = await Promise.all([answer(fetch, ENDPOINTS.siteConfig.path, body), answer(local, ENDPOINTS.siteConfig.path, body)]);
      expect(inProcess, body).toEqual(viaHttp);
      expect(inProcess.status).toBe(400);
    }
  });

  test('other calls go to the network', async () => {
    const fallback = vi.fn((input: string, init: RequestInit) => fetch(input, init));
    const local = inProcessFetch(api.invoke, fallback);
    expect((await answer(local, ENDPOINTS.languages.path, '{}')).status).toBe(200);
    expect(fallback).toHaveBeenCalledTimes(1);
    await answer(local, ENDPOINTS.userInfo.path, '{}', session);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  test("the header's client reads an in-process answer as it reads one over HTTP", async () => {
    const viaHttp = createApiInstance({ baseUrl: api.url, cookieHeader: session, locale: 'ar' });
    const noNetwork = () => Promise.reject(new Error('no network for these calls'));
    const inProcess = createApiInstance({ baseUrl: api.url, cookieHeader: session, locale: 'ar', fetch: inProcessFetch(api.invoke, noNetwork) });
    for (const name of ['userInfo', 'userFullInfo', 'simulationInfo', 'accountConfig', 'feeTags'] as const) {
      expect(await request(inProcess, name, {}), name).toEqual(await request(viaHttp, name, {}));
    }
    expect(await request(inProcess, 'siteConfig', { locale: 'ar' })).toEqual(await request(viaHttp, 'siteConfig', { locale: 'ar' }));
    const guest = createApiInstance({ baseUrl: api.url, fetch: inProcessFetch(api.invoke, noNetwork) });
    await expect(request(guest, 'userInfo', {})).rejects.toMatchObject({ kind: 'code' });
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
