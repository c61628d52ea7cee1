/**
 * Sessions. The cookie carries a random 256-bit token; the database stores only its SHA-256, so a
 * leaked database file does not hand out sessions. A session ends `idleMs` after its last use or
 * `lifetimeMs` after its sign-in, whichever comes first (SessionLifetimes); both are checked on
 * every lookup, so changing them applies to the sessions already open.
 */
import { hash, randomBytes } from 'node:crypto';
import type { Db } from './db.ts';
import { isBusy } from './db.ts';
import type { SessionLifetimes } from './options.ts';
import type { UserRow } from './users.ts';

/**
 * A session's last use is written at most this often, so that reading a page is not a write each
 * time; the idle time is then exact to within this.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export interface Session {
  tokenHash: string;
  user: UserRow;
  /** The sign-in (ms since the epoch): the lifetime runs from it, through every new token. */
  createdAt: number;
}

interface SessionRow extends UserRow {
  session_created_at: number;
  session_last_used_at: number;
}

/** The token's SHA-256 in hex: the one-shot `hash` (Node 20.12), about a third of a Hash object's cost in a page. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export class SessionStore {
  private readonly insert;
  private readonly select;
  private readonly touch;
  private readonly remove;
  private readonly purge;
  private readonly replace;

  constructor(
    db: Db,
    private readonly lifetimes: SessionLifetimes,
    private readonly now: () => number = Date.now,
  ) {
    this.insert = db.prepare<[string, string, number, number]>('INSERT INTO sessions (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)');
    this.select = db.prepare<[string, number, number], SessionRow>(
      `SELECT users.*, sessions.created_at AS session_created_at, sessions.last_used_at AS session_last_used_at
       FROM sessions JOIN users ON users.user_id = sessions.user_id
       WHERE sessions.token_hash = ? AND sessions.created_at > ? AND sessions.last_used_at > ?`,
    );
    this.touch = db.prepare<[number, string]>('UPDATE sessions SET last_used_at = ? WHERE token_hash = ?');
    this.remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
    this.purge = db.prepare<[number, number]>('DELETE FROM sessions WHERE created_at <= ? OR last_used_at <= ?');
    const moveChecks = db.prepare<[string, string]>('UPDATE security_checks SET token_hash = ? WHERE token_hash = ?');
    // The new session first, so the checks can move to it before the old one (and its cascade) goes.
    this.replace = db.transaction((old: Session, tokenHash: string) => {
      this.insert.run(tokenHash, old.user.user_id, old.createdAt, this.now());
      moveChecks.run(tokenHash, old.tokenHash);
      this.remove.run(old.tokenHash);
    });
  }

  /** Creates a session and returns its token (the cookie value). */
  create(userId: string): string {
    const token = newToken();
    const now = this.now();
    // Ended sessions are removed here, when sessions are made, rather than by a timer.
    this.purge.run(now - this.lifetimes.lifetimeMs, now - this.lifetimes.idleMs);
    this.insert.run(hashToken(token), userId, now, now);
    return token;
  }

  /** The live session of a token, its use recorded (at most once a TOUCH_INTERVAL_MS). */
  find(token: string | null): Session | undefined {
    if (!token) return undefined;
    const tokenHash = hashToken(token);
    const now = this.now();
    const row = this.select.get(tokenHash, now - this.lifetimes.lifetimeMs, now - this.lifetimes.idleMs);
    if (!row) return undefined;
    const { session_created_at: createdAt, session_last_used_at: lastUsedAt, ...user } = row;
    if (lastUsedAt + TOUCH_INTERVAL_MS <= now) this.recordUse(tokenHash, now);
    return { tokenHash, user, createdAt };
  }

  /** Milliseconds the session has left at most (its lifetime); its cookie is kept as long. */
  remainingMs(session: Pick<Session, 'createdAt'>): number {
    return Math.max(0, session.createdAt + this.lifetimes.lifetimeMs - this.now());
  }

  end(token: string | null): void {
    if (token) this.remove.run(hashToken(token));
  }

  /**
   * Gives the session a new token and ends the old one, keeping its user, its sign-in time (the
   * lifetime does not start over) and its security checks. Returns the new token.
   */
  rotate(session: Session): string {
    const token = newToken();
    this.replace(session, hashToken(token));
    return token;
  }

  private recordUse(tokenHash: string, now: number): void {
    try {
      this.touch.run(now, tokenHash);
    } catch (error) {
      // Another process holds the write lock: this use goes unrecorded, the next one is written.
      if (!isBusy(error)) throw error;
    }
  }
}
