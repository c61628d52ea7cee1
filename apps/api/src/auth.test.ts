/**
 * Sign-in and sign-out over HTTP: the cookie's life cycle, the failed-attempt limits and the
 * cross-origin refusal.
 */
import { createHash } from 'node:crypto';
import { ENDPOINTS, ERROR_CODES, SIGNED_IN_COOKIE } from '@exchange/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectSuccess, sessionCookieFrom, useTestApi, withTestApi } from '../test/testing.ts';
import type { TestApi } from '../test/testing.ts';

const { login, logout, userInfo, changeLanguage } = ENDPOINTS;

describe('session cookie life cycle', () => {
  const server = useTestApi();
  let api: TestApi;
  beforeAll(() => {
    api = server();
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on sign-in, usable for session calls', async () => {
    const answer = await api.post(login.path, { loginName: 'main@demo', password: 'demo' });
    expectSuccess(answer);
    const [setCookie, hint, ...others] = answer.headers.getSetCookie();
    expect(others).toEqual([]);
    // The readable hint beside it (SIGNED_IN_COOKIE): no secret, no HttpOnly, as long-lived.
    expect(hint).toBe(`${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax`);
    expect(setCookie).toMatch(/^rt=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Lax');
    expect(setCookie).toContain('; Path=/');
    expect(setCookie).toContain('; Max-Age=2592000');
    expect(setCookie).not.toContain('Secure');
    const info = await api.post<{ loginName: string }>(userInfo.path, {}, { cookie: sessionCookieFrom(answer.headers) });
    expectSuccess(info);
    expect(info.body.data.loginName).toBe('main@demo');
  });

  it('accepts the login name in any case and with surrounding spaces', async () => {
    const answer = await api.post(login.path, { loginName: '  Unified@Demo ', password: 'demo' });
    expectSuccess(answer);
    expect(answer.body.data).toEqual({ userId: '1000000002', loginName: 'unified@demo', language: null });
  });

  it('answers badCredentials for a wrong password or an unknown user, without a cookie', async () => {
    for (const body of [
      { loginName: 'main@demo', password: 'wrong' },
      { loginName: 'nobody@demo', password: 'demo' },
    ]) {
      const answer = await api.post(login.path, body);
      expectFailure(answer, 'badCredentials', 'Wrong login name or password.');
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('expires the cookie on logout and ends the session', async () => {
    const cookie = await api.login('child@demo');
    const answer = await api.post(logout.path, {}, { cookie });
    expectSuccess(answer);
    const [setCookie] = answer.headers.getSetCookie();
    expect(setCookie).toMatch(/^rt=; /);
    expect(setCookie).toContain('; Max-Age=0');
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Lax');
    expectFailure(await api.post(userInfo.path, {}, { cookie }), 'notSignedIn');
    expectFailure(await api.post(changeLanguage.path, { languageType: 1 }, { cookie }), 'notSignedIn');
  });

  it('answers logout with success and an expired cookie without a session too', async () => {
    for (const cookie of [undefined, 'rt=unknown-token']) {
      const answer = await api.post(logout.path, {}, { cookie });
      expectSuccess(answer);
      expect(answer.headers.getSetCookie()[0]).toContain('Max-Age=0');
    }
  });

  it('ends the session a browser had when it signs in again', async () => {
    const before = await api.login('follower@demo');
    const answer = await api.post(login.path, { loginName: 'follower@demo', password: 'demo' }, { cookie: before });
    expectSuccess(answer);
    expectFailure(await api.post(userInfo.path, {}, { cookie: before }), 'notSignedIn');
    expectSuccess(await api.post(userInfo.path, {}, { cookie: sessionCookieFrom(answer.headers) }));
  });

  it('keeps other sessions of the same user', async () => {
    const first = await api.login('elite@demo');
    const second = await api.login('elite@demo');
    expect(first).not.toBe(second);
    expectSuccess(await api.post(logout.path, {}, { cookie: first }));
    expectSuccess(await api.post(userInfo.path, {}, { cookie: second }));
  });

  it('stores only a hash of the token', async () => {
    const cookie = await api.login('maker@demo');
    const token = cookie.slice('rt='.length);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(api.dbPath, { readonly: true });
    try {
      const rows = db.prepare<[], { token_hash: string }>('SELECT token_hash FROM sessions').all();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
      // The token's SHA-256, as a Hash object reads it.
      expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    } finally {
      db.close();
    }
  });
});

describe('the signed-in hint', () => {
  const server = useTestApi();
  const expired = new RegExp(`^${SIGNED_IN_COOKIE}=; .*Max-Age=0`);

  it('logout expires it with the session', async () => {
    const answer = await server().post(login.path, { loginName: 'main@demo', password: 'demo' });
    const out = await server().post(logout.path, {}, { cookie: sessionCookieFrom(answer.headers) });
    expect(out.headers.getSetCookie().filter((line) => expired.test(line))).toHaveLength(1);
  });

  it('a session call without a session expires a hint that outlived it, and sets nothing for a guest', async () => {
    const stale = await server().post(userInfo.path, {}, { cookie: `${SIGNED_IN_COOKIE}=1; rt=gone` });
    expectFailure(stale, 'notSignedIn');
    expect(stale.headers.getSetCookie()).toEqual([expect.stringMatching(expired)]);
    const guest = await server().post(userInfo.path, {});
    expectFailure(guest, 'notSignedIn');
    expect(guest.headers.getSetCookie()).toEqual([]);
  });
});

describe('Secure cookies', () => {
  it("adds Secure to every answer with secureCookies: 'always', even over plain http", () =>
    withTestApi({ secureCookies: 'always' }, async (api) => {
      const answer = await api.post(login.path, { loginName: 'main@demo', password: 'demo' });
      expect(answer.headers.getSetCookie()[0]).toContain('; Secure');
      const out = await api.post(logout.path, {});
      expect(out.headers.getSetCookie()[0]).toContain('; Secure');
    }));

  describe('by default, when the request came over https', () => {
    const server = useTestApi();
    const https = { 'x-forwarded-proto': 'https' };

    it('adds Secure to sign-in and logout forwarded as https by a proxy on loopback', async () => {
      const answer = await server().post(login.path, { loginName: 'main@demo', password: 'demo' }, { headers: https });
      expectSuccess(answer);
      expect(answer.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      const out = await server().post(logout.path, {}, { cookie: sessionCookieFrom(answer.headers), headers: https });
      expect(out.headers.getSetCookie()[0]).toContain('; Secure');
    });

    it('leaves it out over plain http', async () => {
      const answer = await server().post(login.path, { loginName: 'main@demo', password: 'demo' }, { headers: { 'x-forwarded-proto': 'http' } });
      expect(answer.headers.getSetCookie()[0]).not.toContain('Secure');
      expect((await server().post(logout.path, {})).headers.getSetCookie()[0]).not.toContain('Secure');
    });
  });
});

describe('failed sign-in limits (2 per account, 3 per address)', () => {
  const limits = { perAccount: 2, perAddress: 3, windowMs: 60_000 };
  const api = useTestApi({ loginLimits: limits });
  const fail = (loginName: string) => api().post(login.path, { loginName, password: 'wrong' });
  const succeed = (loginName: string) => api().post(login.path, { loginName, password: 'demo' });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 6; i += 1) expectSuccess(await succeed('main@demo'));
  });

  it('clears the account failures on success, blocks the account after 2 failures', async () => {
    expectFailure(await fail('unified@demo'), 'badCredentials');
    expectSuccess(await succeed('unified@demo'));
    // The failure before the success no longer counts for the account: two more are allowed.
    expectFailure(await fail('UNIFIED@demo'), 'badCredentials');
    expectFailure(await fail('unified@demo'), 'badCredentials');
    const blocked = await succeed('unified@demo');
    expectFailure(blocked, 'tooManyAttempts', 'Too many failed sign-in attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it('blocks the address after 3 failures, whatever the account', async () => {
    // Three failures so far from this address (one before the success above, two after).
    expectFailure(await succeed('sim@demo'), 'tooManyAttempts');
    expectFailure(await fail('nobody@demo'), 'tooManyAttempts');
  });

  it('counts the client a proxy on loopback forwards (X-Forwarded-For), not the proxy', () =>
    withTestApi({ loginLimits: limits }, async (fresh) => {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      for (const guess of ['a', 'b', 'c']) {
        expectFailure(await fresh.post(login.path, { loginName: `${guess}@demo`, password: 'wrong' }, from('203.0.113.1')), 'badCredentials');
      }
      expectFailure(await fresh.post(login.path, { loginName: 'main@demo', password: 'demo' }, from('203.0.113.1')), 'tooManyAttempts');
      expectSuccess(await fresh.post(login.path, { loginName: 'main@demo', password: 'demo' }, from('203.0.113.2')));
    }));

  it('counts failures from one address even when they arrive in parallel', () =>
    withTestApi({ loginLimits: limits }, async (fresh) => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => fresh.post(login.path, { loginName: `guess${i}@demo`, password: 'wrong' })),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === ERROR_CODES.badCredentials)).toHaveLength(3);
      expect(codes.filter((code) => code === ERROR_CODES.tooManyAttempts)).toHaveLength(5);
    }));
});

describe('cross-origin protection', () => {
  const server = useTestApi({ trustedOrigins: ['https://trusted.example'] });
  let api: TestApi;
  let cookie: string;

  beforeAll(async () => {
    api = server();
    cookie = await api.login('main@demo');
  });
  afterEach(async () => {
    // The session must never have been changed by a refused request.
    const info = await api.post<{ language: string | null }>(userInfo.path, {}, { cookie });
    expect(info.body.data.language).toBeNull();
  });

  it('refuses a POST from another origin', async () => {
    const answer = await api.post(changeLanguage.path, { languageType: 1 }, { cookie, headers: { origin: 'https://evil.example' } });
    expectFailure(answer, 'crossOrigin', 'Cross-origin request refused.');
  });

  it('refuses by Referer when there is no Origin, and refuses Origin null', async () => {
    expectFailure(
      await api.post(changeLanguage.path, { languageType: 1 }, { cookie, headers: { referer: 'https://evil.example/page' } }),
      'crossOrigin',
    );
    expectFailure(await api.post(changeLanguage.path, { languageType: 1 }, { cookie, headers: { origin: 'null' } }), 'crossOrigin');
  });

  it('refuses a cross-origin sign-in and logout too', async () => {
    const answer = await api.post(login.path, { loginName: 'main@demo', password: 'demo' }, { headers: { origin: 'http://localhost:9' } });
    expectFailure(answer, 'crossOrigin');
    expect(answer.headers.getSetCookie()).toEqual([]);
    expectFailure(await api.post(logout.path, {}, { cookie, headers: { origin: 'https://evil.example' } }), 'crossOrigin');
  });

  it('accepts its own origin, a trusted origin, and requests without Origin or Referer', async () => {
    const own = await api.post(userInfo.path, {}, { cookie, headers: { origin: api.url, referer: `${api.url}/zh-CN/spot` } });
    expectSuccess(own);
    expectSuccess(await api.post(userInfo.path, {}, { cookie, headers: { origin: 'https://trusted.example' } }));
    expectSuccess(await api.post(userInfo.path, {}, { cookie, headers: { referer: `${api.url}/login?from=%2F` } }));
    expectSuccess(await api.post(userInfo.path, {}, { cookie }));
  });
});
