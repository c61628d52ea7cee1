/**
 * The words of the fourth localization review (issue 43, `translation-review-4.md`), pinned: each
 * fix as the catalog must now read, and each wrong word the review found kept out.
 */
import { describe, expect, it } from 'vitest';
import { HEADER_CATALOG_DIR, readCatalog } from '../i18n-build/catalog-files.ts';

const ENGLISH = ['en', 'en-CA', 'en-GB', 'en-IN', 'en-PH'] as const;

const FIXED: readonly (readonly [locale: string, key: string, text: string])[] = [
  // F12: the user delegates trading; "custodial" means custody, which the product never takes.
  ...ENGLISH.flatMap((locale) => [
    [locale, 'nav.strategy.custodial', 'Delegated trading bot'] as const,
    [locale, 'nav.account.label.sub.custodial', 'Delegated trading sub-account'] as const,
  ]),
  ['ph', 'nav.strategy.custodial', 'Delegated trading bot'],
  ['ph', 'nav.account.label.sub.custodial', 'Delegated trading na sub-account'],
  // F44: the FCA's word for the step is categorisation (UK compliance to confirm).
  ['en-GB', 'nav.account.investorStatus', 'Investor categorisation'],
  // F45: 首页 is the site's home; the futures entry is an overview, as 资产总览.
  ['zh-CN', 'nav.futures.home', '合约总览'],
  // F46: the sub-account takes the bot's term.
  ['pt-PT', 'nav.account.label.sub.custodial', 'Subconta de trading delegado'],
  // F47-F49: the guide follows its menu's new name.
  ['ru', 'nav.tradeInfo.guide', 'Руководство по торговым данным'],
  ['uk', 'nav.tradeInfo.guide', 'Довідник із торгових даних'],
  ['bg', 'nav.tradeInfo.guide', 'Ръководство за търговските данни'],
  // F50: the short label fits the phone bar at 320 px (e2e/tests/mobile-mode-label.spec.ts measures id and uz).
  ['id', 'nav.modes.exitDemoShort', 'Keluar demo'],
  // F51: "Demodan chiqish" was cut there.
  ['uz', 'nav.modes.exitDemoShort', 'Demoni yopish'],
  // F52: สัญญา heads every contract entry.
  ['th', 'nav.futures.coinMDelivery', 'สัญญาแบบส่งมอบ Coin-M'],
  // F53: margin, as its orders and limits say.
  ['pl', 'nav.spot.margin', 'Handel margin'],
  // F54: Sign up is "إنشاء حساب" (F30), here too.
  ['ar', 'nav.menu.auth', 'تسجيل الدخول أو إنشاء حساب'],
];

/** Words the review found that no message of the locale may use again. */
const FORBIDDEN: readonly (readonly [locale: string, word: RegExp, why: string])[] = [
  ...[...ENGLISH, 'ph'].map((locale) => [locale, /custodial/i, 'custody, which the product never takes (F12)'] as const),
  ['zh-CN', /合约首页/, '首页 is the site’s home (F45)'],
  ['pt-PT', /negociação delegada/, 'the bot’s term is “trading delegado” (F46)'],
  ['ru', /торговой информаци/, 'the menu is “Торговые данные” (F47)'],
  ['uk', /торгової інформаці/, 'the menu is “Торгові дані” (F48)'],
  ['bg', /търговската информация/, 'the menu is “Търговски данни” (F49)'],
  ['pl', /dźwigni/, 'margin trading is “margin”; “dźwignia” is any leverage (F53)'],
];

describe('the fourth review’s words', () => {
  it.each(FIXED)('%s %s reads "%s"', (locale, key, text) => {
    expect(readCatalog(HEADER_CATALOG_DIR, locale)[key]).toBe(text);
  });

  it.each(FORBIDDEN)('%s never uses %s: %s', (locale, word) => {
    const catalog = readCatalog(HEADER_CATALOG_DIR, locale);
    expect(Object.entries(catalog).filter(([, text]) => word.test(text))).toEqual([]);
  });

  it('the Delivery futures entry of th is built as its perpetual siblings', () => {
    const catalog = readCatalog(HEADER_CATALOG_DIR, 'th');
    const heads = ['nav.futures.usdt', 'nav.futures.coinM', 'nav.futures.usdc', 'nav.futures.coinMDelivery'].map((key) => catalog[key]?.split(' ')[0]);
    expect(heads.every((head) => head?.startsWith('สัญญา'))).toBe(true);
  });
});
