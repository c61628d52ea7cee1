/**
 * The contract symbol lists the API answers: the seed's lists of the day (`contractSymbols`: the
 * Coin-M delivery contracts are the next quarterly ones) per business line, and the md5 of each
 * list that the client caches by (a new quarter is a new md5). Other business lines of BUSINESS_LINE have no
 * contracts (an empty list); a number outside BUSINESS_LINE is a bad request.
 */
import { BUSINESS_LINE } from '@exchange/contract';
import type { ContractSymbolGroup } from '@exchange/contract';
import { contractSymbols } from '@exchange/contract/demo';
import { createHash } from 'node:crypto';

export interface SymbolList {
  md5: string;
  list: ContractSymbolGroup[];
}

const KNOWN_LINES = new Set<number>(Object.values(BUSINESS_LINE));

function listsOf(day: string): ReadonlyMap<number, SymbolList> {
  const symbols = contractSymbols(new Date(`${day}T00:00:00Z`));
  return new Map(
    [...KNOWN_LINES].map((businessLine) => {
      const list = [{ businessLine, symbolDTOList: [...(symbols.get(businessLine) ?? [])] }];
      return [businessLine, { md5: createHash('md5').update(JSON.stringify(list)).digest('hex'), list }];
    }),
  );
}

/** The lists of one day at a time (they change only when a quarter's contract delivers). */
let kept: { day: string; lists: ReadonlyMap<number, SymbolList> } | undefined;

/** The symbol list of a business line on `now`'s day (UTC), or undefined when the line is not in BUSINESS_LINE. */
export function symbolList(businessLine: number, now: Date = new Date()): SymbolList | undefined {
  const day = now.toISOString().slice(0, 10);
  if (kept?.day !== day) kept = { day, lists: listsOf(day) };
  return kept.lists.get(businessLine);
}
