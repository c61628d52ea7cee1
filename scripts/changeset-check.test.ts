// scripts/changeset-check.mjs against a repository of its own in a temporary folder: the package's
// source changed without a changeset fails, with one passes, and what is not source changes nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changelogEntry, checkChangesets, pendingChangesets, recordRelease, sourceFiles, sourceHash } from './changeset-check.mjs';

const PKG = { name: '@exchange/header', dir: 'packages/header', sources: ['packages/header', 'packages/contract/src'] };
let root = '';

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const manifest = (version: string, extra: Record<string, unknown> = {}) => `${JSON.stringify({ name: '@exchange/header', version, ...extra }, null, 2)}\n`;
const changeset = (front: string, summary = 'What changed.') => `---\n${front}\n---\n\n${summary}\n`;
const failed = () =>
  checkChangesets(root, PKG)
    .filter((result) => !result.passed)
    .map((result) => result.name);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'changeset-check-'));
  write('packages/header/package.json', manifest('1.0.0'));
  write('packages/header/CHANGELOG.md', '# @exchange/header\n\n## 1.0.0\n\n- First.\n');
  write('packages/header/index.ts', 'export const a = 1;\n');
  write('packages/header/nav/model.ts', 'export const b = 2;\n');
  write('packages/header/nav/model.test.ts', 'test\n');
  write('packages/header/test/fake-api.ts', 'fake\n');
  write('packages/header/README.md', '# header\n');
  write('packages/header/dist/index.js', 'built\n');
  write('packages/contract/src/schemas.ts', 'export const s = 1;\n');
  write('.changeset/README.md', '# Changesets\n');
  recordRelease(root, PKG);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('changeset-check', () => {
  it('passes on the released source', () => {
    expect(failed()).toEqual([]);
  });

  it('fails when a source file changed and no changeset names the package', () => {
    write('packages/header/nav/model.ts', 'export const b = 3;\n');
    expect(failed()).toEqual(['@exchange/header: the source is 1.0.0\'s, or a changeset says how it changed']);
  });

  it('counts a new file, a deleted one, a catalog, the compiled contract and the manifest (but its version) as source', () => {
    const released = sourceHash(root, PKG);
    write('packages/header/nav/new.ts', 'export {};\n');
    expect(sourceHash(root, PKG)).not.toBe(released);
    rmSync(join(root, 'packages/header/nav/new.ts'));
    expect(sourceHash(root, PKG)).toBe(released);
    write('packages/header/i18n/catalogs/en/nav.json', '{}\n');
    expect(sourceHash(root, PKG)).not.toBe(released);
    rmSync(join(root, 'packages/header/i18n'), { recursive: true });
    write('packages/contract/src/schemas.ts', 'export const s = 2;\n');
    expect(sourceHash(root, PKG)).not.toBe(released);
    write('packages/contract/src/schemas.ts', 'export const s = 1;\n');
    write('packages/header/package.json', manifest('1.0.0', { sideEffects: false }));
    expect(sourceHash(root, PKG)).not.toBe(released);
    write('packages/header/package.json', manifest('9.9.9'));
    expect(sourceHash(root, PKG)).toBe(released);
  });

  it('does not count tests, test tooling, Markdown or build output', () => {
    write('packages/header/nav/model.test.ts', 'another test\n');
    write('packages/header/test/fake-api.ts', 'another fake\n');
    write('packages/header/README.md', '# header, rewritten\n');
    write('packages/header/dist/index.js', 'rebuilt\n');
    write('packages/header/node_modules/x/index.js', 'x\n');
    expect(failed()).toEqual([]);
    expect(sourceFiles(root, PKG.sources)).toEqual(['packages/contract/src/schemas.ts', 'packages/header/index.ts', 'packages/header/nav/model.ts', 'packages/header/package.json']);
  });

  it('passes a changed source with a pending changeset that names the package, in any bump', () => {
    write('packages/header/nav/model.ts', 'export const b = 3;\n');
    for (const bump of ['patch', 'minor', 'major']) {
      write('.changeset/brave-lions-sing.md', changeset(`"@exchange/header": ${bump}`));
      expect(failed()).toEqual([]);
    }
    expect(pendingChangesets(root)).toEqual([{ file: '.changeset/brave-lions-sing.md', bumps: { '@exchange/header': 'major' }, summary: 'What changed.', errors: [] }]);
  });

  it('fails a malformed changeset, and it does not describe the change', () => {
    write('packages/header/nav/model.ts', 'export const b = 3;\n');
    const cases = [
      ['"@exchange/header": huge', '"huge" is not patch, minor or major'],
      ['"@exchange/web": patch', '@exchange/web is not a published package'],
      ['what', 'cannot read "what"'],
    ];
    for (const [front, error] of cases) {
      write('.changeset/bad.md', changeset(front ?? ''));
      expect(failed()).toEqual(['every pending changeset is well-formed', "@exchange/header: the source is 1.0.0's, or a changeset says how it changed"]);
      expect(pendingChangesets(root)[0]?.errors.join()).toContain(error);
    }
    write('.changeset/bad.md', changeset('"@exchange/header": patch', ''));
    expect(pendingChangesets(root)[0]?.errors).toEqual(['no summary for the changelog']);
    // `changeset add --empty`: well-formed, and no description of a change to the package.
    write('.changeset/bad.md', '---\n---\n');
    expect(pendingChangesets(root)[0]?.errors).toEqual([]);
    expect(failed()).toEqual(["@exchange/header: the source is 1.0.0's, or a changeset says how it changed"]);
    write('.changeset/bad.md', 'no front matter\n');
    expect(pendingChangesets(root)[0]?.errors.join()).toContain('no front matter');
  });

  it('fails when the version moved without a new record, or the changelog lacks the version', () => {
    write('packages/header/package.json', manifest('1.1.0'));
    expect(failed()).toEqual(['.changeset/released-source.json records @exchange/header@1.1.0', 'packages/header/CHANGELOG.md has the entry of 1.1.0']);
    write('packages/header/CHANGELOG.md', '# @exchange/header\n\n## 1.1.0\n\n- Second.\n\n## 1.0.0\n\n- First.\n');
    recordRelease(root, PKG);
    expect(failed()).toEqual([]);
  });

  it('a release records its element scripts\' integrity and writes it into its changelog entry; a changelog without it fails', () => {
    const withRelease = { ...PKG, release: 'packages/header/dist/element/release.json' };
    const integrity = { 'element.js': 'sha384-AAAA', 'enhancer.js': 'sha384-BBBB' };
    write('packages/header/package.json', manifest('1.1.0'));
    write('packages/header/CHANGELOG.md', '# @exchange/header\n\n## 1.1.0\n\n- Second.\n\n## 1.0.0\n\n- First.\n');
    // No build, or the build of another version: nothing is recorded.
    expect(() => recordRelease(root, withRelease)).toThrow(/not the build of 1\.1\.0/);
    write('packages/header/dist/element/release.json', JSON.stringify({ version: '1.0.0', integrity }));
    expect(() => recordRelease(root, withRelease)).toThrow(/not the build of 1\.1\.0/);
    write('packages/header/dist/element/release.json', JSON.stringify({ version: '1.1.0', integrity }));
    recordRelease(root, withRelease);
    // Twice gives the same entry: the line is replaced, not added again.
    recordRelease(root, withRelease);
    const changelog = readFileSync(join(root, 'packages/header/CHANGELOG.md'), 'utf8');
    expect(changelogEntry(changelog, '1.1.0')).toBe('## 1.1.0\n\nPin with integrity: `/header/1.1.0/element.js` `sha384-AAAA`, `/header/1.1.0/enhancer.js` `sha384-BBBB`.\n\n- Second.\n\n');
    expect(changelogEntry(changelog, '1.0.0')).toBe('## 1.0.0\n\n- First.\n');
    expect(failed()).toEqual([]);
    write('packages/header/CHANGELOG.md', '# @exchange/header\n\n## 1.1.0\n\n- Second.\n\n## 1.0.0\n\n- First.\n');
    expect(failed()).toEqual(["packages/header/CHANGELOG.md gives 1.1.0's integrity"]);
  });

  it('its CLI (npm test\'s `changesets` step) exits 1 and says what to do', () => {
    write('packages/header/nav/model.ts', 'export const b = 3;\n');
    // The CLI reads the repository beside it; a copy of it in the temporary repository reads that one.
    mkdirSync(join(root, 'scripts'), { recursive: true });
    execFileSync('cp', [resolve(import.meta.dirname, 'changeset-check.mjs'), join(root, 'scripts/')]);
    let run: { status?: number; stdout?: string } = {};
    try {
      execFileSync(process.execPath, [join(root, 'scripts/changeset-check.mjs')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      run = error as typeof run;
    }
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/FAIL @exchange\/header: .* no changeset in \.changeset\/ names it: run `npx changeset`/);
  });
});
