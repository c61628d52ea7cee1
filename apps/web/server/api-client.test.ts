/**
 * The server render's API client (api-client.ts) against a real HTTP server: what the header's
 * `request` reads of an answer arrives as fetch would give it, the visitor's cookie and the page's
 * locale code reach the API, a hanging API ends in the call's timeout, and calls share connections.
 */
import { ApiError, request } from '@exchange/header/api';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { serverApi } from './api-client.ts';

let server: Server;
let origin: string;
let answer: (request: IncomingMessage, response: ServerResponse) => void;
const sockets = new Set<Socket>();

const envelope = (data: unknown) => JSON.stringify({ code: '00000', msg: '', data });

beforeAll(async () => {
  server = createServer((request, response) => {
    sockets.add(request.socket);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => sockets.clear());

it("sends the call's JSON with the visitor's cookie and the locale's code, and reads the answer", async () => {
  const seen: { method?: string; url?: string; cookie?: string; code?: string | string[]; type?: string; body?: string } = {};
  answer = (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      Object.assign(seen, { method: req.method, url: req.url, cookie: req.headers.cookie, code: req.headers['x-locale-code'], type: req.headers['content-type'], body });
      res.setHeader('content-type', 'application/json');
      res.end(envelope({ symbols: [] }));
    });
  };
  const api = serverApi(origin)('vi', 'rt=abc; theme=white');
  await expect(request(api, 'siteConfig', { locale: 'vi' })).rejects.toMatchObject({ kind: 'shape' });
  expect(seen).toEqual({ method: 'POST', url: '/v1/site/config', cookie: 'rt=abc; theme=white', code: 'vi_VN', type: 'application/json', body: JSON.stringify({ locale: 'vi' }) });
});

it('gives an error status with its envelope as the server said it', async () => {
  answer = (_req, res) => {
    res.statusCode = 401;
    res.end(JSON.stringify({ code: '40100', msg: 'Please sign in', data: null }));
  };
  const failure = await request(serverApi(origin)('en', null), 'userInfo', {}).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ kind: 'code', code: '40100', status: 401, message: 'Please sign in' });
});

it('ends a call to an API that never answers with its timeout', async () => {
  answer = () => undefined;
  const failure = await request(serverApi(origin)('en', null), 'userInfo', {}, { timeoutMs: 200 }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ kind: 'timeout', message: 'Request to /v1/user/info timed out after 200 ms' });
});

it('ends a call whose answer stalls midway with its timeout', async () => {
  answer = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"code":"00000",');
  };
  const failure = await request(serverApi(origin)('en', null), 'userInfo', {}, { timeoutMs: 200 }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ kind: 'timeout' });
});

it('makes calls one after another on connections kept alive', async () => {
  answer = (req, res) => {
    req.resume();
    req.on('end', () => res.end(envelope(null)));
  };
  const api = serverApi(origin)('en', null);
  for (let call = 0; call < 10; call += 1) await request(api, 'userInfo', {}).catch(() => undefined);
  // undici's pool may take a second connection while the first is released; each open one is reused.
  expect(sockets.size).toBeLessThanOrEqual(2);
});
