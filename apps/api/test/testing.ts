/**
 * Test support (not exported from the package): a real API server on a temporary database, and
 * small helpers to call it with `fetch` and check envelopes.
 */
import { ENDPOINTS, ERROR_CODES, SESSION_COOKIE_NAMES } from '@exchange/contract';
import type { EndpointName, EndpointRequest, Envelope } from '@exchange/contract';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import openApiDocument from '../../../packages/contract/openapi.json' with { type: 'json' };
import type { Api } from '../src/api.ts';
import type { ErrorName } from '../src/envelope.ts';
import type { ApiServerOptions } from '../src/server.ts';
import { startApiServer } from '../src/server.ts';

/** Generous limits for suites that are not about rate limiting. */
export const RELAXED_LIMITS = { perAccountAddress: 1000, perAccount: 1000, perAddress: 1000 };

/** A clock that moves only when told: the `now` option of the API and its parts. */
export function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

export function tempDbPath(): { dbPath: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'exchange-api-'));
  // A nested folder: the server must create it.
  return { dbPath: join(dir, 'data', 'exchange.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestApi {
  url: string;
  dbPath: string;
  /** POSTs a raw body (a string is sent as is, anything else as JSON). */
  post<T = unknown>(path: string, body?: unknown, init?: { cookie?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  call<N extends EndpointName>(path: string, body: EndpointRequest<N>, cookie?: string): Promise<Answer>;
  /** Signs in and returns the Cookie header value for later calls. */
  login(loginName: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApi(dbPath: string, options: Partial<ApiServerOptions> = {}): Promise<TestApi> {
  // Sign-in events are not written to the test output; the suites about them pass their own logEvent.
  const server = await startApiServer({ loginLimits: RELAXED_LIMITS, logEvent: () => undefined, ...options, dbPath });
  return testClient(server.url, dbPath, () => server.close());
}

/**
 * Serves an Api made with createApi the way a host mounts it, for suites that need the instance
 * itself (its database connection, isActionVerified); close() also closes the Api.
 */
export async function serveTestApi(api: Api, dbPath: string): Promise<TestApi> {
  const host = express();
  host.use(api.app);
  const server = createServer(host);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        api.close();
        resolve();
      });
    });
  return testClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, dbPath, close);
}

function testClient(url: string, dbPath: string, close: () => Promise<void>): TestApi {
  const post = async <T>(path: string, body?: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${path}: answer is not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    url,
    dbPath,
    post,
    call: (path, body, cookie) => post(path, body, { cookie }),
    async login(loginName) {
      const answer = await post(ENDPOINTS.login.path, { loginName, password: DEMO_PASSWORD });
      expectSuccess(answer);
      return sessionCookieFrom(answer.headers);
    },
    close,
  };
}

/**
 * Starts a server on a fresh database for the enclosing suite (beforeAll/afterAll) and returns
 * a getter for it.
 */
export function useTestApi(options: Partial<ApiServerOptions> = {}): () => TestApi {
  let api: TestApi | undefined;
  let cleanup: (() => void) | undefined;
  beforeAll(async () => {
    const temp = tempDbPath();
    cleanup = temp.cleanup;
    api = await startTestApi(temp.dbPath, options);
  });
  afterAll(async () => {
    await api?.close();
    cleanup?.();
  });
  return () => {
    if (!api) throw new Error('the test API is not started');
    return api;
  };
}

/** Runs `test` against a server on a fresh database of its own, then removes both. */
export async function withTestApi(options: Partial<ApiServerOptions>, test: (api: TestApi) => Promise<void>): Promise<void> {
  const temp = tempDbPath();
  const api = await startTestApi(temp.dbPath, options);
  try {
    await test(api);
  } finally {
    await api.close();
    temp.cleanup();
  }
}

/** The session cookie's `name=value` pair (`rt`, or `__Host-rt` over https) of the answer's Set-Cookie, ready for a Cookie header. */
export function sessionCookieFrom(headers: Headers): string {
  const pair = headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => SESSION_COOKIE_NAMES.some((name) => pair.startsWith(`${name}=`)) && !pair.endsWith('='));
  if (!pair) throw new Error('no session cookie was set');
  return pair;
}

export function expectSuccess(answer: Answer): void {
  expect(answer.body.code, answer.body.msg).toBe('00000');
  expect(answer.status).toBe(200);
  expect(answer.body.msg).toBe('success');
}

interface DocumentedErrors {
  components: { schemas: { ErrorCode: { 'x-error-codes': Array<{ code: string; name: string; status: number }> } } };
}

/** The HTTP status the OpenAPI document gives an error code. */
export function documentedStatus(code: string): number | undefined {
  return (openApiDocument as DocumentedErrors).components.schemas.ErrorCode['x-error-codes'].find((entry) => entry.code === code)?.status;
}

/** Fails unless the answer is the error `name`, with the HTTP status the OpenAPI document gives it. */
export function expectFailure(answer: Answer, name: ErrorName, msg?: string | RegExp): void {
  const code = ERROR_CODES[name];
  expect(answer.body.code, `${answer.body.code} ${answer.body.msg}`).toBe(code);
  expect(answer.status).toBe(documentedStatus(code));
  expect(answer.body.data).toBeNull();
  expect(typeof answer.body.msg).toBe('string');
  expect(answer.body.msg).not.toMatch(/\n\s+at /);
  if (typeof msg === 'string') expect(answer.body.msg).toContain(msg);
  else if (msg) expect(answer.body.msg).toMatch(msg);
}
