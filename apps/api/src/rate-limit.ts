/**
 * Slows down password guessing without letting anyone lock the owner out (OWASP ASVS 2.2.1).
 * Failed sign-ins are counted three ways; past each count's free failures, every further attempt
 * waits a delay that doubles with each failure, up to a cap (LoginLimits):
 * - per account and client address: the guesser waits, the owner elsewhere does not;
 * - per client address, whatever the account: one address spraying many accounts waits;
 * - per account, a looser bound: many addresses guessing one account wait, but only those that
 *   have failed against it, so a correct password from a new address always gets through.
 * Every wait runs from the waiting client's own last failure, so failures elsewhere can lengthen
 * it but never keep it from ending. Only failures count. Kept in memory: a restart clears the
 * counts, which is acceptable for the reference server.
 */
import { hash } from 'node:crypto';
import type { LoginLimits } from './options.ts';

/** Past this many keys in one count, the longest-quiet ones are dropped, so memory stays bounded. */
const MAX_KEYS = 100_000;

interface Failures {
  count: number;
  /** When the last failure was recorded (ms). */
  last: number;
}

/** Failures per key, forgotten `windowMs` after each key's last one. */
class FailureCount {
  /** In order of last failure, oldest first (a failure moves its key to the end). */
  private readonly keys = new Map<string, Failures>();

  constructor(
    /** Failures before the first wait. */
    private readonly free: number,
    private readonly limits: LoginLimits,
    private readonly now: () => number,
  ) {}

  get(key: string): Failures | undefined {
    const failures = this.keys.get(key);
    if (failures && failures.last + this.limits.windowMs <= this.now()) {
      this.keys.delete(key);
      return undefined;
    }
    return failures;
  }

  /** How long after its last failure the key must wait: 0 within the free failures, then doubling. */
  delayMs(key: string): number {
    const beyond = (this.get(key)?.count ?? 0) - this.free;
    if (beyond < 0) return 0;
    return Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** beyond);
  }

  record(key: string): void {
    const count = (this.get(key)?.count ?? 0) + 1;
    this.keys.delete(key);
    this.keys.set(key, { count, last: this.now() });
    this.trim();
  }

  /** Takes `count` failures back (they turned out to be the owner's). The time of the last failure stays. */
  forget(key: string, count = 1): void {
    const failures = this.get(key);
    if (failures && failures.count > count) failures.count -= count;
    else this.keys.delete(key);
  }

  clear(key: string): void {
    this.keys.delete(key);
  }

  /** Drops forgotten keys from the front, then the longest-quiet ones beyond MAX_KEYS. */
  private trim(): void {
    for (const key of this.keys.keys()) {
      if (this.keys.size > MAX_KEYS) this.keys.delete(key);
      else if (!this.get(key)) continue;
      else break;
    }
  }
}

export class LoginLimiter {
  private readonly pairs: FailureCount;
  private readonly accounts: FailureCount;
  private readonly addresses: FailureCount;

  constructor(
    limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new FailureCount(limits.perAccountAddress, limits, now);
    this.accounts = new FailureCount(limits.perAccount, limits, now);
    this.addresses = new FailureCount(limits.perAddress, limits, now);
  }

  /** Milliseconds until this account may be tried from this address; 0 when it may now. */
  blockedFor(loginName: string, address: string): number {
    const account = accountKey(loginName);
    const pair = pairKey(account, address);
    // An address with no failure against this account is never held back by the account's count.
    const own = this.pairs.get(pair);
    const ownWait = own ? this.waitFrom(own.last, Math.max(this.pairs.delayMs(pair), this.accounts.delayMs(account))) : 0;
    const spray = this.addresses.get(address);
    const sprayWait = spray ? this.waitFrom(spray.last, this.addresses.delayMs(address)) : 0;
    return Math.max(ownWait, sprayWait);
  }

  /**
   * Counts an attempt as failed. Called before the password is checked, so that parallel
   * attempts cannot all pass {@link blockedFor}; a success takes it back with recordSuccess.
   */
  recordFailure(loginName: string, address: string): LoginAttempt {
    const account = accountKey(loginName);
    this.pairs.record(pairKey(account, address));
    this.accounts.record(account);
    this.addresses.record(address);
    return { account, address };
  }

  /**
   * The attempt succeeded: it does not count, and this address's failures against the account
   * (this attempt's among them) were the owner's typing, so they leave the account's count too.
   * Failures from other addresses stay, and so do the address's against other accounts, so one
   * valid account cannot reset guessing at others.
   */
  recordSuccess(attempt: LoginAttempt): void {
    const pair = pairKey(attempt.account, attempt.address);
    this.accounts.forget(attempt.account, this.pairs.get(pair)?.count ?? 1);
    this.pairs.clear(pair);
    this.addresses.forget(attempt.address);
  }

  private waitFrom(last: number, delayMs: number): number {
    return Math.max(0, last + delayMs - this.now());
  }
}

export interface LoginAttempt {
  /** The account's key (accountKey), not its login name. */
  account: string;
  address: string;
}

/**
 * Login names are case-insensitive, so their counts are too; a hash keeps every key short however
 * long a name is sent.
 */
function accountKey(loginName: string): string {
  return hash('sha256', loginName.trim().toLowerCase(), 'hex');
}

/** An address holds no space; a key's hash none either. */
function pairKey(account: string, address: string): string {
  return `${address} ${account}`;
}
