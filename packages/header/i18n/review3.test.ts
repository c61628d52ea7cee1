/**
 * The words of the third localization review (issue 24, "The words"), pinned: each fix as the
 * catalog must now read, and each wrong word the review found kept out.
 */
import { describe, expect, it } from 'vitest';
import { HEADER_CATALOG_DIR, readCatalog } from '../i18n-build/catalog-files.ts';

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
  // F13, F35, F40, F42: shorter bar labels, so the six menus fit with a font 4 % wider
  // (e2e/tests/desktop-bar-fit.spec.ts measures them in every locale).
  ['ru', 'nav.menu.tradeInfo', 'Торговые данные'],
  ['ru', 'nav.menu.social', 'Копитрейдинг'],
  ['uk', 'nav.menu.tradeInfo', 'Торгові дані'],
  ['uk', 'nav.menu.social', 'Копітрейдинг'],
  ['bg', 'nav.menu.tradeInfo', 'Търговски данни'],
  ['pt-PT', 'nav.menu.tradeInfo', 'Info de negociação'],
  // F14, F15: "account" is акаунт, as in every other string.
  ['bg', 'header.language.saveFailed', 'Езикът не можа да бъде запазен в акаунта ви. Ще се използва само на това устройство.'],
  ['uk', 'header.language.saveFailed', 'Не вдалося зберегти мову у вашому акаунті. Її буде використано лише на цьому пристрої.'],
  // F16: a voseo imperative beside "Registrate".
  ['es-AR', 'nav.auth.login', 'Iniciá sesión'],
  // F17: RAE joins the prefix.
  ['es', 'nav.spot.preMarket', 'Premercado'],
  ['es-AR', 'nav.spot.preMarket', 'Premercado'],
  ['es-ES', 'nav.spot.preMarket', 'Premercado'],
  // F18, F19
  ['pt-PT', 'nav.more.referral', 'Programa de recomendação'],
  ['pt-PT', 'nav.menu.auth', 'Iniciar sessão ou registar-se'],
  // F20: a noun, as ru/uk's НОВИНКА, so it agrees with any entry it marks.
  ['pt', 'nav.badge.new', 'NOVIDADE'],
  ['pt-PT', 'nav.badge.new', 'NOVIDADE'],
  // F21: bot names keep "trading" ("Bots de trading").
  ['pt-PT', 'nav.strategy.custodial', 'Bot de trading delegado'],
  // F22
  ['ph', 'nav.futures.home', 'Overview ng futures'],
  ['ph', 'nav.assets.overview', 'Overview ng mga asset'],
  // F23 (the letter ʻ U+02BB), F24 (the possessive)
  ['uz', 'header.theme.black', 'Qorong\u02bbi'],
  ['uz', 'header.theme.white', 'Yorug\u02bb'],
  ['uz', 'header.language.saveFailed', 'Tilni hisobingizga saqlab bo\u02bblmadi. U faqat shu qurilmada qo\u02bbllanadi.'],
  ['uz', 'nav.orders.fiat', 'Fiat buyurtmalari'],
  // F25: the izafe.
  ['tr', 'nav.menu.brand', 'Exchange ana sayfası'],
  // F26, F27
  ['pl', 'nav.futures.expert', 'Kontrakty futures dla ekspertów'],
  ['pl', 'nav.futures.demo', 'Kontrakty futures (demo)'],
  ['pl', 'nav.account.label.follower', 'Kopiujący'],
  // F28, F29: futures for experts.
  ['id', 'nav.futures.expert', 'Futures untuk ahli'],
  ['fr', 'nav.futures.expert', 'Futures pour experts'],
  // F30, F31
  ['ar', 'nav.auth.register', 'إنشاء حساب'],
  ['ar', 'nav.strategy.spotCta', 'استراتيجية CTA للتداول الفوري'],
  ['ar', 'nav.strategy.futuresCta', 'استراتيجية CTA للعقود الآجلة'],
  // F32, F33
  ['zh-CN', 'nav.assets.otc', 'OTC 账户'],
  ['zh-CN', 'header.language.current', '语言与货币：{language}，{currency}'],
  // F34: the product name, capitalised.
  ['en', 'nav.account.tradePro', 'Switch to Trader Pro account'],
  ['en-CA', 'nav.account.tradePro', 'Switch to Trader Pro account'],
  ['en-GB', 'nav.account.tradePro', 'Switch to Trader Pro account'],
  ['en-IN', 'nav.account.tradePro', 'Switch to Trader Pro account'],
  ['en-PH', 'nav.account.tradePro', 'Switch to Trader Pro account'],
  ['id', 'nav.account.tradePro', 'Beralih ke akun Trader Pro'],
  ['ph', 'nav.account.tradePro', 'Lumipat sa Trader Pro account'],
  // F36-F39, F41: shorter bar labels.
  ['de', 'nav.menu.tradeInfo', 'Trading-Infos'],
  ['es', 'nav.menu.tradeInfo', 'Info de trading'],
  ['es-AR', 'nav.menu.tradeInfo', 'Info de trading'],
  ['es-ES', 'nav.menu.tradeInfo', 'Info de trading'],
  ['ph', 'nav.menu.tradeInfo', 'Trading info'],
  ['pt', 'nav.menu.tradeInfo', 'Info de trading'],
  ['tr', 'nav.menu.futures', 'Vadeli'],
  ['tr', 'nav.menu.more', 'Diğer'],
];

/** Words the review found that no message of the locale may use again. */
const FORBIDDEN: readonly [locale: string, word: RegExp, why: string][] = [
  ['uz', /\u2018/, 'oʻ/gʻ take U+02BB ʻ, not the quotation mark U+2018 ‘ (F23)'],
  ['bg', /профил(а|ът)? ви/i, 'the account is "акаунт" (F14)'],
  ['uk', /обліков/i, 'the account is "акаунт" (F15)'],
  ['es', /Pre-mercado/, 'RAE: "Premercado" (F17)'],
  ['es-AR', /Pre-mercado/, 'RAE: "Premercado" (F17)'],
  ['es-ES', /Pre-mercado/, 'RAE: "Premercado" (F17)'],
  ['pt-PT', /de referências/i, 'reads as Multibanco payment references (F18)'],
  ['ph', /Pangkalahatang-tanaw/i, 'a formal coinage in a Taglish catalog (F22)'],
  ['pl', /Obserwując/i, 'a social-media follower, not one who copies trades (F27)'],
  ['en', /trader pro/, 'the product name is "Trader Pro" (F34)'],
  ['id', /trader pro/, 'the product name is "Trader Pro" (F34)'],
];

describe('the third review’s words', () => {
  it.each(FIXED)('%s %s reads "%s"', (locale, key, text) => {
    expect(readCatalog(HEADER_CATALOG_DIR, locale)[key]).toBe(text);
  });

  it.each(['ja', 'zh-TW', 'th', 'ph'])('%s keeps the product name Trader Pro (not "professional trader", a regulated status)', (locale) => {
    expect(readCatalog(HEADER_CATALOG_DIR, locale)['nav.account.tradePro']).toContain('Trader Pro');
  });

  it.each(FORBIDDEN)('%s never uses %s: %s', (locale, word) => {
    const catalog = readCatalog(HEADER_CATALOG_DIR, locale);
    expect(Object.entries(catalog).filter(([, text]) => word.test(text))).toEqual([]);
  });

  it('Turkish never calls trading "ticaret"', () => {
    const catalog = readCatalog(HEADER_CATALOG_DIR, 'tr');
    expect(Object.entries(catalog).filter(([, text]) => /ticaret/i.test(text))).toEqual([]);
  });
});
