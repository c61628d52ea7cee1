/** The build steps both element scripts share (vite.config.ts, enhancer.vite.config.ts). */
import { gzipAsync } from '@gfx/zopfli';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * Terser over Rolldown's minified output: a second minifier finds what the first left (~0.7 KB of
 * gzip on the first load), where either alone leaves more. Every chunk, the on-demand ones too.
 * It takes most of the build's few seconds: the bundler's timing report, which would say so on
 * every build, is off.
 */
export const terser: Plugin = {
  name: 'element:terser',
  apply: 'build',
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const { code } = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 2, unsafe_arrows: true, unsafe_methods: true } });
      if (code === undefined) throw new Error(`Terser returned nothing for ${chunk.fileName}`);
      chunk.code = code;
    }
  },
};
/**
 * Each script and stylesheet also as a `.gz` beside it, compressed once by Zopfli (gzip's format,
 * ~4 % fewer bytes than gzip at its best level). The server sends that file to every browser that
 * accepts gzip (the site: apps/web/server/hosts.ts), so these are the bytes a page pays; the files are
 * static, so the slow compression is paid once, here.
 */
export const precompressed: Plugin = {
  name: 'element:gzip',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? '';
    const files = Object.keys(bundle).filter((name) => /\.(?:js|css)$/.test(name));
    for (const name of files) {
      const path = join(dir, name);
      await writeFile(`${path}.gz`, await gzipAsync(await readFile(path), { numiterations: 15 }));
    }
  },
};
/**
 * `release.json` beside the scripts: the release's version (the header package's) and the
 * Subresource Integrity hash of each entry script as written (`element.js`, `enhancer.js`), which
 * the site publishes for pages that pin the version (`/header/versions.json`,
 * apps/web/server/element-releases.ts). Each build adds its entry to the file the other wrote.
 */
export function release(entry: string): Plugin {
  return {
    name: 'element:release',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? '';
      const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
      const file = join(dir, 'release.json');
      const kept = (await readFile(file, 'utf8').then(JSON.parse, () => null)) as { version?: string; integrity?: Record<string, string> } | null;
      const integrity = kept?.version === version ? { ...kept.integrity } : {};
      integrity[entry] = `sha384-${createHash('sha384').update(await readFile(join(dir, entry))).digest('base64')}`;
      await writeFile(file, `${JSON.stringify({ version, integrity }, null, 2)}\n`);
    },
  };
}
