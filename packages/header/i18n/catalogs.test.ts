/**
 * The header's catalogs stay in step with English (test/catalog-suites.ts, shared with the site's
 * catalogs). Every locale has a glossary that records the terms its catalog uses for the terms
 * settled across all locales.
 */
import { join } from 'node:path';
import { describe } from 'vitest';
import { HEADER_CATALOG_DIR } from '../i18n-build/catalog-files.ts';
import { describeCatalogs } from './test/catalog-suites.ts';

describe('header message catalogs', () => {
  describeCatalogs({
    dir: HEADER_CATALOG_DIR,
    // nav/fee.ts: "r折".
    chineseOnlyKeys: ['nav.fee.discountZh'],
    brand: { key: 'header.brand', containedIn: ['nav.menu.brand'] },
    // Terms settled for every locale (issue 12): each glossary records its catalog's term.
    glossary: {
      dir: join(import.meta.dirname, 'glossary'),
      settledKeys: ['nav.strategy.custodial', 'nav.account.label.sub.custodial', 'nav.tradeInfo.discountRate'],
    },
  });
});
