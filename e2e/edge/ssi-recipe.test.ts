/**
 * docs/hosts.md's "Your own nginx" block, run as written by Debian's nginx in front of the site (a
 * process of the production build): only its site origin, its folders and its port are put in.
 * The page leaves nginx with the header in it as text (not gzip, though the browser asks gzip), a
 * session's page is private and shows that person, the fragment cannot be asked from outside, and a
 * crafted cookie spelling cannot file one theme's header under another's key.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@exchange/contract/demo';
import { ensureNginx } from '../../scripts/ensure-nginx.mjs';
import { exited, freePort, startSite, waitUntilReady, type StartedSite } from '../../scripts/site-process.mjs';
import { whoseHeader, type Reply } from './helpers.ts';

const DOC = resolve(import.meta.dirname, '../../docs/hosts.md');
let dir: string;
let site: StartedSite;
let nginx: ChildProcess;
let origin: string;

/** The nginx block that follows the doc's `<!-- ssi-recipe` comment. */
function recipe(): string {
  const block = /<!-- ssi-recipe[^>]*-->\n```nginx\n([\s\S]*?)\n```/.exec(readFileSync(DOC, 'utf8'));
  if (!block) throw new Error('docs/hosts.md has no ssi-recipe nginx block');
  return block[1]!;
}

/** One GET as a browser sends it (gzip accepted), the body as the bytes came. */
function get(path: string, cookie?: string): Promise<Reply & { bytes: Buffer }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
    if (cookie) headers.cookie = cookie;
    request(`${origin}${path}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        done({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
      });
    })
      .on('error', fail)
      .end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ssi-recipe-'));
  for (const folder of ['cache', 'pages', 'temp']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'pages/index.html'), '<!doctype html>\n<html lang="en"><body><!--# include virtual="/header/fragment?path=$uri" --><main id="main">A team\'s page</main></body></html>\n');
  site = await startSite({ dataDir: join(dir, 'data'), what: 'the site behind the recipe' });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const block = recipe()
    .replace('/var/cache/nginx/header', join(dir, 'cache'))
    .replace('/srv/pages', join(dir, 'pages'))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('https://www.exchange.example', site.origin);
  const isRoot = process.getuid?.() === 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`).join('\n');
  const config = `${isRoot ? 'user root root;\n' : ''}daemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\nevents { worker_connections 64; }\nhttp {\n  access_log off;\n${temp}\n${block}\n}\n`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  nginx = spawn(await ensureNginx(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'ignore' });
  await waitUntilReady(`${origin}/`, nginx, { what: 'nginx with the recipe' });
});

afterAll(async () => {
  if (nginx) {
    nginx.kill('SIGTERM');
    await exited(nginx);
  }
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("docs/hosts.md's own nginx", () => {
  test("a guest's page leaves nginx with the header in it as text, though the browser takes gzip, revalidated", async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    expect(page.body).toContain('<exchange-header');
    expect(page.body).toMatch(/<div class="hdr-root" data-theme="black"/);
    expect(page.body).toContain("A team's page");
    expect(page.body).not.toContain('<!--#');
    expect(whoseHeader(page.body, null)).toEqual([]);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test("a session's page is private and shows that person; the next guest's shows nobody", async () => {
    const login = await fetch(`${site.origin}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName: 'main@demo', password: DEMO_PASSWORD }) });
    const session = login.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('rt='));
    expect(session).toBeDefined();
    await get('/');
    const page = await get('/', session);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('data-testid="user-name">main@demo<');
    const guest = await get('/');
    expect(whoseHeader(guest.body, null)).toEqual([]);
    expect(guest.body).not.toContain('main@demo');
  });

  test('the fragment cannot be asked from outside', async () => {
    expect((await get('/header/fragment?path=/')).status).toBe(404);
  });

  test("a cookie spelt otherwise than the site reads it does not file one theme's header under another's key", async () => {
    // nginx's $cookie_theme would read THEME=white as white; the site reads no theme and renders black.
    const crafted = await get('/', 'THEME=white');
    expect(crafted.body).toMatch(/<div class="hdr-root" data-theme="black"/);
    const white = await get('/', 'theme=white');
    expect(white.body).toMatch(/<div class="hdr-root" data-theme="white"/);
  });

  test("guests whose other cookies differ share one kept header (the key holds what the fragment varies by; the site's Vary: Cookie would keep a copy per Cookie header)", async () => {
    const kept = () => readdirSync(join(dir, 'cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    await get('/', 'currency=EUR; a=1');
    await expect.poll(kept).toBeGreaterThan(0);
    const before = kept();
    await get('/', 'currency=EUR; a=2');
    await get('/', 'a=3; currency=EUR; b=4');
    // A key of its own (another currency), written after the two above: once it is there, so are they.
    await get('/', 'currency=JPY; a=5');
    await expect.poll(kept).toBe(before + 1);
  });
});
