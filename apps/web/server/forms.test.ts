/**
 * The header's no-script forms (server/forms.ts, docs/readers.md "Readers: no script") on the site as server.js mounts
 * it, on 127.0.0.1: the theme form sets the theme cookie and log out ends the session as the API's
 * logout does, each answering 303 back to the page; a foreign origin, a body that is not a form, a
 * bad theme, and every hostile return page (the login page's open-redirect table and more) get a
 * 4xx with a plain message, never a 500 and never a Location off the site.
 */
import { ENDPOINTS, HEADER_FORMS, SESSION_COOKIE, THEME_COOKIE } from '@exchange/contract';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_FROM } from '../test/hostile-from.ts';
import { createApp } from './app.ts';
import { returnTarget } from './forms.ts';

const ALLOWED = 'http://127.0.0.1:7777';
let dir: string;
let app: ReturnType<typeof createApp>;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'exchange-forms-'));
  app = createApp({ dbPath: join(dir, 'exchange.db'), apiOrigin: 'http://127.0.0.1:9', production: true, allowedOrigins: ALLOWED });
  const outer = express();
  outer.use(app.handler);
  server = createServer(outer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A form post as a browser sends it (its page's Origin), without following the redirect. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}${ENDPOINTS.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'main@demo', password: 'demo' }),
  });
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error('no session cookie');
  return line.split(';')[0] ?? line;
}

async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${origin}${ENDPOINTS.userInfo.path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
  return ((await response.json()) as { code: string }).code === '00000';
}

describe('the theme form', () => {
  it.each([
    ['black', '/zh-CN/spot/BTCUSDT?type=cross', '/zh-CN/spot/BTCUSDT?type=cross'],
    ['white', '/', '/'],
    ['white', `${'http://127.0.0.1'}:PORT/asset`, '/asset'],
    ['black', `${ALLOWED}/hosts/next/?x=1`, `${ALLOWED}/hosts/next/?x=1`],
  ])('sets the theme %s and answers 303 to %s', async (theme, back, location) => {
    const response = await post(HEADER_FORMS.theme, { theme, return: back.replace('http://127.0.0.1:PORT', origin) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${THEME_COOKIE}=`));
    expect(cookie).toMatch(new RegExp(`^${THEME_COOKIE}=${theme}; Path=/;.*SameSite=Lax`));
  });

  it.each([
    ['no theme', { return: '/' }],
    ['an unknown theme', { theme: 'pink', return: '/' }],
    ['an empty theme', { theme: '', return: '/' }],
  ])('refuses %s with 400 and sets nothing', async (_name, fields) => {
    const response = await post(HEADER_FORMS.theme, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/theme must be one of: black, white/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('the logout form', () => {
  it('ends the session as the API logout does, expires its cookies and answers 303 back', async () => {
    const cookie = await signIn();
    expect(await signedIn(cookie)).toBe(true);
    const response = await post(HEADER_FORMS.logout, { return: '/ar/asset' }, { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ar/asset');
    const expired = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(expired).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // The session itself is over, not only the browser's cookie.
    expect(await signedIn(cookie)).toBe(false);
  });

  it('a guest logging out is sent back too', async () => {
    const response = await post(HEADER_FORMS.logout, { return: '/' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('bad requests: a clear 4xx, never a 500, never a redirect off the site', () => {
  it.each([HEADER_FORMS.theme, HEADER_FORMS.logout])('%s refuses another origin (403) and does nothing', async (path) => {
    const cookie = await signIn();
    for (const from of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const response = await post(path, { theme: 'white', return: '/' }, { cookie, origin: from });
      expect(response.status, from).toBe(403);
      expect(await response.text()).toBe('Cross-origin form refused.');
      expect(response.headers.getSetCookie(), from).toEqual([]);
    }
    // Without an Origin, a foreign Referer counts, as for the API.
    const referred = await fetch(`${origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/page', cookie },
      body: 'theme=white&return=%2F',
    });
    expect(referred.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([HEADER_FORMS.theme, HEADER_FORMS.logout])('%s refuses a missing or empty return page (400)', async (path) => {
    for (const fields of [{ theme: 'white' }, { theme: 'white', return: '' }] as Record<string, string>[]) {
      const response = await post(path, fields);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('The return page must be a page of this site.');
    }
  });

  const hostile = [
    ...HOSTILE_FROM.filter((entry) => entry.lands === '/').map((entry) => entry.from),
    'https://evil.example/asset',
    `${ALLOWED}//evil.example`,
    `${ALLOWED.replace('http:', 'http:\\\\')}/asset`,
    `http://user:pass@127.0.0.1:7777/`,
    'http://127.0.0.1:7778/asset',
    `${'x'.repeat(3000)}`,
  ];
  it.each(hostile.map((value) => [JSON.stringify(value).slice(0, 80), value]))('refuses the return page %s (400, or 413 for one too long to read; no Location)', async (_name, value) => {
    const response = await post(HEADER_FORMS.theme, { theme: 'white', return: value });
    expect(response.status).toBe(new URLSearchParams({ theme: 'white', return: value }).toString().length > 4096 ? 413 : 400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('no return target it accepts leaves the site or an allowed origin', () => {
    for (const entry of HOSTILE_FROM) {
      const target = returnTarget(entry.from, origin, new Set([ALLOWED]));
      if (target !== null) expect(target.startsWith('/') && !target.startsWith('//'), `${JSON.stringify(entry.from)} → ${target}`).toBe(true);
    }
  });

  it.each([
    ['a JSON body', 'application/json', '{"theme":"white","return":"/"}', 415],
    ['a text body', 'text/plain', 'theme=white&return=/', 415],
    ['a body over 4 kB', 'application/x-www-form-urlencoded', `theme=white&return=/&pad=${'x'.repeat(5000)}`, 413],
    ['an unknown charset', 'application/x-www-form-urlencoded; charset=klingon', 'theme=white&return=/', 415],
    ['too many fields', 'application/x-www-form-urlencoded', Array.from({ length: 20 }, (_, index) => `f${index}=1`).join('&'), 413],
  ])('refuses %s', async (_name, type, body, status) => {
    const response = await fetch(`${origin}${HEADER_FORMS.theme}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': type, origin }, body });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['GET', 'POST'],
    // Methods the site answers nowhere: its request guard's 405 (request-guard.ts), before any route.
    ['PUT', 'GET, HEAD, POST, OPTIONS'],
    ['DELETE', 'GET, HEAD, POST, OPTIONS'],
  ])('answers %s with 405, not the page', async (method, allow) => {
    const response = await fetch(`${origin}${HEADER_FORMS.logout}`, { method, redirect: 'manual' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });
});
