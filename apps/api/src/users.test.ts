/**
 * The seeded demo users as the API reports them (DESIGN.md's table).
 */
import { ENDPOINTS } from '@exchange/contract';
import type { AccountConfig, SimulationInfo, TraderPro, UserFullInfo, UserInfo } from '@exchange/contract';
import { DEMO_USERS, demoSession } from '@exchange/contract/demo';
import { describe, expect, it } from 'vitest';
import { expectSuccess, useTestApi } from '../test/testing.ts';

const api = useTestApi();

interface Profile {
  info: UserInfo;
  full: UserFullInfo;
  simulation: SimulationInfo;
  config: AccountConfig;
  traderPro: TraderPro;
  rewards: { amount: number };
}

async function profile(loginName: string): Promise<Profile> {
  const cookie = await api().login(loginName);
  const read = async <T>(path: string): Promise<T> => {
    const answer = await api().post<T>(path, {}, { cookie });
    expectSuccess(answer);
    return answer.body.data;
  };
  return {
    info: await read(ENDPOINTS.userInfo.path),
    full: await read(ENDPOINTS.userFullInfo.path),
    simulation: await read(ENDPOINTS.simulationInfo.path),
    config: await read(ENDPOINTS.accountConfig.path),
    traderPro: await read(ENDPOINTS.traderProUserList.path),
    rewards: await read(ENDPOINTS.rewardsRedIcon.path),
  };
}

const MAIN_DEFAULTS = {
  demoUType: 0,
  creationDemo: false,
  subAccountCount: 0,
  childFlag: false,
  subAccountKind: null,
  subAccountTrader: false,
  rechargeFlag: false,
  accountMode: 0,
  unifiedQualified: false,
  showUserVip: 0,
  vipLevel: 0,
  classicReturn: false,
  verified: true,
  frozen: false,
  roles: [],
  language: null,
};

const EXPECTED: Record<string, { info: Partial<UserInfo>; switchOpen: boolean; simulation?: SimulationInfo['simulationType'] }> = {
  'main@demo': { info: { userId: '1000000001', showUserVip: 1, vipLevel: 3, subAccountCount: 3 }, switchOpen: true },
  'unified@demo': { info: { accountMode: 1, unifiedQualified: true }, switchOpen: true },
  'unified2@demo': { info: { accountMode: 2, unifiedQualified: true }, switchOpen: true },
  'unified4@demo': { info: { accountMode: 4, unifiedQualified: true }, switchOpen: true },
  'child@demo': { info: { childFlag: true, subAccountKind: 'regular', rechargeFlag: false }, switchOpen: true },
  'child-recharge@demo': { info: { childFlag: true, subAccountKind: 'virtual', rechargeFlag: true }, switchOpen: true },
  'child-trader@demo': { info: { childFlag: true, subAccountKind: 'regular', subAccountTrader: true }, switchOpen: true },
  'demo@demo': { info: { demoUType: 1 }, switchOpen: true },
  'creation-demo@demo': { info: { demoUType: 2, creationDemo: true }, switchOpen: true },
  'sim@demo': { info: {}, switchOpen: true, simulation: 'classic' },
  'sim-unified@demo': { info: { accountMode: 1, unifiedQualified: true }, switchOpen: true, simulation: 'unified' },
  'trader-pro@demo': { info: {}, switchOpen: false },
  'classic@demo': { info: { classicReturn: true }, switchOpen: false },
  'elite@demo': { info: { roles: ['elite'] }, switchOpen: false },
  'follower@demo': { info: { roles: ['follower'] }, switchOpen: false },
  'maker@demo': { info: { roles: ['maker'] }, switchOpen: false },
  'frozen@demo': { info: { frozen: true, verified: false }, switchOpen: false },
};

describe('demo users', () => {
  it.each(Object.entries(EXPECTED))('%s', async (loginName, expected) => {
    const { info, simulation, config } = await profile(loginName);
    expect(info).toEqual({ ...MAIN_DEFAULTS, userId: info.userId, loginName, ...expected.info });
    expect(info.userId).toMatch(/^10000000\d\d$/);
    expect(config.accountShow.switchOpen).toBe(expected.switchOpen);
    expect(simulation).toEqual({ simulation: Boolean(expected.simulation), simulationType: expected.simulation ?? null });
  });

  it('gives main@demo an avatar and 5 rewards; most users neither', async () => {
    const main = await profile('main@demo');
    expect(main.full.userAvatar).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(main.rewards.amount).toBe(5);
    const unified = await profile('unified@demo');
    expect(unified.full.userAvatar).toBeNull();
    expect(unified.rewards.amount).toBe(0);
  });

  it('gives only trader-pro@demo a trader-pro uid', async () => {
    expect((await profile('trader-pro@demo')).traderPro).toEqual({ traderProUid: '8800000011' });
    expect((await profile('main@demo')).traderPro).toEqual({ traderProUid: null });
  });

  // demoSession is the seed-time view the navigation tests build on; the API reads stored rows.
  it.each(DEMO_USERS.map((user) => [user.loginName, user] as const))('answers demoSession for %s', async (_loginName, user) => {
    const answers = await profile(user.loginName);
    const expected = demoSession(user);
    expect(answers).toEqual({
      info: expected.user,
      full: expected.fullInfo,
      simulation: expected.simulation,
      config: expected.accountConfig,
      traderPro: { traderProUid: expected.traderProUid },
      rewards: { amount: expected.rewardsAmount },
    });
  });

  it('has distinct user ids', async () => {
    const ids = await Promise.all(Object.keys(EXPECTED).map(async (name) => (await profile(name)).info.userId));
    expect(new Set(ids).size).toBe(17);
  });
});
