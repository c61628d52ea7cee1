/**
 * Another process holding the database's write lock: writes give up quickly and answer 503 with
 * Retry-After (never 500, never a stalled event loop), reads go on (WAL). The lock is a real second
 * connection on the same file, as a second server or a backup would hold it.
 */
import { ENDPOINTS } from '@exchange/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from './api.ts';
import { BUSY_TIMEOUT_MS } from './db.ts';
import { expectFailure, expectSuccess, serveTestApi, tempDbPath } from '../test/testing.ts';
import type { TestApi } from '../test/testing.ts';

const { login, userInfo, changeLanguage } = ENDPOINTS;
const temp = tempDbPath();
const logError = vi.fn();
const api = createApi({ dbPath: temp.dbPath, logError, logEvent: () => undefined });
let server: TestApi;
let cookie: string;

beforeAll(async () => {
  server = await serveTestApi(api, temp.dbPath);
  cookie = await server.login('main@demo');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

/** Runs `test` while a second connection holds the write lock (`BEGIN IMMEDIATE` or `BEGIN EXCLUSIVE`). */
async function whileLocked(begin: string, test: () => Promise<void>): Promise<void> {
  const other = new Database(temp.dbPath);
  try {
    other.exec(begin);
    await test();
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
}

describe('a database locked by another process', () => {
  it(`waits at most ${BUSY_TIMEOUT_MS} ms for a lock once serving`, () => {
    expect(BUSY_TIMEOUT_MS).toBeLessThanOrEqual(250);
    expect(api.db.pragma('busy_timeout', { simple: true })).toBe(BUSY_TIMEOUT_MS);
  });

  it.each(['BEGIN IMMEDIATE', 'BEGIN EXCLUSIVE'])('%s: a sign-in answers 503 with Retry-After: 1, reads of a session still work', (begin) =>
    whileLocked(begin, async () => {
      const answer = await server.post(login.path, { loginName: 'unified@demo', password: 'demo' });
      expectFailure(answer, 'unavailable', 'The service is busy. Please try again in a moment.');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.getSetCookie()).toEqual([]);
      expectFailure(await server.post(changeLanguage.path, { languageType: 1 }, { cookie }), 'unavailable');
      const info = await server.post<{ loginName: string }>(userInfo.path, {}, { cookie });
      expectSuccess(info);
      expect(info.body.data.loginName).toBe('main@demo');
      // Busy is not a fault of this server: nothing is reported as one.
      expect(logError).not.toHaveBeenCalled();
    }),
  );

  it('signs in again once the lock is gone', async () => {
    expectSuccess(await server.post(login.path, { loginName: 'unified@demo', password: 'demo' }));
  });
});
