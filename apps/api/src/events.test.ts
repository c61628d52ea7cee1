/**
 * The sign-in event lines: one JSON line each for success, failure, throttling and logout, with
 * what an operator needs and never a password or a session token.
 */
import { ENDPOINTS } from '@exchange/contract';
import { describe, expect, it, vi } from 'vitest';
import { loginNameHash } from './events.ts';
import { expectFailure, expectSuccess, fakeClock, sessionCookieFrom, withTestApi } from '../test/testing.ts';

const { login, logout } = ENDPOINTS;
const WRONG_PASSWORD = 'Not-The-Password-7f3a';

describe('sign-in event lines', () => {
  it('writes one JSON line per sign-in, failure, throttled attempt and logout, without password or token', async () => {
    const lines: string[] = [];
    const clock = fakeClock(Date.UTC(2026, 2, 1, 12, 0, 0));
    await withTestApi({ logEvent: (line) => lines.push(line), now: clock.now, loginLimits: { perAccountAddress: 1 } }, async (api) => {
      const client = { headers: { 'x-forwarded-for': '203.0.113.9' } };
      const success = await api.post(login.path, { loginName: 'Main@Demo', password: 'demo' }, client);
      expectSuccess(success);
      const cookie = sessionCookieFrom(success.headers);
      expectFailure(await api.post(login.path, { loginName: 'unified@demo', password: WRONG_PASSWORD }, client), 'badCredentials');
      expectFailure(await api.post(login.path, { loginName: 'unified@demo', password: WRONG_PASSWORD }, client), 'tooManyAttempts');
      expectSuccess(await api.post(logout.path, {}, { ...client, cookie }));

      expect(lines).toHaveLength(4);
      const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const time = '2026-03-01T12:00:00.000Z';
      const address = '203.0.113.9';
      expect(events).toEqual([
        { event: 'login.success', time, address, loginNameHash: loginNameHash('main@demo'), userId: '1000000001' },
        { event: 'login.failure', time, address, loginNameHash: loginNameHash('unified@demo') },
        { event: 'login.throttled', time, address, loginNameHash: loginNameHash('unified@demo'), retryAfterSeconds: 1 },
        { event: 'logout', time, address, userId: '1000000001' },
      ]);
      expect(loginNameHash('main@demo')).toMatch(/^[0-9a-f]{16}$/);
      const token = cookie.slice(cookie.indexOf('=') + 1);
      for (const line of lines) {
        expect(line).not.toContain('\n');
        expect(line).not.toContain(WRONG_PASSWORD);
        expect(line).not.toContain(token);
        expect(line.toLowerCase()).not.toContain('@demo');
      }
    });
  });

  it('writes them with console.info by default', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await withTestApi({ logEvent: undefined }, async (api) => {
        expectSuccess(await api.post(logout.path, {}));
      });
      expect(info).toHaveBeenCalledOnce();
      expect(JSON.parse(String(info.mock.calls[0]?.[0]))).toMatchObject({ event: 'logout', address: '127.0.0.1' });
    } finally {
      info.mockRestore();
    }
  });
});
