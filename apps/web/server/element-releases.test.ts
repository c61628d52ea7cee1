/**
 * The element's releases over real HTTP (server/element-releases.ts through hostsHandler):
 * pinned versions immutable and verifiable by their integrity hash, a major's channel following
 * the newest release or the rollback pin, and every input a page or an attacker can send (a
 * version that is no release, a path out of a release's folder, a pin of another major, a corrupt
 * channels file) answered by the spec's fallback or a 404, never another folder's file.
 */
import express from 'express';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_CACHE, compareVersions, elementReleases, type ElementReleases } from './element-releases.ts';
import { HOST_ASSET_CACHE, HOST_PAGE_CACHE, hostsHandler } from './hosts.ts';
import { listenOnLoopback } from './test-listen.ts';

const body = (version: string) => `export const version = ${JSON.stringify(version)};`;
const enhancer = (version: string) => `export const enhancer = ${JSON.stringify(version)};`;
const integrity = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A release folder as the element's build writes it: element.js (and its .gz), enhancer.js, a chunk, release.json. */
function writeRelease(dir: string, version: string, release: unknown = { version, integrity: { 'element.js': integrity(body(version)) } }): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'element.js'), body(version));
  writeFileSync(join(dir, 'element.js.gz'), gzipSync(body(version)));
  writeFileSync(join(dir, 'enhancer.js'), enhancer(version));
  writeFileSync(join(dir, 'assets', 'drawers-abc123.js'), `export const drawers = ${JSON.stringify(version)};`);
  writeFileSync(join(dir, 'release.json'), typeof release === 'string' ? release : JSON.stringify(release));
}

let root: string;
let releasesDir: string;
let releases: ElementReleases;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'exchange-releases-'));
  const hostsDir = join(root, 'hosts');
  releasesDir = join(root, 'releases');
  // The build's own release, and those a deploy kept.
  writeRelease(join(hostsDir, 'header'), '1.2.0');
  for (const version of ['1.0.0', '1.1.0', '2.0.0-rc.1', '0.9.0']) writeRelease(join(releasesDir, version), version);
  // Folders that are no release: a name that is no version, a release.json that names another
  // version, one whose integrity is not a hash, one that is not JSON.
  writeRelease(join(releasesDir, 'latest'), 'latest');
  writeRelease(join(releasesDir, '1.3.0'), '1.3.0', { version: '1.4.0', integrity: { 'element.js': integrity('x') } });
  writeRelease(join(releasesDir, '1.5.0'), '1.5.0', { version: '1.5.0', integrity: { 'element.js': 'md5-abc' } });
  writeRelease(join(releasesDir, '1.6.0'), '1.6.0', '{ not json');
  writeFileSync(join(root, 'secret.js'), 'export const secret = 1;');
  // A chunk only an older release of the major has (its script, cached before a rollback, asks for it).
  writeFileSync(join(releasesDir, '1.1.0', 'assets', 'older-abc123.js'), 'export const older = 1;');
  const app = express();
  releases = elementReleases(join(hostsDir, 'header'), releasesDir);
  app.use(hostsHandler({ dir: hostsDir, elementDir: join(hostsDir, 'header'), production: true, releases }));
  app.use((_request, response) => void response.status(404).send('not found'));
  ({ origin, close } = await listenOnLoopback(app));
});

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  rmSync(join(releasesDir, 'channels.json'), { force: true });
  vi.useRealTimers();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { redirect: 'manual', headers });

/** Moves the server's clock past the releases' one-second reread. */
function later(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5_000);
}

describe('a pinned version', () => {
  it.each(['1.0.0', '1.1.0', '1.2.0', '2.0.0-rc.1'])('/header/%s/element.js is that release, immutable, public to every origin and timeable, and matches its published integrity', async (version) => {
    const response = await get(`/header/${version}/element.js`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(body(version));
    expect(response.headers.get('cache-control')).toBe(HOST_ASSET_CACHE);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    for (const [name, value] of [['access-control-allow-origin', '*'], ['cross-origin-resource-policy', 'cross-origin'], ['timing-allow-origin', '*'], ['x-content-type-options', 'nosniff']]) {
      expect(response.headers.get(name!), name).toBe(value);
    }
    const versions = (await (await get('/header/versions.json')).json()) as { versions: Record<string, { integrity: Record<string, string> }> };
    expect(versions.versions[version]?.integrity['element.js']).toBe(integrity(text));
    // Its chunks from its own folder.
    expect(await (await get(`/header/${version}/assets/drawers-abc123.js`)).text()).toContain(JSON.stringify(version));
  });

  it.each([
    ['a folder whose name is no version', '/header/latest/element.js'],
    ['a release.json naming another version', '/header/1.3.0/element.js'],
    ['a version whose release.json says 1.4.0', '/header/1.4.0/element.js'],
    ['an integrity that is no hash', '/header/1.5.0/element.js'],
    ['a release.json that is not JSON', '/header/1.6.0/element.js'],
    ['no such release', '/header/1.9.9/element.js'],
    ['a version spelled with a leading zero', '/header/01.0.0/element.js'],
    ['a path out of the release', '/header/1.0.0/../../secret.js'],
    ['an encoded path out of the release', '/header/1.0.0/%2e%2e/%2e%2e/secret.js'],
    ['an encoded slash', '/header/1.0.0%2f..%2f..%2fsecret.js'],
    ['a missing file of a release', '/header/1.0.0/assets/nothing.js'],
  ])('%s: 404 (%s)', async (_case, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });
});

describe('a major’s channel', () => {
  it('/header/v1/element.js is the newest 1.x release’s script itself (no request before it), kept a minute, with the same cross-origin headers', async () => {
    const response = await get('/header/v1/element.js?cache-buster=1', { host: 'evil.example', 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(body('1.2.0'));
    expect(response.headers.get('cache-control')).toBe(CHANNEL_CACHE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('timing-allow-origin')).toBe('*');
  });

  it('the channel’s chunks: the release’s beside its script, and an older release’s too (a script cached before a rollback asks for its own), immutable', async () => {
    const chunk = await get('/header/v1/assets/drawers-abc123.js');
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toContain('"1.2.0"');
    expect(chunk.headers.get('cache-control')).toBe(HOST_ASSET_CACHE);
    const older = await get('/header/v1/assets/older-abc123.js');
    expect(older.status).toBe(200);
    expect(await older.text()).toBe('export const older = 1;');
    expect(older.headers.get('cache-control')).toBe(HOST_ASSET_CACHE);
    // Not another major's, nor a path out of the folder.
    expect((await get('/header/v0/assets/older-abc123.js')).status).toBe(404);
    expect((await get('/header/v1/assets/%2e%2e%2f%2e%2e%2fsecret.js')).status).toBe(404);
    expect((await get('/header/v1/../../secret.js')).status).toBe(404);
  });

  it('/header/v1/enhancer.js is the same channel’s enhancer, which the fragment names with its integrity, and the rollback moves all three', async () => {
    const response = await get('/header/v1/enhancer.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(enhancer('1.2.0'));
    expect(response.headers.get('cache-control')).toBe(CHANNEL_CACHE);
    expect(releases.channelScript(1, 'element.js')).toEqual({ path: '/header/1.2.0/element.js', integrity: integrity(body('1.2.0')) });
    // A script the release records no integrity for, or a major with no release: none (the fragment names the channel).
    expect(releases.channelScript(1, 'enhancer.js')).toBeUndefined();
    expect(releases.channelScript(3, 'element.js')).toBeUndefined();
    writeFileSync(join(releasesDir, 'channels.json'), JSON.stringify({ v1: '1.0.0' }));
    later();
    expect(await (await get('/header/v1/enhancer.js')).text()).toBe(enhancer('1.0.0'));
    expect(await (await get('/header/v1/element.js')).text()).toBe(body('1.0.0'));
    expect(releases.channelScript(1, 'element.js')?.path).toBe('/header/1.0.0/element.js');
    rmSync(join(releasesDir, 'channels.json'));
    vi.setSystemTime(Date.now() + 5_000);
  });

  it.each(['/header/v1/other.js', '/header/v1/Element.js', '/header/v1/element.js.gz', '/header/v1/enhancer.mjs', '/header/v1/assets/x.js'])(
    '%s is no channel’s script: 404',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('a major with only a release candidate, or none, has no channel: 404', async () => {
    expect((await get('/header/v2/element.js')).status).toBe(404);
    expect((await get('/header/v3/element.js')).status).toBe(404);
    expect((await get('/header/v99999/element.js')).status).toBe(404);
  });

  it('the rollback: channels.json pins v1 to an earlier release, and the channel follows it without a restart; removing the pin restores the newest', async () => {
    writeFileSync(join(releasesDir, 'channels.json'), JSON.stringify({ v1: '1.0.0' }));
    later();
    expect(await (await get('/header/v1/element.js')).text()).toBe(body('1.0.0'));
    const versions = (await (await get('/header/versions.json')).json()) as { channels: Record<string, string> };
    expect(versions.channels).toEqual({ v0: '0.9.0', v1: '1.0.0' });
    // The pinned files of the newer release stay: a page that pinned 1.2.0 keeps it.
    expect((await get('/header/1.2.0/element.js')).status).toBe(200);
    rmSync(join(releasesDir, 'channels.json'));
    vi.setSystemTime(Date.now() + 5_000);
    expect(await (await get('/header/v1/element.js')).text()).toBe(body('1.2.0'));
  });

  it.each([
    ['a version of another major', { v1: '2.0.0-rc.1' }],
    ['a version that is no release', { v1: '1.9.9' }],
    ['a folder that is no release', { v1: '1.3.0' }],
    ['a value that is no string', { v1: 1 }],
    ['a channel that is no major', { latest: '1.0.0', v1: null }],
    ['a file that is not JSON', '{ v1: 1.0.0'],
    ['an array', ['1.0.0']],
  ])('a pin of %s pins nothing: the channel stays the newest', async (_case, pins) => {
    writeFileSync(join(releasesDir, 'channels.json'), typeof pins === 'string' ? pins : JSON.stringify(pins));
    later();
    const response = await get('/header/v1/element.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body('1.2.0'));
  });
});

describe('versions.json', () => {
  it('lists the channels and every release, oldest first, each with its integrity; public and kept a minute', async () => {
    const response = await get('/header/versions.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CHANNEL_CACHE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { channels, versions } = (await response.json()) as { channels: Record<string, string>; versions: Record<string, { integrity: Record<string, string> }> };
    expect(channels).toEqual({ v0: '0.9.0', v1: '1.2.0' });
    expect(Object.keys(versions)).toEqual(['0.9.0', '1.0.0', '1.1.0', '1.2.0', '2.0.0-rc.1']);
    for (const [version, { integrity: hashes }] of Object.entries(versions)) expect(hashes).toEqual({ 'element.js': integrity(body(version)) });
  });
});

describe('the build’s unversioned URL', () => {
  it('/header/element.js is the build’s own, revalidated on every use, timeable', async () => {
    const response = await get('/header/element.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body('1.2.0'));
    expect(response.headers.get('cache-control')).toBe(HOST_PAGE_CACHE);
    expect(response.headers.get('timing-allow-origin')).toBe('*');
  });
});

describe('elementReleases without a releases directory', () => {
  it('has the build’s release alone, and its channel', () => {
    const releases = elementReleases(join(root, 'hosts', 'header'), undefined, () => 0);
    expect(releases.channel(1)).toBe('1.2.0');
    expect(releases.get('1.0.0')).toBeUndefined();
    expect(releases.describe().channels).toEqual({ v1: '1.2.0' });
  });

  it('a releases directory that does not exist yet: the build’s release', () => {
    const releases = elementReleases(join(root, 'hosts', 'header'), join(root, 'nowhere'), () => 0);
    expect(Object.keys(releases.describe().versions)).toEqual(['1.2.0']);
  });
});

it('orders versions as semver does', () => {
  expect(['1.10.0', '1.2.0', '1.2.0-rc.1', '0.9.9', '1.2.0-beta', '10.0.0'].sort(compareVersions)).toEqual(['0.9.9', '1.2.0-beta', '1.2.0-rc.1', '1.2.0', '1.10.0', '10.0.0']);
});
