/**
 * Limits failed sign-ins per login name and per client address within a sliding window. Only
 * failures count; a success clears the account's failures (its owner knows the password) but not
 * the address's, so one valid account cannot be used to reset guessing at others. Kept in memory:
 * a restart clears the counters, which is acceptable for the reference server.
 */
import type { LoginLimits } from './options.ts';

/** Above this many keys, expired entries are swept so that the maps cannot grow without bound. */
const SWEEP_THRESHOLD = 10_000;

class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    // Only the last `limit` failures are kept, so the first is the one whose expiry frees a slot.
    return (recent[0] ?? 0) + this.windowMs - this.now();
  }

  /** Records a failure and returns its time, by which {@link forget} can take it back. */
  record(key: string): number {
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep();
    const time = this.now();
    this.failures.set(key, [...this.recent(key), time].slice(-this.limit));
    return time;
  }

  forget(key: string, time: number): void {
    const times = this.failures.get(key);
    const index = times?.lastIndexOf(time) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}

export class LoginLimiter {
  private readonly accounts: FailureWindow;
  private readonly addresses: FailureWindow;

  constructor(limits: LoginLimits, now: () => number = Date.now) {
    this.accounts = new FailureWindow(limits.perAccount, limits.windowMs, now);
    this.addresses = new FailureWindow(limits.perAddress, limits.windowMs, now);
  }

  /** Milliseconds until this account may be tried from this address; 0 when it may now. */
  blockedFor(account: string, address: string): number {
    return Math.max(this.accounts.blockedFor(accountKey(account)), this.addresses.blockedFor(address));
  }

  /**
   * Counts an attempt as failed. Called before the password is checked, so that parallel
   * attempts cannot all pass {@link blockedFor}; a success takes it back with recordSuccess.
   */
  recordFailure(account: string, address: string): LoginAttempt {
    this.accounts.record(accountKey(account));
    return { account, address, time: this.addresses.record(address) };
  }

  /** The attempt succeeded: it does not count, and the account's earlier failures are cleared. */
  recordSuccess(attempt: LoginAttempt): void {
    this.accounts.clear(accountKey(attempt.account));
    this.addresses.forget(attempt.address, attempt.time);
  }
}

export interface LoginAttempt {
  account: string;
  address: string;
  time: number;
}

/** Login names are case-insensitive, so their counters are too. */
function accountKey(account: string): string {
  return account.trim().toLowerCase();
}
