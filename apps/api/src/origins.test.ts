/**
 * Every stack, every origin (docs/origins.md): credentialed CORS for the allowed origins, and the
 * origin guard as a proxy that rewrites Host sees it (X-Forwarded-Host/-Proto believed only from
 * the trusted proxies). Real servers on 127.0.0.1, called with fetch.
 */
import { ENDPOINTS, SESSION_COOKIE } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { CORS_ALLOWED_HEADERS } from './cors.ts';
import { expectFailure, expectSuccess, sessionCookieFrom, useTestApi } from '../test/testing.ts';

const { login, userInfo } = ENDPOINTS;
const credentials = { loginName: 'main@demo', password: 'demo' };
const HELP = 'https://help.example.com';
const SIBLING = 'http://127.0.0.1:4100';

/** One request of any method; answers the status and headers. */
async function send(url: string, method: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers }> {
  const response = await fetch(url, { method, headers });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));
const varyOrigin = (headers: Headers) => (headers.get('vary') ?? '').split(',').map((part) => part.trim().toLowerCase()).includes('origin');

describe('credentialed CORS for the allowed origins', () => {
  const server = useTestApi({ trustedOrigins: [HELP, SIBLING] });

  it.each([HELP, SIBLING])('answers %s with its origin and credentials, on a GET', async (origin) => {
    const answer = await send(`${server().url}/v1/openapi.json`, 'GET', { origin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(varyOrigin(answer.headers)).toBe(true);
  });

  it('signs in from an allowed origin: the cookie is set and the answer is readable there', async () => {
    const answer = await server().post(login.path, credentials, { headers: { origin: SIBLING } });
    expectSuccess(answer);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SIBLING);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    // The session then works from there.
    const info = await server().post(userInfo.path, {}, { cookie: sessionCookieFrom(answer.headers), headers: { origin: SIBLING } });
    expectSuccess(info);
    expect(info.headers.get('access-control-allow-origin')).toBe(SIBLING);
  });

  it.each([
    'https://evil.example',
    // Near misses: another scheme, port, or a host that merely starts with the allowed one.
    'http://help.example.com',
    'https://help.example.com:8443',
    'https://help.example.com.evil.example',
    'http://127.0.0.1:4101',
    'null',
  ])('gives %s no CORS header, and refuses its POST', async (origin) => {
    const get = await send(`${server().url}/v1/openapi.json`, 'GET', { origin });
    expect(get.status).toBe(200);
    expect(corsHeaders(get.headers)).toEqual([]);
    expect(varyOrigin(get.headers)).toBe(true);
    const post = await server().post(login.path, credentials, { headers: { origin } });
    expectFailure(post, 'crossOrigin', 'Cross-origin request refused.');
    expect(post.headers.getSetCookie()).toEqual([]);
    expect(corsHeaders(post.headers)).toEqual([]);
  });

  const preflight = (origin: string) =>
    send(`${server().url}${login.path}`, 'OPTIONS', {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-locale-code',
    });

  it('answers an allowed origin\'s preflight: 204, GET and POST, the client\'s headers, 10 minutes', async () => {
    const answer = await preflight(HELP);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(HELP);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('Content-Type, X-Locale-Code');
    expect(CORS_ALLOWED_HEADERS).toEqual(['Content-Type', 'X-Locale-Code']);
    expect(answer.headers.get('access-control-max-age')).toBe('600');
    expect(varyOrigin(answer.headers)).toBe(true);
  });

  it.each(['https://evil.example', 'null'])('gives the preflight of %s no CORS header', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.status).not.toBe(204);
    expect(corsHeaders(answer.headers)).toEqual([]);
  });
});

describe('without allowed origins (the default)', () => {
  const server = useTestApi();

  it('sends no CORS header and no Vary: Origin', async () => {
    const answer = await send(`${server().url}/v1/openapi.json`, 'GET', { origin: HELP });
    expect(corsHeaders(answer.headers)).toEqual([]);
    expect(varyOrigin(answer.headers)).toBe(false);
    expectFailure(await server().post(login.path, credentials, { headers: { origin: HELP } }), 'crossOrigin');
  });
});

describe('forwarded headers from a trusted proxy (loopback, the default)', () => {
  const server = useTestApi();
  const signIn = (headers: Record<string, string>) => server().post(login.path, credentials, { headers });

  it('believes X-Forwarded-Host: a POST from the origin the proxy names is accepted', async () => {
    expectSuccess(await signIn({ origin: 'http://front.example', 'x-forwarded-host': 'front.example' }));
    expectSuccess(await signIn({ origin: 'http://front.example:5173', 'x-forwarded-host': 'front.example:5173' }));
  });

  it('compares whole origins when X-Forwarded-Proto says the scheme', async () => {
    expectSuccess(await signIn({ origin: 'https://front.example', 'x-forwarded-host': 'front.example', 'x-forwarded-proto': 'https' }));
    expectSuccess(await signIn({ origin: 'https://front.example', 'x-forwarded-host': 'front.example:443', 'x-forwarded-proto': 'https' }));
    expectSuccess(await signIn({ origin: 'http://front.example', 'x-forwarded-host': 'front.example', 'x-forwarded-proto': 'http' }));
    // Without X-Forwarded-Host, the Host the proxy passed on.
    expectSuccess(await signIn({ origin: server().url, 'x-forwarded-proto': 'http' }));
  });

  it('refuses an Origin whose scheme is not the forwarded one', async () => {
    expectFailure(await signIn({ origin: 'http://front.example', 'x-forwarded-host': 'front.example', 'x-forwarded-proto': 'https' }), 'crossOrigin');
    expectFailure(await signIn({ origin: 'https://front.example', 'x-forwarded-host': 'front.example', 'x-forwarded-proto': 'http' }), 'crossOrigin');
    expectFailure(await signIn({ origin: server().url, 'x-forwarded-proto': 'https' }), 'crossOrigin');
  });

  it('refuses an Origin that is not the forwarded host, even when it is the Host', async () => {
    expectFailure(await signIn({ origin: 'http://evil.example', 'x-forwarded-host': 'front.example' }), 'crossOrigin');
    expectFailure(await signIn({ origin: 'http://front.example:8080', 'x-forwarded-host': 'front.example' }), 'crossOrigin');
    expectFailure(await signIn({ origin: server().url, 'x-forwarded-host': 'front.example' }), 'crossOrigin');
  });
});

describe('forwarded headers from a peer that is not a trusted proxy (EXCHANGE_TRUSTED_PROXIES=10.9.9.9)', () => {
  // Loopback is then untrusted, so the test's own requests stand for a client that is not the proxy.
  const server = useTestApi({ trustedProxies: '10.9.9.9' });
  const signIn = (headers: Record<string, string>) => server().post(login.path, credentials, { headers });

  it('ignores X-Forwarded-Host: the POST is refused', async () => {
    expectFailure(await signIn({ origin: 'http://front.example', 'x-forwarded-host': 'front.example' }), 'crossOrigin');
    expectFailure(await signIn({ origin: 'https://front.example', 'x-forwarded-host': 'front.example', 'x-forwarded-proto': 'https' }), 'crossOrigin');
  });

  it('ignores them the other way too: the Host still counts, by host alone', async () => {
    expectSuccess(await signIn({ origin: server().url, 'x-forwarded-host': 'front.example' }));
    expectSuccess(await signIn({ origin: server().url, 'x-forwarded-proto': 'https' }));
  });
});
