/**
 * The security check: request, code, frozen accounts, and the verified-action memory.
 */
import { ENDPOINTS } from '@exchange/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api.ts';
import { readSessionToken } from './cookies.ts';
import { expectFailure, expectSuccess, sessionCookieFrom, tempDbPath } from '../test/testing.ts';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Answer } from '../test/testing.ts';

const { securityActionItems: items, securityVerify: verify } = ENDPOINTS;

// Served from createApi directly, to call isActionVerified on the same instance.
const temp = tempDbPath();
const api = createApi({ dbPath: temp.dbPath });
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
    const cookie = await login('main@demo');
    const token = readSessionToken(cookie);
    expect(api.isActionVerified(token, 'apiManagement')).toBe(false);
    expectSuccess(await post(items.path, { action: 'apiManagement' }, cookie));
    expectFailure(await post(verify.path, { action: 'apiManagement', code: '000000' }, cookie), 'badVerificationCode', 'The verification code is wrong.');
    expect(api.isActionVerified(token, 'apiManagement')).toBe(false);
    const answer = await post(verify.path, { action: 'apiManagement', code: '123456' }, cookie);
    expectSuccess(answer);
    expect(answer.body.data).toEqual({ verified: true });
    expect(api.isActionVerified(token, 'apiManagement')).toBe(true);
    // Another action, another session, no session: not verified.
    expect(api.isActionVerified(token, 'withdraw')).toBe(false);
    expect(api.isActionVerified(readSessionToken(await login('main@demo')), 'apiManagement')).toBe(false);
    expect(api.isActionVerified(null, 'apiManagement')).toBe(false);
    // Logging out forgets it.
    expectSuccess(await post(ENDPOINTS.logout.path, {}, cookie));
    expect(api.isActionVerified(token, 'apiManagement')).toBe(false);
  });

  it('drops the check after 5 wrong codes', async () => {
    const cookie = await login('unified2@demo');
    expectSuccess(await post(items.path, { action: 'withdraw' }, cookie));
    for (let i = 0; i < 5; i += 1) expectFailure(await post(verify.path, { action: 'withdraw', code: `${i}` }, cookie), 'badVerificationCode');
    expectFailure(await post(verify.path, { action: 'withdraw', code: '123456' }, cookie), 'notApplicable');
    // Requesting it again starts over.
    expectSuccess(await post(items.path, { action: 'withdraw' }, cookie));
    expectSuccess(await post(verify.path, { action: 'withdraw', code: '123456' }, cookie));
  });
});
