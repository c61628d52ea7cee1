// npm run build --workspace @exchange/header: the package's build in dist/ (git-ignored), what
// `npm pack` ships and what the exports map gives hosts outside this repository.
//
// TypeScript's compiler alone, file for file: plain ES modules (JSX compiled, `.ts` imports
// rewritten to `.js`) and their declarations, in the sources' layout, so each locale's compiled
// catalog stays its own module behind a literal dynamic import and the host's bundler splits
// and tree-shakes as it does any package. Nothing is bundled but the contract: @exchange/contract
// is a private workspace package, so its runtime code and declarations are compiled into
// dist/contract and the header's imports of it point there. The stylesheet (the `./styles.css`
// export's source) is written as one plain file, dist/styles.css, its relative `@import`s inlined
// in place (cascade order kept), so a host links or imports one file.
//
// Last, the element (`<exchange-header>`, element/) is built from this dist into dist/element
// (element/vite.config.ts), so the tarball carries the scripts a page without React includes
// (element.js, enhancer.js and their on-demand chunks under assets/, every URL relative to them:
// serve the folder as it is). The site serves this same folder at /header/.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const pkg = resolve(import.meta.dirname, '..');
const dist = join(pkg, 'dist');
const contract = join(dist, 'contract');
const tsc = (project) => execFileSync(process.execPath, [join(pkg, '../../node_modules/typescript/bin/tsc'), '-p', join(pkg, project)], { stdio: ['ignore', process.stderr, 'inherit'] });

rmSync(dist, { recursive: true, force: true });
tsc('tsconfig.contract.json');
tsc('tsconfig.build.json');

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else out.push(path);
  }
  return out;
}

// The header's imports of the contract, to its copy in dist/contract.
for (const file of files(dist).filter((path) => /\.(js|d\.ts)$/.test(path) && !path.startsWith(contract))) {
  const text = readFileSync(file, 'utf8');
  if (/['"]@exchange\/contract\//.test(text)) throw new Error(`${relative(pkg, file)} imports a subpath of @exchange/contract (only its root is packed).`);
  let target = relative(dirname(file), join(contract, 'index.js')).replaceAll('\\', '/');
  if (!target.startsWith('.')) target = `./${target}`;
  const rewritten = text.replace(/(['"])@exchange\/contract\1/g, `$1${target}$1`);
  if (rewritten !== text) writeFileSync(file, rewritten);
}

/** A stylesheet with its relative `@import`s replaced by their files' text, recursively. */
function inlineCss(file, seen = new Set()) {
  if (seen.has(file)) throw new Error(`${relative(pkg, file)} imports itself.`);
  return readFileSync(file, 'utf8').replace(/^@import\s+(['"])(\.{1,2}\/[^'"]+\.css)\1\s*;[^\S\n]*$/gm, (_line, _quote, path) =>
    inlineCss(resolve(dirname(file), path), new Set([...seen, file])).trimEnd(),
  );
}

const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
const styles = inlineCss(join(pkg, manifest.exports['./styles.css']['exchange-source']));
if (/@import/.test(styles)) throw new Error('styles.css keeps an @import the build could not inline.');
writeFileSync(join(dist, 'styles.css'), styles);

const vite = join(pkg, '../../node_modules/vite/bin/vite.js');
for (const config of ['vite.config.ts', 'enhancer.vite.config.ts']) {
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '-c', join(pkg, 'element', config)], { stdio: ['ignore', process.stderr, 'inherit'] });
}
// On stderr: `npm pack --json` prints the build's stdout before its JSON.
console.error(`Built ${relative(process.cwd(), dist) || 'dist'}: ${files(dist).length} files.`);
