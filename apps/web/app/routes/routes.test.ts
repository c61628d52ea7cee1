import { ROUTES, routeEntry } from '@exchange/contract';
import { fileURLToPath } from 'node:url';
import { readCatalog } from '../../../../packages/header/i18n-build/catalog-files.ts';
import { describe, expect, it } from 'vitest';
import routeConfig from '../routes.ts';

const english = readCatalog(fileURLToPath(new URL('../i18n/catalogs', import.meta.url)), 'en');

describe('the host app routes', () => {
  it('give every page of the route table a route, under the optional locale segment', () => {
    const locale = routeConfig.find((entry) => entry.id === 'locale');
    expect(locale?.path).toBe(':lang?');
    const ids = (locale?.children ?? []).map((child) => child.id);
    expect(ids).toEqual([...ROUTES.map((route) => route.id), 'notFound']);
  });

  it('have a title in the catalog for every page, and a label for every parameter it shows', () => {
    for (const route of ROUTES) {
      expect(english[`pages.title.${route.id}`], route.id).toBeTypeOf('string');
      const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      for (const name of [...params, ...(routeEntry(route.id).query ?? [])]) {
        expect(english[`pages.param.${name}`], `${route.id} ${name}`).toBeTypeOf('string');
      }
    }
  });
});
