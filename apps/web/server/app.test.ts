/**
 * Issue 7, cookies: the host app as server.js mounts it (an outer Express app, then createApp's
 * handler with the API), on 127.0.0.1. The session cookie is HttpOnly and SameSite=Lax always,
 * Secure exactly when the request came over https: never over plain http (npm start, e2e), always
 * when a TLS proxy on loopback says `X-Forwarded-Proto: https`, and never on a proxy's word from
 * any other address. (Page responses, which need the production build, are checked in
 * e2e/tests/security.spec.ts.)
 */
import { ENDPOINTS, ERROR_CODES, SECURE_SESSION_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@exchange/contract';
import type { EndpointName, EndpointRequest } from '@exchange/contract';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, stylesheetReader } from './app.ts';

/** A valid body for every call, so every answer that could set a cookie is seen (a new call is a type error here). */
const BODIES: { [N in EndpointName]: EndpointRequest<N> } = {
  login: { loginName: 'creation-demo@demo', password: 'demo' },
  contractSymbols: { businessLine: 11 },
  changeLanguage: { languageType: 0 },
  traderProUserList: {},
  rewardsRedIcon: {},
  securityActionItems: { action: 'withdraw' },
  securityVerify: { action: 'withdraw', code: '123456' },
  securityStatus: { action: 'withdraw' },
  userInfo: {},
  userFullInfo: {},
  simulationInfo: {},
  accountConfig: {},
  siteConfig: { locale: 'en' },
  languages: {},
  rates: {},
  feeTags: {},
  enterSimulation: { type: 'futures' },
  exitSimulation: {},
  switchCreationDemo: {},
  switchDemoToReal: {},
  // Last: it ends the session the calls above use.
  logout: {},
};

let dir: string;
let app: ReturnType<typeof createApp>;
let server: Server;
let origin: string;
/** The peer address the app sees for the next connections (a socket seam: the request is real). */
let peer: string | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'exchange-web-'));
  app = createApp({ dbPath: join(dir, 'exchange.db'), apiOrigin: 'http://127.0.0.1:9', production: true });
  const outer = express();
  outer.use(app.handler);
  server = createServer(outer);
  server.on('connection', (socket: Socket) => {
    if (peer !== null) Object.defineProperty(socket, 'remoteAddress', { value: peer });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One call of the contract; `base` '/gateway' asks the same API under the SPA host's base. */
async function call(name: EndpointName, headers: Record<string, string>, cookie?: string, base = '') {
  const response = await fetch(`${origin}${base}${ENDPOINTS[name].path}`, {
    method: 'POST',
    // A fresh connection per call, so the peer seam applies to it.
    headers: { 'content-type': 'application/json', connection: 'close', ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(BODIES[name]),
  });
  const body = (await response.json()) as { code: string; msg: string };
  return { code: body.code, setCookies: response.headers.getSetCookie(), cacheControl: response.headers.get('cache-control') };
}

/** Signs in, then makes every call of the contract with the session; returns every Set-Cookie seen. */
async function everyCall(headers: Record<string, string>, secure = headers['x-forwarded-proto'] === 'https'): Promise<string[]> {
  // Over https the session cookie is `__Host-rt` (Secure, Path=/, no Domain), else `rt`.
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const login = await call('login', headers);
  expect(login.code).toBe('00000');
  const session = login.setCookies.find((line) => line.startsWith(`${name}=`));
  expect(session, 'the sign-in sets the session cookie').toBeDefined();
  const cookie = session?.split(';')[0];
  const seen = [...login.setCookies];
  for (const name of Object.keys(BODIES) as EndpointName[]) {
    if (name === 'login') continue;
    seen.push(...(await call(name, headers, cookie)).setCookies);
  }
  // The sign-in's cookie and logout's expiry at least.
  expect(seen.filter((line) => line.startsWith(`${name}=`)).length).toBeGreaterThanOrEqual(2);
  return seen;
}

const attributes = (line: string) => line.split(';').slice(1).map((part) => part.trim().toLowerCase());

/** Every cookie is HttpOnly but the readable signed-in hint (no secret: SIGNED_IN_COOKIE). */
const httpOnly = (line: string) => (line.startsWith(`${SIGNED_IN_COOKIE}=`) ? [] : ['httponly']);

describe('cookies of the host app', () => {
  it('over plain http: HttpOnly and SameSite=Lax, no Secure (npm start keeps working)', async () => {
    for (const line of await everyCall({})) {
      expect(attributes(line), line).toEqual(expect.arrayContaining([...httpOnly(line), 'samesite=lax']));
      expect(attributes(line), line).not.toContain('secure');
    }
  });

  it('over https through a proxy on loopback: Secure on every Set-Cookie', async () => {
    for (const line of await everyCall({ 'x-forwarded-proto': 'https' })) {
      expect(attributes(line), line).toEqual(expect.arrayContaining([...httpOnly(line), 'samesite=lax', 'secure']));
    }
  });

  it('a plain http proxy on loopback: no Secure', async () => {
    for (const line of await everyCall({ 'x-forwarded-proto': 'http' })) expect(attributes(line), line).not.toContain('secure');
  });

  it('ignores X-Forwarded-Proto from a peer that is not loopback', async () => {
    peer = '203.0.113.7';
    try {
      for (const line of await everyCall({ 'x-forwarded-proto': 'https' }, false)) expect(attributes(line), line).not.toContain('secure');
    } finally {
      peer = null;
    }
  });
});

describe('/gateway/v1: the same API under the SPA host\'s base', () => {
  it('answers the same calls with the same session cookie, never cached', async () => {
    const login = await call('login', {}, undefined, '/gateway');
    expect(login.code).toBe('00000');
    const cookie = login.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
    expect(attributes(login.setCookies[0] ?? '')).toContain('path=/');
    for (const base of ['/gateway', '']) {
      const answer = await call('userInfo', {}, cookie, base);
      expect(answer.code, base).toBe('00000');
      expect(answer.cacheControl, base).toBe('no-store');
    }
    expect((await call('userInfo', {}, undefined, '/gateway')).code).toBe(ERROR_CODES.notSignedIn);
  });

  it('refuses cross-origin POSTs as /v1 does', async () => {
    const cookie = (await call('login', {}, undefined, '/gateway')).setCookies[0]?.split(';')[0];
    for (const origin of ['https://evil.example', 'null']) {
      expect((await call('userInfo', { origin }, cookie, '/gateway')).code, origin).toBe(ERROR_CODES.crossOrigin);
    }
  });
});

describe('trust proxy', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.45.6.7', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['192.168.1.10', false],
    ['203.0.113.7', false],
    ['::ffff:203.0.113.7', false],
    ['fe80::1', false],
    ['2001:db8::1', false],
  ])('trusts %s: %s (loopback only)', (address, trusted) => {
    const trust = app.handler.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(trust(address, 0)).toBe(trusted);
    // The hop does not matter: a chain is believed only while every hop is loopback.
    expect(trust(address, 1)).toBe(trusted);
  });
});

describe('stylesheets inlined into the fragment (styles=inline)', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'exchange-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'header-abc.css'), '.hdr{color:red}');
  writeFileSync(join(clientDir, 'secret.txt'), 'not a stylesheet');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('reads a built stylesheet under /assets', () => {
    const read = stylesheetReader(clientDir);
    expect(read('/assets/header-abc.css')).toBe('.hdr{color:red}');
    // Read once: the build does not change under a running server.
    writeFileSync(join(clientDir, 'assets', 'header-abc.css'), '.hdr{color:blue}');
    expect(read('/assets/header-abc.css')).toBe('.hdr{color:red}');
  });

  it.each(['/assets/missing.css', '/assets/../secret.txt', '/assets/%2e%2e/secret.txt', '/secret.txt', 'assets/header-abc.css', '/assets/header-abc.css?x', '/assets/sub/header-abc.css'])(
    'gives nothing for %s (the fragment then links the stylesheet)',
    (href) => {
      expect(stylesheetReader(clientDir)(href)).toBeUndefined();
    },
  );

  it('gives nothing for a stylesheet that could end its <style> early (the fragment then links it)', () => {
    writeFileSync(join(clientDir, 'assets', 'closing-abc.css'), '.a{content:"</STYLE>"}');
    expect(stylesheetReader(clientDir)('/assets/closing-abc.css')).toBeUndefined();
  });

  it('inlines nothing without a client build (development)', () => {
    expect(stylesheetReader(undefined)('/assets/header-abc.css')).toBeUndefined();
  });
});
