// The docs' code cannot drift from the code: every fenced block of the root README, docs/*.md,
// packages/header/README.md (the package's mount guide) and .changeset/README.md is checked, one
// test per block.
//
// - ts, tsx, js: type-checked together by TypeScript with the repository's settings (strict), as
//   modules that import the header and its dependencies as a host does (`@exchange/header`, its
//   sources through the `exchange-source` condition, so a renamed export or prop is an error);
//   js as checked JavaScript. A block that needs names it does not show (a component's props, a
//   variable of the surrounding text) gets them from an HTML comment right before its fence, which
//   is put before the block and not shown by Markdown viewers:
//     <!-- docs-check
//     declare const locale: Locale;
//     -->
//   A block whose first line names its file (`// app/site-header.tsx`) is written at that path in
//   a folder of its document, so another block of the document imports it (`'../site-header'`).
// - json: parsed.
// - sh: each command is one npm, npx or node command whose npm script exists (in the root, or in
//   the workspace `--workspace` names), whose workspace exists, whose files exist (any argument
//   that looks like a path of the repository); `npx X` needs X installed.
// - html: every attribute of `<exchange-header>` is one the element observes.
// - nginx: balanced braces, every directive ends with `;` (the edge's own config is tested for
//   real by `npm test`'s edge suite).
// Any other language fails: add a check here first. And each document's relative links must point
// to files that exist (one test per document); the code's comments that cite a section of the docs
// name the file and a section it has (`docs/readers.md "Readers"`); no file holds a path of a
// developer's machine.
//
//   node scripts/docs-check.mjs                 check; exit code 1 when one fails
//   node scripts/docs-check.mjs --json <file>   also write { passed, failed, results } for npm test
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');

/** The documents checked, relative to the root. */
export function documents(root = ROOT) {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs, 'packages/header/README.md', '.changeset/README.md'];
}

/**
 * The fenced blocks of a Markdown text: `{ lang, code, line, prelude }`, `line` the fence's line
 * (1-based), `prelude` the text of a `<!-- docs-check … -->` comment that ends right before it.
 */
export function codeBlocks(markdown) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,})([\w-]*)\s*$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body = [];
    let end = index + 1;
    for (; end < lines.length && !new RegExp(`^\\s*${fence}\\s*$`).test(lines[end]); end++) body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
    if (end >= lines.length) throw new Error(`line ${index + 1}: a code fence that is never closed`);
    let prelude = '';
    const before = lines.slice(0, index).join('\n').trimEnd();
    // The comment that ends right before the block: the last one opened (no `<!--` inside it).
    const comment = /<!--\s*docs-check\b((?:(?!<!--)[\s\S])*?)-->$/.exec(before);
    if (comment) prelude = comment[1].replace(/^\n/, '');
    blocks.push({ lang: lang.toLowerCase(), code: body.join('\n'), line: index + 1, prelude });
    index = end;
  }
  return blocks;
}

/** The relative links of a Markdown text (`[text](path)`, anchors and URLs left out) whose file does not exist. */
export function brokenLinks(markdown, file, root = ROOT) {
  const broken = [];
  const text = markdown.replace(/^(\s*)(`{3,})[\s\S]*?^\1\2\s*$/gm, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z][\w+.-]*:/i.test(target)) continue;
    if (!existsSync(join(root, dirname(file), target))) broken.push(target);
  }
  return broken;
}

/** The headings and bold labels (`**Label.**` opening a paragraph or an item) of a Markdown text, lower case: the sections a citation may name. */
function sectionsOf(markdown) {
  return [...markdown.matchAll(/^(?:#+\s+(.+)|(?:[-*]\s+)?\*\*(.+?)\*\*)/gm)].map(([, heading, label]) => (heading ?? label).trim().toLowerCase());
}

/** A README named without its path before a section (the word, then a colon, a comma and a capital or quote, or a quote): which README is not said. */
const BARE_README = /(?<![\w/.'-])README(?:\.md)?(?=:\s*\S|,\s*["“A-Z]|\s+["“])/g;
/** A Markdown file and, quoted after it, a section of it: `docs/speed.md "The young generation"`, `docs/readers.md, "Long labels"`. */
const CITATION = /((?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.-]+)*\.md),?\s*["“]([^"”\n]+)["”]/g;
/** The documents shared beside the repository (../shared), which a clone does not hold. */
const SHARED_DOCUMENT = /(?:^|\/)(?:DESIGN|STYLE|header-navigation-spec|translation-review-\d+)\.md$/;
/** A path of one person's machine (a home folder, the root's, a Windows user's). */
const MACHINE_PATH = /(?:^|[\s'"`(=])(?:\/home\/[\w.-]+\/|\/Users\/[\w.-]+\/|\/root\/|[A-Za-z]:\\Users\\)/m;

/**
 * What the source files' comments cite of the docs that is not there: a README section cited
 * without saying which README, a section that the cited file does not have (a heading or a bold
 * label, by its first words), a cited file that does not exist. `sources`: paths relative to `root`.
 */
export function citationProblems(sources, root = ROOT) {
  const problems = [];
  const sections = new Map();
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    for (const match of text.matchAll(BARE_README)) problems.push(`${file}:${lineOf(match.index)}: cites a README section without its path (name the file: docs/….md "Section")`);
    for (const match of text.matchAll(CITATION)) {
      const [, cited, section] = match;
      // The shared documents beside the repository (the spec, DESIGN.md, STYLE.md, the reviews) are not in a clone.
      if (SHARED_DOCUMENT.test(cited)) continue;
      const path = [join(root, cited), join(root, dirname(file), cited)].find((candidate) => existsSync(candidate));
      if (!path) {
        problems.push(`${file}:${lineOf(match.index)}: cites ${cited}, which does not exist`);
        continue;
      }
      if (!sections.has(path)) sections.set(path, sectionsOf(readFileSync(path, 'utf8')));
      if (!sections.get(path).some((heading) => heading.startsWith(section.trim().toLowerCase()))) problems.push(`${file}:${lineOf(match.index)}: ${cited} has no section "${section}"`);
    }
  }
  return problems;
}

/** The repository's files (git's list) holding a path of one person's machine. */
export function machinePaths(files, root = ROOT) {
  return files.filter((file) => MACHINE_PATH.test(readFileSync(join(root, file), 'utf8')));
}

/** The files git tracks under `root` whose names end in one of `endings`. */
function tracked(root, endings) {
  return execFileSync('git', ['ls-files', '-z', ...endings.map((ending) => `*${ending}`)], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
}

/** The attributes `<exchange-header>` reads (`getAttribute('…')` in the element's sources). */
function elementAttributes(root) {
  const dir = join(root, 'packages/header/element');
  const source = readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  return new Set([...source.matchAll(/\bgetAttribute\(\s*'([\w-]+)'\s*\)/g)].map(([, name]) => name));
}

function workspaces(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const map = new Map();
  for (const dir of manifest.workspaces) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    map.set(pkg.name, { dir, scripts: pkg.scripts ?? {} });
  }
  return { scripts: manifest.scripts ?? {}, map };
}

/** What is wrong with one shell block, or [] (see the header). */
export function checkShell(code, root = ROOT) {
  const { scripts, map } = workspaces(root);
  const errors = [];
  const commands = code
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/\s*&&\s*/));
  for (const command of commands) {
    const words = command.split(/\s+/).filter((word) => !/^[A-Z_]+=/.test(word));
    const [tool, verb, ...rest] = words;
    const workspace = words.includes('--workspace') ? words[words.indexOf('--workspace') + 1] : undefined;
    if (workspace !== undefined && !map.has(workspace)) errors.push(`${command}: no workspace ${workspace}`);
    if (tool === 'npm') {
      if (verb === 'run') {
        const script = rest[0];
        const owner = workspace ? map.get(workspace)?.scripts : scripts;
        if (!owner || !(script in owner)) errors.push(`${command}: no npm script "${script}"${workspace ? ` in ${workspace}` : ''}`);
      } else if (verb === 'start' || verb === 'test') {
        if (!(verb in scripts)) errors.push(`${command}: no npm script "${verb}"`);
      } else if (!['install', 'pack', 'ci', 'ls'].includes(verb)) errors.push(`${command}: docs-check does not know "npm ${verb}"`);
    } else if (tool === 'npx') {
      if (!existsSync(join(root, 'node_modules/.bin', verb))) errors.push(`${command}: ${verb} is not installed`);
    } else if (tool === 'node') {
      if (!existsSync(join(root, verb))) errors.push(`${command}: no file ${verb}`);
    } else errors.push(`${command}: docs-check does not know "${tool}"`);
    // Arguments that look like files of the repository must exist.
    for (const word of words.slice(1)) {
      if (/^(\.\/)?[\w@.-]+(\/[\w@.[\]-]+)+\.(ts|tsx|mjs|js|json|md)$/.test(word) && !existsSync(join(root, word))) errors.push(`${command}: no file ${word}`);
    }
  }
  return errors;
}

/** What is wrong with one html block, or []. */
export function checkHtml(code, root = ROOT) {
  const known = elementAttributes(root);
  const errors = [];
  for (const [, attributes] of code.matchAll(/<exchange-header\b([^>]*)>/g)) {
    for (const [, name] of attributes.matchAll(/([\w-]+)(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      // `data-*` are the fragment's own markings (data-header-version), written by the server.
      if (!known.has(name) && !name.startsWith('data-')) errors.push(`<exchange-header ${name}>: the element does not read "${name}" (it reads ${[...known].join(', ')})`);
    }
  }
  return errors;
}

/** What is wrong with one nginx block, or []. */
export function checkNginx(code) {
  const lines = code.split('\n').map((line) => line.replace(/#.*$/, '').trim()).filter(Boolean);
  let depth = 0;
  const errors = [];
  for (const line of lines) {
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth < 0) errors.push(`unbalanced "}" at "${line}"`);
    if (!/[;{}]$/.test(line)) errors.push(`"${line}" does not end with ; { or }`);
  }
  if (depth > 0) errors.push('unclosed "{"');
  return errors;
}

/** Type-checks the TypeScript and JavaScript blocks in one TypeScript run; errors per block. */
function checkTypes(blocks, root) {
  if (blocks.length === 0) return new Map();
  // Inside the repository (git-ignored), so modules resolve from its node_modules as a host's do.
  const base = join(root, 'test-results');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'docs-check-'));
  const errors = new Map(blocks.map((block) => [block, []]));
  const byFile = new Map();
  try {
    blocks.forEach((block, index) => {
      const cjs = block.lang === 'js' && /\bmodule\.exports\b/.test(block.code);
      const ext = block.lang === 'js' ? (cjs ? 'cjs' : 'mjs') : block.lang === 'ts' ? 'ts' : 'tsx';
      // A block that names its file in its first line (`// app/site-header.tsx`) is written there,
      // in a folder of its document, so the document's other blocks import it as a reader's app does.
      const named = /^\/\/ ((?:[\w.@[\]-]+\/)*[\w.@[\]-]+\.tsx?)(?::|\s|$)/.exec(block.code)?.[1];
      const file = named ? `doc-${block.document}/${named}` : `block-${index}.${ext}`;
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      const prelude = block.prelude ? `${block.prelude}\n` : '';
      writeFileSync(join(dir, file), `${prelude}${block.code}\n${cjs ? '' : 'export {};\n'}`);
      byFile.set(file, { block, offset: block.line + 1 - (prelude ? prelude.split('\n').length - 1 : 0) });
    });
    const tsconfig = {
      extends: relative(dir, join(root, 'tsconfig.json')).replaceAll('\\', '/'),
      compilerOptions: { noEmit: true, allowJs: true, checkJs: true, noUnusedLocals: false, noUnusedParameters: false, types: ['node', 'vite/client'] },
      include: [],
      files: [...byFile.keys()],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    let output = '';
    try {
      execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = `${error.stdout ?? ''}${error.stderr ?? ''}` || String(error);
    }
    for (const line of output.split('\n').filter(Boolean)) {
      const match = /^(?:.*?[\\/])?(block-\d+\.\w+|doc-\d+\/[^(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
      const entry = match ? byFile.get(match[1]) : undefined;
      if (entry && match) errors.get(entry.block).push(`line ${entry.offset + Number(match[2]) - 1}: ${match[4]}`);
      else if (/error TS/.test(line)) for (const list of errors.values()) list.push(line);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return errors;
}

/** The checks, each `{ name, passed, detail }`. */
export function checkDocs(root = ROOT, files = documents(root)) {
  const results = [];
  const typed = [];
  const all = [];
  for (const file of files) {
    let blocks;
    const markdown = readFileSync(join(root, file), 'utf8');
    const broken = brokenLinks(markdown, file, root);
    results.push({ name: `${file}: its links resolve`, passed: broken.length === 0, detail: broken.map((target) => `no file ${target}`).join(', ') });
    try {
      blocks = codeBlocks(markdown);
    } catch (error) {
      results.push({ name: `${file}: its code fences`, passed: false, detail: String(error instanceof Error ? error.message : error) });
      continue;
    }
    for (const block of blocks) {
      const entry = { file, block, errors: [] };
      all.push(entry);
      if (['ts', 'tsx', 'js'].includes(block.lang)) typed.push({ ...entry, block: Object.assign(block, { document: files.indexOf(file) }) });
      else if (block.lang === 'json') {
        try {
          JSON.parse(block.code);
        } catch (error) {
          entry.errors.push(String(error));
        }
      } else if (block.lang === 'sh') entry.errors.push(...checkShell(block.code, root));
      else if (block.lang === 'html') entry.errors.push(...checkHtml(block.code, root));
      else if (block.lang === 'nginx') entry.errors.push(...checkNginx(block.code));
      else entry.errors.push(`a block of "${block.lang || 'no language'}" that docs-check cannot check: give it a language it checks (ts, tsx, js, json, sh, html, nginx) or add a check`);
    }
  }
  const typeErrors = checkTypes(
    typed.map((entry) => entry.block),
    root,
  );
  for (const entry of typed) entry.errors.push(...(typeErrors.get(entry.block) ?? []));
  for (const { file, block, errors } of all) {
    results.push({ name: `${file}:${block.line} (${block.lang})`, passed: errors.length === 0, detail: errors.join(' | ') });
  }
  return results;
}

/** The repository's own checks beside the documents': the code's citations of the docs, and no machine's paths. */
export function checkRepository(root = ROOT) {
  const cited = citationProblems(tracked(root, ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.css']), root);
  const personal = machinePaths(tracked(root, ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.css', '.md', '.json', '.html', '.conf', '.yml', '.yaml', '.sh']), root);
  return [
    { name: "the code's comments cite sections of the docs that exist", passed: cited.length === 0, detail: cited.join(' | ') },
    { name: "no file holds a path of a developer's machine", passed: personal.length === 0, detail: personal.join(', ') },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { json: { type: 'string' } } });
  const results = [...checkDocs(), ...checkRepository()];
  for (const { name, passed, detail } of results) console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}${passed || !detail ? '' : `: ${detail}`}`);
  const passed = results.filter((result) => result.passed).length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ passed, failed, results }, null, 2)}\n`);
  process.exit(failed === 0 ? 0 : 1);
}
