/**
 * The cold-tail mix's draws (scripts/bench/draw.mjs): the same for a seed, another for every round,
 * pair pages spread over hundreds of pair-shaped symbols in their own markets, Zipf's ranking, the
 * shares the draw promises, and the share of a round the processes have not met.
 */
import { DEMO_USERS } from '@exchange/contract/demo';
import { describe, expect, it } from 'vitest';
import {
  demoLoginNames,
  distinct,
  drawMix,
  isPairPage,
  LOCALES,
  MIX_PAGES,
  MIX_PAIR_COUNT,
  pairPage,
  roundSeed,
  seeded,
  tradingPairs,
  unseenShare,
  WARM_UP_SEED,
  zipf,
  type MixRequest,
} from './draw.mjs';

const users = demoLoginNames();
/** A request's page without its locale segment. */
const pageOf = ({ path }: MixRequest) => {
  const [, first, ...rest] = path.split('/');
  return LOCALES.includes(first!) ? `/${rest.join('/')}` : path;
};

describe('the cold-tail draws', () => {
  it('reads every demo user of the seed', () => {
    expect(users).toEqual(DEMO_USERS.map((user) => user.loginName));
  });

  it('generates 500 distinct pair-shaped bases, the listed ones first, the same on every call', () => {
    const bases = tradingPairs();
    expect(bases).toHaveLength(MIX_PAIR_COUNT);
    expect(new Set(bases).size).toBe(MIX_PAIR_COUNT);
    expect(bases.slice(0, 3)).toEqual(['BTC', 'ETH', 'SOL']);
    for (const base of bases) expect(base).toMatch(/^[0-9A-Z]{2,6}$/);
    expect(tradingPairs()).toEqual(bases);
    expect(tradingPairs(500, 8)).not.toEqual(bases);
  });

  it.each([
    ['/spot/BTCUSDT', 'XRP', '/spot/XRPUSDT'],
    ['/trade-spot/BTCUSDT', 'QZK', '/trade-spot/QZKUSDT'],
    ['/futures/usdt/ETHUSDT', 'DOGE', '/futures/usdt/DOGEUSDT'],
    ['/futures/usd/BTCUSD', 'ADA', '/futures/usd/ADAUSD'],
    ['/futures/usdc/BTCPERP', 'SUI', '/futures/usdc/SUIPERP'],
    ['/trading-bot/futures/arbitrage/BTCUSDT', 'LINK', '/trading-bot/futures/arbitrage/LINKUSDT'],
  ])('puts another base into a pair page in its own market: %s with %s', (page, base, expected) => {
    expect(isPairPage(page)).toBe(true);
    expect(pairPage(page, base)).toBe(expected);
  });

  it('leaves the pages without a symbol alone', () => {
    for (const page of ['/', '/futures', '/futures/usd-settled', '/asset/spot', '/trading-bot', '/copy-trading/spot']) expect(isPairPage(page)).toBe(false);
    expect(MIX_PAGES.filter(isPairPage).length).toBeGreaterThan(10);
  });

  it('draws the same requests for a seed, other requests for every round, none of them the warm-up', () => {
    expect(drawMix(500, 21, users)).toEqual(drawMix(500, 21, users));
    const warmUp = drawMix(500, WARM_UP_SEED, users);
    const rounds = [0, 1, 2, 3].map((round) => drawMix(500, roundSeed(round), users));
    expect(new Set([warmUp, ...rounds].map((mix) => JSON.stringify(mix))).size).toBe(5);
  });

  it('spreads pair pages over hundreds of pairs, BTC the most asked', () => {
    const mix = drawMix(3000, roundSeed(0), users);
    const symbolOf = (request: MixRequest) => /\/([0-9A-Z]+?)(?:USDT|USD|PERP)$/.exec(pageOf(request))?.[1];
    const symbols = mix.map(symbolOf).filter((symbol) => symbol !== undefined);
    expect(symbols.length / mix.length).toBeGreaterThan(0.3);
    expect(new Set(symbols).size).toBeGreaterThan(200);
    const counts = new Map<string, number>();
    for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect([...counts].sort((a, b) => b[1] - a[1])[0]![0]).toBe('BTC');
  });

  it('ranks by Zipf: the first rank about twice the second, every rank reachable', () => {
    const random = seeded(1);
    const counts = new Array<number>(10).fill(0);
    for (let draw = 0; draw < 20000; draw += 1) counts[zipf(10, 1, random)]! += 1;
    expect(counts[0]! / counts[1]!).toBeGreaterThan(1.8);
    expect(counts[0]! / counts[1]!).toBeLessThan(2.2);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('holds 60 kinds of page, 40 % signed-in requests, both themes, every user and locale', () => {
    expect(new Set(MIX_PAGES).size).toBe(60);
    expect(LOCALES).toHaveLength(27);
    const mix = drawMix(3000, roundSeed(0), users);
    const signedIn = mix.filter((request) => request.user !== 'guest').length / mix.length;
    expect(signedIn).toBeGreaterThan(0.36);
    expect(signedIn).toBeLessThan(0.44);
    expect(new Set(mix.map((request) => request.theme))).toEqual(new Set(['black', 'white']));
    expect(new Set(mix.map((request) => request.user)).size).toBe(DEMO_USERS.length + 1);
    expect(new Set(mix.map((request) => (LOCALES.includes(request.path.split('/')[1]!) ? request.path.split('/')[1] : 'en'))).size).toBe(27);
    expect(drawMix(3000, roundSeed(0), users, { signedInShare: 0 }).every((request) => request.user === 'guest')).toBe(true);
    expect(distinct(mix)).toBeGreaterThan(1500);
  });

  it('counts the share of a round new to the processes: a repeat within it is not new, a second round is mostly not', () => {
    const seen = new Set<string>();
    const a: MixRequest = { path: '/spot/BTCUSDT', theme: 'black', user: 'guest' };
    const b: MixRequest = { path: '/de/spot/XRPUSDT', theme: 'white', user: 'main@demo' };
    expect(unseenShare(seen, [a, a, b, a])).toBe(0.5);
    expect(unseenShare(seen, [b, a])).toBe(0);
    const warm = new Set<string>();
    unseenShare(warm, drawMix(3000, WARM_UP_SEED, users));
    const share = unseenShare(warm, drawMix(3000, roundSeed(0), users));
    // The head repeats, the tail does not: a fresh draw is neither all new nor all seen.
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.9);
  });
});
