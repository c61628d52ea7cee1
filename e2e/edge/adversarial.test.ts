/**
 * The edge as an attacker meets it (issue 40): Debian's nginx in front of two render processes of
 * the production build, every probe a real request. The rule under test is the one of the whole
 * cache-poisoning class: nothing a client sends that the cache does not key may change a shared
 * answer. Each probe first sends the hostile request (which the cache may keep), then the request
 * of an ordinary guest of the same page, and reads what that guest got.
 * - Forwarded headers (X-Forwarded-Host, Forwarded, X-Forwarded-Proto, X-Forwarded-Port) on every
 *   cached route: the pages, the fragment with links=absolute, the SSI page, the element.
 * - The fragment's parameters: case variants, repeats, unknown names (the reproduction that made
 *   every guest of the SSI page load an attacker's script): 400, never kept.
 * - Cookie spellings nginx and the app could read apart: each guest still gets the default theme
 *   and currency, and the spelling's own answer is what its key says.
 * - The security headers on every kind of answer; malformed requests get a 4xx, never a 5xx.
 * - Every render process hung (SIGSTOP, not killed): the SSI page shows its stub and a page
 *   answers within 5 s, as nginx measured it (its access log's request time).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS } from '@exchange/contract';
import { startEdge, type Edge } from '../../scripts/start-edge.mjs';
import { fragmentScriptTag, get, raw, send, signInAll, type Reply } from './helpers.ts';
import { HEADER_VERSION } from '../../apps/web/app/header-fragment.ts';

const PORT = Number(process.env.EDGE_TEST_PORT ?? 3530) + 15;
const EVIL = 'evil.example';

let edge: Edge;
let dataDir: string;
let sessions: Map<string, string>;
/** A query parameter that makes each probe's key its own (nothing earlier kept it). */
let round = 0;
const fresh = () => `probe=${Date.now()}-${(round += 1)}`;

/** The theme the header was rendered in, from its root element (a page's or a fragment's). */
const headerTheme = (body: string) => /<div class="hdr-root" data-theme="(\w+)"/.exec(body)?.[1];
/** The currency the header shows in its settings button (the cookie's, else the locale's own). */
const fragmentCurrency = (body: string) => /<span class="hdr-settings-currency">(\w+)<\/span>/.exec(body)?.[1];

const FORWARDED_SPOOFS: Record<string, string>[] = [
  { 'X-Forwarded-Host': EVIL },
  { Forwarded: `host=${EVIL};proto=https` },
  { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Port': '8443' },
  { 'X-Forwarded-Host': `${EVIL}:443`, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Port': '443', 'X-Original-URL': '/admin', 'X-Rewrite-URL': '/admin' },
];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'edge-adversarial-'));
  edge = await startEdge({ port: PORT, processes: 2, dataDir, log: () => undefined });
  sessions = await signInAll(edge.origin);
});

afterAll(async () => {
  // A test that failed half-way may leave the processes stopped: let them go on so they can drain.
  for (const slot of edge?.renderers ?? []) if (slot.pid) process.kill(slot.pid, 'SIGCONT');
  await edge?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('forwarded headers never reach a shared answer', () => {
  test('the reported attack: a case-variant links parameter with X-Forwarded-Host is refused, and the SSI page loads only the site’s script', async () => {
    const attack = await send(`${edge.origin}/header/fragment?path=/hosts/ssi/&styles=inline&Links=&links=absolute`, { headers: { 'X-Forwarded-Host': EVIL } });
    expect(attack.status).toBe(400);
    expect(attack.headers['x-cache-status']).not.toBe('HIT');
    const page = await get(`${edge.origin}/hosts/ssi/`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(EVIL);
    expect(page.body).toContain(fragmentScriptTag());
  });

  test.each(FORWARDED_SPOOFS)('links=absolute with %o: the fragment’s links, script and API are the configured origin’s, for the spoofer and the next guest', async (spoof) => {
    const url = `${edge.origin}/header/fragment?path=/spot/BTCUSDT%3F${fresh()}&links=absolute`;
    const spoofed = await send(url, { headers: spoof });
    const guest = await get(url);
    for (const reply of [spoofed, guest]) {
      expect(reply.status).toBe(200);
      expect(reply.body).not.toContain(EVIL);
      expect(reply.body).not.toContain('https://');
      expect(reply.body).toContain(fragmentScriptTag(edge.origin));
      expect(reply.body).toContain(`<exchange-header data-header-version="${HEADER_VERSION}" api-base="${edge.origin}">`);
    }
    expect(guest.headers['x-cache-status']).toBe('HIT');
    expect(guest.body).toBe(spoofed.body);
  });

  test.each(['/spot/BTCUSDT', '/hosts/ssi/', '/hosts/html/', '/header/element.js'])('%s: a spoofed request and the next guest’s get the same answer as an unspoofed one', async (path) => {
    const url = `${edge.origin}${path}?${fresh()}`;
    const spoofed = await send(url, { headers: Object.assign({}, ...FORWARDED_SPOOFS) as Record<string, string> });
    expect(spoofed.status).toBe(200);
    expect(spoofed.body).not.toContain(EVIL);
    const guest = await get(url);
    expect(guest.status).toBe(200);
    expect(guest.body).not.toContain(EVIL);
    expect(guest.body).not.toContain('https://127.0.0.1');
  });
});

describe('the fragment’s parameters are read one way', () => {
  const refused: [string, string][] = [
    ['a case variant beside the real one', 'path=/hosts/ssi/&styles=inline&Links=&links=absolute'],
    ['an upper-case PATH before path', 'PATH=/hosts/ssi/&path=/ar/hosts/ssi/'],
    ['a repeated path', 'path=/hosts/ssi/&path=/ar/hosts/ssi/'],
    ['a repeated links', 'path=/&links=paths&links=absolute'],
    ['an unknown parameter', 'path=/&theme=white'],
    ['an encoded name', 'p%61th=/&path=/ar/'],
    ['an empty part', 'path=/&&styles=inline'],
  ];
  test.each(refused)('%s: 400, not kept, and the guest of the key it aimed at gets its own header', async (_name, query) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await get(`${edge.origin}/header/fragment?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['x-cache-status']).not.toBe('HIT');
    }
    const english = await get(`${edge.origin}/hosts/ssi/`);
    expect(english.body).toContain('<div class="hdr-root" data-theme="black" lang="en" dir="ltr"');
    expect(english.body).not.toContain(EVIL);
  });
});

describe('cookies are read one way by the cache and the render', () => {
  // Spellings of a preference a reader could take for `theme=white; currency=JPY`, or not.
  const SPELLINGS = [
    '\ttheme=white; currency=JPY',
    'Theme=white; CURRENCY=JPY',
    'a=1, theme=white, currency=JPY',
    '\u00a0theme=white;\u00a0currency=JPY',
    'theme =white; currency= JPY',
    'theme=black; theme=white; currency=USD; currency=JPY',
    'theme=%77hite; currency=%4APY',
    'xtheme=white; xcurrency=JPY',
  ];
  test.each(SPELLINGS)('%j: the next cookie-less guest of a page, an SSI page and a fragment gets the default theme and no currency', async (cookie) => {
    const query = fresh();
    const urls = [`${edge.origin}/spot/BTCUSDT?${query}`, `${edge.origin}/header/fragment?path=/spot/BTCUSDT%3F${query}`];
    for (const url of urls) {
      const poisoned = await send(url, { headers: { Cookie: cookie } });
      expect(poisoned.status).toBe(200);
      const guest = await get(url);
      expect(guest.status).toBe(200);
      expect(headerTheme(guest.body)).toBe('black');
      expect(guest.body).not.toContain('JPY');
    }
    // The SSI page's include has a fixed query: its kept fragment is shared by every guest.
    await send(`${edge.origin}/hosts/ssi/`, { headers: { Cookie: cookie } });
    const ssi = await get(`${edge.origin}/hosts/ssi/`);
    expect(headerTheme(ssi.body)).toBe('black');
    expect(ssi.body).not.toContain('JPY');
  });

  test('two Cookie headers are one header to both: a guest of the key they make gets what they ask for', async () => {
    const url = `${edge.origin}/header/fragment?path=/%3F${fresh()}`;
    const first = await send(url, { headers: { Cookie: ['a=1', 'theme=white; currency=EUR'] } });
    expect([headerTheme(first.body), fragmentCurrency(first.body)]).toEqual(['white', 'EUR']);
    const same = await get(url, 'a=1; theme=white; currency=EUR');
    expect([same.headers['x-cache-status'], headerTheme(same.body), fragmentCurrency(same.body)]).toEqual(['HIT', 'white', 'EUR']);
    const guest = await get(url);
    expect([headerTheme(guest.body), fragmentCurrency(guest.body)]).toEqual(['black', 'USD']);
  });

  test('a session cookie in any spelling the API reads is never answered from the cache nor kept', async () => {
    const url = `${edge.origin}/spot/BTCUSDT?${fresh()}`;
    await get(url);
    const main = sessions.get('main@demo')!;
    for (const cookie of [main, `\t${main}`, `a=1;${main.replace('=', ' = ')}`, `__Host-${main}`]) {
      const reply = await get(url, cookie);
      expect(reply.headers['x-cache-status'], cookie).toBe('BYPASS');
      expect(reply.headers['cache-control'], cookie).toBe('private, no-store');
    }
  });
});

describe('every kind of answer carries the security headers', () => {
  const KINDS: [string, string][] = [
    ['a page', '/spot/BTCUSDT'],
    ['an SSI page', '/hosts/ssi/'],
    ['a static host page', '/hosts/html/'],
    ['the fragment', '/header/fragment?path=/'],
    ['the element', '/header/element.js'],
    ['the element’s channel', '/header/v1/element.js'],
    ['the enhancer’s channel', '/header/v1/enhancer.js'],
    ['a pinned release', `/header/${HEADER_VERSION}/element.js`],
    ['the releases', '/header/versions.json'],
    ['a built asset', '/favicon.svg'],
    ['the API', '/v1/openapi.json'],
    ['a missing page', '/no/such/page'],
    ['a refused fragment', '/header/fragment?path=//evil'],
    ['a navigation’s data', '/spot/BTCUSDT.data'],
  ];
  test.each(KINDS)('%s (%s): CSP with frame-ancestors none, Referrer-Policy, Permissions-Policy, nosniff', async (_kind, path) => {
    const reply = await get(`${edge.origin}${path}`);
    expect(reply.status).toBeLessThan(500);
    expect(String(reply.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(reply.headers['content-security-policy']).not.toContain(',');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toContain('camera=()');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the element’s chunks too', async () => {
    const element = await get(`${edge.origin}/header/element.js`);
    const chunk = /\/header\/assets\/[\w.-]+\.js/.exec(element.body)?.[0] ?? /assets\/[\w.-]+\.js/.exec(element.body)?.[0];
    expect(chunk).toBeTruthy();
    const reply = await get(`${edge.origin}${chunk!.startsWith('/') ? chunk : `/header/${chunk}`}`);
    expect(reply.status).toBe(200);
    expect(String(reply.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the SSI page’s policy allows its own inline script by hash and nothing inline else', async () => {
    const reply = await get(`${edge.origin}/hosts/ssi/ar/`);
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(policy).not.toContain('unsafe-inline\'; object');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  test('a navigation’s data answer is private and never kept, for a guest and a session', async () => {
    const url = `${edge.origin}/spot/BTCUSDT.data?${fresh()}`;
    for (const cookie of [undefined, undefined, sessions.get('main@demo')]) {
      const reply = await get(url, cookie);
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(reply.headers['x-cache-status']).not.toBe('HIT');
    }
  });
});

describe('malformed requests get a 4xx, never a 5xx', () => {
  const longHeader = `X-Long: ${'a'.repeat(20_000)}`;
  /** Each request, and whether a render process must refuse it (else it may also answer it: it is odd, not malformed). */
  const CORPUS: [string, string, 'refused' | 'tolerated'][] = [
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'refused'],
    ['TRACE on the fragment', 'TRACE /header/fragment?path=/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'refused'],
    ['PUT on a page', 'PUT /spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 'refused'],
    ['DELETE on the API', `DELETE ${ENDPOINTS.logout.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'refused'],
    ['a made-up method', 'BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'refused'],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'refused'],
    ['no Host in HTTP/1.0', 'GET /spot/BTCUSDT HTTP/1.0\r\n\r\n', 'refused'],
    ['an empty Host', 'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n', 'refused'],
    ['a malformed Host', 'GET / HTTP/1.1\r\nHost: evil host"<\r\nConnection: close\r\n\r\n', 'refused'],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n', 'refused'],
    ['a malformed X-Forwarded-Host', 'GET /spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: evil host"<\r\nConnection: close\r\n\r\n', 'refused'],
    ['an absolute-form target', `GET http://${EVIL}/spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'refused'],
    ['OPTIONS on a page', 'OPTIONS /spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'tolerated'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'refused'],
    ['a bad deflate body to the API', `POST ${ENDPOINTS.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: deflate\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot-zlib!`, 'refused'],
    ['an unknown encoding to the API', `POST ${ENDPOINTS.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: br2\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`, 'refused'],
    ['a bad deflate form', 'POST /header/theme HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Encoding: deflate\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot-zlib!', 'refused'],
    ['a POST to a page', 'POST /spot/BTCUSDT HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1', 'tolerated'],
    ['a bad percent-encoding', 'GET /spot/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'tolerated'],
    ['a bad percent-encoding in the data path', 'GET /%ZZ.data HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'tolerated'],
    ['a NUL in the path', 'GET /spot/%00BTC HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'tolerated'],
    ['a huge header', `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${longHeader}\r\nConnection: close\r\n\r\n`, 'refused'],
    ['a bare LF request', 'GET / HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n', 'refused'],
    ['garbage', '\u0000\u0001\u0002 nonsense\r\n\r\n', 'refused'],
    ['HTTP/2 preface on HTTP/1', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'refused'],
    ['a chunked body with a bad size', `POST ${ENDPOINTS.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`, 'refused'],
    ['Content-Length and chunked', `POST ${ENDPOINTS.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`, 'refused'],
  ];

  test.each(CORPUS)('%s: never a 5xx through the edge; a render process given it directly answers a 4xx (%s)', async (_name, request, kind) => {
    // Through the edge: nginx refuses it, or mends it (a bare LF, a header it drops) and passes it on.
    const edgeReply = await raw(PORT, request);
    expect(edgeReply.status, edgeReply.head.split('\r\n')[0]).toBeLessThan(500);
    // 0: the server closed the connection without an answer, which some of these deserve.
    const { status, head } = await raw(edge.renderers[0]!.port, request);
    const line = head.split('\r\n')[0];
    if (kind === 'refused') expect(status === 0 || (status >= 400 && status < 500), line).toBe(true);
    else expect(status, line).toBeLessThan(500);
  });

  test('a valid deflate body is still read (the refusal above is of the bad one)', async () => {
    const reply = await send(`${edge.origin}${ENDPOINTS.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      body: deflateSync(JSON.stringify({ loginName: 'main@demo', password: 'demo' })),
    });
    expect(reply.status).toBe(200);
  });

  test('no answer above wrote a stack trace to a render process’s log', () => {
    const log = readFileSync(join(edge.runDir, 'render.log'), 'utf8');
    expect(log).not.toMatch(/\n\s+at /);
  });
});

describe('a store another process holds', () => {
  test('a write lock held elsewhere: pages, health and sessions keep answering; a sign-in is a quick 503 with Retry-After', async () => {
    const holder = new Database(join(dataDir, 'exchange.db'));
    holder.pragma('busy_timeout = 0');
    holder.exec('BEGIN IMMEDIATE');
    try {
      const [health, page, signedIn, signIn] = await Promise.all([
        get(`http://127.0.0.1:${edge.renderers[0]!.port}/healthz`),
        get(`${edge.origin}/spot/BTCUSDT?${fresh()}`),
        get(`${edge.origin}/spot/BTCUSDT?${fresh()}`, sessions.get('main@demo')),
        send(`${edge.origin}${ENDPOINTS.login.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName: 'classic@demo', password: 'demo' }) }),
      ]);
      expect(health.status).toBe(200);
      expect(page.status).toBe(200);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toContain('data-testid="user-name">main@demo<');
      expect(signIn.status).toBe(503);
      expect(signIn.headers['retry-after']).toBeDefined();
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    const after = await send(`${edge.origin}${ENDPOINTS.login.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName: 'classic@demo', password: 'demo' }) });
    expect(after.status).toBe(200);
  });
});

// After the store's test: this client's sign-ins wait once it has run.
describe('the sign-in limits through the edge', () => {
  test('X-Forwarded-For is the edge’s word: a client cannot pose as other addresses to the sign-in limits', async () => {
    // 20 failures per address are free, and each render process keeps its own counts: past 2 × 20
    // from one client, whatever addresses it claims, the next attempt waits.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 44; attempt += 1) {
      const reply = await send(`${edge.origin}${ENDPOINTS.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': `203.0.113.${attempt}`, 'X-Real-IP': `203.0.113.${attempt}` },
        body: JSON.stringify({ loginName: `nobody${attempt}@demo`, password: 'wrong' }),
      });
      statuses.push(reply.status);
    }
    // Spread over 44 names and 44 claimed addresses, the guesses still come from one client.
    expect(statuses).toContain(429);
  });
});

/** The access log's last line for a request of `uri`. */
function loggedLine(uri: string): string | undefined {
  const lines = readFileSync(join(edge.runDir, 'access.log'), 'utf8').trimEnd().split('\n');
  return lines.reverse().find((entry) => entry.includes(`"GET ${uri} `));
}

/** nginx's own time for the last logged request of `uri` (its access log's `time=`), in seconds. */
function loggedTime(uri: string): number {
  return Number(/ time=([\d.]+)/.exec(loggedLine(uri) ?? '')?.[1] ?? Number.NaN);
}

/** The render processes nginx sent the last logged request of `uri` to, in order (`upstream=`). */
function loggedUpstreams(uri: string): string[] {
  return / upstream=(.*?) upstream_status=/.exec(loggedLine(uri) ?? '')?.[1]?.split(/,\s*/) ?? [];
}

// Last: it stops the render processes (and lets them go on afterwards).
describe('every render process hung', () => {
  test('a process that is slow, not hung (2.5 s without a byte), is waited for: its answer is the page, and the request was sent to no second process', async () => {
    const pagePath = `/spot/BTCUSDT?${fresh()}`;
    for (const slot of edge.renderers) process.kill(slot.pid, 'SIGSTOP');
    const resume = setTimeout(() => {
      for (const slot of edge.renderers) process.kill(slot.pid, 'SIGCONT');
    }, 2_500);
    try {
      const reply = await get(`${edge.origin}${pagePath}`, sessions.get('main@demo'));
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('class="hdr-root"');
      await expect.poll(() => loggedTime(pagePath)).toBeGreaterThanOrEqual(2.5);
      // One upstream in the log: nginx neither gave up on the first process nor sent the request
      // on to the other (a slow answer retried is more load where there is too much already).
      expect(loggedUpstreams(pagePath)).toHaveLength(1);
    } finally {
      clearTimeout(resume);
      for (const slot of edge.renderers) process.kill(slot.pid, 'SIGCONT');
    }
  });

  test('the SSI page shows its stub and a page answers within 5 s, as nginx timed them; both come back once the processes go on', async () => {
    const replies: Reply[] = [];
    for (const slot of edge.renderers) process.kill(slot.pid, 'SIGSTOP');
    try {
      // A session's: never from the cache, so nginx must ask a process.
      const main = sessions.get('main@demo');
      const ssiPath = `/hosts/ssi/?${fresh()}`;
      const pagePath = `/spot/BTCUSDT?${fresh()}`;
      replies.push(await get(`${edge.origin}${ssiPath}`, main), await get(`${edge.origin}${pagePath}`, main));
      expect(replies[0]!.status).toBe(200);
      expect(replies[0]!.body).toContain('<nav class="hdr-stub"');
      // The edge's own answer, with the headers every answer carries.
      expect([replies[1]!.status, replies[1]!.headers['retry-after'], replies[1]!.headers['cache-control']]).toEqual([503, '5', 'no-store']);
      expect(String(replies[1]!.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      // nginx writes each line when its request ends: both are waited for, neither read once.
      await expect.poll(() => loggedTime(ssiPath)).toBeLessThan(5);
      await expect.poll(() => loggedTime(pagePath)).toBeLessThan(5);
    } finally {
      for (const slot of edge.renderers) process.kill(slot.pid, 'SIGCONT');
    }
    await expect.poll(async () => (await get(`${edge.origin}/spot/BTCUSDT?${fresh()}`)).status, { timeout: 20_000 }).toBe(200);
    const ssi = await get(`${edge.origin}/hosts/ssi/`, sessions.get('main@demo'));
    await expect.poll(async () => (await get(`${edge.origin}/hosts/ssi/?${fresh()}`, sessions.get('main@demo'))).body.includes('class="hdr-root"'), { timeout: 20_000 }).toBe(true);
    expect(ssi.status).toBe(200);
  });
});
