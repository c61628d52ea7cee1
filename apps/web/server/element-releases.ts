/**
 * The element's releases, served the way a platform serves its scripts:
 *
 * - `/header/<version>/…`: a release's files (`element.js`, `enhancer.js`, their on-demand chunks
 *   under `assets/`), immutable: a version is published once, so a page may pin it, with the
 *   integrity hash of its script.
 * - `/header/v<major>/element.js` and `/header/v<major>/enhancer.js`: the script of the release its
 *   major's channel names, as it is, cached for a minute (CHANNEL_CACHE), so a rollback reaches
 *   every page that follows the channel within a minute; and `/header/v<major>/assets/…`, the
 *   on-demand chunks beside it (immutable, hashed), of that release or of an older one of the
 *   major (a page that loaded the script before a rollback asks for its own chunks). The chunks
 *   import the script by a relative URL, so the page's script and its chunks stay under the
 *   channel's folder: one copy of the script, and no request before it (not a module importing
 *   the release, which costs a round trip; not a redirect, after which a chunk would load the
 *   script again under the release's URL).
 * - `/header/versions.json`: the channels and every release with its integrity hashes.
 *
 * The releases are the build's own folder (the package's `dist/element`, its `release.json` written by
 * the element's build) and the folders of a releases directory (EXCHANGE_HEADER_RELEASES,
 * `<dir>/<version>/`, each with its `release.json`), where a deploy keeps what it has published. A
 * channel is the newest release of its major, unless `<dir>/channels.json` names another
 * (`{ "v1": "1.3.2" }`: the rollback), read again when it changes.
 */
import express from 'express';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the element's build writes beside `element.js` (packages/header/element/vite.config.ts). */
export interface ReleaseFile {
  version: string;
  /** Subresource Integrity of the release's entry files: `{ "element.js": "sha384-…", "enhancer.js": "sha384-…" }`. */
  integrity: Record<string, string>;
}

export interface ElementRelease extends ReleaseFile {
  dir: string;
}

export const RELEASE_FILE = 'release.json';
export const CHANNELS_FILE = 'channels.json';
/** How long a channel's answer may be kept: the longest a rollback takes to reach a page. */
export const CHANNEL_CACHE = 'public, max-age=60';
/** versions.json changes with a release or a rollback: kept as long as a channel. */
export const VERSIONS_CACHE = CHANNEL_CACHE;

/** A release's version: semver, with an optional pre-release (`1.4.0`, `2.0.0-rc.1`). */
const VERSION = /^(\d{1,4})\.(\d{1,4})\.(\d{1,4})(?:-([0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*))?$/;
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

export const isVersion = (value: string): boolean => VERSION.test(value);
const majorOf = (version: string): number => Number(VERSION.exec(version)?.[1]);

/** Orders versions as semver does (a pre-release before its release). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [VERSION.exec(a), VERSION.exec(b)];
  if (!x || !y) return 0;
  for (let part = 1; part <= 3; part += 1) {
    const difference = Number(x[part]) - Number(y[part]);
    if (difference !== 0) return difference;
  }
  if (x[4] === y[4]) return 0;
  if (x[4] === undefined) return 1;
  if (y[4] === undefined) return -1;
  return x[4] < y[4] ? -1 : 1;
}

/** A JSON file's value, or undefined when it is missing or not JSON. */
function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A folder's release, or undefined when its `release.json` is missing or not one. */
export function readRelease(dir: string): ElementRelease | undefined {
  const value = readJson(join(dir, RELEASE_FILE));
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, integrity } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !isVersion(version) || typeof integrity !== 'object' || integrity === null) return undefined;
  if (!Object.values(integrity).every((hash) => typeof hash === 'string' && INTEGRITY.test(hash))) return undefined;
  return { version, integrity: integrity as Record<string, string>, dir };
}

/** The releases of the build and of the releases directory (the build's own wins a version both hold). */
function readReleases(buildDir: string, releasesDir: string | undefined): Map<string, ElementRelease> {
  const releases = new Map<string, ElementRelease>();
  if (releasesDir) {
    let names: string[] = [];
    try {
      names = readdirSync(releasesDir);
    } catch {
      // No releases directory yet: the build's release alone.
    }
    for (const name of names) {
      const release = isVersion(name) ? readRelease(join(releasesDir, name)) : undefined;
      // A folder is the release its name says, or none.
      if (release?.version === name) releases.set(name, release);
    }
  }
  const own = readRelease(buildDir);
  if (own) releases.set(own.version, own);
  return releases;
}

/** The pins of `channels.json` that name a release of their major; a file that is not one pins nothing. */
function readPins(releasesDir: string | undefined, releases: ReadonlyMap<string, ElementRelease>): Map<number, string> {
  const pins = new Map<number, string>();
  if (!releasesDir) return pins;
  const value = readJson(join(releasesDir, CHANNELS_FILE));
  if (typeof value !== 'object' || value === null) return pins;
  for (const [channel, version] of Object.entries(value)) {
    const major = /^v(\d{1,4})$/.exec(channel)?.[1];
    if (major !== undefined && typeof version === 'string' && releases.has(version) && majorOf(version) === Number(major)) pins.set(Number(major), version);
  }
  return pins;
}

/** When the releases were last read, and what the channels file and directory looked like then. */
function stamp(releasesDir: string | undefined): string {
  if (!releasesDir) return '';
  const mtime = (path: string) => {
    try {
      return statSync(path).mtimeMs;
    } catch {
      return 0;
    }
  };
  return `${mtime(releasesDir)} ${mtime(join(releasesDir, CHANNELS_FILE))}`;
}

export interface ElementReleases {
  get(version: string): ElementRelease | undefined;
  /** The version `v<major>` names now, or undefined when that major has no release. */
  channel(major: number): string | undefined;
  /** Every release of the major, the newest first. */
  versionsOf(major: number): string[];
  /** The channel's release's `script`: its path under `/header/` and its integrity, for a page that names the release itself. */
  channelScript(major: number, script: ChannelScript): { path: string; integrity: string } | undefined;
  /** versions.json: the channels and every release's integrity. */
  describe(): { channels: Record<string, string>; versions: Record<string, { integrity: Record<string, string> }> };
}

/**
 * The releases, read again (at most once a second) when the releases directory or its channels
 * file changed: a published release or a rollback needs no restart.
 */
export function elementReleases(buildDir: string, releasesDir?: string, now: () => number = () => Date.now()): ElementReleases {
  let read = { at: -Infinity, stamp: '', releases: new Map<string, ElementRelease>(), pins: new Map<number, string>() };
  const current = () => {
    if (now() - read.at < 1000) return read;
    const seen = stamp(releasesDir);
    if (seen !== read.stamp || read.at === -Infinity) {
      const releases = readReleases(buildDir, releasesDir);
      read = { at: now(), stamp: seen, releases, pins: readPins(releasesDir, releases) };
    } else read.at = now();
    return read;
  };
  const channel = (major: number) => {
    const { releases, pins } = current();
    const pinned = pins.get(major);
    if (pinned) return pinned;
    // The newest release of the major that is not a pre-release: a release candidate is pinned by version, never followed.
    return [...releases.keys()].filter((version) => majorOf(version) === major && !version.includes('-')).sort(compareVersions).at(-1);
  };
  return {
    get: (version) => current().releases.get(version),
    channel,
    versionsOf: (major) => [...current().releases.keys()].filter((version) => majorOf(version) === major).sort(compareVersions).reverse(),
    channelScript(major, script) {
      const version = channel(major);
      const integrity = version === undefined ? undefined : current().releases.get(version)?.integrity[script];
      return version === undefined || integrity === undefined ? undefined : { path: `/header/${version}/${script}`, integrity };
    },
    describe() {
      const { releases } = current();
      const majors = [...new Set([...releases.keys()].map(majorOf))].sort((a, b) => a - b);
      const channels = Object.fromEntries(majors.flatMap((major) => (channel(major) ? [[`v${major}`, channel(major)!]] : [])));
      const versions = Object.fromEntries([...releases.values()].sort((a, b) => compareVersions(a.version, b.version)).map((release) => [release.version, { integrity: release.integrity }]));
      return { channels, versions };
    },
  };
}

/** The scripts a channel leads to: the element (an empty element's page) and the enhancer (server HTML's). */
export type ChannelScript = 'element.js' | 'enhancer.js';


/** What a channel's folder serves: its two scripts, and the hashed chunks under `assets/`. */
const CHANNEL_FILE = /^\/(?:(?:element|enhancer)\.js|assets\/[\w.-]+\.js)$/;

/**
 * The routes under `/header/`: versions.json, the channels' folders, and each release's files
 * through `files` (the element's static serving, hosts.ts: every file immutable, but the two
 * scripts kept as `scriptCache` says when it is given).
 */
export function releaseRoutes(releases: ElementReleases, files: (dir: string, scriptCache?: string) => express.Handler[], headers: Record<string, string>): express.Router {
  const router = express.Router();
  router.get('/versions.json', (_request, response) => {
    response.set({ ...headers, 'Cache-Control': VERSIONS_CACHE }).json(releases.describe());
  });
  const servers = new Map<string, express.Router>();
  const serve = (dir: string, scriptCache?: string) => {
    const key = `${scriptCache ?? ''} ${dir}`;
    let server = servers.get(key);
    if (!server) servers.set(key, (server = express.Router().use(...files(dir, scriptCache))));
    return server;
  };
  router.use('/:folder', (request, response, next) => {
    const folder = request.params.folder ?? '';
    const major = /^v(\d{1,4})$/.exec(folder)?.[1];
    if (major !== undefined) {
      const version = releases.channel(Number(major));
      if (!version || !CHANNEL_FILE.test(request.path)) return next();
      // The script of the release the channel names; a chunk, of the first release of the major that has it.
      const chunk = request.path.startsWith('/assets/');
      const dirs = [version, ...(chunk ? releases.versionsOf(Number(major)) : [])].map((name) => releases.get(name)?.dir);
      const dir = chunk ? dirs.find((candidate) => candidate && existsSync(join(candidate, request.path))) : dirs[0];
      if (!dir) return next();
      return serve(dir, CHANNEL_CACHE)(request, response, next);
    }
    const release = isVersion(folder) ? releases.get(folder) : undefined;
    if (!release) return next();
    serve(release.dir)(request, response, next);
  });
  return router;
}
