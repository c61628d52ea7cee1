/**
 * The contract-symbol cache of spec section 7: the list of a business line is kept in
 * localStorage with its md5; the md5 goes with the next request and the server answers
 * changed=false (no list) while it still matches, so the list crosses the network once.
 * A cache entry that cannot be read is removed and the list refetched (spec section 8).
 * `storage` defaults to localStorage when it is usable; pass null to bypass the cache.
 */
import * as v from 'valibot';
import { BUSINESS_LINE, SYMBOL_TYPE } from '@exchange/contract';
import type { ContractSymbol } from '@exchange/contract';
import { ACTION_CALLS, ContractSymbolGroup } from './actionCalls.ts';
import { ApiError, request } from './client.ts';
import type { ApiInstance } from './client.ts';

/** The part of the Web Storage API the cache uses (an in-memory one works too). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const CacheEntry = v.object({ md5: v.pipe(v.string(), v.minLength(1)), listDTOS: v.array(ContractSymbolGroup) });
type CacheEntry = v.InferOutput<typeof CacheEntry>;

/** Versioned, so a future change of the stored shape starts from a fresh key. */
export function symbolsCacheKey(businessLine: number): string {
  return `exchange.symbols.v1.${businessLine}`;
}

/** localStorage when there is one; reading it throws in some privacy modes, and SSR has none. */
function defaultStorage(): StorageLike | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readCache(storage: StorageLike | null | undefined, key: string): CacheEntry | undefined {
  let raw: string | null;
  try {
    raw = storage ? storage.getItem(key) : null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(CacheEntry, json);
  if (parsed.success) return parsed.output;
  try {
    storage?.removeItem(key);
  } catch {
    // Storage that fails here will fail again on write; the list is refetched either way.
  }
  return undefined;
}

function writeCache(storage: StorageLike | null | undefined, key: string, entry: CacheEntry): void {
  try {
    storage?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the cache is an optimisation, not a requirement.
  }
}

/**
 * The symbol groups of `businessLine`, from the cache when the server confirms its md5.
 * Failures reject with ApiError; callers wrap the lookup in `optional` to ignore them.
 */
export async function getContractSymbols(
  instance: ApiInstance | null | undefined,
  businessLine: number,
  storage: StorageLike | null | undefined = defaultStorage(),
): Promise<ContractSymbolGroup[]> {
  const key = symbolsCacheKey(businessLine);
  const cached = readCache(storage, key);

  const answer = await request(instance, 'contractSymbols', cached ? { businessLine, md5: cached.md5 } : { businessLine });
  if (!answer.listDTOS && cached && !answer.changed) return cached.listDTOS;

  // An answer without a list that the cache cannot stand in for: ask again without an md5,
  // which obliges the server to send the whole list (pointless if none was sent).
  const fresh = answer.listDTOS || !cached ? answer : await request(instance, 'contractSymbols', { businessLine });
  if (!fresh.listDTOS) {
    throw new ApiError('shape', 'contractSymbols', `Answer of ${ACTION_CALLS.contractSymbols.path} has no symbol list`);
  }
  writeCache(storage, key, { md5: fresh.md5, listDTOS: fresh.listDTOS });
  return fresh.listDTOS;
}

/**
 * The first delivery contract of the line's list (the Coin-M settled link goes there), or
 * undefined when the line has none.
 */
export async function findFirstDeliverySymbol(
  instance: ApiInstance | null | undefined,
  businessLine: number = BUSINESS_LINE.usdMix,
  storage: StorageLike | null | undefined = defaultStorage(),
): Promise<ContractSymbol | undefined> {
  const groups = await getContractSymbols(instance, businessLine, storage);
  for (const group of groups) {
    const found = group.symbolDTOList.find((symbol) => symbol.symbolType === SYMBOL_TYPE.delivery);
    if (found) return found;
  }
  return undefined;
}
