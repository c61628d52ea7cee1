/**
 * Contract symbols per business line. Coin-M (usdMix) lists its perpetuals and then its delivery
 * contracts, the next two quarterly ones from the day asked (`contractSymbols(today)`), so the
 * demo never lists an expired contract; the first delivery symbol (BTCUSD_<its date>) is where the
 * "Coin-M delivery" entry leads.
 * usdMixSettled lists the delivery contracts alone. Business lines of BUSINESS_LINE that are not
 * keys here have no contracts. The reference API answers these lists and adds the md5 the client
 * caches by (apps/api/src/contract-symbols.ts).
 */
import { BUSINESS_LINE, SYMBOL_TYPE } from '../schemas.ts';
import type { ContractSymbol } from '../action-schemas.ts';

const perpetual = (symbolCode: string, symbolId: string, betaShow = false): ContractSymbol => ({
  symbolCode,
  symbolId,
  symbolType: SYMBOL_TYPE.perpetual,
  betaShow,
});
const delivery = (symbolCode: string, symbolId: string): ContractSymbol => ({
  symbolCode,
  symbolId,
  symbolType: SYMBOL_TYPE.delivery,
  betaShow: false,
});

/**
 * Quarterly delivery days: the last Friday of March, June, September and December (UTC). The
 * `count` next ones strictly after `today`'s date (a contract delivering today is no longer listed).
 */
export function quarterlyDeliveryDates(today: Date, count = 2): Date[] {
  const dates: Date[] = [];
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let year = today.getUTCFullYear(); dates.length < count; year += 1) {
    for (const month of [2, 5, 8, 11]) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      const friday = new Date(Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() + 2) % 7)));
      if (friday.getTime() > day && dates.length < count) dates.push(friday);
    }
  }
  return dates;
}

/** A delivery contract's code: its coin pair and its delivery day (`BTCUSD_261225`). */
export function deliveryCode(pair: string, date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${pair}_${two(date.getUTCFullYear() % 100)}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}`;
}

/** Coin-M: the perpetuals, then BTCUSD and ETHUSD of the next quarter and BTCUSD of the one after. */
function coinM(today: Date): readonly ContractSymbol[] {
  const [next, after] = quarterlyDeliveryDates(today, 2) as [Date, Date];
  const code = (pair: string, date: Date) => delivery(deliveryCode(pair, date), deliveryCode(`${pair}_DMCBL`, date));
  return [perpetual('BTCUSD', 'BTCUSD_DMCBL'), perpetual('ETHUSD', 'ETHUSD_DMCBL'), code('BTCUSD', next), code('ETHUSD', next), code('BTCUSD', after)];
}

/** Business line -> its contract symbols on `today`, for the lines that have any. */
export function contractSymbols(today: Date = new Date()): ReadonlyMap<number, readonly ContractSymbol[]> {
  const coinMList = coinM(today);
  return new Map([
    [
      BUSINESS_LINE.usdtMix,
      [
        perpetual('BTCUSDT', 'BTCUSDT_UMCBL'),
        perpetual('ETHUSDT', 'ETHUSDT_UMCBL'),
        perpetual('SOLUSDT', 'SOLUSDT_UMCBL'),
        perpetual('XRPUSDT', 'XRPUSDT_UMCBL'),
        perpetual('PEPEUSDT', 'PEPEUSDT_UMCBL', true),
      ],
    ],
    [BUSINESS_LINE.usdMix, coinMList],
    [BUSINESS_LINE.usdMixSettled, coinMList.filter((symbol) => symbol.symbolType === SYMBOL_TYPE.delivery)],
    [BUSINESS_LINE.usdcMix, [perpetual('BTCPERP', 'BTCPERP_CMCBL'), perpetual('ETHPERP', 'ETHPERP_CMCBL')]],
  ]);
}

/** The lists of the day this module was loaded (the API asks `contractSymbols()` per request). */
export const CONTRACT_SYMBOLS: ReadonlyMap<number, readonly ContractSymbol[]> = contractSymbols();

/** The first Coin-M delivery symbol on `today`: where the delivery entry and its route lead. */
export function firstDeliverySymbol(today: Date = new Date()): string {
  return deliveryCode('BTCUSD', quarterlyDeliveryDates(today, 1)[0]!);
}
