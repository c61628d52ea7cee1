/**
 * The site's request guard, security baseline and last error answer (request-guard.ts), through
 * the site's own handler on a real server: what a client sends that the site cannot read one way
 * is a 4xx and never a 500 or a stack; every answer that is not a page carries the resource
 * headers; HSTS only when a trusted proxy says the request came over TLS. The same corpus runs
 * against the production build through the edge in e2e/edge/adversarial.test.ts.
 */
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@exchange/contract';
import { raw } from '../test/raw-request.ts';
import { createApp, parseSiteOriginSetting } from './app.ts';
import { HSTS, RESOURCE_HEADERS } from '../app/security.ts';
import { validHost } from './request-guard.ts';

let dir: string;
let app: ReturnType<typeof createApp>;
let server: Server;
let port: number;
const logged: unknown[][] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'exchange-guard-'));
  app = createApp({ dbPath: join(dir, 'exchange.db'), apiOrigin: 'http://127.0.0.1:9', production: true });
  const outer = express();
  outer.use(app.handler);
  server = createServer(outer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // Whatever the site logs while the corpus runs (a stack would show here).
  for (const method of ['error', 'warn', 'log'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
});

afterAll(async () => {
  vi.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

const LOGIN = ENDPOINTS.login.path;
const CORPUS: [string, string, number][] = [
  ['TRACE', 'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 405],
  ['PUT', 'PUT /spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
  ['PATCH', 'PATCH /v1/user/login/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
  ['no Host (HTTP/1.0)', 'GET / HTTP/1.0\r\n\r\n', 400],
  ['an empty Host', 'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n', 400],
  ['a malformed Host', 'GET / HTTP/1.1\r\nHost: evil host"<\r\nConnection: close\r\n\r\n', 400],
  ['two Hosts', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n', 400],
  ['a malformed X-Forwarded-Host', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: evil host"<\r\nConnection: close\r\n\r\n', 400],
  ['an X-Forwarded-Host list with a bad entry', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: good.example, \r\nConnection: close\r\n\r\n', 400],
  ['an absolute-form target', 'GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 400],
  ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 400],
  ['a bad deflate body to the API', `POST ${LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: deflate\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot-zlib!`, 400],
  ['a bad gzip body to the API', `POST ${LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot-gzip!`, 400],
  ['a bad deflate form', 'POST /header/theme HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Encoding: deflate\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot-zlib!', 400],
];

describe('malformed requests', () => {
  it.each(CORPUS)('%s: its 4xx, with the resource headers and no stack', async (_name, request, expected) => {
    const { status, head } = await raw(port, request);
    expect(status, head).toBe(expected);
    expect(head).toMatch(/\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'/i);
    expect(head).toMatch(/\r\ncache-control: no-store/i);
  });

  it('405 names the methods the site answers', async () => {
    const { head } = await raw(port, 'DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(head).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS\r\n/i);
  });

  it('OPTIONS outside the API: 204 and what the site takes, never a page’s render', async () => {
    const { status, head } = await raw(port, 'OPTIONS /spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(status).toBe(204);
    expect(head).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS\r\n/i);
  });

  it('a valid deflate body is still read', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      body: deflateSync(JSON.stringify({ loginName: 'main@demo', password: 'demo' })),
    });
    expect(response.status).toBe(200);
  });

  it('wrote no stack trace while answering them', () => {
    expect(logged.map((args) => args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' ')).join('\n')).not.toMatch(/\n\s+at /);
  });
});

describe('the security baseline', () => {
  it('an answer that is not a page gets the resource headers', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`);
    for (const [name, value] of Object.entries(RESOURCE_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('over TLS, as a trusted proxy on loopback says: HSTS too', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('validHost', () => {
  it.each(['127.0.0.1', '127.0.0.1:3000', 'www.exchange.com', 'www.exchange.com.', '[::1]:8080', 'localhost'])('takes %s', (host) => expect(validHost(host)).toBe(true));
  it.each([undefined, '', ' ', 'evil host', 'a/b', 'a@b', 'x:99999999', '-bad.example', 'a..b', `${'a'.repeat(64)}.example`])('refuses %j', (host) => expect(validHost(host)).toBe(false));
});

describe('EXCHANGE_SITE_ORIGIN', () => {
  it('is an http(s) origin, normalized', () => {
    expect(parseSiteOriginSetting('HTTPS://WWW.Exchange.com:443/')).toBe('https://www.exchange.com');
    expect(parseSiteOriginSetting('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
  it.each(['www.exchange.com', 'https://www.exchange.com/en', 'javascript:alert(1)', '//evil.example', ''])('refuses %j, naming the variable', (value) => {
    expect(() => parseSiteOriginSetting(value)).toThrow(/EXCHANGE_SITE_ORIGIN/);
  });
  it('a site given a bad one does not start', () => {
    expect(() => createApp({ dbPath: join(dir, 'other.db'), apiOrigin: 'http://127.0.0.1:9', production: true, siteOrigin: 'https://x/y' })).toThrow(/EXCHANGE_SITE_ORIGIN/);
  });
});
