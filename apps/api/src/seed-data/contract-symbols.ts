/**
 * Contract symbols per business line, and the md5 of each list that the client caches by.
 * Coin-M (usdMix) lists its perpetuals and then its delivery contracts; the first delivery symbol
 * (BTCUSD_251226) is where the "Coin-M delivery" entry leads. usdMixSettled lists the delivery
 * contracts alone. Other business lines of BUSINESS_LINE have no contracts (an empty list);
 * a number outside BUSINESS_LINE is a bad request.
 */
import { BUSINESS_LINE, SYMBOL_TYPE } from '@exchange/contract';
import type { ContractSymbol, ContractSymbolGroup } from '@exchange/contract';
import { createHash } from 'node:crypto';

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

const SYMBOLS: ReadonlyMap<number, readonly ContractSymbol[]> = new Map([
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

export interface SymbolList {
  md5: string;
  list: ContractSymbolGroup[];
}

const KNOWN_LINES = new Set<number>(Object.values(BUSINESS_LINE));

function listFor(businessLine: number): SymbolList {
  const list = [{ businessLine, symbolDTOList: [...(SYMBOLS.get(businessLine) ?? [])] }];
  return { md5: createHash('md5').update(JSON.stringify(list)).digest('hex'), list };
}

/** Computed once: the lists are constant for the life of the process. */
const LISTS: ReadonlyMap<number, SymbolList> = new Map([...KNOWN_LINES].map((line) => [line, listFor(line)]));

/** The symbol list of a business line, or undefined when the line is not in BUSINESS_LINE. */
export function symbolList(businessLine: number): SymbolList | undefined {
  return LISTS.get(businessLine);
}
