/**
 * The security check: request, code, frozen accounts, the verified-action memory, the new token a
 * passed check gives, and the wait after too many wrong codes.
 */
import { ENDPOINTS } from '@exchange/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api.ts';
import { readSessionToken } from './cookies.ts';
import { expectFailure, expectSuccess, fakeClock, sessionCookieFrom, tempDbPath } from '../test/testing.ts';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Answer } from '../test/testing.ts';

const { securityActionItems: items, securityVerify: verify } = ENDPOINTS;

// Served from createApi directly, to call isActionVerified on the same instance.
const temp = tempDbPath();
const clock = fakeClock();
const api = createApi({ dbPath: temp.dbPath, now: clock.now, logEvent: () => undefined });
let server: Server;
let origin: string;

beforeAll(async () => {
  const host = express();
  host.use(api.app);
  server = createServer(host);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  api.close();
  temp.cleanup();
});

async function post(path: string, body: unknown, cookie?: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

async function login(loginName: string): Promise<string> {
  const answer = await post(ENDPOINTS.login.path, { loginName, password: 'demo' });
  expectSuccess(answer);
  return sessionCookieFrom(answer.headers);
}

describe('security check', () => {
  it('offers a passkey to main@demo and unified@demo only', async () => {
    for (const [loginName, canFido2] of [
      ['main@demo', true],
      ['unified@demo', true],
      ['child@demo', false],
      ['sim@demo', false],
    ] as const) {
      const answer = await post(items.path, { action: 'apiManagement' }, await login(loginName));
      expectSuccess(answer);
      expect(answer.body.data).toEqual({ canFido2 });
    }
  });

  it('answers unknownAction for an action outside SECURITY_ACTIONS', async () => {
    const cookie = await login('main@demo');
    expectFailure(await post(items.path, { action: 'transfer' }, cookie), 'unknownAction', 'action: unknown security action "transfer"');
    expectFailure(await post(verify.path, { action: 'transfer', code: '123456' }, cookie), 'unknownAction');
  });

  it('fails for frozen@demo with a message to show', async () => {
    const cookie = await login('frozen@demo');
    expectFailure(await post(items.path, { action: 'withdraw' }, cookie), 'accountFrozen', 'Your account is frozen. Contact support to unfreeze it.');
    expectFailure(await post(verify.path, { action: 'withdraw', code: '123456' }, cookie), 'accountFrozen');
  });

  it('needs the check to be requested before a code is sent', async () => {
    const cookie = await login('classic@demo');
    expectFailure(await post(verify.path, { action: 'withdraw', code: '123456' }, cookie), 'notApplicable', 'Request the security check first.');
  });

  it('refuses a wrong code and accepts 123456; remembers the verified action for the session only', async () => {
    const before = await login('main@demo');
    expect(api.isActionVerified(readSessionToken(before), 'apiManagement')).toBe(false);
    expectSuccess(await post(items.path, { action: 'apiManagement' }, before));
    expectFailure(await post(verify.path, { action: 'apiManagement', code: '000000' }, before), 'badVerificationCode', 'The verification code is wrong.');
    expect(api.isActionVerified(readSessionToken(before), 'apiManagement')).toBe(false);
    const answer = await post(verify.path, { action: 'apiManagement', code: '123456' }, before);
    expectSuccess(answer);
    expect(answer.body.data).toEqual({ verified: true });
    // The session goes on under a new token, which carries the passed check.
    const cookie = sessionCookieFrom(answer.headers);
    const token = readSessionToken(cookie);
    expect(api.isActionVerified(token, 'apiManagement')).toBe(true);
    // Another action, another session, no session: not verified.
    expect(api.isActionVerified(token, 'withdraw')).toBe(false);
    expect(api.isActionVerified(readSessionToken(await login('main@demo')), 'apiManagement')).toBe(false);
    expect(api.isActionVerified(null, 'apiManagement')).toBe(false);
    // Logging out forgets it.
    expectSuccess(await post(ENDPOINTS.logout.path, {}, cookie));
    expect(api.isActionVerified(token, 'apiManagement')).toBe(false);
  });

  it('a passed check replaces the token: the old one is signed out, the new one keeps the session and its checks', async () => {
    const before = await login('unified@demo');
    expectSuccess(await post(items.path, { action: 'withdraw' }, before));
    const answer = await post(verify.path, { action: 'withdraw', code: '123456' }, before);
    expectSuccess(answer);
    const [session, hint, ...others] = answer.headers.getSetCookie();
    expect(session).toMatch(/^rt=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
    expect(hint).toBe('signed_in=1; Path=/; Max-Age=43200; SameSite=Lax');
    expect(others).toEqual([]);
    const after = sessionCookieFrom(answer.headers);
    expect(after).not.toBe(before);
    expectFailure(await post(ENDPOINTS.userInfo.path, {}, before), 'notSignedIn');
    expectFailure(await post(ENDPOINTS.securityStatus.path, { action: 'withdraw' }, before), 'notSignedIn');
    expect(api.isActionVerified(readSessionToken(before), 'withdraw')).toBe(false);
    expect((await post(ENDPOINTS.securityStatus.path, { action: 'withdraw' }, after)).body.data).toEqual({ verified: true });
    expect(api.isActionVerified(readSessionToken(after), 'withdraw')).toBe(true);
  });

  it('the new token does not stretch the session: the cookie keeps what is left of the 12 hours', async () => {
    const before = await login('elite@demo');
    // An hour of use: a call every 20 minutes keeps it from idling out.
    for (let i = 0; i < 3; i += 1) {
      clock.advance(20 * 60 * 1000);
      expectSuccess(await post(ENDPOINTS.userInfo.path, {}, before));
    }
    expectSuccess(await post(items.path, { action: 'withdraw' }, before));
    const answer = await post(verify.path, { action: 'withdraw', code: '123456' }, before);
    expect(answer.headers.getSetCookie()[0]).toContain('; Max-Age=39600;');
  });

  it('counts wrong codes across requests of the check: after 5, even the right code waits 15 minutes, then 30', async () => {
    const cookie = await login('unified2@demo');
    const tooMany = 'Too many wrong verification codes. Please try again in 15 minutes.';
    expectSuccess(await post(items.path, { action: 'withdraw' }, cookie));
    for (let i = 0; i < 3; i += 1) expectFailure(await post(verify.path, { action: 'withdraw', code: `${i}` }, cookie), 'badVerificationCode');
    // Requesting the check again does not start the count over.
    expectSuccess(await post(items.path, { action: 'withdraw' }, cookie));
    for (let i = 3; i < 5; i += 1) expectFailure(await post(verify.path, { action: 'withdraw', code: `${i}` }, cookie), 'badVerificationCode');
    const again = await post(items.path, { action: 'withdraw' }, cookie);
    expectFailure(again, 'tooManyAttempts', tooMany);
    expect(again.headers.get('retry-after')).toBe('900');
    const sixth = await post(verify.path, { action: 'withdraw', code: '123456' }, cookie);
    expectFailure(sixth, 'tooManyAttempts', tooMany);
    expect(sixth.headers.get('retry-after')).toBe('900');
    // Nor does signing in again, or another action.
    const relogin = await login('unified2@demo');
    expectFailure(await post(items.path, { action: 'apiManagement' }, relogin), 'tooManyAttempts');
    clock.advance(14 * 60 * 1000);
    expect((await post(verify.path, { action: 'withdraw', code: '123456' }, relogin)).headers.get('retry-after')).toBe('60');

    clock.advance(60 * 1000);
    expectSuccess(await post(items.path, { action: 'withdraw' }, relogin));
    for (let i = 0; i < 5; i += 1) expectFailure(await post(verify.path, { action: 'withdraw', code: `${i}` }, relogin), 'badVerificationCode');
    const longer = await post(verify.path, { action: 'withdraw', code: '123456' }, relogin);
    expectFailure(longer, 'tooManyAttempts', 'Please try again in 30 minutes.');
    expect(longer.headers.get('retry-after')).toBe('1800');

    // The right code after the wait clears the count.
    clock.advance(30 * 60 * 1000);
    const signedIn = await login('unified2@demo');
    expectSuccess(await post(items.path, { action: 'withdraw' }, signedIn));
    const passed = await post(verify.path, { action: 'withdraw', code: '123456' }, signedIn);
    expectSuccess(passed);
    const fresh = sessionCookieFrom(passed.headers);
    expectSuccess(await post(items.path, { action: 'withdraw' }, fresh));
    for (let i = 0; i < 4; i += 1) expectFailure(await post(verify.path, { action: 'withdraw', code: `${i}` }, fresh), 'badVerificationCode');
    expectSuccess(await post(items.path, { action: 'withdraw' }, fresh));
  });
});
