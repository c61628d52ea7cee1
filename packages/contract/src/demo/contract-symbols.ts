/**
 * Contract symbols per business line. Coin-M (usdMix) lists its perpetuals and then its delivery
 * contracts; the first delivery symbol (BTCUSD_251226) is where the "Coin-M delivery" entry leads.
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

const COIN_M: readonly ContractSymbol[] = [
  perpetual('BTCUSD', 'BTCUSD_DMCBL'),
  perpetual('ETHUSD', 'ETHUSD_DMCBL'),
  delivery('BTCUSD_251226', 'BTCUSD_DMCBL_251226'),
  delivery('ETHUSD_251226', 'ETHUSD_DMCBL_251226'),
  delivery('BTCUSD_260327', 'BTCUSD_DMCBL_260327'),
];

/** Business line -> its contract symbols, for the lines that have any. */
export const CONTRACT_SYMBOLS: ReadonlyMap<number, readonly ContractSymbol[]> = new Map([
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
  [BUSINESS_LINE.usdMix, COIN_M],
  [BUSINESS_LINE.usdMixSettled, COIN_M.filter((symbol) => symbol.symbolType === SYMBOL_TYPE.delivery)],
  [BUSINESS_LINE.usdcMix, [perpetual('BTCPERP', 'BTCPERP_CMCBL'), perpetual('ETHPERP', 'ETHPERP_CMCBL')]],
]);
