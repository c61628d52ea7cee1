/**
 * No key of the header's catalogs is unused: every English key is written as a string literal in
 * the header's code (test/catalog-suites.ts, shared with the site's catalogs).
 */
import { join } from 'node:path';
import { describe } from 'vitest';
import { HEADER_CATALOG_DIR } from '../i18n-build/catalog-files.ts';
import { describeKeyUsage } from './test/catalog-suites.ts';

describe('header catalog keys in use', () => {
  describeKeyUsage({ dir: HEADER_CATALOG_DIR, code: [join(import.meta.dirname, '..')] });
});
