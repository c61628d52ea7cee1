/**
 * The header fragment (`GET /header/fragment?path=…`, issue 21) from a render process of the
 * production build, and through nginx.
 * - For the guest and all 17 demo users in en, ar and zh-CN: the header in the fragment is byte for
 *   byte the header the site renders on that page for the same cookies; one stylesheet link, one
 *   module script, nothing of a document.
 * - Cache headers: a guest's is shareable like a guest page, a session's `private, no-store`.
 * - A hostile `path` corpus: a 400 with a short plain message that never repeats it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locale } from '@exchange/contract';
import { DEMO_USERS } from '@exchange/contract/demo';
import { startEdge, type Edge } from '../../scripts/start-edge.mjs';
import { fragmentScriptTag, get, pool, signInAll } from './helpers.ts';
import { HEADER_VERSION } from '../../apps/web/app/header-fragment.ts';

const PORT = Number(process.env.EDGE_TEST_PORT ?? 3530) + 20;
const LOCALES: Locale[] = ['en', 'ar', 'zh-CN'];

let edge: Edge;
let dataDir: string;
let sessions: Map<string, string>;
let render: string;

const fragmentUrl = (path: string) => `${render}/header/fragment?path=${encodeURIComponent(path)}`;

/** The header's root element in a fragment: the element's content before its data script. */
function headerOf(fragment: string): string {
  const match = /<exchange-header[^>]*>(<div class="hdr-root"[\s\S]*)<script type="application\/json" data-exchange-header>/.exec(fragment);
  if (!match) throw new Error('no header root in the fragment');
  return match[1]!;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'edge-fragment-'));
  edge = await startEdge({ port: PORT, processes: 1, dataDir, log: () => undefined });
  render = `http://127.0.0.1:${edge.renderers[0]!.port}`;
  sessions = await signInAll(edge.origin);
});

afterAll(async () => {
  await edge?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /header/fragment', () => {
  test('guest and the 17 demo users in en, ar, zh-CN: the header the site renders on that page, byte for byte', async () => {
    const cases = LOCALES.flatMap((locale) => [null, ...DEMO_USERS].map((user) => ({ user, locale })));
    const found = await pool(
      cases.map(({ user, locale }) => async () => {
        const path = `${locale === 'en' ? '' : `/${locale}`}/spot/BTCUSDT`;
        const cookie = user ? sessions.get(user.loginName) : undefined;
        const [fragment, page] = await Promise.all([get(fragmentUrl(path), cookie), get(`${render}${path}`, cookie)]);
        const who = `${user?.loginName ?? 'guest'} ${locale}`;
        if (fragment.status !== 200) return [`${who}: status ${fragment.status}`];
        const problems: string[] = [];
        if (!page.body.includes(headerOf(fragment.body))) problems.push(`${who}: the fragment's header is not the page's`);
        if (/<\/?(?:html|head|body)\b/.test(fragment.body)) problems.push(`${who}: a document's element`);
        if ((fragment.body.match(/<link rel="stylesheet"/g) ?? []).length !== 1) problems.push(`${who}: not one stylesheet link`);
        if (fragment.body.split(fragmentScriptTag()).length !== 2) problems.push(`${who}: not one module script`);
        if (!fragment.body.startsWith(`<link rel="stylesheet"`) || !fragment.body.includes(`<exchange-header data-header-version="${HEADER_VERSION}">`)) problems.push(`${who}: no element of this version`);
        if (fragment.headers['exchange-header-version'] !== HEADER_VERSION) problems.push(`${who}: Exchange-Header-Version ${String(fragment.headers['exchange-header-version'])}`);
        if (user && !fragment.body.includes(`data-testid="user-name">${user.loginName}<`)) problems.push(`${who}: own name missing`);
        const expected = user ? 'private, no-store' : 'public, max-age=0, s-maxage=30';
        if (fragment.headers['cache-control'] !== expected) problems.push(`${who}: Cache-Control ${String(fragment.headers['cache-control'])}`);
        return problems;
      }),
      4,
    );
    expect(found.flat()).toEqual([]);
  });

  test('the data beside the header: what the enhancer needs, as JSON nothing in a path can break out of', async () => {
    const path = '/ar/spot/BTCUSDT?x=</script><script>alert(1)</script>&y=<!--';
    const reply = await get(fragmentUrl(path), 'theme=white; currency=EUR');
    expect(reply.status).toBe(200);
    expect(reply.body).not.toContain('<script>alert(1)');
    expect(reply.body).not.toContain('<!--');
    const json = /<script type="application\/json" data-exchange-header>([^<]*)<\/script>/.exec(reply.body)?.[1];
    const data = JSON.parse(json ?? 'null') as { enhance: { version: string; uid: string | null; languageDialog: string } };
    expect(Object.keys(data)).toEqual(['enhance']);
    expect(data.enhance).toMatchObject({ version: HEADER_VERSION, uid: null, languageDialog: `/header/fragment?path=${encodeURIComponent(path)}&part=language-dialog` });
  });

  test('links=absolute (a page of another origin): every link, the stylesheet, the script and the API are the site’s configured origin’s (EXCHANGE_SITE_ORIGIN: the edge’s), whichever address was asked', async () => {
    const site = edge.origin;
    const reply = await get(`${render}/header/fragment?path=${encodeURIComponent('/ar/spot/BTCUSDT')}&links=absolute`, sessions.get('main@demo'));
    expect(reply.status).toBe(200);
    const header = headerOf(reply.body);
    const hrefs = [...header.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);
    // The skip link and the languages (the same page in another language: the host's) stay the page's own.
    const own = hrefs.filter((href) => !href.startsWith(`${site}/`));
    expect(own.filter((href) => href !== '#main' && !/^(?:\/[\w-]+)?\/spot\/BTCUSDT$/.test(href))).toEqual([]);
    expect(hrefs.filter((href) => href.startsWith(`${site}/`)).length).toBeGreaterThan(40);
    expect(reply.body).toMatch(new RegExp(`^<link rel="stylesheet" href="${site}/assets/`));
    expect(reply.body).toContain(`<exchange-header data-header-version="${HEADER_VERSION}" api-base="${site}">`);
    expect(reply.body).toContain(fragmentScriptTag(site));
    expect(reply.body).toContain(`"api":"${site}"`);
  });

  test('styles=inline: the stylesheet as its text, no link', async () => {
    const reply = await get(`${render}/header/fragment?path=/&styles=inline`);
    expect(reply.body).toMatch(/^<style data-href="\/assets\/[\w-]+\.css">\.hdr-root\{/);
    expect(reply.body).not.toContain('<link');
  });

  test('links or styles other than their two values, or a malformed Host: a 400', async () => {
    expect((await get(`${render}/header/fragment?path=/&links=evil`)).status).toBe(400);
    expect((await get(`${render}/header/fragment?path=/&styles=evil`)).status).toBe(400);
    const reply = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${render}/header/fragment?path=/&links=absolute`, { headers: { host: 'evil host"<' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(reply).toBe(400);
  });

  const hostile: [string, string | null][] = [
    ['missing', null],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/spot'],
    ['a protocol-relative URL', '//evil.example/spot'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a backslash host', '/\\evil.example/'],
    ['a relative path', 'spot/BTCUSDT'],
    ['a newline', '/spot/BTCUSDT\r\nSet-Cookie: evil=1'],
    ['a NUL', '/spot/\u0000evil'],
    ['a tab', '/spot/\tevil'],
    ['over 2 KB', `/${'evil'.repeat(600)}`],
  ];
  test.each(hostile)('a bad path (%s): 400, a short plain message that does not repeat it', async (_name, value) => {
    const url = value === null ? `${render}/header/fragment` : fragmentUrl(value);
    const reply = await get(url);
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body.length).toBeLessThan(120);
    expect(reply.body).not.toMatch(/evil|alert|javascript/i);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  test('through nginx: a guest’s fragment is kept under its key, a session’s never', async () => {
    const path = '/de/futures';
    const url = `${edge.origin}/header/fragment?path=${encodeURIComponent(path)}`;
    await get(url);
    const again = await get(url);
    expect(again.headers['x-cache-status']).toBe('HIT');
    const other = await get(url, 'theme=white');
    expect(other.headers['x-cache-status']).not.toBe('HIT');
    const main = await get(url, sessions.get('main@demo'));
    expect([main.headers['x-cache-status'], main.headers['cache-control']]).toEqual(['BYPASS', 'private, no-store']);
    expect(main.body).toContain('data-testid="user-name">main@demo<');
  });
});
