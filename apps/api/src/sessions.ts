/**
 * Sessions and their security checks. The cookie carries a random 256-bit token; the database
 * stores only its SHA-256, so a leaked database file does not hand out sessions.
 */
import type { SecurityAction } from '@exchange/contract';
import { hash, randomBytes } from 'node:crypto';
import { SESSION_TTL_SECONDS } from './cookies.ts';
import type { Db } from './db.ts';
import type { UserRow } from './users.ts';

/** How long a passed security check lets the user reach the guarded page directly. */
export const VERIFIED_ACTION_TTL_MS = 10 * 60 * 1000;
/** How long a requested security check waits for its code. */
export const CHECK_REQUEST_TTL_MS = 10 * 60 * 1000;
/** Wrong codes after which the check must be requested again. */
export const MAX_WRONG_CODES = 5;

export interface Session {
  tokenHash: string;
  user: UserRow;
}

interface CheckRow {
  requested_at: number;
  wrong_codes: number;
  verified_at: number | null;
}

/** The token's SHA-256 in hex: the one-shot `hash` (Node 20.12), about a third of a Hash object's cost in a page. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export class SessionStore {
  private readonly insert;
  private readonly select;
  private readonly remove;
  private readonly purge;
  private readonly upsertCheck;
  private readonly selectCheck;
  private readonly countWrongCode;
  private readonly removeCheck;
  private readonly markVerified;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.insert = db.prepare<[string, string, number, number]>('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
    this.select = db.prepare<[string, number], UserRow>(
      'SELECT users.* FROM sessions JOIN users ON users.user_id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.expires_at > ?',
    );
    this.remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
    this.purge = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
    this.upsertCheck = db.prepare<[string, string, number]>(
      `INSERT INTO security_checks (token_hash, action, requested_at) VALUES (?, ?, ?)
       ON CONFLICT (token_hash, action) DO UPDATE SET requested_at = excluded.requested_at, wrong_codes = 0`,
    );
    this.selectCheck = db.prepare<[string, string], CheckRow>('SELECT requested_at, wrong_codes, verified_at FROM security_checks WHERE token_hash = ? AND action = ?');
    this.countWrongCode = db.prepare<[string, string]>('UPDATE security_checks SET wrong_codes = wrong_codes + 1 WHERE token_hash = ? AND action = ?');
    this.removeCheck = db.prepare<[string, string]>('DELETE FROM security_checks WHERE token_hash = ? AND action = ?');
    this.markVerified = db.prepare<[number, string, string]>('UPDATE security_checks SET verified_at = ? WHERE token_hash = ? AND action = ?');
  }

  /** Creates a session and returns its token (the cookie value). */
  create(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    // Expired sessions are removed here, when sessions are made, rather than by a timer.
    this.purge.run(now);
    this.insert.run(hashToken(token), userId, now, now + SESSION_TTL_SECONDS * 1000);
    return token;
  }

  find(token: string | null): Session | undefined {
    if (!token) return undefined;
    const tokenHash = hashToken(token);
    const user = this.select.get(tokenHash, this.now());
    return user && { tokenHash, user };
  }

  end(token: string | null): void {
    if (token) this.remove.run(hashToken(token));
  }

  /** Records that the security check of an action was requested (its code may now be sent). */
  requestCheck(session: Session, action: SecurityAction): void {
    this.upsertCheck.run(session.tokenHash, action, this.now());
  }

  /**
   * Checks a security code: 'verified', 'wrong' (counted; after MAX_WRONG_CODES the check is
   * dropped) or 'notRequested' (no pending check, or it expired).
   */
  verify(session: Session, action: SecurityAction, codeIsRight: boolean): 'verified' | 'wrong' | 'notRequested' {
    const check = this.selectCheck.get(session.tokenHash, action);
    if (!check || check.requested_at + CHECK_REQUEST_TTL_MS <= this.now() || check.wrong_codes >= MAX_WRONG_CODES) {
      return 'notRequested';
    }
    if (!codeIsRight) {
      if (check.wrong_codes + 1 >= MAX_WRONG_CODES) this.removeCheck.run(session.tokenHash, action);
      else this.countWrongCode.run(session.tokenHash, action);
      return 'wrong';
    }
    this.markVerified.run(this.now(), session.tokenHash, action);
    return 'verified';
  }

  /** Whether the session of this token passed the security check of the action recently. */
  isActionVerified(token: string | null, action: SecurityAction): boolean {
    const session = this.find(token);
    if (!session) return false;
    const check = this.selectCheck.get(session.tokenHash, action);
    return check?.verified_at != null && check.verified_at + VERIFIED_ACTION_TTL_MS > this.now();
  }
}
