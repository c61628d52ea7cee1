/**
 * The cold-tail mix's reading (scripts/bench/mix.mjs): each round's ratio is against the bare
 * build's run of the same round, the order alternates, and the table shows the median with the
 * rounds' range, each set's median, the every-header-rendered case, the hit ratio and the memory.
 */
import { describe, expect, it } from 'vitest';
import { mixRows, roundOrder, roundRatios, type MixResults, type MixRun } from './mix.mjs';

const run = (rps: number, p99 = 20, failures = 0): MixRun => ({ rps, p50: p99 / 2, p99, failures });

/** A result whose rounds read `header`, `bare` and (optionally) `unkept`, with its ratios as the bench computes them. */
function resultOf(header: MixRun[], bare: MixRun[], { sets = 1, unkept, via = 'direct' as const }: { sets?: number; unkept?: MixRun[]; via?: 'direct' | 'edge' } = {}): MixResults {
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const ratiosOf = (runs: MixRun[]) => ({ rps: medianOf(roundRatios(runs, bare, (r) => r.rps)), p99: medianOf(roundRatios(runs, bare, (r) => r.p99)) });
  return {
    via,
    requests: 3000,
    rounds: header.length,
    sets,
    pairs: 500,
    users: 17,
    draws: { distinct: 2100, unseen: 0.42, signedIn: 0.4 },
    kept: { header: { hits: 600, misses: 300, uncached: 100 } },
    memory: { header: { rss: 520, entries: 2048, bytes: 48.4e6 }, bare: { rss: 400, entries: 0, bytes: 0 }, ...(unkept ? { 'header-unkept': { rss: 450, entries: 0, bytes: 0 } } : {}) },
    ...(via === 'edge' ? { edgeCache: { header: 0.31, bare: 0.3, ...(unkept ? { 'header-unkept': 0.3 } : {}) } } : {}),
    runs: { header, bare, ...(unkept ? { 'header-unkept': unkept } : {}) },
    summary: { header: header[0]!, bare: bare[0]!, ...(unkept ? { 'header-unkept': unkept[0]! } : {}) },
    ratios: { header: ratiosOf(header), ...(unkept ? { 'header-unkept': ratiosOf(unkept) } : {}) },
  };
}

function rowsOf(results: MixResults) {
  const rows: { measure: string; header: string; bare: string; diff: string; met: boolean | undefined }[] = [];
  mixRows(results, (measure, header, bare, diff, _target, met) => rows.push({ measure, header, bare, diff, met }));
  return rows;
}
const row = (rows: ReturnType<typeof rowsOf>, part: string) => rows.find((each) => each.measure.includes(part));

describe('the cold-tail mix', () => {
  it("reads each round's ratio against the same round, and shows the rounds' range beside the median", () => {
    const header = [run(70, 130), run(90, 140), run(80, 120)];
    const bare = [run(100, 100), run(100, 100), run(100, 100)];
    expect(roundRatios(header, bare, (r) => r.rps).map((ratio) => ratio.toFixed(2))).toEqual(['0.70', '0.90', '0.80']);
    expect(roundRatios(undefined, bare, (r) => r.rps)).toEqual([]);
    const rows = rowsOf(resultOf(header, bare));
    expect(row(rows, ': requests/s')).toMatchObject({ diff: "× 0.80, median of 3 rounds' ratios (0.70–0.90)", met: false });
    expect(row(rows, 'p50 / p99')).toMatchObject({ diff: "p99 × 1.30, median of 3 rounds' ratios (1.20–1.40)", met: true });
  });

  it('meets the targets at ×0.85 and ×1.3, not below and above', () => {
    const rows = rowsOf(resultOf([run(85, 130)], [run(100, 100)]));
    expect(row(rows, ': requests/s')?.met).toBe(true);
    expect(row(rows, 'p50 / p99')?.met).toBe(true);
    const missed = rowsOf(resultOf([run(84, 131)], [run(100, 100)]));
    expect(row(missed, ': requests/s')?.met).toBe(false);
    expect(row(missed, 'p50 / p99')?.met).toBe(false);
  });

  it("with several sets of processes, shows each set's median beside the whole median", () => {
    const rows = rowsOf(resultOf([run(80), run(82), run(90), run(88)], [run(100), run(100), run(100), run(100)], { sets: 2 }));
    expect(row(rows, ': requests/s')).toMatchObject({ diff: "× 0.82, median of 4 rounds' ratios over 2 sets of processes (0.80–0.90); each set's median 0.80, 0.88", met: false });
  });

  it('alternates the order of a round: the bare build in the middle, the others first and last in turn', () => {
    const targets = ['header', 'bare', 'header-unkept'];
    expect(roundOrder(targets, 0)).toEqual(['header', 'bare', 'header-unkept']);
    expect(roundOrder(targets, 1)).toEqual(['header-unkept', 'bare', 'header']);
    expect(roundOrder(targets, 2)).toEqual(targets);
  });

  it('shows the every-header-rendered case, the hit ratio over the measured requests and the memory beside the headline', () => {
    const rows = rowsOf(resultOf([run(90, 110)], [run(100, 100)], { unkept: [run(70, 150)] }));
    const draws = row(rows, 'the draws');
    expect(draws?.header).toContain('2100 page-locale-theme-user combinations, 42.0 % of requests new');
    expect(draws?.diff).toContain('500 trading pairs');
    expect(row(rows, 'every header rendered')).toMatchObject({ header: '70, 150.0 ms', bare: '100, 100.0 ms', diff: "× 0.70, p99 × 1.50 (medians of the rounds' ratios)" });
    expect(row(rows, 'hit ratio')).toMatchObject({ header: '60.0 %', diff: '300 rendered and kept, 100 not keepable, of 1000' });
    expect(row(rows, 'RSS')).toMatchObject({ header: '520 MB (2048 kept renders, 48.4 MB)', bare: '400 MB', diff: '+120 MB; every header rendered 450 MB' });
    expect(row(rows, "nginx's cache")).toBeUndefined();
    expect(row(rows, '5xx')).toBeUndefined();
  });

  it("through the edge, names the edge and shows what nginx's cache served; failures are a missed row", () => {
    const rows = rowsOf(resultOf([run(90, 110, 2)], [run(100, 100)], { via: 'edge', unkept: [run(70, 150)] }));
    expect(rows.every((each) => each.measure.startsWith('Cold-tail mix through the edge'))).toBe(true);
    expect(row(rows, "nginx's cache")).toMatchObject({ header: '31.0 %', bare: '30.0 %', diff: 'every header rendered 30.0 %' });
    expect(row(rows, '5xx')).toMatchObject({ header: '2', bare: '0', met: false });
  });
});
