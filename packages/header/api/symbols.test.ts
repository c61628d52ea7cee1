import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS_LINE } from '@exchange/contract';
import type { ContractSymbolGroup } from '@exchange/contract';
import { ApiError, createApiInstance } from './client.ts';
import type { ApiInstance } from './client.ts';
import { findFirstDeliverySymbol, getContractSymbols, symbolsCacheKey } from './symbols.ts';
import type { StorageLike } from './symbols.ts';
import { MemoryStorage, sendJson, startTestServer } from '../test/test-server.ts';
import type { Received, TestServer } from '../test/test-server.ts';

const LINE = BUSINESS_LINE.usdMix;
const KEY = symbolsCacheKey(LINE);

const perpetual = { symbolCode: 'BTCUSD', symbolId: 'BTCUSD_DMCBL', symbolType: 1, betaShow: false } as const;
const delivery = { symbolCode: 'BTCUSD_250627', symbolId: 'BTCUSD_DMCBL_250627', symbolType: 2, betaShow: false } as const;
const delivery2 = { symbolCode: 'ETHUSD_250627', symbolId: 'ETHUSD_DMCBL_250627', symbolType: 2, betaShow: true } as const;

const LIST_A: ContractSymbolGroup[] = [{ businessLine: LINE, symbolDTOList: [perpetual, delivery] }];
const LIST_B: ContractSymbolGroup[] = [{ businessLine: LINE, symbolDTOList: [perpetual, delivery2] }];

let server: TestServer;
let api: ApiInstance;
let storage: MemoryStorage;

/** What the reference server does: the whole list, unless the request's md5 is the current one. */
function serveList(list: ContractSymbolGroup[], md5: string): void {
  server.reset((req, res) => {
    const body = JSON.parse(req.body) as { md5?: string };
    const same = body.md5 === md5;
    sendJson(res, { code: '00000', msg: '', data: { md5, changed: !same, listDTOS: same ? null : list } });
  });
}

const sentMd5 = (req: Received | undefined): unknown => (JSON.parse(req?.body ?? '{}') as { md5?: unknown }).md5;
const stored = (): unknown => JSON.parse(storage.getItem(KEY) ?? 'null');

beforeAll(async () => {
  server = await startTestServer();
  api = createApiInstance({ baseUrl: server.origin });
});
afterAll(() => server.close());
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('getContractSymbols', () => {
  it('fetches without md5 on first use and stores the list with its md5', async () => {
    serveList(LIST_A, 'md5-a');
    await expect(getContractSymbols(api, LINE, storage)).resolves.toEqual(LIST_A);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.url).toBe('/v1/mcp/contract/symbols');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ businessLine: LINE });
    expect(stored()).toEqual({ md5: 'md5-a', listDTOS: LIST_A });
  });

  it('sends the cached md5 and reuses the cached list when unchanged', async () => {
    serveList(LIST_A, 'md5-a');
    await getContractSymbols(api, LINE, storage);
    serveList(LIST_A, 'md5-a');
    await expect(getContractSymbols(api, LINE, storage)).resolves.toEqual(LIST_A);
    expect(server.received).toHaveLength(1);
    expect(sentMd5(server.received[0])).toBe('md5-a');
    expect(stored()).toEqual({ md5: 'md5-a', listDTOS: LIST_A });
  });

  it('replaces the cache when the list changed', async () => {
    serveList(LIST_A, 'md5-a');
    await getContractSymbols(api, LINE, storage);
    serveList(LIST_B, 'md5-b');
    await expect(getContractSymbols(api, LINE, storage)).resolves.toEqual(LIST_B);
    expect(sentMd5(server.received[0])).toBe('md5-a');
    expect(stored()).toEqual({ md5: 'md5-b', listDTOS: LIST_B });
  });

  it('keeps one cache entry per business line', async () => {
    serveList(LIST_A, 'md5-a');
    await getContractSymbols(api, LINE, storage);
    serveList(LIST_B, 'md5-b');
    await getContractSymbols(api, BUSINESS_LINE.usdtMix, storage);
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ businessLine: BUSINESS_LINE.usdtMix });
    expect(stored()).toEqual({ md5: 'md5-a', listDTOS: LIST_A });
    expect(storage.getItem(symbolsCacheKey(BUSINESS_LINE.usdtMix))).not.toBeNull();
  });

  it.each([
    ['a string that is not JSON', '{not json'],
    ['JSON of the wrong shape', JSON.stringify({ md5: 'md5-a', listDTOS: [{ businessLine: 'x' }] })],
    ['JSON without the md5', JSON.stringify({ listDTOS: LIST_A })],
    ['JSON null', 'null'],
  ])('clears a cache entry holding %s, refetches without md5 and stores again', async (_label, garbage) => {
    storage.setItem(KEY, garbage);
    const removed: string[] = [];
    const watched: StorageLike = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => {
        removed.push(key);
        storage.removeItem(key);
      },
    };
    serveList(LIST_A, 'md5-a');
    await expect(getContractSymbols(api, LINE, watched)).resolves.toEqual(LIST_A);
    expect(removed).toEqual([KEY]);
    expect(server.received).toHaveLength(1);
    expect(sentMd5(server.received[0])).toBeUndefined();
    expect(stored()).toEqual({ md5: 'md5-a', listDTOS: LIST_A });
  });

  it('refetches without md5 when an md5 answer carries no list it can use', async () => {
    storage.setItem(KEY, JSON.stringify({ md5: 'md5-old', listDTOS: LIST_A }));
    // A server that says "changed" but sends no list unless asked without an md5.
    server.reset((req, res) => {
      const hasMd5 = sentMd5(req) !== undefined;
      sendJson(res, { code: '00000', msg: '', data: { md5: 'md5-b', changed: true, listDTOS: hasMd5 ? null : LIST_B } });
    });
    await expect(getContractSymbols(api, LINE, storage)).resolves.toEqual(LIST_B);
    expect(server.received.map(sentMd5)).toEqual(['md5-old', undefined]);
    expect(stored()).toEqual({ md5: 'md5-b', listDTOS: LIST_B });
  });

  it('rejects with kind "shape" when even a request without md5 gets no list', async () => {
    server.reset((_req, res) => sendJson(res, { code: '00000', msg: '', data: { md5: 'x', changed: false, listDTOS: null } }));
    const error: unknown = await getContractSymbols(api, LINE, storage).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'shape', endpoint: 'contractSymbols' });
    expect(server.received).toHaveLength(1);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('just fetches when the storage throws on every access', async () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    serveList(LIST_A, 'md5-a');
    await expect(getContractSymbols(api, LINE, hostile)).resolves.toEqual(LIST_A);
    await expect(getContractSymbols(api, LINE, hostile)).resolves.toEqual(LIST_A);
    expect(server.received.map(sentMd5)).toEqual([undefined, undefined]);
  });

  it('just fetches with no storage at all (server rendering)', async () => {
    serveList(LIST_A, 'md5-a');
    await expect(getContractSymbols(api, LINE, null)).resolves.toEqual(LIST_A);
    expect(sentMd5(server.received[0])).toBeUndefined();
  });

  describe('default storage', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    afterEach(() => {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    });

    it('uses localStorage when the environment has one', async () => {
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: storage });
      serveList(LIST_A, 'md5-a');
      await getContractSymbols(api, LINE);
      expect(stored()).toEqual({ md5: 'md5-a', listDTOS: LIST_A });
    });

    it('falls back to no cache when reading localStorage throws (privacy mode)', async () => {
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      serveList(LIST_A, 'md5-a');
      await expect(getContractSymbols(api, LINE)).resolves.toEqual(LIST_A);
    });
  });

  it('propagates a failed lookup as ApiError', async () => {
    server.reset((_req, res) => sendJson(res, { code: '50000', msg: 'Try again later', data: null }));
    await expect(getContractSymbols(api, LINE, storage)).rejects.toMatchObject({ kind: 'code', message: 'Try again later' });
    await expect(getContractSymbols(null, LINE, storage)).rejects.toThrow('No instance provided');
  });
});

describe('findFirstDeliverySymbol', () => {
  it('returns the first delivery symbol across the groups of the line (Coin-M by default)', async () => {
    const list: ContractSymbolGroup[] = [
      { businessLine: LINE, symbolDTOList: [perpetual] },
      { businessLine: LINE, symbolDTOList: [perpetual, delivery2, delivery] },
    ];
    serveList(list, 'md5-c');
    await expect(findFirstDeliverySymbol(api, undefined, storage)).resolves.toEqual(delivery2);
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ businessLine: BUSINESS_LINE.usdMix });
  });

  it('uses the cached list on the next lookup', async () => {
    serveList(LIST_A, 'md5-a');
    await findFirstDeliverySymbol(api, LINE, storage);
    serveList(LIST_A, 'md5-a');
    await expect(findFirstDeliverySymbol(api, LINE, storage)).resolves.toEqual(delivery);
    expect(sentMd5(server.received[0])).toBe('md5-a');
  });

  it('returns undefined when the line has no delivery symbol', async () => {
    serveList([{ businessLine: LINE, symbolDTOList: [perpetual] }], 'md5-p');
    await expect(findFirstDeliverySymbol(api, LINE, storage)).resolves.toBeUndefined();
  });

  it('returns undefined for an empty list', async () => {
    serveList([], 'md5-empty');
    await expect(findFirstDeliverySymbol(api, LINE, storage)).resolves.toBeUndefined();
  });
});
