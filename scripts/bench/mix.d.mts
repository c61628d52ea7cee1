export interface MixRun {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/** What a round's requests are sent to: one build's process, or its edge with the render processes behind it. */
export interface MixTarget {
  name: string;
  origin: string;
  /** Where the kept renders' counts are read (`GET /dev/header-html`): each process of the target. */
  statsOrigins: string[];
  pids(): number[];
  /** nginx's access log, for a target behind the edge. */
  accessLog?: string;
  stop(): Promise<void>;
}

export const MIX_SETS: number;
export const MIX_ROUNDS: number;
export function roundRatios(runs: readonly MixRun[] | undefined, others: readonly MixRun[] | undefined, read: (run: MixRun) => number): number[];
export function roundOrder<T>(targets: readonly T[], round: number): readonly T[];

export interface MixResults {
  via: 'direct' | 'edge';
  /** Requests a round (each round a fresh draw). */
  requests: number;
  rounds: number;
  /** Sets of processes the rounds were spread over, `rounds / sets` each. */
  sets: number;
  /** Trading pairs the pair pages were drawn over. */
  pairs: number;
  users: number;
  /** Medians over the rounds' draws: distinct combinations, the share of requests new to the processes, the signed-in share. */
  draws: { distinct: number; unseen: number; signedIn: number };
  /** Per build: the kept renders' counts over the measured requests. */
  kept: Record<string, { hits: number; misses: number; uncached: number }>;
  /** Per build: RSS (MB, all its processes) and the kept renders at the end of its sets (the median set's). */
  memory: Record<string, { rss: number; entries: number; bytes: number }>;
  /** Per build, through the edge: the share of measured requests nginx served from its cache. */
  edgeCache?: Record<string, number>;
  runs: Record<string, MixRun[]>;
  summary: Record<string, MixRun>;
  /** Per build but the bare one: the medians of the rounds' ratios to the bare build. */
  ratios: Record<string, { rps: number; p99: number }>;
}
export function measureMix(options: {
  via: 'direct' | 'edge';
  startSet: (set: number) => Promise<MixTarget[]>;
  sets?: number;
  rounds?: number;
  requests?: number;
  signedInShare?: number;
  log: (line: string) => void;
}): Promise<MixResults>;
export function mixRows(results: MixResults, add: (measure: string, header: string, bare: string, diff: string, target: string, met: boolean | undefined) => void): void;
