/**
 * The demo's Coin-M delivery contracts are the next quarterly ones from the day asked (the last
 * Friday of March, June, September and December, UTC), so the demo never lists an expired one.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINE, SYMBOL_TYPE } from '../schemas.ts';
import { contractSymbols, deliveryCode, firstDeliverySymbol, quarterlyDeliveryDates } from './contract-symbols.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const isoDays = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));

describe('quarterly delivery days', () => {
  it.each([
    ['2026-11-25', ['2026-12-25', '2027-03-26']],
    ['2025-12-26', ['2026-03-27', '2026-06-26']],
    ['2025-12-25', ['2025-12-26', '2026-03-27']],
    ['2024-01-01', ['2024-03-29', '2024-06-28']],
    ['2024-09-27', ['2024-12-27', '2025-03-28']],
  ])('after %s: %j', (today, expected) => {
    expect(isoDays(quarterlyDeliveryDates(day(today), 2))).toEqual(expected);
  });

  it('every one is a Friday, the last of its month, in a quarter-end month', () => {
    for (const date of quarterlyDeliveryDates(day('2020-01-01'), 40)) {
      expect(date.getUTCDay()).toBe(5);
      expect([2, 5, 8, 11]).toContain(date.getUTCMonth());
      expect(new Date(date.getTime() + 7 * 86_400_000).getUTCMonth()).not.toBe(date.getUTCMonth());
    }
  });
});

describe('the Coin-M lists of a day', () => {
  it('lists the perpetuals, then the next quarter’s BTCUSD and ETHUSD and the one after’s BTCUSD', () => {
    const coinM = contractSymbols(day('2026-11-25')).get(BUSINESS_LINE.usdMix)!;
    expect(coinM.map((symbol) => symbol.symbolCode)).toEqual(['BTCUSD', 'ETHUSD', 'BTCUSD_261225', 'ETHUSD_261225', 'BTCUSD_270326']);
    expect(coinM.filter((symbol) => symbol.symbolType === SYMBOL_TYPE.delivery).map((symbol) => symbol.symbolId)).toEqual([
      'BTCUSD_DMCBL_261225',
      'ETHUSD_DMCBL_261225',
      'BTCUSD_DMCBL_270326',
    ]);
    expect(contractSymbols(day('2026-11-25')).get(BUSINESS_LINE.usdMixSettled)!.map((symbol) => symbol.symbolCode)).toEqual(['BTCUSD_261225', 'ETHUSD_261225', 'BTCUSD_270326']);
    expect(firstDeliverySymbol(day('2026-12-25'))).toBe('BTCUSD_270326');
    expect(deliveryCode('BTCUSD', new Date(Date.UTC(2030, 2, 29)))).toBe('BTCUSD_300329');
  });
});
