/**
 * The site's catalogs: languages (from the contract's LOCALES), currency units and the fee tags
 * of the trading bots.
 */
import { DEFAULT_CURRENCY, LOCALES } from '../locales.ts';
import { STRATEGY_TYPE } from '../schemas.ts';
import type { LanguageEntry, RateEntry } from '../action-schemas.ts';
import type { FeeTagEntry } from '../schemas.ts';

/**
 * languageKey is the server-side locale code of spec section 9 where it names one (vi_VN, ...),
 * else the locale in the same underscore style (zh_TW, en_GB); languageName is the native name.
 */
export const LANGUAGES: readonly LanguageEntry[] = LOCALES.map((entry) => ({
  locale: entry.locale,
  languageKey: entry.code ?? entry.locale.replace('-', '_'),
  languageName: entry.name,
  languageType: entry.languageType,
}));

/** Currency unit -> symbol. Covers every LOCALES currency (a test checks) plus a few majors. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CNY: '¥',
  TWD: 'NT$',
  JPY: '¥',
  KRW: '₩',
  HKD: 'HK$',
  SGD: 'S$',
  AUD: 'A$',
  CAD: 'C$',
  VND: '₫',
  BRL: 'R$',
  IDR: 'Rp',
  THB: '฿',
  PLN: 'zł',
  UAH: '₴',
  UZS: 'soʻm',
  AED: 'د.إ',
  PHP: '₱',
  RUB: '₽',
  TRY: '₺',
  INR: '₹',
  ARS: '$',
};

export const RATES: readonly RateEntry[] = [
  DEFAULT_CURRENCY,
  ...Object.keys(CURRENCY_SYMBOLS).filter((unit) => unit !== DEFAULT_CURRENCY),
].map((unit) => ({ type: unit, showName: `${unit} - ${CURRENCY_SYMBOLS[unit] ?? unit}` }));

/**
 * feeDiscount r shows (100 - 10r)% off (8 = 20% off); 0 shows the zero-fee label; null with
 * showTag false shows no tag.
 */
export const FEE_TAGS: readonly FeeTagEntry[] = [
  { strategyType: STRATEGY_TYPE.spotGrid, showTag: true, feeDiscount: 0 },
  { strategyType: STRATEGY_TYPE.futuresGrid, showTag: true, feeDiscount: 8 },
  { strategyType: STRATEGY_TYPE.spotDca, showTag: true, feeDiscount: 9 },
  { strategyType: STRATEGY_TYPE.futuresDca, showTag: false, feeDiscount: null },
  { strategyType: STRATEGY_TYPE.autoInvest, showTag: true, feeDiscount: 0 },
  { strategyType: STRATEGY_TYPE.spotCta, showTag: false, feeDiscount: null },
  { strategyType: STRATEGY_TYPE.futuresCta, showTag: true, feeDiscount: 5 },
  { strategyType: STRATEGY_TYPE.smartPortfolio, showTag: false, feeDiscount: 8 },
  { strategyType: STRATEGY_TYPE.signalBot, showTag: true, feeDiscount: 8 },
  { strategyType: STRATEGY_TYPE.futuresMoon, showTag: false, feeDiscount: null },
  { strategyType: STRATEGY_TYPE.spotMoon, showTag: true, feeDiscount: 9.5 },
];
