/**
 * How long a session lasts: 30 minutes without use, 12 hours in all (options.ts explains the
 * values), its last use written at most once a minute. On a fake clock.
 */
import { ENDPOINTS } from '@exchange/contract';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { hashToken } from './sessions.ts';
import { readSessionToken } from './cookies.ts';
import { expectFailure, expectSuccess, fakeClock, withTestApi } from '../test/testing.ts';
import type { TestApi } from '../test/testing.ts';

const MINUTE = 60 * 1000;
const { userInfo } = ENDPOINTS;

function withClock(test: (api: TestApi, advance: (ms: number) => void) => Promise<void>, options = {}) {
  const clock = fakeClock();
  return withTestApi({ now: clock.now, ...options }, (api) => test(api, clock.advance));
}

function lastUse(api: TestApi, cookie: string): number | undefined {
  const db = new Database(api.dbPath, { readonly: true });
  try {
    return db.prepare<[string], { last_used_at: number }>('SELECT last_used_at FROM sessions WHERE token_hash = ?').get(hashToken(readSessionToken(cookie) ?? ''))?.last_used_at;
  } finally {
    db.close();
  }
}

describe('session lifetimes', () => {
  it('ends a session 30 minutes after its last use', () =>
    withClock(async (api, advance) => {
      const cookie = await api.login('main@demo');
      advance(30 * MINUTE - 1);
      expectSuccess(await api.post(userInfo.path, {}, { cookie }));
      advance(30 * MINUTE - 1);
      expectSuccess(await api.post(userInfo.path, {}, { cookie }));
      advance(30 * MINUTE);
      expectFailure(await api.post(userInfo.path, {}, { cookie }), 'notSignedIn');
    }));

  it('ends a session 12 hours after its sign-in, however much it is used', () =>
    withClock(async (api, advance) => {
      const cookie = await api.login('main@demo');
      for (let used = 0; used < 12 * 60 - 20; used += 20) {
        advance(20 * MINUTE);
        expectSuccess(await api.post(userInfo.path, {}, { cookie }));
      }
      advance(20 * MINUTE);
      expectFailure(await api.post(userInfo.path, {}, { cookie }), 'notSignedIn');
    }));

  it('writes the last use at most once a minute, so that reading a page is not a write each time', () =>
    withClock(async (api, advance) => {
      const cookie = await api.login('unified@demo');
      const signedInAt = lastUse(api, cookie);
      expect(signedInAt).toBeDefined();
      advance(MINUTE - 1);
      expectSuccess(await api.post(userInfo.path, {}, { cookie }));
      expect(lastUse(api, cookie)).toBe(signedInAt);
      advance(1);
      expectSuccess(await api.post(userInfo.path, {}, { cookie }));
      expect(lastUse(api, cookie)).toBe((signedInAt ?? 0) + MINUTE);
    }));

  it('takes other lifetimes as options', () =>
    withClock(
      async (api, advance) => {
        const cookie = await api.login('main@demo');
        advance(5 * MINUTE);
        expectFailure(await api.post(userInfo.path, {}, { cookie }), 'notSignedIn');
        const answer = await api.post(ENDPOINTS.login.path, { loginName: 'main@demo', password: 'demo' });
        expect(answer.headers.getSetCookie()[0]).toContain('; Max-Age=3600;');
      },
      { sessionLifetimes: { idleMs: 5 * MINUTE, lifetimeMs: 60 * MINUTE } },
    ));
});
