/**
 * The committed compiled catalogs (`compiled/`) are what `catalogs/` compiles to: a stale one fails
 * here. `npm run catalogs --workspace @exchange/header` rewrites them (Vitest's `--update`).
 */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/contract';
import { HEADER_COMPILED_DIR, compiledFiles } from '../i18n-build/catalog-files.ts';

const files = compiledFiles();

describe('compiled header catalogs', () => {
  it('are one module per locale of the locale table, and their loaders', () => {
    expect([...files.keys()].map((file) => basename(file)).sort()).toEqual(['index.ts', ...LOCALES.map((entry) => `${entry.locale}.ts`)].sort());
    expect(readdirSync(HEADER_COMPILED_DIR).sort()).toEqual([...files.keys()].map((file) => basename(file)).sort());
  });

  it.each([...files].map(([file, text]) => ({ name: basename(file), file, text })))('$name is up to date', async ({ file, text }) => {
    await expect(text).toMatchFileSnapshot(file);
  });
});
