/**
 * The bench's traffic mix (scripts/bench/mix.mjs): the draw is the same for a seed and differs between
 * seeds, follows Zipf's ranking, holds the shares it promises, and covers the demo users of the seed.
 */
import { DEMO_USERS } from '@exchange/contract/demo';
import { describe, expect, it } from 'vitest';
import { demoLoginNames, distinct, drawMix, MIX_PAGES, mixRows, roundRatios, seeded, zipf, type MixResults, type MixRun } from './mix.mjs';

describe('the bench mix', () => {
  it('reads every demo user of the seed', () => {
    expect(demoLoginNames()).toEqual(DEMO_USERS.map((user) => user.loginName));
  });

  it('draws the same requests for a seed, other requests for another seed', () => {
    const users = demoLoginNames();
    expect(drawMix(500, 21, users)).toEqual(drawMix(500, 21, users));
    expect(drawMix(500, 7, users)).not.toEqual(drawMix(500, 21, users));
  });

  it('ranks by Zipf: the first rank about twice the second, every rank reachable', () => {
    const random = seeded(1);
    const counts = new Array<number>(10).fill(0);
    for (let draw = 0; draw < 20000; draw += 1) counts[zipf(10, 1, random)]! += 1;
    expect(counts[0]! / counts[1]!).toBeGreaterThan(1.8);
    expect(counts[0]! / counts[1]!).toBeLessThan(2.2);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('holds 60 pages, 40 % signed-in requests, both themes and many distinct combinations', () => {
    expect(new Set(MIX_PAGES).size).toBe(60);
    const mix = drawMix(3000, 21, demoLoginNames());
    const signedIn = mix.filter((request) => request.user !== 'guest').length / mix.length;
    expect(signedIn).toBeGreaterThan(0.36);
    expect(signedIn).toBeLessThan(0.44);
    expect(new Set(mix.map((request) => request.theme))).toEqual(new Set(['black', 'white']));
    expect(new Set(mix.map((request) => request.user)).size).toBe(DEMO_USERS.length + 1);
    expect(distinct(mix)).toBeGreaterThan(1000);
    expect(mix.every((request) => request.path.startsWith('/'))).toBe(true);
  });

  const run = (rps: number, p99 = 20): MixRun => ({ rps, p50: p99 / 2, p99, failures: 0 });

  /** The table's rows (their `diff` and `met`) of a mix run whose rounds read `header` and `bare`. */
  function rowsOf(header: MixRun[], bare: MixRun[], ratios: { rps: number; p99: number }, pairs?: number) {
    const results: MixResults = {
      requests: 3000,
      rounds: header.length,
      ...(pairs ? { pairs } : {}),
      distinct: 1767,
      signedIn: 0.4,
      kept: { hits: 10, misses: 0, uncached: 0, entries: 10, bytes: 1e6 },
      runs: { header, bare },
      summary: { header: header[0]!, bare: bare[0]! },
      ratios,
    };
    const rows: { diff: string; met: boolean | undefined }[] = [];
    mixRows(results, (_measure, _header, _bare, diff, _target, met) => rows.push({ diff, met }));
    return rows;
  }

  it("reads each round's ratio against the same round, and shows the rounds' range beside the median", () => {
    const header = [run(70, 130), run(90, 140), run(80, 120)];
    const bare = [run(100, 100), run(100, 100), run(100, 100)];
    expect(roundRatios(header, bare, (r) => r.rps).map((ratio) => ratio.toFixed(2))).toEqual(['0.70', '0.90', '0.80']);
    expect(roundRatios(undefined, bare, (r) => r.rps)).toEqual([]);
    const rows = rowsOf(header, bare, { rps: 0.8, p99: 1.3 });
    expect(rows[0]).toMatchObject({ diff: "× 0.80, median of 3 rounds' ratios (0.70–0.90)", met: false });
    expect(rows[1]).toMatchObject({ diff: "p99 × 1.30, median of 3 rounds' ratios (1.20–1.40)", met: true });
  });

  it("with several pairs of processes, shows each pair's median beside the whole median", () => {
    const rows = rowsOf([run(80), run(82), run(90), run(88)], [run(100), run(100), run(100), run(100)], { rps: 0.82, p99: 1 }, 2);
    expect(rows[0]).toMatchObject({ diff: "× 0.82, median of 4 rounds' ratios over 2 pairs of processes (0.80–0.90); each pair's median 0.80, 0.88", met: false });
  });
});
