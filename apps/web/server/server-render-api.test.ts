/**
 * The server render reads the header's first data from the API over HTTP, with the header's one
 * client (`request`), as it would an exchange's API in another process: here the site as server.js
 * starts it with no API_ORIGIN, so the render calls the reference API at the server's own origin.
 * Every call reaches the API as a request, and the calls reuse kept-alive connections instead of
 * opening one each. The fragment asked again with `lookups=answered` (the enhancer's) asks the
 * optional lookups with the session, and only for a session.
 */
import { ENDPOINTS } from '@exchange/contract';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from './app.ts';

/** The six calls of a signed-in page's header data (site config, fee tags, the user's four). */
const SIGNED_IN_CALLS = (['siteConfig', 'feeTags', 'userInfo', 'userFullInfo', 'simulationInfo', 'accountConfig'] as const).map((name) => ENDPOINTS[name].path).sort();
const PAGES = 10;

let dir: string;
let app: ReturnType<typeof createApp>;
let server: Server;
let origin: string;
/** The API calls the server received, each with the connection it came on. */
const apiCalls: { path: string; socket: Socket }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'exchange-render-api-'));
  const outer = express();
  server = createServer(outer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Site config and fee tags asked by every page (nothing kept), within a budget a busy machine meets.
  app = createApp({ dbPath: join(dir, 'exchange.db'), apiOrigin: origin, production: true, sharedDataTtlMs: 0, headerBudgetMs: 10_000 });
  outer.use((request, _response, next) => {
    if (request.path.startsWith('/v1/')) apiCalls.push({ path: request.path, socket: request.socket });
    next();
  });
  outer.use(app.handler);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The header fragment for the cookie, asked by node:http on a connection of its own: the test's
 * requests stay out of fetch's pool, which the server's render uses in this same process.
 */
function pageFragment(cookie: string, search = '?path=/spot/BTCUSDT'): Promise<{ status: number | undefined; cacheControl: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${origin}/header/fragment${search}`, { headers: { cookie }, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, cacheControl: response.headers['cache-control'], body }));
    }).on('error', reject);
  });
}

async function signIn(loginName: string): Promise<string> {
  const login = await fetch(`${origin}${ENDPOINTS.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ loginName, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** The fragment's JSON (its script beside the header's HTML). */
const fragmentData = (body: string) => JSON.parse(/<script type="application\/json" data-exchange-header>([^<]*)<\/script>/.exec(body)![1]!) as { enhance: { lookups: string | null } };
const LOOKUPS: readonly string[] = [ENDPOINTS.rewardsRedIcon.path, ENDPOINTS.traderProUserList.path];

it("makes a signed-in page's calls over HTTP, on connections kept alive", async () => {
  const cookie = await signIn('main@demo');
  apiCalls.length = 0;

  for (let page = 0; page < PAGES; page += 1) {
    const fragment = await pageFragment(cookie);
    expect(fragment.status).toBe(200);
    expect(fragment.cacheControl).toMatch(/no-store/);
  }

  // Each page asked for all six (the user's four only because the session was found).
  expect(apiCalls.map(({ path }) => path).sort()).toEqual(Array.from({ length: PAGES }, () => SIGNED_IN_CALLS).flat().sort());
  // At most one connection for each call a page has in flight at once, whatever the pages: without
  // keep-alive each of the sixty calls would open its own.
  const connections = new Set(apiCalls.map(({ socket }) => socket)).size;
  expect(connections).toBeLessThanOrEqual(SIGNED_IN_CALLS.length);
});

it('answers the optional lookups with the session only when asked (lookups=answered), and says where to ask', async () => {
  const cookie = await signIn('main@demo');
  apiCalls.length = 0;
  const first = await pageFragment(cookie, '?path=/ar/spot/BTCUSDT&styles=inline');
  expect(apiCalls.map(({ path }) => path)).not.toEqual(expect.arrayContaining([LOOKUPS[0]]));
  // Where the enhancer asks: the same page, its links as asked, without the stylesheet.
  expect(fragmentData(first.body).enhance.lookups).toBe('/header/fragment?path=%2Far%2Fspot%2FBTCUSDT&lookups=answered');
  expect(first.body).toContain('hdr-badge-pending');

  apiCalls.length = 0;
  const answered = await pageFragment(cookie, '?path=/ar/spot/BTCUSDT&lookups=answered');
  expect(answered.status).toBe(200);
  expect(answered.cacheControl).toMatch(/no-store/);
  expect(apiCalls.map(({ path }) => path)).toEqual(expect.arrayContaining([...LOOKUPS]));
  expect(fragmentData(answered.body).enhance.lookups).toBeNull();
  expect(answered.body).not.toContain('hdr-badge-pending');
  expect(answered.body).toContain('hdr-badge-count');

  // A guest has no lookups: the parameter asks nothing and changes nothing.
  apiCalls.length = 0;
  const guest = await pageFragment('', '?path=/ar/spot/BTCUSDT&lookups=answered');
  expect(guest.status).toBe(200);
  expect(apiCalls.map(({ path }) => path).filter((path) => LOOKUPS.includes(path))).toEqual([]);
  expect(fragmentData(guest.body).enhance.lookups).toBeNull();
  expect(guest.body).toBe((await pageFragment('', '?path=/ar/spot/BTCUSDT')).body);

  for (const value of ['ANSWERED', '', 'yes']) expect((await pageFragment(cookie, `?path=/&lookups=${value}`)).status).toBe(400);
});

it('gives the language dialog of a page alone, the same whoever asks: shareable, nothing of the person in it', async () => {
  const cookie = await signIn('main@demo');
  const first = await pageFragment(cookie, '?path=/ar/spot/BTCUSDT');
  expect(fragmentData(first.body).enhance).toMatchObject({ languageDialog: '/header/fragment?path=%2Far%2Fspot%2FBTCUSDT&part=language-dialog' });
  const signedIn = await pageFragment(cookie, '?path=/ar/spot/BTCUSDT&part=language-dialog');
  const guest = await pageFragment('theme=white; currency=EUR', '?path=/ar/spot/BTCUSDT&part=language-dialog');
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatch(/^<dialog [^>]*data-testid="language-dialog"/);
  expect(signedIn.body).toContain('href="/spot/BTCUSDT"');
  expect(signedIn.body).not.toMatch(/main@demo|1000000001/);
  expect(signedIn.cacheControl).toMatch(/public/);
  expect(guest.body).toBe(signedIn.body);
  for (const value of ['LANGUAGE-DIALOG', '', 'header']) expect((await pageFragment('', `?path=/&part=${value}`)).status).toBe(400);
});

it('gives the phone drawers of a page for the cookies asked with: a session’s its own and never shareable, so a cache keyed on the URL alone never hands it to anyone else', async () => {
  const cookie = await signIn('main@demo');
  const drawersOf = (body: string) => (fragmentData(body).enhance as unknown as { drawers: string }).drawers;
  // Where the enhancer asks: the same page, its links as asked, the lookups answered when the HTML has them.
  expect(drawersOf((await pageFragment(cookie, '?path=/ar/spot/BTCUSDT&styles=inline')).body)).toBe('/header/fragment?path=%2Far%2Fspot%2FBTCUSDT&part=drawers');
  expect(drawersOf((await pageFragment(cookie, '?path=/ar/spot/BTCUSDT&lookups=answered')).body)).toBe('/header/fragment?path=%2Far%2Fspot%2FBTCUSDT&part=drawers&lookups=answered');
  expect(drawersOf((await pageFragment('', '?path=/&links=absolute')).body)).toMatch(/^https?:\/\/[^/]+\/header\/fragment\?path=%2F&links=absolute&part=drawers$/);

  // A shared cache that keys on the URL alone (it ignores Vary): it keeps what is public and hands it to whoever asks that URL.
  const kept = new Map<string, string>();
  const throughCache = async (cookies: string, search: string) => {
    const hit = kept.get(search);
    if (hit !== undefined) return hit;
    const answer = await pageFragment(cookies, search);
    expect(answer.status).toBe(200);
    if (/public/.test(answer.cacheControl ?? '')) kept.set(search, answer.body);
    return answer.body;
  };
  const url = '?path=/de/futures&part=drawers';
  const personal = /main@demo|1000000001|data-action="logout"/;

  // The session asks first: its drawers, its profile and Log out in them, and nothing kept.
  const session = await pageFragment(cookie, url);
  expect(session.cacheControl).toBe('private, no-store');
  expect(session.body).toMatch(/^<dialog [^>]*data-drawer="nav"[^]*<dialog [^>]*data-drawer="user"/);
  expect(session.body).toContain('data-testid="drawer-user-name">main@demo<');
  expect(session.body).toContain('data-action="logout"');
  expect(await throughCache(cookie, url)).toBe(session.body);
  expect(kept.size).toBe(0);

  // Then a guest, through the same cache: a guest's drawers, nothing of the session.
  const guest = await throughCache('', url);
  expect(guest).not.toMatch(personal);
  expect(guest).toContain('data-item="auth.login"');
  expect(kept.get(url)).toBe(guest);
  // A guest with other sites' cookies gets the same shareable answer; a session cookie that is not one is private all the same.
  const junk = await pageFragment('_ga=GA1.2.3.4; consent=yes', url);
  expect(junk.cacheControl).toMatch(/^public/);
  expect(junk.body).toBe(guest);
  const forged = await pageFragment('rt=not-a-session', url);
  expect(forged.cacheControl).toBe('private, no-store');
  expect(forged.body).not.toMatch(personal);

  // Spelt once and exactly: anything else is a 400 before any render.
  for (const search of ['?path=/&part=Drawers', '?path=/&part=DRAWERS', '?path=/&part=', '?path=/&part=drawer', '?path=/&part=drawers&part=drawers', '?path=/&Part=drawers']) {
    expect((await pageFragment(cookie, search)).status).toBe(400);
  }
});

it('marks the guarded links, and gives the security check’s dialog alone: one per locale, the same whoever asks, shareable, nothing of the person in it', async () => {
  const cookie = await signIn('main@demo');
  const first = await pageFragment(cookie, '?path=/ar/spot/BTCUSDT&links=absolute');
  // The model's securityCheck on the entries it guards, for the enhancer.
  expect(first.body).toMatch(/<a [^>]*data-item="assets\.withdraw"[^>]*data-security="withdraw"/);
  expect(first.body).toMatch(/<a [^>]*data-item="account\.api"[^>]*data-security="apiManagement"/);
  expect(first.body.match(/data-security="/g)?.length).toBe(2);
  // Asked as the locale's home, whatever the page, with the site's origin for a page of another.
  expect(fragmentData(first.body).enhance).toMatchObject({ securityDialog: `${origin}/header/fragment?path=%2Far%2F&part=security-dialog` });

  apiCalls.length = 0;
  const signedIn = await pageFragment(cookie, '?path=/ar/&part=security-dialog');
  const guest = await pageFragment('theme=white; currency=EUR', '?path=/ar/&part=security-dialog');
  expect(apiCalls).toEqual([]);
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatch(/^<dialog [^>]*data-testid="security-dialog"[^>]*>.*<\/dialog>$/s);
  expect(signedIn.body).not.toMatch(/main@demo|1000000001|<script/);
  expect(signedIn.cacheControl).toMatch(/public/);
  expect(guest.cacheControl).toBe(signedIn.cacheControl);
  expect(guest.body).toBe(signedIn.body);
  // In the locale's words.
  expect(signedIn.body).not.toBe((await pageFragment('', '?path=/&part=security-dialog')).body);
  for (const search of ['?path=/&part=SECURITY-DIALOG', '?path=/&part=Security-Dialog', '?path=/&part=', '?path=/&part=security', '?path=/&Part=security-dialog', '?path=/&part=security-dialog&part=security-dialog', '?path=/&part=security-dialog&action=withdraw']) {
    const refused = await pageFragment(cookie, search);
    expect(refused.status, search).toBe(400);
    expect(refused.cacheControl).toBe('no-store');
  }
});
