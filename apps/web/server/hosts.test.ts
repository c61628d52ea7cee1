/**
 * The other hosts' static serving (server/hosts.ts) over real HTTP, on stand-in builds: every path
 * of a host is its page, the same for every user (shareable, revalidated, no cookie set, scripts
 * limited to its inline scripts' hashes); hashed assets are immutable; the html host's stable
 * script is revalidated; a missing file is not the page; the site-space form of a host path and an
 * `/en/` prefix redirect.
 */
import express from 'express';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementReleases } from './element-releases.ts';
import { HOST_ASSET_CACHE, HOST_PAGE_CACHE, hostsHandler } from './hosts.ts';
import { listenOnLoopback } from './test-listen.ts';

const INLINE = "document.documentElement.dataset.theme = 'black';";
const page = (kind: string) => `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/hosts/${kind}/x.js"></script></head><body>${kind} page</body></html>`;

const ELEMENT = `export const element = ${JSON.stringify('x'.repeat(2000))};`;
const CHUNK = 'export const drawers = 1;';

let dir: string;
let close: () => Promise<void>;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'exchange-hosts-'));
  for (const kind of ['spa', 'html']) {
    mkdirSync(join(dir, kind, 'assets'), { recursive: true });
    writeFileSync(join(dir, kind, 'index.html'), page(kind));
    writeFileSync(join(dir, kind, 'assets', 'chunk-abc123.js'), 'export {};');
  }
  writeFileSync(join(dir, 'html', 'exchange-header.js'), 'export {};');
  // The element's build: a script with its build-time gzip, a chunk with one, a stylesheet without.
  mkdirSync(join(dir, 'header', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'header', 'element.js'), ELEMENT);
  writeFileSync(join(dir, 'header', 'element.js.gz'), gzipSync(ELEMENT, { level: 9 }));
  writeFileSync(join(dir, 'header', 'assets', 'drawers-abc123.js'), CHUNK);
  writeFileSync(join(dir, 'header', 'assets', 'drawers-abc123.js.gz'), gzipSync(CHUNK, { level: 9 }));
  writeFileSync(join(dir, 'header', 'assets', 'header-abc123.css'), '.hdr { color: red }');
  writeFileSync(join(dir, 'secret.js.gz'), gzipSync('secret'));
  const app = express();
  app.use(hostsHandler({ dir, elementDir: join(dir, 'header'), production: true, releases: elementReleases(join(dir, 'header')) }));
  app.use((_req, res) => void res.status(404).send('not found'));
  ({ origin, close } = await listenOnLoopback(app));
});

afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { redirect: 'manual', headers });

/** A revalidation's status, through node:http (fetch adds `Cache-Control: no-cache` to a conditional request). */
const revalidate = (path: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    httpGet(`${origin}${path}`, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });

describe('the hosts under /hosts/', () => {
  it.each([
    ['/hosts/spa/', 'spa'],
    ['/hosts/spa/ar/', 'spa'],
    ['/hosts/spa/zh-CN/deep/path?x=1', 'spa'],
    ['/hosts/html/', 'html'],
    ['/hosts/html/ar/', 'html'],
  ])('%s is the %s page: user-independent, shareable and revalidated, its inline script allowed by hash', async (path, kind) => {
    const response = await get(path, { cookie: 'rt=some-session; theme=white' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${kind} page`);
    expect(response.headers.get('cache-control')).toBe(HOST_PAGE_CACHE);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await revalidate(path, etag ?? '')).toBe(304);
  });

  it.each([
    ['/hosts/html/', 'en', 'ltr'],
    ['/hosts/html/ar/', 'ar', 'rtl'],
    ['/hosts/html/zh-CN/x', 'zh-CN', 'ltr'],
    ['/hosts/html/ph/', 'fil', 'ltr'],
    ['/hosts/spa/ar/deep', 'ar', 'rtl'],
  ])('%s is a page in its language: <html lang="%s" dir="%s">', async (path, lang, dir) => {
    const html = await (await get(path)).text();
    expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
  });

  it('serves hashed assets as immutable and the element script as revalidated; a missing file is a 404', async () => {
    const asset = await get('/hosts/spa/assets/chunk-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(HOST_ASSET_CACHE);
    const element = await get('/hosts/html/exchange-header.js');
    expect(element.status).toBe(200);
    expect(element.headers.get('cache-control')).toBe(HOST_PAGE_CACHE);
    expect(element.headers.get('content-type')).toMatch(/javascript/);
    for (const path of ['/hosts/spa/assets/missing.js', '/hosts/html/missing.js', '/hosts/other/']) expect((await get(path)).status, path).toBe(404);
  });

  it.each([
    ['/hosts/spa', 301, '/hosts/spa/'],
    ['/hosts/html?x=1', 301, '/hosts/html/?x=1'],
    ['/hosts/spa/index.html', 301, '/hosts/spa/'],
    ['/hosts/spa/en/', 301, '/hosts/spa/'],
    ['/hosts/html/en/a?b=1', 301, '/hosts/html/a?b=1'],
    ['/ar/hosts/spa/', 302, '/hosts/spa/ar/'],
    ['/zh-CN/hosts/html/a?b=1', 302, '/hosts/html/zh-CN/a?b=1'],
    ['/en/hosts/spa/', 302, '/hosts/spa/'],
  ])('%s redirects (%i) to %s', async (path, status, location) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  it('leaves an unknown prefix and other methods to the site', async () => {
    expect((await get('/xx/hosts/spa/')).status).toBe(404);
    expect((await fetch(`${origin}/hosts/spa/`, { method: 'POST' })).status).toBe(404);
  });
});

/** A response as sent (fetch would undo its gzip): status, headers and raw body bytes. */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number | undefined; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpGet(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('the element under /header/', () => {
  it.each([
    ['/header/element.js', ELEMENT, HOST_PAGE_CACHE],
    ['/header/assets/drawers-abc123.js', CHUNK, HOST_ASSET_CACHE],
  ])('%s: the build-time gzip to a browser that accepts gzip, with the headers of the file', async (path, text, cache) => {
    const response = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body.equals(gzipSync(text, { level: 9 }))).toBe(true);
    expect(gunzipSync(response.body).toString()).toBe(text);
  });

  it('sends the plain file to a client that does not accept gzip, and a file without a .gz as it is', async () => {
    const plain = await raw('/header/element.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ELEMENT);
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    const refused = await raw('/header/element.js', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const css = await raw('/header/assets/header-abc123.css', { 'accept-encoding': 'gzip' });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('.hdr { color: red }');
  });

  it('never serves a .gz from outside the build, nor a .gz by its own name as a script', async () => {
    for (const path of ['/header/../secret.js', '/header/%2e%2e/secret.js', '/header/..%2fsecret.js']) {
      const response = await raw(path, { 'accept-encoding': 'gzip' });
      expect(response.status).toBe(404);
    }
    const direct = await raw('/header/element.js.gz', { 'accept-encoding': 'gzip' });
    expect(direct.headers['content-encoding']).toBeUndefined();
    expect(direct.headers['content-type']).not.toMatch(/javascript/);
  });
});
