import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './rate-limit.ts';

function limiter() {
  let now = 1_000_000;
  const limits = new LoginLimiter({ perAccount: 2, perAddress: 3, windowMs: 10_000 }, () => now);
  return { limits, advance: (ms: number) => (now += ms) };
}

describe('LoginLimiter', () => {
  it('blocks an account after its limit of failures, until the oldest leaves the window', () => {
    const { limits, advance } = limiter();
    limits.recordFailure('a@demo', '1.1.1.1');
    advance(4_000);
    limits.recordFailure('A@Demo', '2.2.2.2');
    expect(limits.blockedFor('a@demo', '3.3.3.3')).toBe(6_000);
    advance(6_000);
    expect(limits.blockedFor('a@demo', '3.3.3.3')).toBe(0);
  });

  it('blocks an address after its limit, for any account', () => {
    const { limits } = limiter();
    for (const account of ['a', 'b', 'c']) limits.recordFailure(account, '1.1.1.1');
    expect(limits.blockedFor('d', '1.1.1.1')).toBe(10_000);
    expect(limits.blockedFor('d', '2.2.2.2')).toBe(0);
  });

  it('a success takes its own attempt back and clears the account, not the address', () => {
    const { limits } = limiter();
    limits.recordFailure('a', '1.1.1.1');
    limits.recordFailure('b', '1.1.1.1');
    const attempt = limits.recordFailure('a', '1.1.1.1');
    expect(limits.blockedFor('a', '9.9.9.9')).toBeGreaterThan(0);
    limits.recordSuccess(attempt);
    expect(limits.blockedFor('a', '9.9.9.9')).toBe(0);
    // Two failures remain for the address: one more blocks it.
    expect(limits.blockedFor('c', '1.1.1.1')).toBe(0);
    limits.recordFailure('c', '1.1.1.1');
    expect(limits.blockedFor('c', '1.1.1.1')).toBeGreaterThan(0);
  });
});
