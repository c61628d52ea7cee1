/**
 * The site's catalogs stay in step with English (the checks the header's catalogs pass too,
 * packages/header/i18n/test/catalog-suites.ts), and no key is unused: every English key is written
 * in the site's code, or belongs to a family the code builds from data (a page title per route of
 * the contract's table, a label per route parameter and query key, a description per demo user).
 */
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { ROUTES, type RouteEntry } from '@exchange/contract';
import { DEMO_USERS } from '@exchange/contract/demo';
import { describeCatalogs, describeKeyUsage } from '../../../../packages/header/i18n/test/catalog-suites.ts';

const dir = fileURLToPath(new URL('catalogs', import.meta.url));

describe('site message catalogs', () => {
  describeCatalogs({ dir, brand: { key: 'common.brand', containedIn: [] } });
});

describe('site catalog keys in use', () => {
  describeKeyUsage({
    dir,
    code: [fileURLToPath(new URL('..', import.meta.url))],
    families: [
      { prefix: 'pages.title.', members: ROUTES.map((route) => route.id) },
      { prefix: 'account.demoUser.', members: DEMO_USERS.map((user) => user.loginName.replace(/@demo$/, '')) },
      {
        prefix: 'pages.param.',
        members: [...new Set((ROUTES as readonly RouteEntry[]).flatMap((route) => [...[...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? ''), ...(route.query ?? [])]))],
      },
    ],
  });
});
