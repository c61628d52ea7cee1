/**
 * The SQLite database: opened in WAL mode (readers never wait for the writer, and a crash
 * loses at most the last transaction) and brought to the latest schema by numbered migrations.
 * A migration is applied once, in a transaction, and recorded in schema_migrations; a new column
 * or table is a new entry at the end, never an edit of an applied one.
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

export function openDatabase(dbPath: string): Db {
  mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  // Another process (a second server, a test) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}
