export interface MixRequest {
  path: string;
  theme: 'black' | 'white';
  /** `guest` or a demo user's login name. */
  user: string;
}

export const MIX_PAGES: readonly string[];
export function demoLoginNames(): string[];
export function seeded(seed: number): () => number;
export function zipf(n: number, s: number, random: () => number): number;
export function drawMix(count: number, seed: number, users: readonly string[]): MixRequest[];
export function distinct(mix: readonly MixRequest[]): number;

export interface MixRun {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}
export function roundRatios(runs: readonly MixRun[] | undefined, others: readonly MixRun[] | undefined, read: (run: MixRun) => number): number[];
export interface MixResults {
  requests: number;
  rounds?: number;
  /** Pairs of processes the rounds were spread over (MIX_PAIRS; 1 when absent). */
  pairs?: number;
  distinct: number;
  signedIn: number;
  kept: { hits: number; misses: number; uncached: number; entries: number; bytes?: number };
  runs?: Record<string, MixRun[]>;
  summary: Record<string, MixRun>;
  ratios?: { rps?: number; p99?: number };
}
export function mixRows(results: MixResults, add: (measure: string, header: string, bare: string, diff: string, target: string, met: boolean | undefined) => void): void;
