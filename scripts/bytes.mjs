// What the header adds to the bytes a browser downloads, read from the production builds: the
// header build (apps/web/build) minus the bare build (apps/web/build-bare: the same host app and
// pages without the header; EXCHANGE_BARE_HOST=1). Used by the byte budgets of `npm test`
// (scripts/budgets.mjs) and by `npm run bench`, so both print the same figures.
//
// A page's first load, per build: the JavaScript React Router's client manifest makes the page
// load before it hydrates (the manifest, the entry module and its imports, every matched route's
// module and imports: the same files the server-rendered HTML preloads), the page locale's message
// catalogs (the site's `virtual:catalog/<locale>` and, in the header build, the header's own
// `i18n/compiled/<locale>`, both loaded before hydration), and the stylesheets the root links. Sizes are gzip at the default level, as the
// server's compression middleware sends them. On demand: every chunk the first-load code imports
// dynamically (dialogs, drawers, the QR encoder), with the static imports it brings that the first
// load did not already fetch.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

export const HEADER_BUILD = resolve(root, 'apps/web/build');
export const BARE_BUILD = resolve(root, 'apps/web/build-bare');

/** The pages the budgets and the bench measure: a trading page in English and a localized home. */
export const PAGES = [
  { path: '/spot/BTCUSDT', locale: 'en' },
  { path: '/zh-CN/', locale: 'zh-CN' },
];

/** The QR alphanumeric alphabet: any QR encoder carries it, nothing else in the header does. */
const QR_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const gzipCache = new Map();

/** Gzip size of one built file (at the default level, like the server's compression). */
function gzipSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

function sum(files, sizeOf) {
  return files.reduce((total, file) => total + sizeOf(file), 0);
}

/** Reads one build's client folder: its manifest, its files and the catalogs' chunks. */
export function readBuild(buildDir) {
  const assets = resolve(buildDir, 'client/assets');
  if (!existsSync(assets)) throw new Error(`No production build in ${buildDir} (build it first).`);
  const names = readdirSync(assets);
  const manifestName = names.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestName) throw new Error(`No React Router client manifest in ${assets}.`);
  const source = readFileSync(resolve(assets, manifestName), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).trim().replace(/;$/, ''));
  const file = (url) => resolve(buildDir, 'client', url.replace(/^\//, ''));
  const text = (url) => readFileSync(file(url), 'utf8');
  // A loader map of catalogs (the site's `virtual:catalogs`, the header's `i18n/compiled/index`)
  // compiles to `"<locale>": () => preload(() => import(`./<chunk>`))`: each locale's chunks.
  const catalogs = new Map();
  for (const name of names.filter((entry) => entry.endsWith('.js'))) {
    const code = readFileSync(resolve(assets, name), 'utf8');
    if (!code.includes('import(')) continue;
    for (const match of code.matchAll(/(?:"([\w-]+)"|\b([a-z]{2}))\s*:\s*\(\)\s*=>\s*[\w$]+\(\s*\(\)\s*=>\s*import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)) {
      const locale = match[1] ?? match[2];
      catalogs.set(locale, [...new Set([...(catalogs.get(locale) ?? []), `/assets/${match[3]}`])].sort());
    }
  }
  return { buildDir, manifest, manifestUrl: `/assets/${manifestName}`, catalogs, file, text, size: (url) => gzipSize(file(url)) };
}

function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({ id: route.id, path: route.path, index: route.index, children: build(route.id) }));
  return build(undefined);
}

const staticImports = (code) =>
  [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?[`"']\.\/([^`"']+\.js)[`"']/g)].map((match) => `/assets/${match[1]}`);
const dynamicImports = (code) => [...code.matchAll(/\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((match) => `/assets/${match[1]}`);

/** A page's first load in one build: its JavaScript, its catalog chunks and its stylesheets (URLs). */
export async function firstLoad(build, { path, locale }) {
  const { matchRoutes } = await import('react-router');
  const matches = matchRoutes(routeTree(build.manifest), path);
  if (!matches) throw new Error(`No route matches ${path}.`);
  // The manifest itself is a module the page imports, like the entry.
  const js = new Set([build.manifestUrl, build.manifest.entry.module, ...build.manifest.entry.imports]);
  const css = new Set(build.manifest.entry.css ?? []);
  for (const { route } of matches) {
    const entry = build.manifest.routes[route.id];
    for (const url of [entry.module, ...(entry.imports ?? [])]) js.add(url);
    for (const url of entry.css ?? []) css.add(url);
  }
  // Stylesheets the root links by URL (`?url` imports) are string literals in the loaded code.
  for (const url of js) for (const match of build.text(url).matchAll(/[`"'](\/assets\/[^`"']+\.css)[`"']/g)) css.add(match[1]);
  const catalog = build.catalogs.get(locale);
  if (!catalog) throw new Error(`No catalog chunk for locale ${locale} in ${build.buildDir}.`);
  return { js: [...js], catalog, css: [...css] };
}

/** Gzip bytes of a page's first load in one build. */
export async function firstLoadBytes(build, page) {
  const load = await firstLoad(build, page);
  const size = (urls) => sum(urls, build.size);
  return { js: size(load.js), catalog: size(load.catalog), css: size(load.css), files: load };
}

/** Names a dynamically imported chunk: its module's name, or `qr` for the QR encoder's. */
function chunkLabel(build, url) {
  if (build.text(url).includes(QR_ALPHABET)) return 'QR encoder';
  return basename(url).replace(/-[\w-]{8}\.js$/, '');
}

/** Every chunk the first load imports on demand, with the static imports it adds (gzip bytes). */
export async function onDemandBytes(build, page = PAGES[0]) {
  const load = await firstLoad(build, page);
  const loaded = new Set([...load.js, ...load.catalog]);
  const catalogChunks = new Set([...build.catalogs.values()].flat());
  const found = new Map();
  const visit = (url) => {
    for (const target of dynamicImports(build.text(url))) {
      if (catalogChunks.has(target) || loaded.has(target) || found.has(target)) continue;
      const files = new Set([target]);
      for (const next of files) for (const imported of staticImports(build.text(next))) if (!loaded.has(imported)) files.add(imported);
      found.set(target, [...files]);
      for (const file of files) visit(file);
    }
  };
  for (const url of loaded) visit(url);
  return [...found].map(([url, files]) => ({ name: chunkLabel(build, url), bytes: sum(files, build.size), files })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The header's bytes: per page, first-load JS, catalog and CSS of the header build minus the bare
 * build (and both builds' own figures); and the header build's on-demand chunks.
 */
export async function headerBytes({ headerDir = HEADER_BUILD, bareDir = BARE_BUILD, pages = PAGES } = {}) {
  const header = readBuild(headerDir);
  const bare = readBuild(bareDir);
  const firstLoads = [];
  for (const page of pages) {
    const withHeader = await firstLoadBytes(header, page);
    const without = await firstLoadBytes(bare, page);
    // The header's catalog is a chunk of its own: the header build loads one more per locale.
    if (withHeader.files.catalog.length <= without.files.catalog.length) throw new Error(`The bare build loads the header's catalog for ${page.path} (${without.files.catalog.join(', ')}).`);
    const added = {
      js: withHeader.js - without.js,
      catalog: withHeader.catalog - without.catalog,
      css: withHeader.css - without.css,
    };
    firstLoads.push({ ...page, header: withHeader, bare: without, added: { ...added, total: added.js + added.catalog + added.css } });
  }
  return { firstLoads, onDemand: await onDemandBytes(header, pages[0]) };
}

export const ELEMENT_BUILD = resolve(root, 'packages/header/dist/element');
/**
 * One of the framework-free scripts (packages/header/element: `enhancer.js` for server HTML, `element.js`
 * that also fetches it) as the server sends it: its Zopfli `.gz` with every module it imports
 * statically (none today: a new one counts), and apart each chunk it imports on demand (the QR
 * encoder, the drawers, the security check), named as the site's are, with the static imports it
 * brings that the script did not already load, and their sum.
 */
export function enhancerBytes({ dir = ELEMENT_BUILD, script = 'enhancer.js' } = {}) {
  const file = (path) => resolve(dir, path);
  if (!existsSync(file(`${script}.gz`))) throw new Error(`No ${script} build in ${dir} (npm run build --workspace @exchange/header).`);
  const text = (path) => readFileSync(file(path), 'utf8');
  const inFolder = (from, target) => (from.includes('/') ? `${from.slice(0, from.lastIndexOf('/') + 1)}${target}` : target);
  const staticOf = (path) => [...text(path).matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?[`"']\.\/([^`"']+\.js)[`"']/g)].map((match) => inFolder(path, match[1]));
  const loaded = new Set([script, ...staticOf(script)]);
  const dynamic = new Set([...text(script).matchAll(/\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1]));
  const sent = (paths) => paths.reduce((sum, path) => sum + statSync(`${file(path)}.gz`).size, 0);
  const chunks = [...dynamic].map((path) => {
    const files = new Set([path]);
    for (const next of files) for (const imported of staticOf(next)) if (!loaded.has(imported)) files.add(imported);
    const name = text(path).includes(QR_ALPHABET) ? 'QR encoder' : basename(path).replace(/-[\w-]{6,8}\.js$/, '');
    return { name, bytes: sent([...files]), files: [...files] };
  });
  return { script: sent([...loaded]), onDemand: chunks.reduce((total, chunk) => total + chunk.bytes, 0), chunks: chunks.sort((a, b) => a.name.localeCompare(b.name)) };
}

/**
 * The i18n runtime the header imports (Lingui's setupI18n, I18nProvider and useLingui:
 * scripts/i18n-runtime.entry.mjs), as a host without Lingui bundles it: Vite's production build,
 * minified, React left out (the host has it), gzip. What the header costs a host that has React
 * only is the header build's addition plus this; the site has Lingui already, like the bare build.
 */
export async function i18nRuntimeBytes() {
  const { build } = await import(pathToFileURL(createRequire(resolve(root, 'apps/web/package.json')).resolve('vite')).href);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: resolve(root, 'packages/header'),
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, 'scripts/i18n-runtime.entry.mjs'), formats: ['es'], fileName: 'i18n-runtime' },
      rollupOptions: { external: (id) => id === 'react' || id.startsWith('react/') },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  return sum(chunks, (chunk) => gzipSync(chunk.code).length);
}

/** Bytes as the docs and the tables print them: KiB with one decimal (1 KiB = 1,024 bytes). */
export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
