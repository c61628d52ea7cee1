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
