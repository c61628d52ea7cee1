/**
 * The words of the third localization review (issue 24, "The words"), pinned: each fix as the
 * catalog must now read, and each wrong word the review found kept out.
 */
import { describe, expect, it } from 'vitest';
import { HEADER_CATALOG_DIR, readCatalog } from './catalog-files.ts';

const FIXED: readonly [locale: string, key: string, text: string][] = [
  // pl: "Informacje handlowe" is the fixed term for marketing communications.
  ['pl', 'nav.menu.tradeInfo', 'Informacje o handlu'],
  ['pl', 'nav.tradeInfo.guide', 'Przewodnik po informacjach o handlu'],
  // pl: the status labels are adjectives agreeing with "konto".
  ['pl', 'nav.account.label.verified', 'Zweryfikowane'],
  ['pl', 'nav.account.label.unverified', 'Niezweryfikowane'],
  ['pl', 'nav.account.label.frozen', 'Zamrożone'],
  // pt: "taxa" is the fee word; spot demo parallel to futures.
  ['pt', 'nav.tradeInfo.discountRate', 'Fatores de aproveitamento do colateral'],
  ['pt', 'nav.spot.enterSimulation', 'Trading demo de spot'],
  ['pt-PT', 'nav.spot.enterSimulation', 'Negociação demo de spot'],
  // tr: trading is "işlem" throughout, not "ticaret" (commerce).
  ['tr', 'nav.social.copySpot', 'Spot kopya işlem'],
  ['tr', 'nav.social.copyFutures', 'Vadeli kopya işlem'],
  ['tr', 'nav.social.copyBot', 'Bot kopya işlem'],
  ['tr', 'nav.assets.follower', 'Kopya işlem hesabı'],
  // ph: Filipino's "one" covers 0-3, 5, 7, 8, 10-13…: "puntos" for both forms.
  ['ph', 'nav.badge.points', '{count, plural, one {{countText} puntos} other {{countText} puntos}}'],
];

describe('the third review’s words', () => {
  it.each(FIXED)('%s %s reads "%s"', (locale, key, text) => {
    expect(readCatalog(HEADER_CATALOG_DIR, locale)[key]).toBe(text);
  });

  it.each(['ja', 'zh-TW', 'th', 'ph'])('%s keeps the product name Trader Pro (not "professional trader", a regulated status)', (locale) => {
    expect(readCatalog(HEADER_CATALOG_DIR, locale)['nav.account.tradePro']).toContain('Trader Pro');
  });

  it('Turkish never calls trading "ticaret"', () => {
    const catalog = readCatalog(HEADER_CATALOG_DIR, 'tr');
    expect(Object.entries(catalog).filter(([, text]) => /ticaret/i.test(text))).toEqual([]);
  });
});
