export interface MixRequest {
  path: string;
  theme: 'black' | 'white';
  /** `guest` or a demo user's login name. */
  user: string;
}

export const MIX_PAGES: readonly string[];
export const LOCALES: readonly string[];
export const MIX_PAIR_COUNT: number;
export const WARM_UP_SEED: number;
export function roundSeed(round: number): number;
export function seeded(seed: number): () => number;
export function zipf(n: number, s: number, random: () => number): number;
export function tradingPairs(count?: number, seed?: number): string[];
export function isPairPage(page: string): boolean;
export function pairPage(page: string, base: string): string;
export function demoLoginNames(): string[];
export function drawMix(count: number, seed: number, users: readonly string[], options?: { signedInShare?: number; bases?: readonly string[] }): MixRequest[];
export function distinct(mix: readonly MixRequest[]): number;
export function unseenShare(seen: Set<string>, mix: readonly MixRequest[]): number;
