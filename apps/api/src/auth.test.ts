/**
 * Sign-in and sign-out over HTTP: the cookie's life cycle and names, the failed-attempt limits
 * and the cross-origin refusal.
 */
import { createHash } from 'node:crypto';
import { ENDPOINTS, ERROR_CODES, SIGNED_IN_COOKIE } from '@exchange/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginLimits } from './options.ts';
import { expectFailure, expectSuccess, fakeClock, sessionCookieFrom, useTestApi, withTestApi } from '../test/testing.ts';
import type { Answer, TestApi } from '../test/testing.ts';

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
    expect(hint).toBe(`${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=43200; SameSite=Lax`);
    expect(setCookie).toMatch(/^rt=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Lax');
    expect(setCookie).toContain('; Path=/');
    // The session's whole lifetime (12 hours): the browser keeps it no longer than the server.
    expect(setCookie).toContain('; Max-Age=43200');
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

  it('gives a fresh token at every sign-in and ends the session a browser had', async () => {
    const before = await api.login('follower@demo');
    const answer = await api.post(login.path, { loginName: 'follower@demo', password: 'demo' }, { cookie: before });
    expectSuccess(answer);
    expect(sessionCookieFrom(answer.headers)).not.toBe(before);
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
  it("adds Secure to every answer with secureCookies: 'always', even over plain http, and names the cookie __Host-rt", () =>
    withTestApi({ secureCookies: 'always' }, async (api) => {
      const answer = await api.post(login.path, { loginName: 'main@demo', password: 'demo' });
      expect(answer.headers.getSetCookie()[0]).toMatch(/^__Host-rt=[\w-]{43}; .*; Secure$/);
      const out = await api.post(logout.path, {});
      expect(out.headers.getSetCookie()[0]).toContain('; Secure');
    }));

  describe('by default, when the request came over https', () => {
    const server = useTestApi();
    const https = { 'x-forwarded-proto': 'https' };

    it('names the cookie __Host-rt (Secure, Path=/, no Domain) on a sign-in forwarded as https by a proxy on loopback', async () => {
      const answer = await server().post(login.path, { loginName: 'main@demo', password: 'demo' }, { headers: https });
      expectSuccess(answer);
      const [session] = answer.headers.getSetCookie();
      expect(session).toMatch(/^__Host-rt=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/);
      expect(session).not.toMatch(/domain=/i);
      expectSuccess(await server().post(userInfo.path, {}, { cookie: sessionCookieFrom(answer.headers), headers: https }));
    });

    it('logout over https expires both names, each Secure, and ends the session', async () => {
      const answer = await server().post(login.path, { loginName: 'main@demo', password: 'demo' }, { headers: https });
      const cookie = sessionCookieFrom(answer.headers);
      const out = await server().post(logout.path, {}, { cookie, headers: https });
      const [rt, hostRt, hint] = out.headers.getSetCookie();
      expect(rt).toMatch(/^rt=; Path=\/; Max-Age=0; .*; Secure$/);
      expect(hostRt).toMatch(/^__Host-rt=; Path=\/; Max-Age=0; .*; Secure$/);
      expect(hint).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=; .*Max-Age=0`));
      expectFailure(await server().post(userInfo.path, {}, { cookie, headers: https }), 'notSignedIn');
    });

    it('leaves it out over plain http, where the cookie is rt', async () => {
      const answer = await server().post(login.path, { loginName: 'main@demo', password: 'demo' }, { headers: { 'x-forwarded-proto': 'http' } });
      expect(answer.headers.getSetCookie()[0]).toMatch(/^rt=/);
      expect(answer.headers.getSetCookie()[0]).not.toContain('Secure');
      const out = (await server().post(logout.path, {})).headers.getSetCookie();
      expect(out.filter((line) => line.includes('Secure'))).toEqual([]);
    });

    it('reads __Host-rt first and falls back to rt; logout ends the sessions of both', async () => {
      const secure = sessionCookieFrom((await server().post(login.path, { loginName: 'elite@demo', password: 'demo' }, { headers: https })).headers);
      const plain = await server().login('maker@demo');
      const both = `${plain}; ${secure}`;
      const info = await server().post<{ loginName: string }>(userInfo.path, {}, { cookie: both });
      expect(info.body.data.loginName).toBe('elite@demo');
      expect((await server().post<{ loginName: string }>(userInfo.path, {}, { cookie: `__Host-rt=; ${plain}` })).body.data.loginName).toBe('maker@demo');
      expectSuccess(await server().post(logout.path, {}, { cookie: both }));
      expectFailure(await server().post(userInfo.path, {}, { cookie: secure }), 'notSignedIn');
      expectFailure(await server().post(userInfo.path, {}, { cookie: plain }), 'notSignedIn');
    });
  });
});

describe('failed sign-in limits: delays that double, no lockout (ASVS 2.2.1)', () => {
  const limits: LoginLimits = { perAccountAddress: 5, perAccount: 8, perAddress: 10, baseDelayMs: 1_000, maxDelayMs: 60_000, windowMs: 3_600_000 };
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  /** A server with a clock of its own; `attempt` signs in from an address (forwarded by the loopback proxy). */
  const withLimits = (test: (attempt: (loginName: string, password: string, address: string) => Promise<Answer>, advance: (ms: number) => void) => Promise<void>) => {
    const clock = fakeClock();
    return withTestApi({ loginLimits: limits, now: clock.now }, (api) => test((loginName, password, address) => api.post(login.path, { loginName, password }, from(address)), clock.advance));
  };
  const retryAfter = (answer: Answer) => Number(answer.headers.get('retry-after'));

  it('after 5 wrong passwords from one address, the right one from another address signs in', () =>
    withLimits(async (attempt) => {
      for (let i = 0; i < 6; i += 1) await attempt('main@demo', 'wrong', '203.0.113.1');
      expectFailure(await attempt('main@demo', 'demo', '203.0.113.1'), 'tooManyAttempts');
      expectSuccess(await attempt('main@demo', 'demo', '198.51.100.7'));
    }));

  it('keeps the guessing address waiting, each wait longer (Retry-After 1, 2, 4, 8 s), and counts only checked passwords', () =>
    withLimits(async (attempt, advance) => {
      for (let i = 0; i < 5; i += 1) expectFailure(await attempt('unified@demo', 'wrong', '203.0.113.2'), 'badCredentials');
      const waits: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const refused = await attempt('unified@demo', 'demo', '203.0.113.2');
        expectFailure(refused, 'tooManyAttempts', /^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/);
        expect(refused.headers.getSetCookie()).toEqual([]);
        waits.push(retryAfter(refused));
        // Refused again at once: the wait is not over, and the refusal does not lengthen it.
        expect(retryAfter(await attempt('unified@demo', 'wrong', '203.0.113.2'))).toBe(waits.at(-1));
        advance(retryAfter(refused) * 1000);
        expectFailure(await attempt('unified@demo', 'wrong', '203.0.113.2'), 'badCredentials');
      }
      expect(waits).toEqual([1, 2, 4, 8]);
    }));

  it('holds back an address spraying many accounts, whatever the account, and only that address', () =>
    withLimits(async (attempt) => {
      for (let i = 0; i < 10; i += 1) expectFailure(await attempt(`guess${i}@demo`, 'wrong', '203.0.113.3'), 'badCredentials');
      const refused = await attempt('sim@demo', 'demo', '203.0.113.3');
      expectFailure(refused, 'tooManyAttempts');
      expect(retryAfter(refused)).toBe(1);
      expectSuccess(await attempt('sim@demo', 'demo', '203.0.113.4'));
    }));

  it('past the account-wide bound, addresses that failed against the account wait; a new address still signs in', () =>
    withLimits(async (attempt) => {
      // Eight addresses, one wrong password each: within each address's own limit.
      for (let i = 1; i <= 8; i += 1) expectFailure(await attempt('elite@demo', 'wrong', `192.0.2.${i}`), 'badCredentials');
      expectFailure(await attempt('elite@demo', 'demo', '192.0.2.1'), 'tooManyAttempts');
      expectSuccess(await attempt('elite@demo', 'demo', '192.0.2.200'));
    }));

  it('a success clears its address against the account: the owner who mistyped starts over', () =>
    withLimits(async (attempt) => {
      for (let i = 0; i < 4; i += 1) expectFailure(await attempt('maker@demo', 'wrong', '203.0.113.5'), 'badCredentials');
      expectSuccess(await attempt('maker@demo', 'demo', '203.0.113.5'));
      for (let i = 0; i < 5; i += 1) expectFailure(await attempt('maker@demo', 'wrong', '203.0.113.5'), 'badCredentials');
      expectFailure(await attempt('maker@demo', 'demo', '203.0.113.5'), 'tooManyAttempts');
    }));

  it('does not count successful sign-ins', () =>
    withLimits(async (attempt) => {
      for (let i = 0; i < 12; i += 1) expectSuccess(await attempt('main@demo', 'demo', '203.0.113.6'));
    }));

  it('counts the socket peer when no trusted proxy names a client', () =>
    withTestApi({ loginLimits: { ...limits, perAddress: 3 }, now: fakeClock().now }, async (fresh) => {
      for (const guess of ['a', 'b', 'c']) expectFailure(await fresh.post(login.path, { loginName: `${guess}@demo`, password: 'wrong' }), 'badCredentials');
      expectFailure(await fresh.post(login.path, { loginName: 'main@demo', password: 'demo' }), 'tooManyAttempts');
    }));

  it('counts failures from one address even when they arrive in parallel', () =>
    withTestApi({ loginLimits: { ...limits, perAddress: 3 }, now: fakeClock().now }, async (fresh) => {
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
