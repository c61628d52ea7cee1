/**
 * Entries of one menu that a trader could take for each other (issue 24): the account menu of a
 * user with both the demo-account settings page and the creation-demo switch shows the two one
 * under the other. The page is named as settings and the action as a switch, in every locale: the
 * two never begin with the same word (the first word by Intl.Segmenter, so Chinese, Japanese and
 * Thai count too), and the settings page's title on the site reads as its entry does.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { LOCALES } from '@exchange/contract';
import { HEADER_CATALOG_DIR, readCatalog } from '../i18n-build/catalog-files.ts';

const SITE_CATALOG_DIR = join(import.meta.dirname, '../../../apps/web/app/i18n/catalogs');

function firstWord(text: string, locale: string): string {
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (segment.isWordLike) return segment.segment.toLocaleLowerCase(locale);
  }
  return '';
}

describe('look-alike account entries', () => {
  it.each(LOCALES.map((entry) => entry.locale))('%s: the demo-account settings page and the creation-demo switch begin differently', (locale) => {
    const catalog = readCatalog(HEADER_CATALOG_DIR, locale);
    const settings = catalog['nav.account.demoSwitch']!;
    const creationDemo = catalog['nav.account.creationDemoSwitch']!;
    expect(firstWord(settings, locale)).not.toBe(firstWord(creationDemo, locale));
  });

  it.each(LOCALES.map((entry) => entry.locale))('%s: the settings page’s title on the site is its entry’s label', (locale) => {
    const site = readCatalog(SITE_CATALOG_DIR, locale);
    expect(site['pages.title.changeDemoAccount']).toBe(readCatalog(HEADER_CATALOG_DIR, locale)['nav.account.demoSwitch']);
  });
});
