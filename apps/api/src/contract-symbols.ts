/**
 * The contract symbol lists the API answers: the seed's CONTRACT_SYMBOLS per business line, and
 * the md5 of each list that the client caches by. Other business lines of BUSINESS_LINE have no
 * contracts (an empty list); a number outside BUSINESS_LINE is a bad request.
 */
import { BUSINESS_LINE } from '@exchange/contract';
import type { ContractSymbolGroup } from '@exchange/contract';
import { CONTRACT_SYMBOLS } from '@exchange/contract/demo';
import { createHash } from 'node:crypto';

export interface SymbolList {
  md5: string;
  list: ContractSymbolGroup[];
}

const KNOWN_LINES = new Set<number>(Object.values(BUSINESS_LINE));

function listFor(businessLine: number): SymbolList {
  const list = [{ businessLine, symbolDTOList: [...(CONTRACT_SYMBOLS.get(businessLine) ?? [])] }];
  return { md5: createHash('md5').update(JSON.stringify(list)).digest('hex'), list };
}

/** Computed once: the lists are constant for the life of the process. */
const LISTS: ReadonlyMap<number, SymbolList> = new Map([...KNOWN_LINES].map((line) => [line, listFor(line)]));

/** The symbol list of a business line, or undefined when the line is not in BUSINESS_LINE. */
export function symbolList(businessLine: number): SymbolList | undefined {
  return LISTS.get(businessLine);
}
