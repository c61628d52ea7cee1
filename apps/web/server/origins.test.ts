/**
 * Every stack, every origin, in the host app (docs/origins.md): createApp takes
 * EXCHANGE_TRUSTED_PROXIES and EXCHANGE_ALLOWED_ORIGINS as server.js reads them, refuses bad
 * values before it opens anything, and a Vite dev server's proxy with `changeOrigin` in front of
 * it (the common setup that was refused before) signs in. Real servers on 127.0.0.1, stopped after.
 */
import { CORS_ALLOWED_HEADERS } from '@exchange/api';
import { ENDPOINTS, ERROR_CODES, SESSION_COOKIE } from '@exchange/contract';
import { createApiInstance, request } from '@exchange/header/api';
import express from 'express';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createViteServer, type ProxyOptions } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from './app.ts';

const credentials = { loginName: 'main@demo', password: 'demo' };
const SIBLING = 'http://127.0.0.1:4100';
const dir = mkdtempSync(join(tmpdir(), 'exchange-origins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Running {
  origin: string;
  close(): Promise<void>;
}

/** The host app as server.js mounts it, on 127.0.0.1. */
async function startApp(name: string, options: Partial<AppOptions>): Promise<Running> {
  const app = createApp({ dbPath: join(dir, name, 'exchange.db'), apiOrigin: 'http://127.0.0.1:9', production: true, ...options });
  const outer = express();
  outer.use(app.handler);
  const server: Server = createServer(outer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      app.close();
    },
  };
}

/** A Vite dev server whose only job is to proxy /v1 to `target`. */
async function startVite(proxy: Omit<ProxyOptions, 'target'>, target: string): Promise<Running> {
  const vite = await createViteServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, watch: null, proxy: { '/v1': { target, ...proxy } } },
  });
  await vite.listen();
  const address = vite.httpServer?.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${address.port}`, close: () => vite.close() };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { code: ((await response.json()) as { code: string }).code, headers: response.headers };
}

describe('the settings are checked before anything opens', () => {
  it.each([
    [{ allowedOrigins: '*' }, /EXCHANGE_ALLOWED_ORIGINS: "\*" is refused: credentials cannot be shared with every origin/],
    [{ allowedOrigins: 'https://help.example.com/app' }, /EXCHANGE_ALLOWED_ORIGINS: .* no path/],
    [{ trustedProxies: 'proxy.example.com' }, /EXCHANGE_TRUSTED_PROXIES: "proxy.example.com" is not an IP address/],
    [{ trustedProxies: 'true' }, /EXCHANGE_TRUSTED_PROXIES: "true"/],
  ] as const)('createApp(%j) throws, naming the variable', (options, message) => {
    const dbPath = join(dir, 'refused', 'exchange.db');
    expect(() => createApp({ dbPath, apiOrigin: 'http://127.0.0.1:9', production: true, ...options })).toThrow(message);
    expect(existsSync(dbPath)).toBe(false);
  });
});

describe('the host app with EXCHANGE_ALLOWED_ORIGINS and EXCHANGE_TRUSTED_PROXIES=10.9.9.9', () => {
  let app: Running;
  beforeAll(async () => {
    app = await startApp('configured', { allowedOrigins: `${SIBLING},https://help.example.com`, trustedProxies: '10.9.9.9' });
  });
  afterAll(() => app.close());

  it.each(['', '/gateway'])('answers credentialed CORS to an allowed origin under %s/v1', async (base) => {
    const preflight = await fetch(`${app.origin}${base}${ENDPOINTS.login.path}`, {
      method: 'OPTIONS',
      headers: { origin: SIBLING, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SIBLING);
    const login = await post(`${app.origin}${base}${ENDPOINTS.login.path}`, credentials, { origin: SIBLING });
    expect(login.code).toBe('00000');
    expect(login.headers.get('access-control-allow-origin')).toBe(SIBLING);
    expect(login.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuses another origin, and ignores X-Forwarded-Host from loopback, which is then not trusted', async () => {
    const evil = await post(`${app.origin}${ENDPOINTS.login.path}`, credentials, { origin: 'https://evil.example' });
    expect(evil.code).toBe(ERROR_CODES.crossOrigin);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const forwarded = await post(`${app.origin}${ENDPOINTS.login.path}`, credentials, { origin: 'http://front.example', 'x-forwarded-host': 'front.example' });
    expect(forwarded.code).toBe(ERROR_CODES.crossOrigin);
  });
});

describe('a Vite dev server proxying /v1 with changeOrigin (trusted: loopback, the default)', () => {
  let app: Running;
  beforeAll(async () => {
    app = await startApp('vite', {});
  });
  afterAll(() => app.close());

  it('with xfwd: a sign-in from the Vite page\'s own origin succeeds, and its session works', async () => {
    const vite = await startVite({ changeOrigin: true, xfwd: true }, app.origin);
    try {
      const login = await post(`${vite.origin}${ENDPOINTS.login.path}`, credentials, { origin: vite.origin });
      expect(login.code).toBe('00000');
      const session = login.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
      expect(session).toBeDefined();
      const info = await post(`${vite.origin}${ENDPOINTS.userInfo.path}`, {}, { origin: vite.origin, cookie: session ?? '' });
      expect(info.code).toBe('00000');
      // Another page's origin is still refused through the same proxy.
      expect((await post(`${vite.origin}${ENDPOINTS.login.path}`, credentials, { origin: 'http://127.0.0.1:1' })).code).toBe(ERROR_CODES.crossOrigin);
    } finally {
      await vite.close();
    }
  });

  it('without xfwd the proxy names no host, so the sign-in is refused (docs/origins.md: set xfwd)', async () => {
    const vite = await startVite({ changeOrigin: true }, app.origin);
    try {
      expect((await post(`${vite.origin}${ENDPOINTS.login.path}`, credentials, { origin: vite.origin })).code).toBe(ERROR_CODES.crossOrigin);
    } finally {
      await vite.close();
    }
  });
});

describe('Access-Control-Allow-Headers', () => {
  // Fetch's CORS-safelisted request headers need no preflight permission (Content-Type only for form types).
  const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);

  it('names every header the header\'s API client sends that a preflight asks about', async () => {
    const sent: string[] = [];
    const fetch = (_input: string, init: RequestInit) => {
      new Headers(init.headers).forEach((_value, name) => sent.push(name));
      return Promise.resolve(new Response(JSON.stringify({ code: '00000', msg: 'success', data: [] }), { headers: { 'content-type': 'application/json' } }));
    };
    // A locale with a spec code (X-Locale-Code), so every header the client can send is seen.
    await request(createApiInstance({ baseUrl: 'https://site.example', locale: 'vi', fetch }), 'languages', {}).catch(() => undefined);
    expect(sent).toContain('content-type');
    expect(sent).toContain('x-locale-code');
    const allowed = CORS_ALLOWED_HEADERS.map((name) => name.toLowerCase());
    for (const name of sent) if (!SAFELISTED.has(name)) expect(allowed, name).toContain(name);
  });
});
