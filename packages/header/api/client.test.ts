import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@exchange/contract';
import { ApiError, createApiInstance, createServerInstance, optional, request } from './client.ts';
import type { ApiInstance } from './client.ts';
import { closedOrigin, sendJson, sendText, startTestServer } from '../test/test-server.ts';
import type { TestServer } from '../test/test-server.ts';

let server: TestServer;
let api: ApiInstance;

beforeAll(async () => {
  server = await startTestServer();
  api = createApiInstance({ baseUrl: server.origin });
});
afterAll(() => server.close());

/** Resolves with the ApiError a call rejected with; fails the test if it resolved. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request: success', () => {
  it('resolves with the validated data when the code is "00000"', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: 'success', data: { amount: 5 } }));
    await expect(request(api, 'rewardsRedIcon', {})).resolves.toEqual({ amount: 5 });
  });

  it('resolves when the code is "200"', async () => {
    server.reset((_req, res) => sendJson(res, { code: '200', msg: 'ok', data: { traderProUid: 'tp-1' } }));
    await expect(request(api, 'traderProUserList', {})).resolves.toEqual({ traderProUid: 'tp-1' });
  });

  it('resolves with null for endpoints that answer nothing', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: null }));
    await expect(request(api, 'logout', {})).resolves.toBeNull();
  });

  it('POSTs the JSON body to the endpoint path with the forwarded cookie', async () => {
    const withCookie = createApiInstance({ baseUrl: `${server.origin}/`, cookieHeader: 'refresh_token=abc' });
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: null }));
    await request(withCookie, 'changeLanguage', { languageType: 3 });
    expect(server.received).toHaveLength(1);
    const [sent] = server.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/user/security/changeLanguage');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.cookie).toBe('refresh_token=abc');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ languageType: 3 });
  });

  it('sends no cookie header when the server instance has none', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: { amount: 0 } }));
    await request(api, 'rewardsRedIcon', {});
    expect(server.received[0]?.headers.cookie).toBeUndefined();
  });
});

describe('request: failures', () => {
  it('rejects with kind "code" and the server message for any other code', async () => {
    server.reset((_req, res) =>
      sendJson(res, { code: ERROR_CODES.accountFrozen, msg: 'Your account is frozen', data: null }),
    );
    const error = await failure(request(api, 'securityActionItems', { action: 'withdraw' }));
    expect(error).toMatchObject({ kind: 'code', code: '40013', status: 200, endpoint: 'securityActionItems' });
    expect(error.message).toBe('Your account is frozen');
  });

  it('keeps the server message when the envelope comes with an error status', async () => {
    server.reset((_req, res) => sendJson(res, { code: ERROR_CODES.notSignedIn, msg: 'Please sign in', data: null }, 401));
    const error = await failure(request(api, 'userInfo', {}));
    expect(error).toMatchObject({ kind: 'code', code: '40100', status: 401, message: 'Please sign in' });
  });

  it('describes a failure code whose message is empty', async () => {
    server.reset((_req, res) => sendJson(res, { code: '50000', msg: '', data: null }));
    const error = await failure(request(api, 'userInfo', {}));
    expect(error).toMatchObject({ kind: 'code', code: '50000' });
    expect(error.message).toContain('50000');
  });

  it('rejects with kind "http" for a 500 answered with HTML', async () => {
    server.reset((_req, res) => sendText(res, '<html><body>Bad gateway</body></html>', 500, 'text/html'));
    const error = await failure(request(api, 'userInfo', {}));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.code).toBeUndefined();
  });

  it('rejects with kind "http" for an error status with a success code', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: null }, 503));
    expect(await failure(request(api, 'logout', {}))).toMatchObject({ kind: 'http', status: 503 });
  });

  it('rejects with kind "malformed" for a body that is not JSON', async () => {
    server.reset((_req, res) => sendText(res, '{"code": "00000", "data": '));
    expect(await failure(request(api, 'userInfo', {}))).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it.each([
    ['an envelope without code', { msg: 'ok', data: { amount: 1 } }],
    ['a numeric code', { code: 0, msg: 'ok', data: { amount: 1 } }],
    ['an array', [{ code: '00000' }]],
    ['a string', 'ok'],
    ['null', null],
  ])('rejects with kind "malformed" for %s', async (_label, body) => {
    server.reset((_req, res) => sendJson(res, body));
    expect(await failure(request(api, 'rewardsRedIcon', {}))).toMatchObject({ kind: 'malformed' });
  });

  it('rejects with kind "shape" when data does not match the schema', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: { amount: 'five' } }));
    const error = await failure(request(api, 'rewardsRedIcon', {}));
    expect(error).toMatchObject({ kind: 'shape', code: '00000' });
    expect(error.message).toContain('data.amount');
  });

  it('rejects with kind "shape" when a success envelope has no data', async () => {
    server.reset((_req, res) => sendJson(res, { code: '200', msg: '' }));
    expect(await failure(request(api, 'rewardsRedIcon', {}))).toMatchObject({ kind: 'shape' });
  });

  it.each([null, undefined])('rejects with exactly "No instance provided" for a %s instance', async (instance) => {
    const error = await failure(request(instance, 'userInfo', {}));
    expect(error.message).toBe('No instance provided');
    expect(error.kind).toBe('no-instance');
  });

  it('never throws synchronously', async () => {
    let pending: Promise<unknown> | undefined;
    expect(() => {
      pending = request(null, 'userInfo', {});
    }).not.toThrow();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects with kind "network" when the connection is refused', async () => {
    const refused = createApiInstance({ baseUrl: await closedOrigin() });
    expect(await failure(request(refused, 'userInfo', {}))).toMatchObject({ kind: 'network' });
  });

  it('rejects with kind "network" when fetch itself throws', async () => {
    const broken: ApiInstance = {
      fetch: () => {
        throw new TypeError('boom');
      },
    };
    expect(await failure(request(broken, 'userInfo', {}))).toMatchObject({ kind: 'network' });
  });

  it('rejects with kind "timeout" when the server never answers', async () => {
    server.reset(() => {
      // Never answers; the connection is dropped when the server closes.
    });
    const error = await failure(request(api, 'userInfo', {}, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
  });

  it('times out a server that sends headers and then stalls the body', async () => {
    server.reset((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":"00000",');
    });
    expect(await failure(request(api, 'userInfo', {}, { timeoutMs: 50 }))).toMatchObject({ kind: 'timeout' });
  });

  it("rejects with kind \"network\" when the caller's signal aborts", async () => {
    server.reset(() => {});
    const controller = new AbortController();
    const pending = request(api, 'userInfo', {}, { signal: controller.signal, timeoutMs: 5_000 });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.kind).toBe('network');
    expect(error.message).toContain('aborted');
  });

  it('rejects at once for a signal that is already aborted, without sending', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: null }));
    const error = await failure(request(api, 'logout', {}, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('network');
    expect(server.received).toHaveLength(0);
  });
});

describe('optional', () => {
  it('resolves with the value of a successful call', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: { amount: 2 } }));
    await expect(optional(request(api, 'rewardsRedIcon', {}))).resolves.toEqual({ amount: 2 });
  });

  it('turns any failure into undefined', async () => {
    server.reset((_req, res) => sendJson(res, { code: '40100', msg: 'Please sign in', data: null }));
    await expect(optional(request(api, 'rewardsRedIcon', {}))).resolves.toBeUndefined();
    await expect(optional(request(null, 'rewardsRedIcon', {}))).resolves.toBeUndefined();
  });
});

describe('instances', () => {
  it('a browser instance calls the same origin with the global fetch by default', async () => {
    const browser = createApiInstance();
    expect(browser.baseUrl).toBe('');
    expect(browser.headers).toEqual({});
    // Node has no page origin, so drive its fetch with an absolute URL.
    server.reset((_req, res) => sendText(res, 'pong'));
    const response = await browser.fetch(`${server.origin}/ping`, { method: 'POST' });
    expect(await response.text()).toBe('pong');
  });

  it('a browser instance takes a base and sends its locale code', async () => {
    const gateway = createApiInstance({ baseUrl: `${server.origin}/gateway`, locale: 'vi' });
    let seen: { url?: string; code?: string | string[] } = {};
    server.reset((req, res) => {
      seen = { url: req.url, code: req.headers['x-locale-code'] };
      sendJson(res, { code: '00000', msg: '', data: { amount: 2 } });
    });
    await expect(request(gateway, 'rewardsRedIcon', {})).resolves.toEqual({ amount: 2 });
    expect(seen).toEqual({ url: '/gateway/v1/act/welfaretask/center/task/app/redicon', code: 'vi_VN' });
  });

  it('a server instance carries the locale code the same way, and the visitor cookie beside it', async () => {
    const onServer = createApiInstance({ baseUrl: server.origin, locale: 'uk', cookieHeader: 'refresh_token=abc' });
    let seen: { code?: string | string[]; cookie?: string } = {};
    server.reset((req, res) => {
      seen = { code: req.headers['x-locale-code'], cookie: req.headers.cookie };
      sendJson(res, { code: '00000', msg: '', data: { amount: 1 } });
    });
    await expect(request(onServer, 'rewardsRedIcon', {})).resolves.toEqual({ amount: 1 });
    expect(seen).toEqual({ code: 'uk_UA', cookie: 'refresh_token=abc' });
  });

  it('forwards a cookie only when there is one; a locale without a spec code sends none', () => {
    expect(createApiInstance({ baseUrl: 'http://x', cookieHeader: 'a=1' }).headers).toEqual({ cookie: 'a=1' });
    expect(createApiInstance({ baseUrl: 'http://x', cookieHeader: null }).headers).toEqual({});
    expect(createApiInstance({ baseUrl: 'http://x', cookieHeader: '' }).headers).toEqual({});
    expect(createApiInstance({ baseUrl: 'http://x', locale: 'ar', cookieHeader: 'a=1' }).headers).toEqual({ cookie: 'a=1' });
    expect(createApiInstance({ baseUrl: 'http://x', locale: 'vi', cookieHeader: 'a=1' }).headers).toEqual({ 'x-locale-code': 'vi_VN', cookie: 'a=1' });
  });

  it('the deprecated createServerInstance is createApiInstance without a locale (what 1.0 sent)', () => {
    const { fetch: _fetch, ...instance } = createServerInstance('http://x', 'a=1');
    expect(instance).toEqual({ baseUrl: 'http://x', headers: { cookie: 'a=1' } });
    expect(createServerInstance('http://x', null).headers).toEqual({});
    expect(createServerInstance('http://x', null).baseUrl).toBe('http://x');
  });
});
