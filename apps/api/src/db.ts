/**
 * The SQLite database: opened in WAL mode (readers never wait for the writer, and a crash
 * loses at most the last transaction) and brought to the latest schema by numbered migrations.
 * A migration is applied once, in a transaction, and recorded in schema_migrations; a new column
 * or table is a new entry at the end, never an edit of an applied one.
 *
 * better-sqlite3 is synchronous: while a statement waits for another process's write lock, the
 * whole event loop waits (every request, /healthz too). So once the server takes requests a
 * statement waits at most BUSY_TIMEOUT_MS and then fails with SQLITE_BUSY, which the API answers
 * as `unavailable` (503, Retry-After) rather than stalling the site.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const MIGRATIONS: readonly string[] = [
  // 1: users, sessions and the security checks of a session.
  `
  CREATE TABLE users (
    user_id            TEXT PRIMARY KEY,
    login_name         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash      TEXT NOT NULL,
    demo_u_type        INTEGER NOT NULL DEFAULT 0 CHECK (demo_u_type IN (0, 1, 2)),
    creation_demo      INTEGER NOT NULL DEFAULT 0,
    child_flag         INTEGER NOT NULL DEFAULT 0,
    sub_account_kind   TEXT CHECK (sub_account_kind IN ('regular', 'virtual', 'custodial')),
    sub_account_trader INTEGER NOT NULL DEFAULT 0,
    recharge_flag      INTEGER NOT NULL DEFAULT 0,
    account_mode       INTEGER NOT NULL DEFAULT 0,
    unified_qualified  INTEGER NOT NULL DEFAULT 0,
    show_user_vip      INTEGER NOT NULL DEFAULT 0 CHECK (show_user_vip IN (0, 1)),
    vip_level          INTEGER NOT NULL DEFAULT 0,
    classic_return     INTEGER NOT NULL DEFAULT 0,
    verified           INTEGER NOT NULL DEFAULT 1,
    frozen             INTEGER NOT NULL DEFAULT 0,
    roles              TEXT NOT NULL DEFAULT '[]',
    language           TEXT,
    avatar             TEXT,
    rewards_amount     REAL NOT NULL DEFAULT 0,
    trader_pro_uid     TEXT,
    simulation_type    TEXT CHECK (simulation_type IN ('classic', 'unified')),
    switch_open        INTEGER NOT NULL DEFAULT 0,
    can_fido2          INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_expires_at ON sessions (expires_at);
  CREATE TABLE security_checks (
    token_hash   TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
    action       TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    wrong_codes  INTEGER NOT NULL DEFAULT 0,
    verified_at  INTEGER,
    PRIMARY KEY (token_hash, action)
  );
  `,
  // 2: how many sub-accounts a main account has (the profile's sub-account count).
  `
  ALTER TABLE users ADD COLUMN sub_account_count INTEGER NOT NULL DEFAULT 0;
  `,
  // 3: a session ends after an idle time (last use) and a lifetime from its sign-in (created_at),
  // both settings, so no end is stored; wrong security codes count per user, across requests of
  // the check and across sessions.
  `
  ALTER TABLE sessions ADD COLUMN last_used_at INTEGER NOT NULL DEFAULT 0;
  UPDATE sessions SET last_used_at = created_at;
  DROP INDEX sessions_expires_at;
  ALTER TABLE sessions DROP COLUMN expires_at;
  CREATE INDEX sessions_created_at ON sessions (created_at);
  CREATE INDEX sessions_last_used_at ON sessions (last_used_at);
  ALTER TABLE security_checks DROP COLUMN wrong_codes;
  CREATE TABLE security_code_failures (
    user_id       TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
    wrong_codes   INTEGER NOT NULL,
    last_wrong_at INTEGER NOT NULL,
    locked_until  INTEGER NOT NULL DEFAULT 0
  );
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

function migrate(db: Db): void {
  // One write transaction for the whole check, so two servers starting on one file cannot both
  // apply the same migration.
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    const row = db.prepare<[], { version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations').get();
    const current = row?.version ?? 0;
    if (current > MIGRATIONS.length) {
      throw new Error(`Database schema version ${current} is newer than this server (${MIGRATIONS.length})`);
    }
    const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
    MIGRATIONS.forEach((sql, index) => {
      const version = index + 1;
      if (version <= current) return;
      db.exec(sql);
      record.run(version, Date.now());
    });
  }).immediate();
}

/**
 * How long a statement waits for another connection's write lock while the server takes requests.
 * This app's own write transactions take well under a millisecond; a lock held longer is a
 * migration, a seeding or a backup elsewhere, and a quick 503 beats a frozen site.
 */
export const BUSY_TIMEOUT_MS = 100;

/**
 * How long the start waits for the lock: a second server may be migrating or seeding (17 scrypt
 * hashes in one transaction), and nothing is being served yet.
 */
const STARTUP_BUSY_TIMEOUT_MS = 5000;

/** The database could not be opened or brought up to date; the message names the file. */
export class DatabaseOpenError extends Error {
  /** The cause's code (EACCES, SQLITE_CANTOPEN, ...), for a host to tell storage faults apart. */
  readonly code: string | undefined;

  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(`Cannot open the database ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseOpenError';
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/**
 * Opens (creating its folder and file when missing) and migrates the database, waiting long for
 * the lock; call {@link useRequestBusyTimeout} once the start's own writes are done.
 */
export function openDatabase(dbPath: string): Db {
  let db: Db | undefined;
  try {
    mkdirSync(dirname(dbPath), { recursive: true });
    db = new Database(dbPath);
    db.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    migrate(db);
    return db;
  } catch (error) {
    db?.close();
    throw new DatabaseOpenError(dbPath, error);
  }
}

/** From now on a locked database fails fast (BUSY_TIMEOUT_MS) instead of holding the event loop. */
export function useRequestBusyTimeout(db: Db): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/** Whether an error is SQLite's "another connection holds the lock" (SQLITE_BUSY, SQLITE_LOCKED and their variants). */
export function isBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code);
}
