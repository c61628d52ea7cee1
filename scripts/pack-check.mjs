// The header as a real package: packs packages/header (`npm pack`, which runs its prepack, the
// build, as `npm publish` does), checks what the tarball holds (a publishable manifest, README,
// LICENSE, CHANGELOG, every entry, the element with every chunk it imports), then installs
// it into a temporary folder outside the repository, imports every entry point in plain Node,
// without Vite or the repository's sources, and type-checks a host against its declarations;
// checks the client boundary ("use client" on the root entry only) and that a host on React 18
// gets one clear message. Every check is one test.
//
//   node scripts/pack-check.mjs                 check; exit code 1 when one fails
//   node scripts/pack-check.mjs --json <file>   also write { passed, failed, results } for npm test
//
// The prepack rebuilds packages/header/dist (about 25 s); the element's build reads the
// repository's node_modules, so run it after `npm ci`.
// The temporary host gets the header's dependencies as links to this repository's node_modules
// (npm cannot install them offline without a registry): what it proves is that the packed files
// and their imports resolve with Node's own resolver, from a folder that is not the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { codeBlocks } from './docs-check.mjs';
import { root } from './lib.mjs';

const HEADER = resolve(root, 'packages/header');
/** A workspace whose only content is React 18 and React DOM 18, installed beside the repository's React 19. */
const REACT_18_HOST = resolve(root, 'scripts/react18-host');
/** What a TypeScript host adds to check the package's declarations. */
const TYPESCRIPT_HOST = ['typescript', '@types/react', '@types/react-dom'];
/** Sources and tooling that must never ship: tests, test servers, fixtures, build tooling. */
const FORBIDDEN = [
  [/\.(test|spec)\.[cm]?[jt]sx?$/, 'a test'],
  [/(^|\/)test\//, 'a test folder'],
  [/(^|\/)(fault-proxy|test-server)\.[jt]s$/, 'test tooling'],
  [/(^|\/)payloads?\b/, 'a payload corpus'],
  [/(^|\/)i18n-build\/|(^|\/)(vite-plugin|catalog-files|pseudo)\.[jt]s$/, 'build tooling'],
  [/(?<!\.d)\.tsx?$/, 'a TypeScript source'],
  [/^(?!dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/, 'a file outside dist'],
];

export function checkPackage() {
  const results = [];
  const check = (name, passed, detail = '') => results.push({ name, passed: Boolean(passed), detail });
  const temp = mkdtempSync(join(tmpdir(), 'header-pack-'));
  try {
    // `npm pack` runs the package's prepack (its build) first, as `npm publish` does: what is
    // checked is what a fresh clone packs. `--json` prints JSON only (the build logs to stderr), so
    // a pipeline can parse what npm prints.
    const output = execFileSync('npm', ['pack', '--json', '--pack-destination', temp], { cwd: HEADER, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    let printed;
    try {
      printed = JSON.parse(output);
    } catch {
      printed = undefined;
    }
    check('npm pack --json prints JSON only', Array.isArray(printed), output.slice(0, 200));
    const [packed] = printed ?? JSON.parse(output.slice(output.search(/^\[/m)));
    const files = new Set(packed.files.map((file) => file.path));
    const manifest = JSON.parse(readFileSync(join(HEADER, 'package.json'), 'utf8'));

    // A package to publish: a released version, a licence, its own README, its changelog.
    check('publishable: not private, a licence, publishConfig, a prepack that builds', !manifest.private && manifest.license === 'MIT' && manifest.publishConfig?.access && /\bnpm run build\b/.test(manifest.scripts?.prepack ?? '') && /^\d+\.\d+\.\d+$/.test(manifest.version) && !manifest.version.startsWith('0.'), JSON.stringify({ private: manifest.private, license: manifest.license, publishConfig: manifest.publishConfig, prepack: manifest.scripts?.prepack, version: manifest.version }));
    for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md']) check(`packs ${file}`, files.has(file));
    const readme = files.has('README.md') ? readFileSync(join(HEADER, 'README.md'), 'utf8') : '';
    check('the README is the mount guide (props of HeaderProvider and Header, the API a host proxies)', /HeaderProvider/.test(readme) && /`onThemeChange`/.test(readme) && /\/v1\/user\/login/.test(readme) && !/root README/i.test(readme));
    const changelog = files.has('CHANGELOG.md') ? readFileSync(join(HEADER, 'CHANGELOG.md'), 'utf8') : '';
    check(`the changelog has the entry of ${manifest.version}`, changelog.includes(`\n## ${manifest.version}\n`));

    // The element's two scripts and everything they import, relative to them, in the tarball.
    const element = [...files].filter((file) => file.startsWith('dist/element/'));
    const missingChunks = element
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(join(HEADER, file), 'utf8').matchAll(/(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*|new URL\(\s*)["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map(([, path]) => join(dirname(file), path)).filter((path) => !files.has(path)),
      );
    check('packs the element: dist/element/element.js and enhancer.js, their release file and chunks', ['element.js', 'enhancer.js', 'release.json'].every((file) => files.has(`dist/element/${file}`)) && element.some((file) => /^dist\/element\/assets\/.+\.js$/.test(file)), `${element.length} files`);
    check('every file the element imports is packed', missingChunks.length === 0, [...new Set(missingChunks)].join(', '));

    // Every exports entry: each target but the monorepo's source condition is in the tarball.
    for (const [entry, target] of Object.entries(manifest.exports)) {
      const targets = typeof target === 'string' ? { default: target } : Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== 'exchange-source'));
      const missing = Object.values(targets).map((path) => path.replace(/^\.\//, '')).filter((path) => !files.has(path));
      check(`exports ${entry}: packed`, missing.length === 0, missing.join(', '));
      if (entry !== './styles.css' && entry !== './package.json') {
        check(`exports ${entry}: ESM and declarations`, /\.js$/.test(targets.default ?? '') && /\.d\.ts$/.test(targets.types ?? ''), JSON.stringify(targets));
      }
    }
    const css = files.has('dist/styles.css') ? readFileSync(join(HEADER, 'dist/styles.css'), 'utf8') : '';
    check('styles.css is one plain stylesheet (no @import left)', css.includes('.hdr') && !css.includes('@import'));

    const locales = readdirSync(join(HEADER, 'i18n/catalogs')).sort();
    const catalogs = [...files].filter((file) => /^dist\/i18n\/compiled\/(?!index\.)[\w-]+\.js$/.test(file)).map((file) => file.slice('dist/i18n/compiled/'.length, -3)).sort();
    check(`one catalog module per locale (${locales.length})`, locales.length === 27 && JSON.stringify(catalogs) === JSON.stringify(locales), catalogs.join(' '));

    // The client boundary (Next.js App Router): the root entry's first statement is "use client",
    // so a Server Component imports its components; the other entries are for servers too and
    // carry no directive (a function imported from a client module is only a reference there).
    for (const entry of Object.keys(manifest.exports).filter((name) => name !== './styles.css' && name !== './package.json')) {
      const target = manifest.exports[entry].default.replace(/^\.\//, '');
      const directive = files.has(target) ? firstDirective(readFileSync(join(HEADER, target), 'utf8')) : 'missing';
      const wanted = entry === '.' ? 'use client' : null;
      check(`exports ${entry}: ${wanted ? '"use client" at the top' : 'no "use client"'}`, directive === wanted, String(directive));
    }

    const unwanted = [...files].flatMap((file) => FORBIDDEN.filter(([pattern]) => pattern.test(file)).map(([, what]) => `${file} (${what})`));
    check('no tests, test tooling, build tooling or sources', unwanted.length === 0, unwanted.join(', '));

    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    check('no workspace-only dependency', dependencies.every((name) => !name.startsWith('@exchange/')), dependencies.join(', '));

    // A host outside the repository: the tarball unpacked as node_modules/@exchange/header, its
    // dependencies linked from this repository's node_modules.
    const host = join(temp, 'host');
    const installed = join(host, 'node_modules/@exchange/header');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(temp, packed.filename), '-C', installed, '--strip-components=1']);
    for (const name of [...dependencies, ...TYPESCRIPT_HOST]) {
      mkdirSync(dirname(join(host, 'node_modules', name)), { recursive: true });
      symlinkSync(resolve(root, 'node_modules', name), join(host, 'node_modules', name), 'dir');
    }
    const entries = Object.keys(manifest.exports).filter((entry) => entry !== './styles.css' && entry !== './package.json');
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      const results = {};
      for (const entry of ${JSON.stringify(entries)}) {
        const name = '@exchange/header' + entry.slice(1);
        try {
          results[entry] = Object.keys(await import(name)).length;
        } catch (error) {
          results[entry] = String(error);
        }
      }
      const { Header, HeaderProvider, createApiInstance, loadHeaderLocale } = await import('@exchange/header');
      await loadHeaderLocale('ar');
      const api = createApiInstance({ baseUrl: '/gateway', locale: 'ar' });
      results.render = renderToString(
        createElement(HeaderProvider, { locale: 'ar', api }, createElement(Header, { currentPath: '/', session: null, site: null, feeTags: [] })),
      );
      results.css = import.meta.resolve('@exchange/header/styles.css');
      console.log(JSON.stringify(results));
    `;
    writeFileSync(join(host, 'package.json'), '{ "name": "host", "private": true, "type": "module" }\n');
    writeFileSync(join(host, 'host.mjs'), script);
    let loaded = {};
    try {
      loaded = JSON.parse(execFileSync(process.execPath, ['host.mjs'], { cwd: host, encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } }));
    } catch (error) {
      check('the installed package runs in plain Node', false, String(error));
    }
    for (const entry of entries) check(`import '@exchange/header${entry.slice(1)}' in plain Node`, typeof loaded[entry] === 'number' && loaded[entry] > 0, String(loaded[entry]));
    check('renders the header in Arabic in plain Node', typeof loaded.render === 'string' && /[\u0600-\u06ff]/.test(loaded.render) && /dir="rtl"/.test(loaded.render), String(loaded.render).slice(0, 200));
    check('resolves its stylesheet', typeof loaded.css === 'string' && existsSync(new URL(loaded.css)) && loaded.css.startsWith(pathToFileURL(host).href), String(loaded.css));

    // Its declarations in a strict TypeScript host (Node's own module resolution, library checks
    // on): the entries type-check, and a key that is not the header's is an error.
    const typed = (name, body) => {
      writeFileSync(join(host, `${name}.tsx`), body);
      writeFileSync(join(host, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, jsx: 'react-jsx', skipLibCheck: false, types: [] }, files: [`${name}.tsx`] }));
      try {
        execFileSync(process.execPath, [join(host, 'node_modules/typescript/bin/tsc'), '-p', host], { cwd: host, encoding: 'utf8' });
        return '';
      } catch (error) {
        return String(error.stdout || error);
      }
    };
    const imports = `
      import { Header, HeaderProvider, createApiInstance, loadHeaderData, loadHeaderLocale, type Theme } from '@exchange/header';
      import { createApiInstance as serverInstance } from '@exchange/header/api';
      import { getHeaderI18n, type MessageKey } from '@exchange/header/i18n';
      import { visibleNav } from '@exchange/header/nav';
      await loadHeaderLocale('ar');
      const api = createApiInstance({ baseUrl: '/gateway', locale: 'ar' });
      const data = await loadHeaderData(api, 'ar', true);
      export const used = [visibleNav, serverInstance({ baseUrl: 'https://www.example.com', locale: 'ar', cookieHeader: 'session=1' })];
      export const label = () => getHeaderI18n('ar')._(key);
      export function Shell({ theme, onThemeChange }: { theme: Theme; onThemeChange: (theme: Theme) => void }) {
        return (
          <HeaderProvider locale="ar" api={api} navigate={(href) => location.assign(href)}>
            <Header {...data} currentPath="/" theme={theme} onThemeChange={onThemeChange} />
          </HeaderProvider>
        );
      }
    `;
    const clean = typed('typed', `${imports}\nconst key: MessageKey = 'header.skipToContent';\n`);
    check('its declarations type-check in a strict TypeScript host', clean === '', clean.slice(0, 500));
    const wrong = typed('mistyped', `${imports}\nconst key: MessageKey = 'pages.title.spot';\n`);
    check("a key that is not the header's is a type error there", /TS2322/.test(wrong), wrong.slice(0, 500));

    // The mount guide's own examples (the packed README's ts and tsx blocks, with their docs-check
    // preludes), against the packed declarations in that host: what a reader copies compiles. Those
    // that import another tool (a bundler's config) are docs-check's, in the repository, which has it.
    const ownImports = (code) => [...code.matchAll(/\bfrom '([^']+)'/g)].every(([, name]) => /^(?:@exchange\/header|react|react-dom)(?:\/|$)/.test(name));
    const examples = codeBlocks(readFileSync(join(installed, 'README.md'), 'utf8')).filter((block) => (block.lang === 'ts' || block.lang === 'tsx') && ownImports(block.code));
    const exampleFiles = examples.map((block, index) => {
      const name = `readme-${index}.tsx`;
      writeFileSync(join(host, name), `${block.prelude}${block.code}\nexport {};\n`);
      return name;
    });
    writeFileSync(join(host, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, jsx: 'react-jsx', skipLibCheck: false, types: [], noUncheckedSideEffectImports: false }, files: exampleFiles }));
    let exampleErrors = '';
    try {
      execFileSync(process.execPath, [join(host, 'node_modules/typescript/bin/tsc'), '-p', host], { cwd: host, encoding: 'utf8' });
    } catch (error) {
      exampleErrors = String(error.stdout || error);
    }
    check(`the README's ${examples.length} TypeScript examples type-check against the packed declarations`, examples.length >= 3 && exampleErrors === '', exampleErrors.slice(0, 500));

    // A host on React 18 (the peer range is ^19.0.0): importing the package works, and rendering
    // HeaderProvider with React 18's renderer stops with one message that names the React found.
    const host18 = join(temp, 'host18');
    // Its own copy of the tarball: Node resolves a linked package's imports from where it really is.
    mkdirSync(join(host18, 'node_modules/@exchange/header'), { recursive: true });
    execFileSync('tar', ['-xzf', join(temp, packed.filename), '-C', join(host18, 'node_modules/@exchange/header'), '--strip-components=1']);
    for (const name of dependencies) {
      const from = name === 'react' || name === 'react-dom' ? resolve(REACT_18_HOST, 'node_modules', name) : resolve(root, 'node_modules', name);
      mkdirSync(dirname(join(host18, 'node_modules', name)), { recursive: true });
      symlinkSync(from, join(host18, 'node_modules', name), 'dir');
    }
    writeFileSync(join(host18, 'package.json'), '{ "name": "host18", "private": true, "type": "module" }\n');
    writeFileSync(
      join(host18, 'host.mjs'),
      `
      import { createElement, version } from 'react';
      import { renderToString } from 'react-dom/server';
      const results = { react: version };
      try {
        const { Header, HeaderProvider } = await import('@exchange/header');
        results.imported = true;
        try {
          renderToString(createElement(HeaderProvider, { locale: 'ar' }, createElement(Header, { currentPath: '/', session: null, site: null, feeTags: [] })));
          results.render = 'rendered';
        } catch (error) {
          results.render = error instanceof Error ? error.message : String(error);
        }
      } catch (error) {
        results.imported = String(error);
      }
      console.log(JSON.stringify(results));
    `,
    );
    let on18 = {};
    try {
      on18 = JSON.parse(execFileSync(process.execPath, ['host.mjs'], { cwd: host18, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_PATH: '' } }));
    } catch (error) {
      on18 = { imported: String(error) };
    }
    check('a host on React 18 runs React 18.3.1', on18.react === '18.3.1', String(on18.react));
    check('on React 18 the package imports in plain Node', on18.imported === true, String(on18.imported));
    check('on React 18 rendering stops with one message: "@exchange/header needs React 19 (found 18.3.1)"', on18.render === '@exchange/header needs React 19 (found 18.3.1)', String(on18.render));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return results;
}

/** The first statement of a module when it is a directive prologue ('use client'), else null; comments skipped. */
function firstDirective(source) {
  const code = source.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])(use \w+)\1;?/.exec(code)?.[2] ?? null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { json: { type: 'string' } } });
  const results = checkPackage();
  for (const { name, passed, detail } of results) console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}${passed || !detail ? '' : `: ${detail}`}`);
  const passed = results.filter((result) => result.passed).length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ passed, failed, results }, null, 2)}\n`);
  process.exit(failed === 0 ? 0 : 1);
}
