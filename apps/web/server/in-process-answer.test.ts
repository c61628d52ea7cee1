/**
 * The server render's in-process calls answer exactly what the HTTP routes answer (status and
 * envelope), for a guest, a signed-in user, an unknown session and a bad request, and the header's
 * client reads them as it reads HTTP answers; other calls go to the network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS, ERROR_CODES, SUCCESS_CODES } from '@exchange/contract';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import { IN_PROCESS_ENDPOINTS, startApiServer, type ApiServer } from '@exchange/api';
import { createApiInstance, request } from '@exchange/header/api';
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

/** The call over HTTP: its status and envelope. */
async function overHttp(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as unknown };
}

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
        const [viaHttp, inProcess] = await Promise.all([overHttp(ENDPOINTS[name].path, body, cookie), local(ENDPOINTS[name].path, body, cookie ? { cookie } : {})]);
        expect(inProcess, `${who} ${name}`).toEqual(viaHttp);
      }
    });
  }

  test('a bad request answers as over HTTP', async () => {
    const local = inProcessAnswer(api.invoke);
    for (const body of [{ locale: 'xx' }, []]) {
      const [viaHttp, inProcess] = await Promise.all([overHttp(ENDPOINTS.siteConfig.path, body), local(ENDPOINTS.siteConfig.path, body, {})]);
      expect(inProcess, JSON.stringify(body)).toEqual(viaHttp);
      expect(inProcess?.status).toBe(400);
    }
  });

  test("other calls are not answered: the header's client sends them by fetch", async () => {
    const local = inProcessAnswer(api.invoke);
    expect(local(ENDPOINTS.languages.path, {}, {})).toBeUndefined();
    const sent: string[] = [];
    const instance = createApiInstance({
      baseUrl: api.url,
      cookieHeader: session,
      answer: local,
      fetch: (input, init) => {
        sent.push(input);
        return fetch(input, init);
      },
    });
    expect((await request(instance, 'userInfo', {})).loginName).toBe('main@demo');
    expect(sent).toEqual([]);
    expect((await request(instance, 'languages', {})).length).toBeGreaterThan(0);
    expect(sent).toEqual([`${api.url}${ENDPOINTS.languages.path}`]);
  });

  test("the header's client reads an in-process answer as it reads one over HTTP", async () => {
    const viaHttp = createApiInstance({ baseUrl: api.url, cookieHeader: session, locale: 'ar' });
    const inProcess = createApiInstance({ baseUrl: 'http://no-network.invalid', cookieHeader: session, locale: 'ar', answer: inProcessAnswer(api.invoke) });
    for (const name of ['userInfo', 'userFullInfo', 'simulationInfo', 'accountConfig', 'feeTags'] as const) {
      expect(await request(inProcess, name, {}), name).toEqual(await request(viaHttp, name, {}));
    }
    expect(await request(inProcess, 'siteConfig', { locale: 'ar' })).toEqual(await request(viaHttp, 'siteConfig', { locale: 'ar' }));
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
