/**
 * The database file: created with its folder, seeded once, and what users change survives a
 * restart on the same file.
 */
import { ENDPOINTS } from '@exchange/contract';
import { DEMO_USERS } from '@exchange/contract/demo';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase, SCHEMA_VERSION } from './db.ts';
import { seedDemoUsers } from './seed.ts';
import { expectSuccess, startTestApi, tempDbPath } from '../test/testing.ts';

const temp = tempDbPath();
afterAll(() => temp.cleanup());

function countRows(table: string): number {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? -1;
  } finally {
    db.close();
  }
}

describe('persistence across restarts', () => {
  it('creates the folder and the file, in WAL mode, seeded with every demo user', async () => {
    expect(existsSync(temp.dbPath)).toBe(false);
    const api = await startTestApi(temp.dbPath);
    await api.close();
    expect(existsSync(temp.dbPath)).toBe(true);
    expect(countRows('users')).toBe(17);
    const db = new Database(temp.dbPath, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare<[], { login_name: string }>('SELECT login_name FROM users ORDER BY user_id').all().map((row) => row.login_name)).toEqual(
        DEMO_USERS.map((user) => user.loginName),
      );
      expect(db.prepare<[], { v: number }>('SELECT MAX(version) AS v FROM schema_migrations').get()?.v).toBe(SCHEMA_VERSION);
    } finally {
      db.close();
    }
  });

  it('reads back a saved language and a mode switch after a restart, and keeps the session', async () => {
    const first = await startTestApi(temp.dbPath);
    const cookie = await first.login('main@demo');
    expectSuccess(await first.post(ENDPOINTS.changeLanguage.path, { languageType: 20 }, { cookie }));
    expectSuccess(await first.post(ENDPOINTS.enterSimulation.path, { type: 'spot' }, { cookie }));
    await first.close();

    const second = await startTestApi(temp.dbPath);
    try {
      const info = await second.post<{ language: string | null }>(ENDPOINTS.userInfo.path, {}, { cookie });
      expectSuccess(info);
      expect(info.body.data.language).toBe('en-GB');
      const simulation = await second.post(ENDPOINTS.simulationInfo.path, {}, { cookie });
      expect(simulation.body.data).toEqual({ simulation: true, simulationType: 'classic' });
      const relogin = await second.post(ENDPOINTS.login.path, { loginName: 'main@demo', password: 'demo' });
      expect(relogin.body.data).toEqual({ userId: '1000000001', loginName: 'main@demo', language: 'en-GB' });
    } finally {
      await second.close();
    }
  });

  it('seeds idempotently: a second seeding inserts nothing and changes nothing', () => {
    const db = openDatabase(temp.dbPath);
    try {
      const before = db.prepare('SELECT * FROM users ORDER BY user_id').all();
      expect(seedDemoUsers(db)).toBe(0);
      expect(db.prepare('SELECT * FROM users ORDER BY user_id').all()).toEqual(before);
    } finally {
      db.close();
    }
  });

  it('seeds a demo user again when it is missing, leaving the others', () => {
    const db = openDatabase(temp.dbPath);
    try {
      db.prepare("DELETE FROM users WHERE login_name = 'frozen@demo'").run();
      expect(seedDemoUsers(db)).toBe(1);
      expect(db.prepare<[], { language: string | null }>("SELECT language FROM users WHERE login_name = 'main@demo'").get()?.language).toBe('en-GB');
      expect(db.prepare<[], { frozen: number }>("SELECT frozen FROM users WHERE login_name = 'frozen@demo'").get()?.frozen).toBe(1);
    } finally {
      db.close();
    }
  });

  it('gives each user a distinct salted scrypt hash', () => {
    const db = new Database(temp.dbPath, { readonly: true });
    try {
      const hashes = db.prepare<[], { password_hash: string }>('SELECT password_hash FROM users').all().map((row) => row.password_hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      expect(hashes.every((hash) => hash.startsWith('scrypt$16384$8$1$'))).toBe(true);
    } finally {
      db.close();
    }
  });

  it.each([
    ['its folder cannot be made (a file is in the way)', 'file/data/exchange.db', 'ENOTDIR'],
    ['the file cannot be opened (a folder is in the way)', 'folder', 'SQLITE_CANTOPEN'],
  ])('throws an error naming the file when %s', (_case, relative, code) => {
    const base = dirname(temp.dbPath);
    mkdirSync(join(base, 'folder'), { recursive: true });
    writeFileSync(join(base, 'file'), '');
    const path = join(base, relative);
    let thrown: unknown;
    try {
      openDatabase(path).close();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseOpenError);
    expect((thrown as DatabaseOpenError).message).toContain(`Cannot open the database ${path}: `);
    expect((thrown as DatabaseOpenError).code).toBe(code);
  });
});
