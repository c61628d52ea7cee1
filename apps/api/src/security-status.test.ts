/**
 * securityStatus: what a guarded page reached directly asks before it opens. It tells whether
 * this session passed the action's security check, and nothing about other sessions or actions.
 */
import { ENDPOINTS } from '@exchange/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectSuccess, sessionCookieFrom, useTestApi } from '../test/testing.ts';

const { securityActionItems: items, securityVerify: verify, securityStatus: status, logout } = ENDPOINTS;

const api = useTestApi();

describe('securityStatus', () => {
  it('is false until the check passes, then true for that action in that session only', async () => {
    const cookie = await api().login('classic@demo');
    const ask = async (action: string, as = cookie) => {
      const answer = await api().post(status.path, { action }, { cookie: as });
      expectSuccess(answer);
      return answer.body.data;
    };
    expect(await ask('withdraw')).toEqual({ verified: false });
    expectSuccess(await api().post(items.path, { action: 'withdraw' }, { cookie }));
    expect(await ask('withdraw')).toEqual({ verified: false });
    expectFailure(await api().post(verify.path, { action: 'withdraw', code: '000000' }, { cookie }), 'badVerificationCode');
    expect(await ask('withdraw')).toEqual({ verified: false });
    // A passed check gives the session a new token (security.test.ts); the check goes with it.
    const passed = await api().post(verify.path, { action: 'withdraw', code: '123456' }, { cookie });
    expectSuccess(passed);
    const after = sessionCookieFrom(passed.headers);
    expect(await ask('withdraw', after)).toEqual({ verified: true });
    expect(await ask('apiManagement', after)).toEqual({ verified: false });
    expect(await ask('withdraw', await api().login('classic@demo'))).toEqual({ verified: false });
  });

  it('needs a session and a known action', async () => {
    expectFailure(await api().post(status.path, { action: 'withdraw' }), 'notSignedIn');
    const cookie = await api().login('maker@demo');
    expectFailure(await api().post(status.path, { action: 'transfer' }, { cookie }), 'unknownAction');
    expectFailure(await api().post(status.path, {}, { cookie }), 'badRequest');
    expectSuccess(await api().post(logout.path, {}, { cookie }));
    expectFailure(await api().post(status.path, { action: 'withdraw' }, { cookie }), 'notSignedIn');
  });

  it('answers false for a frozen account, whose check can never pass', async () => {
    const answer = await api().post(status.path, { action: 'withdraw' }, { cookie: await api().login('frozen@demo') });
    expectSuccess(answer);
    expect(answer.body.data).toEqual({ verified: false });
  });
});
