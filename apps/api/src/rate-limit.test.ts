import { describe, expect, it } from 'vitest';
import type { LoginLimits } from './options.ts';
import { LoginLimiter } from './rate-limit.ts';
import { fakeClock } from '../test/testing.ts';

const LIMITS: LoginLimits = { perAccountAddress: 2, perAccount: 4, perAddress: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, windowMs: 60_000 };

function limiter(limits: Partial<LoginLimits> = {}) {
  const clock = fakeClock();
  return { limits: new LoginLimiter({ ...LIMITS, ...limits }, clock.now), advance: clock.advance };
}

describe('LoginLimiter', () => {
  it('lets an address fail against an account freely up to its limit, then doubles the wait up to the cap', () => {
    const { limits, advance } = limiter({ perAddress: 100, perAccount: 100 });
    limits.recordFailure('a@demo', '1.1.1.1');
    limits.recordFailure('A@Demo ', '1.1.1.1');
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      waits.push(limits.blockedFor('a@demo', '1.1.1.1'));
      advance(waits.at(-1) ?? 0);
      expect(limits.blockedFor('a@demo', '1.1.1.1')).toBe(0);
      limits.recordFailure('a@demo', '1.1.1.1');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('never holds back an address that has not failed against the account', () => {
    const { limits } = limiter({ perAccount: 2 });
    for (const address of ['1.1.1.1', '2.2.2.2']) {
      limits.recordFailure('a', address);
      limits.recordFailure('a', address);
    }
    expect(limits.blockedFor('a', '1.1.1.1')).toBeGreaterThan(0);
    expect(limits.blockedFor('a', '3.3.3.3')).toBe(0);
  });

  it('past the account-wide bound, an address that failed once waits too, from its own last failure', () => {
    const { limits, advance } = limiter();
    // Four addresses, one failure each: the account's bound (4), no pair's (2).
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) limits.recordFailure('a', address);
    expect(limits.blockedFor('a', '1.1.1.1')).toBe(0);
    limits.recordFailure('a', '4.4.4.4');
    expect(limits.blockedFor('a', '1.1.1.1')).toBe(1_000);
    advance(500);
    // More failures elsewhere lengthen the wait, but it still runs from 1.1.1.1's own failure.
    limits.recordFailure('a', '5.5.5.5');
    expect(limits.blockedFor('a', '1.1.1.1')).toBe(1_500);
    expect(limits.blockedFor('a', '6.6.6.6')).toBe(0);
  });

  it('holds back an address spraying accounts, for every account, and no other address', () => {
    const { limits } = limiter();
    for (const account of ['a', 'b', 'c']) limits.recordFailure(account, '1.1.1.1');
    expect(limits.blockedFor('d', '1.1.1.1')).toBe(1_000);
    expect(limits.blockedFor('d', '2.2.2.2')).toBe(0);
  });

  it('a success takes its own attempt back and clears its address against the account, not the address elsewhere', () => {
    const { limits } = limiter();
    limits.recordFailure('a', '1.1.1.1');
    limits.recordFailure('b', '1.1.1.1');
    const attempt = limits.recordFailure('a', '1.1.1.1');
    expect(limits.blockedFor('a', '1.1.1.1')).toBe(1_000);
    limits.recordSuccess(attempt);
    expect(limits.blockedFor('a', '1.1.1.1')).toBe(0);
    // Two failures remain for the address: one more holds it back.
    limits.recordFailure('c', '1.1.1.1');
    expect(limits.blockedFor('c', '1.1.1.1')).toBeGreaterThan(0);
  });

  it("a success takes its address's failures against the account out of the account-wide count, and no others", () => {
    const { limits } = limiter({ perAddress: 100 });
    limits.recordFailure('a', '9.9.9.9');
    limits.recordFailure('a', '1.1.1.1');
    limits.recordSuccess(limits.recordFailure('a', '1.1.1.1'));
    // The account counts 1 (9.9.9.9's), not 3: two more failures elsewhere stay within its bound of 4.
    limits.recordFailure('a', '2.2.2.2');
    limits.recordFailure('a', '3.3.3.3');
    expect(limits.blockedFor('a', '9.9.9.9')).toBe(0);
    limits.recordFailure('a', '4.4.4.4');
    expect(limits.blockedFor('a', '9.9.9.9')).toBe(1_000);
  });

  it('forgets a count a window after its last failure', () => {
    const { limits, advance } = limiter();
    for (const account of ['a', 'b', 'c']) limits.recordFailure(account, '1.1.1.1');
    advance(59_999);
    expect(limits.blockedFor('d', '1.1.1.1')).toBe(0);
    limits.recordFailure('d', '1.1.1.1');
    expect(limits.blockedFor('e', '1.1.1.1')).toBe(2_000);
    advance(60_000);
    expect(limits.blockedFor('e', '1.1.1.1')).toBe(0);
  });

  it('keeps memory bounded: past 100,000 keys the longest-quiet are dropped', () => {
    const { limits, advance } = limiter({ perAddress: 1 });
    limits.recordFailure('first', '10.0.0.0');
    expect(limits.blockedFor('other', '10.0.0.0')).toBe(1_000);
    for (let i = 1; i <= 100_000; i += 1) {
      limits.recordFailure(`n${i}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}x`);
      if (i % 10_000 === 0) advance(1);
    }
    expect(limits.blockedFor('other', '10.0.0.0')).toBe(0);
  });
});
