// Every change to the published package says how it changes the version: `npm test` fails when the
// source of @exchange/header differs from the source of its last version and no pending changeset
// (.changeset/*.md, `npx changeset`) names the package.
//
// "The source of its last version" is a content hash, recorded in .changeset/released-source.json
// by `npm run version-packages` (`changeset version`, then this script with --record), so the
// check needs no git history and works the same in a fresh clone in CI. The hash covers what the
// tarball is built from: packages/header (its package.json without the version field), the
// contract's sources it compiles into dist/contract, and the element it builds into dist/element;
// not tests, test tooling, snapshots, Markdown (READMEs, glossaries, the changelog) or build
// output. The record of a version also holds its element scripts' integrity (the build's
// release.json), which --record writes into the version's changelog entry for pages that pin it.
//
//   node scripts/changeset-check.mjs                 check; exit code 1 when one fails
//   node scripts/changeset-check.mjs --json <file>   also write { passed, failed, results } for npm test
//   node scripts/changeset-check.mjs --record        record the present source as the released one
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The published package: its folder (where package.json and CHANGELOG.md are) and every source of its tarball. */
export const PACKAGE = {
  name: '@exchange/header',
  dir: 'packages/header',
  sources: ['packages/header', 'packages/contract/src'],
  // The element's build of the version (its scripts' integrity), which a release records and
  // writes into its changelog entry, for pages that pin it.
  release: 'packages/header/dist/element/release.json',
};
export const RECORD = '.changeset/released-source.json';
const BUMPS = new Set(['patch', 'minor', 'major']);
/** Folders never walked: dependencies, build output, caches, test tooling, seed data. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test', 'demo', '__snapshots__', '__aria__', '__screenshots__']);
/** Files that are not source: tests, Markdown, editor and build leftovers. */
const SKIPPED_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$|\.md$|\.snap$|\.tsbuildinfo$|^\.)/;

/** The source files of `paths` (files or folders, relative to `root`), sorted, relative to `root` with `/`. */
export function sourceFiles(root, paths) {
  const out = [];
  const walk = (path) => {
    const name = path.split('/').pop();
    const absolute = join(root, path);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      if (SKIPPED_DIRS.has(name) || name.startsWith('.')) return;
      for (const entry of readdirSync(absolute)) walk(`${path}/${entry}`);
    } else if (!SKIPPED_FILE.test(name)) out.push(path);
  };
  for (const path of paths) walk(path.replace(/\/+$/, ''));
  return [...new Set(out)].sort();
}

/** sha256 over each source file's path and content; the package's own package.json without its version. */
export function sourceHash(root, pkg = PACKAGE) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root, pkg.sources)) {
    let content = readFileSync(join(root, file));
    if (file === `${pkg.dir}/package.json`) {
      const { version: _version, ...manifest } = JSON.parse(content.toString('utf8'));
      content = Buffer.from(JSON.stringify(manifest));
    }
    hash.update(`${file}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The pending changesets of .changeset/ (every .md but README.md): their file, the packages they
 * bump and how, their summary, and what is wrong with them (`errors`, empty when well-formed).
 */
export function pendingChangesets(root, known = [PACKAGE.name]) {
  const dir = join(root, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8').replace(/\r\n/g, '\n');
      const match = /^---\n([\s\S]*?)\n?---\n([\s\S]*)$/.exec(text);
      const errors = [];
      const bumps = {};
      if (!match) errors.push('no front matter (--- "package": patch|minor|major ---)');
      for (const line of (match?.[1] ?? '').split('\n').filter((row) => row.trim())) {
        const entry = /^\s*(["']?)(@?[\w./-]+)\1\s*:\s*(\w+)\s*$/.exec(line);
        if (!entry) errors.push(`cannot read "${line.trim()}"`);
        else if (!known.includes(entry[2])) errors.push(`${entry[2]} is not a published package of this repository`);
        else if (!BUMPS.has(entry[3])) errors.push(`${entry[2]}: "${entry[3]}" is not patch, minor or major`);
        else bumps[entry[2]] = entry[3];
      }
      const summary = (match?.[2] ?? '').trim();
      // `changeset add --empty` writes one with neither: well-formed, and it describes no change.
      if (match && !summary && Object.keys(bumps).length > 0) errors.push('no summary for the changelog');
      return { file: `.changeset/${name}`, bumps, summary, errors };
    });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The checks, each `{ name, passed, detail }`. */
export function checkChangesets(root, pkg = PACKAGE) {
  const results = [];
  const check = (name, passed, detail = '') => results.push({ name, passed: Boolean(passed), detail });
  const version = readJson(join(root, pkg.dir, 'package.json'))?.version;
  const record = readJson(join(root, RECORD))?.[pkg.name];
  check(
    `${RECORD} records ${pkg.name}@${version}`,
    record && record.version === version && typeof record.sha256 === 'string',
    record ? `it records ${record.version}: after \`changeset version\`, run \`npm run version-packages\` (or this script with --record)` : `no record of ${pkg.name}: run \`node scripts/changeset-check.mjs --record\``,
  );
  const changelog = existsSync(join(root, pkg.dir, 'CHANGELOG.md')) ? readFileSync(join(root, pkg.dir, 'CHANGELOG.md'), 'utf8') : '';
  check(`${pkg.dir}/CHANGELOG.md has the entry of ${version}`, new RegExp(`^## ${String(version).replaceAll('.', '\\.')}$`, 'm').test(changelog), 'the changelog is written by `changeset version` from the changesets');

  // A version recorded with its scripts' integrity names them in its changelog entry (docs/hosts.md, Versions).
  if (record?.integrity) {
    const entry = changelogEntry(changelog, record.version);
    check(`${pkg.dir}/CHANGELOG.md gives ${record.version}'s integrity`, entry.includes(integrityLine(record.version, record.integrity)), 'run `npm run version-packages`, which writes it');
  }

  const changesets = pendingChangesets(root, [pkg.name]);
  const broken = changesets.filter((changeset) => changeset.errors.length > 0);
  check('every pending changeset is well-formed', broken.length === 0, broken.map((changeset) => `${changeset.file}: ${changeset.errors.join('; ')}`).join(' | '));

  const hash = sourceHash(root, pkg);
  const described = changesets.filter((changeset) => changeset.errors.length === 0 && pkg.name in changeset.bumps).map((changeset) => changeset.file);
  const unchanged = record?.sha256 === hash;
  check(
    `${pkg.name}: the source is ${version}'s, or a changeset says how it changed`,
    unchanged || described.length > 0,
    `the source of ${pkg.name} (${pkg.sources.join(', ')}) changed since ${record?.version ?? 'its last version'} and no changeset in .changeset/ names it: run \`npx changeset\` and describe the change`,
  );
  return results;
}

/** The changelog's entry of `version`: from its heading to the next one. */
export function changelogEntry(changelog, version) {
  const start = changelog.search(new RegExp(`^## ${String(version).replaceAll('.', '\\.')}$`, 'm'));
  if (start < 0) return '';
  const next = changelog.slice(start + 1).search(/^## /m);
  return next < 0 ? changelog.slice(start) : changelog.slice(start, start + 1 + next);
}

/** The line of a changelog entry that gives each pinned script's integrity. */
export const integrityLine = (version, integrity) =>
  `Pin with integrity: ${Object.entries(integrity)
    .map(([script, hash]) => `\`/header/${version}/${script}\` \`${hash}\``)
    .join(', ')}.`;

/**
 * Records the present source as the released one of the package's present version. With
 * `pkg.release` (the element's build of this version), also its scripts' integrity, written into the
 * version's changelog entry too; a build of another version, or none, stops it.
 */
export function recordRelease(root, pkg = PACKAGE) {
  const file = join(root, RECORD);
  const records = readJson(file) ?? {};
  const version = readJson(join(root, pkg.dir, 'package.json')).version;
  records[pkg.name] = { version, sha256: sourceHash(root, pkg) };
  if (pkg.release) {
    const release = readJson(join(root, pkg.release));
    if (release?.version !== version || typeof release.integrity !== 'object') throw new Error(`${pkg.release} is not the build of ${version}: build the package first (npm run build --workspace ${pkg.name}).`);
    records[pkg.name].integrity = release.integrity;
    const changelogFile = join(root, pkg.dir, 'CHANGELOG.md');
    const changelog = readFileSync(changelogFile, 'utf8');
    const entry = changelogEntry(changelog, version);
    if (!entry) throw new Error(`${pkg.dir}/CHANGELOG.md has no entry of ${version}: run \`changeset version\` first.`);
    const kept = entry.replace(/^Pin with integrity: .*\n\n/m, '');
    const heading = `## ${version}\n`;
    const written = kept.replace(heading, `${heading}\n${integrityLine(version, release.integrity)}\n`);
    writeFileSync(changelogFile, changelog.replace(entry, written));
  }
  writeFileSync(file, `${JSON.stringify(records, null, 2)}\n`);
  return records[pkg.name];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, '..');
  const { values } = parseArgs({ options: { json: { type: 'string' }, record: { type: 'boolean' } } });
  if (values.record) {
    const { version, sha256 } = recordRelease(root);
    console.log(`Recorded ${PACKAGE.name}@${version}: ${sha256} (${relative(process.cwd(), join(root, RECORD)) || RECORD})`);
    process.exit(0);
  }
  const results = checkChangesets(root);
  for (const { name, passed, detail } of results) console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}${passed || !detail ? '' : `: ${detail}`}`);
  const passed = results.filter((result) => result.passed).length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ passed, failed, results }, null, 2)}\n`);
  process.exit(failed === 0 ? 0 : 1);
}
