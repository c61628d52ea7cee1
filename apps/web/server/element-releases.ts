/**
 * The element's releases, served the way a platform serves its scripts:
 *
 * - `/header/<version>/…`: a release's files (`element.js`, `enhancer.js`, their on-demand chunks
 *   under `assets/`), immutable: a version is published once, so a page may pin it, with the
 *   integrity hash of its script.
 * - `/header/v<major>/element.js` and `/header/v<major>/enhancer.js`: a one-line module that imports
 *   the release its major's channel names (`import "../1.4.0/element.js";`), cached for a minute
 *   (CHANNEL_CACHE), so a rollback reaches every page that follows the channel within a minute.
 *   Not a redirect: a module reached through one is keyed by the URL asked for, so a chunk that
 *   imports its script from the release's folder would load a second copy of it beside the first.
 * - `/header/versions.json`: the channels and every release with its integrity hashes.
 *
 * The releases are the build's own folder (the package's `dist/element`, its `release.json` written by
 * the element's build) and the folders of a releases directory (EXCHANGE_HEADER_RELEASES,
 * `<dir>/<version>/`, each with its `release.json`), where a deploy keeps what it has published. A
 * channel is the newest release of its major, unless `<dir>/channels.json` names another
 * (`{ "v1": "1.3.2" }`: the rollback), read again when it changes.
 */
import express from 'express';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The channel's module: the release's `script`, by a path relative to the channel's folder. */
export const channelModule = (version: string, script: ChannelScript = 'element.js'): string => `import ${JSON.stringify(`../${version}/${script}`)};\n`;

/**
 * The routes under `/header/`: versions.json, the channels' modules, and each release's files
 * through `files` (the element's static serving, hosts.ts, with every file immutable).
 */
export function releaseRoutes(releases: ElementReleases, files: (dir: string) => express.Handler[], headers: Record<string, string>): express.Router {
  const router = express.Router();
  router.get('/versions.json', (_request, response) => {
    response.set({ ...headers, 'Cache-Control': VERSIONS_CACHE }).json(releases.describe());
  });
  router.get(/^\/v(\d{1,4})\/(element|enhancer)\.js$/, (request, response, next) => {
    const [, major, name] = /^\/v(\d{1,4})\/(element|enhancer)\.js$/.exec(request.path) ?? [];
    const version = releases.channel(Number(major));
    if (!version) return next();
    response
      .set({ ...headers, 'Cache-Control': CHANNEL_CACHE })
      .type('text/javascript; charset=utf-8')
      .send(channelModule(version, `${name}.js` as ChannelScript));
  });
  const served = new Map<string, express.Router>();
  router.use('/:version', (request, response, next) => {
    const version = request.params.version ?? '';
    const release = isVersion(version) ? releases.get(version) : undefined;
    if (!release) return next();
    let serve = served.get(release.dir);
    if (!serve) served.set(release.dir, (serve = express.Router().use(...files(release.dir))));
    serve(request, response, next);
  });
  return router;
}
