/**
 * The security checks of a session (spec section 4): an action's check is requested, then passed
 * with the code, and a passed check is remembered for the session for a while.
 *
 * Wrong codes count per user, not per check: requesting the check again, or signing in again,
 * does not start the count over. Every MAX_WRONG_CODES wrong codes the user must wait before the
 * next guess: CODE_COOL_DOWN_MS, doubled each time, at most MAX_CODE_COOL_DOWN_MS. A right code
 * clears the count, and so does a day without a wrong one.
 */
import type { SecurityAction } from '@exchange/contract';
import type { Db } from './db.ts';
import type { Session } from './sessions.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How long a passed security check lets the user reach the guarded page directly. */
export const VERIFIED_ACTION_TTL_MS = 10 * MINUTE;
/** How long a requested security check waits for its code. */
export const CHECK_REQUEST_TTL_MS = 10 * MINUTE;
/** Wrong codes after which the user must wait (and request the check again). */
export const MAX_WRONG_CODES = 5;
/** The first wait. Doubling to a day, it puts guessing a 6-digit code (500,000 tries on average) centuries away. */
export const CODE_COOL_DOWN_MS = 15 * MINUTE;
export const MAX_CODE_COOL_DOWN_MS = 24 * HOUR;
/** Wrong codes are forgotten this long after the last one. */
export const WRONG_CODE_MEMORY_MS = 24 * HOUR;

export type VerifyOutcome = 'verified' | 'wrong' | 'notRequested';

interface CheckRow {
  requested_at: number;
  verified_at: number | null;
}

interface WrongCodesRow {
  wrong_codes: number;
  last_wrong_at: number;
  locked_until: number;
}

/** The wait after the `round`-th run of MAX_WRONG_CODES wrong codes (1, 2, ...). */
function coolDownMs(round: number): number {
  return Math.min(MAX_CODE_COOL_DOWN_MS, CODE_COOL_DOWN_MS * 2 ** (round - 1));
}

export class SecurityChecks {
  private readonly upsertCheck;
  private readonly selectCheck;
  private readonly removeCheck;
  private readonly markVerified;
  private readonly selectWrongCodes;
  private readonly saveWrongCodes;
  private readonly clearWrongCodes;
  private readonly checkCode;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.upsertCheck = db.prepare<[string, string, number]>(
      `INSERT INTO security_checks (token_hash, action, requested_at) VALUES (?, ?, ?)
       ON CONFLICT (token_hash, action) DO UPDATE SET requested_at = excluded.requested_at`,
    );
    this.selectCheck = db.prepare<[string, string], CheckRow>('SELECT requested_at, verified_at FROM security_checks WHERE token_hash = ? AND action = ?');
    this.removeCheck = db.prepare<[string, string]>('DELETE FROM security_checks WHERE token_hash = ? AND action = ?');
    this.markVerified = db.prepare<[number, string, string]>('UPDATE security_checks SET verified_at = ? WHERE token_hash = ? AND action = ?');
    this.selectWrongCodes = db.prepare<[string], WrongCodesRow>('SELECT wrong_codes, last_wrong_at, locked_until FROM security_code_failures WHERE user_id = ?');
    this.saveWrongCodes = db.prepare<[string, number, number, number]>(
      `INSERT INTO security_code_failures (user_id, wrong_codes, last_wrong_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET wrong_codes = excluded.wrong_codes, last_wrong_at = excluded.last_wrong_at, locked_until = excluded.locked_until`,
    );
    this.clearWrongCodes = db.prepare<[string]>('DELETE FROM security_code_failures WHERE user_id = ?');
    // One write transaction: two servers on one file cannot both count from the same number.
    this.checkCode = db.transaction((session: Session, action: SecurityAction, codeIsRight: boolean): VerifyOutcome => {
      const check = this.selectCheck.get(session.tokenHash, action);
      if (!check || check.requested_at + CHECK_REQUEST_TTL_MS <= this.now()) return 'notRequested';
      if (codeIsRight) {
        this.clearWrongCodes.run(session.user.user_id);
        this.markVerified.run(this.now(), session.tokenHash, action);
        return 'verified';
      }
      if (this.countWrongCode(session.user.user_id)) this.removeCheck.run(session.tokenHash, action);
      return 'wrong';
    });
  }

  /** Milliseconds the user must still wait before requesting a check or sending a code; 0 when they may. */
  lockedFor(session: Session): number {
    const row = this.selectWrongCodes.get(session.user.user_id);
    return Math.max(0, (row?.locked_until ?? 0) - this.now());
  }

  /** Records that the security check of an action was requested (its code may now be sent). */
  request(session: Session, action: SecurityAction): void {
    this.upsertCheck.run(session.tokenHash, action, this.now());
  }

  /**
   * Checks a code: 'verified', 'wrong' (counted for the user; every MAX_WRONG_CODES-th starts a
   * wait and drops the check) or 'notRequested' (no pending check, or it expired). The caller
   * refuses a user who must wait (lockedFor) before asking.
   */
  verify(session: Session, action: SecurityAction, codeIsRight: boolean): VerifyOutcome {
    return this.checkCode.immediate(session, action, codeIsRight);
  }

  /** Whether the session passed the security check of the action recently. */
  isVerified(session: Session, action: SecurityAction): boolean {
    const check = this.selectCheck.get(session.tokenHash, action);
    return check?.verified_at != null && check.verified_at + VERIFIED_ACTION_TTL_MS > this.now();
  }

  /** Counts a wrong code for the user; true when it starts a wait. */
  private countWrongCode(userId: string): boolean {
    const now = this.now();
    const row = this.selectWrongCodes.get(userId);
    const remembered = row !== undefined && row.last_wrong_at + WRONG_CODE_MEMORY_MS > now;
    const count = remembered ? row.wrong_codes + 1 : 1;
    const waits = count % MAX_WRONG_CODES === 0;
    const lockedUntil = waits ? now + coolDownMs(count / MAX_WRONG_CODES) : remembered ? row.locked_until : 0;
    this.saveWrongCodes.run(userId, count, now, lockedUntil);
    return waits;
  }
}
