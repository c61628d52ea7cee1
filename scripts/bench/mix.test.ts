/**
 * The bench's traffic mix (scripts/bench/mix.mjs): the draw is the same for a seed and differs between
 * seeds, follows Zipf's ranking, holds the shares it promises, and covers the demo users of the seed.
 */
import { DEMO_USERS } from '@exchange/contract/demo';
import { describe, expect, it } from 'vitest';
import { demoLoginNames, distinct, drawMix, MIX_PAGES, seeded, zipf } from './mix.mjs';

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
});
