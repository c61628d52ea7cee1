// scripts/docs-check.mjs: each kind of block fails on what would make it wrong, with the line of
// the Markdown file; and the package README's API table is the contract's table of calls.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@exchange/contract';
import { brokenLinks, checkDocs, checkHtml, checkNginx, checkShell, checkRepository, citationProblems, codeBlocks, machinePaths } from './docs-check.mjs';

const root = resolve(import.meta.dirname, '..');
mkdirSync(join(root, 'test-results'), { recursive: true });
const scratch = mkdtempSync(join(root, 'test-results', 'docs-check-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const fence = '```';
/** One TypeScript run over the blocks: about 10 s on the 2-core machine, more under load. */
const TSC_TIMEOUT_MS = 120_000;

/** checkDocs over one Markdown text written into the repository (so its modules resolve), by block. */
function check(markdown: string) {
  const file = join(scratch, `doc-${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(file, markdown);
  return checkDocs(root, [relative(root, file)])
    .filter(({ name }) => !name.endsWith(': its links resolve'))
    .map(({ name, passed, detail }) => ({ at: name.replace(/^.*:/, ''), passed, detail }));
}

describe('codeBlocks', () => {
  it('reads each fenced block with its language, line and the docs-check comment before it', () => {
    const markdown = ['# Title', '', '<!-- docs-check', 'declare const x: number;', '-->', `${fence}ts`, 'x + 1;', fence, '', '- a list', '', `  ${fence}sh`, '  npm test', `  ${fence}`].join('\n');
    expect(codeBlocks(markdown)).toEqual([
      { lang: 'ts', code: 'x + 1;', line: 6, prelude: 'declare const x: number;\n' },
      { lang: 'sh', code: 'npm test', line: 12, prelude: '' },
    ]);
  });

  it("gives each block its own comment when a file has several", () => {
    const markdown = ['<!-- docs-check', 'declare const x: number;', '-->', `${fence}ts`, 'x;', fence, '', 'Text.', '', '<!-- docs-check', 'declare const y: string;', '-->', `${fence}ts`, 'y;', fence].join('\n');
    expect(codeBlocks(markdown).map((block) => block.prelude)).toEqual(['declare const x: number;\n', 'declare const y: string;\n']);
  });

  it('refuses a fence that is never closed', () => {
    expect(() => codeBlocks(`${fence}ts\nconst a = 1;\n`)).toThrow(/line 1: a code fence that is never closed/);
  });
});

describe('checkDocs', () => {
  it('type-checks TypeScript blocks against the header, with the Markdown line of an error', () => {
    const results = check(
      [
        '# Doc',
        `${fence}tsx`,
        "import { Header, HeaderProvider } from '@exchange/header';",
        'export const ok = <HeaderProvider locale="ar"><Header currentPath="/" session={null} site={null} feeTags={[]} mainContentId="main" /></HeaderProvider>;',
        fence,
        `${fence}tsx`,
        "import { Header } from '@exchange/header';",
        '',
        'export const wrong = <Header currentPath="/" session={null} site={null} feeTags={[]} mainContent="main" />;',
        fence,
        '<!-- docs-check',
        "import type { Locale } from '@exchange/header';",
        'declare const locale: Locale;',
        '-->',
        `${fence}ts`,
        "import { localizePath } from '@exchange/header';",
        'localizePath(locale, "/spot");',
        fence,
        `${fence}ts`,
        "import { loadHeaderLocale } from '@exchange/header';",
        "await loadHeaderLocale('xx');",
        fence,
      ].join('\n'),
    );
    expect(results.map(({ at, passed }) => [at, passed])).toEqual([
      ['2 (tsx)', true],
      ['6 (tsx)', false],
      ['15 (ts)', true],
      ['19 (ts)', false],
    ]);
    expect(results[1]?.detail).toMatch(/^line 9: error TS2322: .*mainContent/);
    expect(results[3]?.detail).toMatch(/^line 21: error TS2345: .*'"xx"'/);
  }, TSC_TIMEOUT_MS);

  it('parses JSON, and fails a language it has no check for', () => {
    const results = check([`${fence}json`, '{ "a": 1 }', fence, `${fence}json`, '{ a: 1 }', fence, `${fence}python`, 'print(1)', fence, fence, 'plain', fence].join('\n'));
    expect(results.map(({ passed }) => passed)).toEqual([true, false, false, false]);
    expect(results[2]?.detail).toMatch(/a block of "python" that docs-check cannot check/);
    expect(results[3]?.detail).toMatch(/a block of "no language"/);
  });
});

describe('brokenLinks', () => {
  it("finds relative links to files that do not exist, from the document's folder", () => {
    const markdown = ['[ok](hosts.md) [anchor](next.md#the-other-way) [web](https://example.com) [here](#top)', '[gone](gone.md) [up](../README.md) [up-gone](../GONE.md)', fence, '[in code](nothing.md)', fence].join('\n');
    expect(brokenLinks(markdown, 'docs/x.md', root)).toEqual(['gone.md', '../GONE.md']);
  });
});

describe('citationProblems and machinePaths', () => {
  it("reports a README section cited without its path, a section the file lacks and a file that is not there; a heading's or a bold label's first words are a section", () => {
    const dir = mkdtempSync(join(scratch, 'cite-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/guide.md'), '# Guide\n\n## Readers: no script, zoom\n\n- **Long labels at 1024 px**, tested.\n');
    // The citations are put together here, so this file holds none of them itself.
    const [readme, guide, gone] = ['READ' + 'ME', 'docs/guide' + '.md', 'docs/gone' + '.md'];
    const source = [
      `// (${readme}: No script) and ${readme}, "Speed" and the ${readme} "Speed"`,
      `// ${guide} "Readers: no script" and ${guide}, "Long labels" and ${guide} "Speed"`,
      `// ${gone} "Anything"; the spec (DESIGN.md, "Commands") is beside the repository; the ${readme}, its changelog`,
    ].join('\n');
    writeFileSync(join(dir, 'code.ts'), source);
    expect(citationProblems(['code.ts'], dir).map((problem) => problem.replace(/ \(name.*$/, ''))).toEqual([
      'code.ts:1: cites a README section without its path',
      'code.ts:1: cites a README section without its path',
      'code.ts:1: cites a README section without its path',
      'code.ts:2: docs/guide.md has no section "Speed"',
      'code.ts:3: cites docs/gone.md, which does not exist',
    ]);
  });

  it("finds a home folder's path, not a path of the repository or the system", () => {
    const dir = mkdtempSync(join(scratch, 'paths-'));
    const home = '/ho' + 'me/';
    writeFileSync(join(dir, 'a.md'), `See ${home}alice/exchange/README.md.`);
    writeFileSync(join(dir, 'b.ts'), "const tmp = '/tmp/x'; // /usr/bin/chromium, apps/web/app");
    writeFileSync(join(dir, 'c.md'), `in C:${String.fromCharCode(92)}Users${String.fromCharCode(92)}bob`);
    expect(machinePaths(['a.md', 'b.ts', 'c.md'], dir)).toEqual(['a.md', 'c.md']);
  });

  it('holds for the repository', () => {
    expect(checkRepository(root).filter((result) => !result.passed)).toEqual([]);
  });
});

describe('checkShell', () => {
  it('passes npm scripts, workspaces, installed tools and files that exist', () => {
    expect(checkShell('npm start   # comment\nnpm run build && npm run test:engines\nnpm run build --workspace @exchange/header\nnpx vitest run scripts/docs-check.test.ts\nnpm install react@19\nnpm pack --workspace @exchange/header\nUPDATE_OPENAPI=1 npx vitest run packages/contract/src/openapi.test.ts')).toEqual([]);
  });

  it('fails a script, a workspace, a tool or a file that does not exist', () => {
    expect(checkShell('npm run no-such-script')).toEqual(['npm run no-such-script: no npm script "no-such-script"']);
    expect(checkShell('npm run build --workspace @exchange/nothing')).toEqual(['npm run build --workspace @exchange/nothing: no workspace @exchange/nothing', 'npm run build --workspace @exchange/nothing: no npm script "build" in @exchange/nothing']);
    expect(checkShell('npm run catalogs')).toEqual(['npm run catalogs: no npm script "catalogs"']);
    expect(checkShell('npx no-such-tool')).toEqual(['npx no-such-tool: no-such-tool is not installed']);
    expect(checkShell('npx vitest run scripts/gone.test.ts')).toEqual(['npx vitest run scripts/gone.test.ts: no file scripts/gone.test.ts']);
    expect(checkShell('curl http://127.0.0.1')).toEqual(['curl http://127.0.0.1: docs-check does not know "curl"']);
  });
});

describe('checkHtml and checkNginx', () => {
  it("fails an attribute <exchange-header> does not read", () => {
    expect(checkHtml('<exchange-header locale="ar" api-base="https://x" base-path="/help"></exchange-header>')).toEqual([]);
    expect(checkHtml('<exchange-header apiBase="https://x"></exchange-header>')[0]).toMatch(/does not read "apiBase"/);
    expect(checkHtml('<exchange-header site-origin="https://y"></exchange-header>')[0]).toMatch(/does not read "site-origin"/);
  });

  it('fails a directive without its semicolon and unbalanced braces', () => {
    expect(checkNginx('location /v1/ {\n  proxy_pass http://127.0.0.1:3000;  # comment\n}')).toEqual([]);
    expect(checkNginx('location /v1/ {\n  proxy_pass http://127.0.0.1:3000\n}')).toEqual(['"proxy_pass http://127.0.0.1:3000" does not end with ; { or }']);
    expect(checkNginx('location /v1/ {\n  proxy_pass x;')).toEqual(['unclosed "{"']);
  });
});

describe("the package README's API table", () => {
  const readme = readFileSync(join(root, 'packages/header/README.md'), 'utf8');
  const rows = new Map(
    [...readme.matchAll(/^\| (\w+) \| `([^`]+)` \| (.*?) \| (yes|no) \|/gm)].map(([, name, path, body, session]) => [name, { path, body, session: session === 'yes' }]),
  );

  it('lists every call of the contract, with its path, its body fields and whether it needs a session', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const row = rows.get(name);
      const fields = 'entries' in endpoint.request ? Object.keys(endpoint.request.entries) : [];
      expect({ name, path: row?.path, session: row?.session }).toEqual({ name, path: endpoint.path, session: endpoint.session });
      const shown = [...(row?.body ?? '').matchAll(/"(\w+)":/g)].map(([, field]) => field);
      expect({ name, fields: shown.sort() }).toEqual({ name, fields: [...fields].sort() });
    }
  });
});
