/**
 * The site-wide calls: per-locale config, languages, rates, fee tags and the md5-cached
 * contract symbols.
 */
import { BUSINESS_LINE, ENDPOINTS, FEATURE_FLAGS, LOCALES, STRATEGY_TYPE } from '@exchange/contract';
import type { ContractSymbols, FeeTagEntry, LanguageEntry, RateEntry, SiteConfig } from '@exchange/contract';
import { firstDeliverySymbol } from '@exchange/contract/demo';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectSuccess, useTestApi } from '../test/testing.ts';

const api = useTestApi();

async function siteConfig(locale: string): Promise<SiteConfig> {
  const answer = await api().post<SiteConfig>(ENDPOINTS.siteConfig.path, { locale });
  expectSuccess(answer);
  return answer.body.data;
}

async function symbols(businessLine: number, md5?: string): Promise<ContractSymbols> {
  const answer = await api().post<ContractSymbols>(ENDPOINTS.contractSymbols.path, md5 === undefined ? { businessLine } : { businessLine, md5 });
  expectSuccess(answer);
  return answer.body.data;
}

describe('site config', () => {
  it('has a config for every locale, referral hidden for language type 3', async () => {
    for (const { locale } of LOCALES) {
      const config = await siteConfig(locale);
      expect(config.locale).toBe(locale);
      expect(Object.keys(config.features).sort()).toEqual([...FEATURE_FLAGS].sort());
      expect(config.referralHiddenLanguageType).toBe(3);
    }
  });

  it('turns the gated entries off in en-GB', async () => {
    const config = await siteConfig('en-GB');
    const on = FEATURE_FLAGS.filter((flag) => config.features[flag]);
    expect(on.sort()).toEqual(['apiManagement', 'more', 'spotInfo']);
    expect(config).toMatchObject({ vipAllowed: false, spotCopyEnabled: false, regionTier: 1 });
  });

  it('has everything on in en, with region tier 1 and spot copy', async () => {
    const config = await siteConfig('en');
    expect(Object.values(config.features).every(Boolean)).toBe(true);
    expect(config).toMatchObject({ vipAllowed: true, regionTier: 1, spotCopyEnabled: true });
  });

  it('has the documented exceptions in other locales', async () => {
    expect(await siteConfig('ja')).toMatchObject({ vipAllowed: false, features: { vip: true } });
    expect((await siteConfig('tr')).regionTier).toBe(2);
    expect(await siteConfig('uz')).toMatchObject({ spotCopyEnabled: false, features: { preMarket: false, futures: true } });
    expect(await siteConfig('ru')).toMatchObject({ features: { coupons: false, rewardCenter: false, vip: true } });
  });

  it('answers badRequest for an unknown locale', async () => {
    expectFailure(await api().post(ENDPOINTS.siteConfig.path, { locale: 'en-US' }), 'badRequest', 'locale: unknown locale "en-US"');
  });
});

describe('catalogs', () => {
  it('lists every locale as a language, with its native name and type', async () => {
    const answer = await api().post<LanguageEntry[]>(ENDPOINTS.languages.path, {});
    expectSuccess(answer);
    expect(answer.body.data.map((entry) => entry.locale)).toEqual(LOCALES.map((entry) => entry.locale));
    expect(answer.body.data.find((entry) => entry.locale === 'zh-CN')).toEqual({ locale: 'zh-CN', languageKey: 'zh_CN', languageName: '简体中文', languageType: 0 });
    expect(answer.body.data.find((entry) => entry.locale === 'en-GB')).toEqual({ locale: 'en-GB', languageKey: 'en_GB', languageName: 'English (UK)', languageType: 20 });
    expect(answer.body.data.find((entry) => entry.locale === 'id')?.languageKey).toBe('in_ID');
  });

  it('offers USD first and every currency a locale maps to', async () => {
    const answer = await api().post<RateEntry[]>(ENDPOINTS.rates.path, {});
    expectSuccess(answer);
    const units = answer.body.data.map((entry) => entry.type);
    expect(units[0]).toBe('USD');
    for (const { currency } of LOCALES) expect(units).toContain(currency);
    expect(new Set(units).size).toBe(units.length);
    expect(answer.body.data).toContainEqual({ type: 'EUR', showName: 'EUR - €' });
    expect(answer.body.data.every((entry) => entry.showName.startsWith(`${entry.type} - `))).toBe(true);
  });

  it('has a fee tag per strategy type: zero fee, discounts and hidden tags', async () => {
    const answer = await api().post<FeeTagEntry[]>(ENDPOINTS.feeTags.path, {});
    expectSuccess(answer);
    const tags = answer.body.data;
    expect(tags.map((tag) => tag.strategyType).sort((a, b) => a - b)).toEqual(Object.values(STRATEGY_TYPE).sort((a, b) => a - b));
    expect(tags.find((tag) => tag.strategyType === STRATEGY_TYPE.spotGrid)).toEqual({ strategyType: 1, showTag: true, feeDiscount: 0 });
    expect(tags.find((tag) => tag.strategyType === STRATEGY_TYPE.futuresGrid)).toEqual({ strategyType: 2, showTag: true, feeDiscount: 8 });
    expect(tags.filter((tag) => !tag.showTag).length).toBeGreaterThan(0);
  });
});

describe('contract symbols', () => {
  it('lists Coin-M perpetuals and delivery contracts, the first delivery being the next quarter’s BTCUSD', async () => {
    const data = await symbols(BUSINESS_LINE.usdMix);
    expect(data.changed).toBe(true);
    expect(data.listDTOS).toHaveLength(1);
    const group = data.listDTOS?.[0];
    expect(group?.businessLine).toBe(11);
    expect(group?.symbolDTOList.find((symbol) => symbol.symbolCode === 'BTCUSD')?.symbolType).toBe(1);
    expect(group?.symbolDTOList.find((symbol) => symbol.symbolType === 2)?.symbolCode).toBe(firstDeliverySymbol());
    // Never an expired one: every delivery date is after today.
    const today = new Date().toISOString().slice(2, 10).replaceAll('-', '');
    for (const symbol of group?.symbolDTOList.filter((entry) => entry.symbolType === 2) ?? []) expect(symbol.symbolCode.slice(-6) > today).toBe(true);
  });

  it('lists USDT-M, USDC-M and the delivery-only Coin-M settled line', async () => {
    expect((await symbols(BUSINESS_LINE.usdtMix)).listDTOS?.[0]?.symbolDTOList[0]?.symbolCode).toBe('BTCUSDT');
    expect((await symbols(BUSINESS_LINE.usdcMix)).listDTOS?.[0]?.symbolDTOList.map((symbol) => symbol.symbolCode)).toContain('BTCPERP');
    const settled = (await symbols(BUSINESS_LINE.usdMixSettled)).listDTOS?.[0]?.symbolDTOList ?? [];
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((symbol) => symbol.symbolType === 2)).toBe(true);
    expect((await symbols(BUSINESS_LINE.spot)).listDTOS).toEqual([{ businessLine: 1, symbolDTOList: [] }]);
  });

  it('md5 is the md5 hex of the JSON of the list', async () => {
    const data = await symbols(BUSINESS_LINE.usdtMix);
    expect(data.md5).toBe(createHash('md5').update(JSON.stringify(data.listDTOS)).digest('hex'));
    expect((await symbols(BUSINESS_LINE.usdcMix)).md5).not.toBe(data.md5);
  });

  it('answers changed=false without the list when the md5 matches, the full list when it is stale', async () => {
    const full = await symbols(BUSINESS_LINE.usdMix);
    expect(await symbols(BUSINESS_LINE.usdMix, full.md5)).toEqual({ md5: full.md5, changed: false, listDTOS: null });
    expect(await symbols(BUSINESS_LINE.usdMix, 'stale')).toEqual(full);
    expect(await symbols(BUSINESS_LINE.usdMix, '')).toEqual(full);
    // Another line's md5 is stale for this one.
    const other = await symbols(BUSINESS_LINE.usdtMix);
    expect((await symbols(BUSINESS_LINE.usdMix, other.md5)).changed).toBe(true);
  });

  it('answers badRequest for a business line outside BUSINESS_LINE', async () => {
    expectFailure(await api().post(ENDPOINTS.contractSymbols.path, { businessLine: 14 }), 'badRequest', 'businessLine');
    expectFailure(await api().post(ENDPOINTS.contractSymbols.path, { businessLine: 9.5 }), 'badRequest', 'businessLine');
  });
});
