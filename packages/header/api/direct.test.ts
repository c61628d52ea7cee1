import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@exchange/contract';
import { ApiError, createApiInstance, request, type ApiInstance } from './client.ts';
import { directRequest, type DirectAnswer } from './direct.ts';
import { closedOrigin, sendJson, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let viaHttp: ApiInstance;
/** An instance whose network is closed: what reaches it failed to be answered in-process. */
let offline: ApiInstance;

beforeAll(async () => {
  server = await startTestServer();
  viaHttp = createApiInstance({ baseUrl: server.origin });
  offline = createApiInstance({ baseUrl: await closedOrigin() });
});
afterAll(() => server.close());

/** What a call settled with: its data, or the ApiError's kind, code, status and message. */
async function outcome(promise: Promise<unknown>): Promise<{ data?: unknown; kind?: string; code?: string; status?: number; message?: string; endpoint?: string }> {
  return promise.then(
    (data) => ({ data }),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      const { kind, code, status, message, endpoint } = error as ApiError;
      return { kind, code, status, message, endpoint };
    },
  );
}

/** The same status and envelope over HTTP (the test server) and in-process: both calls' outcomes. */
async function both(name: EndpointName, status: number, envelope: unknown) {
  server.reset((_req, res) => sendJson(res, envelope, status));
  const answer: DirectAnswer = () => Promise.resolve({ status, envelope });
  return [await outcome(request(viaHttp, name, {})), await outcome(directRequest(answer)(offline, name, {}))];
}

describe('directRequest: an in-process answer is read as one over HTTP', () => {
  const cases: [string, EndpointName, number, unknown][] = [
    ['data', 'userInfo', 200, { code: '00000', msg: '', data: { loginName: 'a@b', userId: '1', avatar: null, language: null } }],
    ['a failure code', 'userInfo', 200, { code: '40001', msg: 'Not signed in', data: null }],
    ['an error status with a failure envelope', 'accountConfig', 401, { code: '40001', msg: '', data: null }],
    ['an error status with a success envelope', 'feeTags', 500, { code: '00000', msg: '', data: [] }],
    ['no envelope', 'feeTags', 200, { list: [] }],
    ['no envelope with an error status', 'feeTags', 502, 'Bad gateway'],
    ['data of the wrong shape', 'siteConfig', 200, { code: '00000', msg: '', data: { flags: 'all' } }],
  ];
  for (const [what, name, status, envelope] of cases) {
    it(`${what} (${name}, ${status})`, async () => {
      const [http, direct] = await both(name, status, envelope);
      expect(direct).toEqual(http);
    });
  }
});

describe('directRequest: failures of its own', () => {
  it('a rejected answer is a network failure', async () => {
    const answer: DirectAnswer = () => Promise.reject(new Error('database is locked'));
    expect(await outcome(directRequest(answer)(offline, 'userInfo', {}))).toMatchObject({ kind: 'network', endpoint: 'userInfo' });
  });

  it('an answer that never comes times out after the call’s timeout, as a server that never answers does', async () => {
    const answer: DirectAnswer = () => new Promise(() => undefined);
    const result = await outcome(directRequest(answer)(offline, 'userFullInfo', {}, { timeoutMs: 20 }));
    expect(result.kind).toBe('timeout');
    expect(result.message).toMatch(/timed out after 20 ms$/);
    server.reset(() => {
      // Never answers; the connection is dropped when the server closes.
    });
    expect(result).toEqual(await outcome(request(viaHttp, 'userFullInfo', {}, { timeoutMs: 20 })));
  });

  it("the caller's signal aborts a call waiting for its answer, as it aborts one over HTTP", async () => {
    const answer: DirectAnswer = () => new Promise(() => undefined);
    server.reset(() => {});
    const [direct, http] = [new AbortController(), new AbortController()];
    const pendingDirect = outcome(directRequest(answer)(offline, 'userInfo', {}, { signal: direct.signal }));
    const pendingHttp = outcome(request(viaHttp, 'userInfo', {}, { signal: http.signal }));
    direct.abort();
    http.abort();
    const [result, overHttp] = await Promise.all([pendingDirect, pendingHttp]);
    expect(result.kind).toBe('network');
    expect(result.message).toMatch(/was aborted$/);
    expect(result).toEqual(overHttp);
  });
});

describe('directRequest: what it does not answer goes by request', () => {
  it('a call the answer does not take reaches the instance’s fetch', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: { amount: 3 } }));
    const taken: string[] = [];
    const answer: DirectAnswer = (name) => {
      taken.push(name);
      return undefined;
    };
    await expect(directRequest(answer)(viaHttp, 'rewardsRedIcon', {})).resolves.toEqual({ amount: 3 });
    expect(taken).toEqual(['rewardsRedIcon']);
  });

  it('a call that is not one of the page’s is never given to the answer', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: null }));
    const taken: string[] = [];
    const answer: DirectAnswer = (name) => {
      taken.push(name);
      return Promise.resolve({ status: 200, envelope: { code: '00000', msg: '', data: null } });
    };
    await expect(directRequest(answer)(viaHttp, 'logout', {})).resolves.toBeNull();
    expect(taken).toEqual([]);
  });

  it('no instance fails as request fails', async () => {
    const answer: DirectAnswer = () => Promise.resolve({ status: 200, envelope: { code: '00000', msg: '', data: [] } });
    expect(await outcome(directRequest(answer)(null, 'feeTags', {}))).toEqual(await outcome(request(null, 'feeTags', {})));
  });
});
