/**
 * What the reference API answers for a demo user right after seeding (before the user changes
 * anything): userInfo, userFullInfo, simulationInfo, accountConfig, traderProUserList and
 * rewardsRedIcon. The API itself reads stored rows (apps/api/src/users.ts); a test there checks
 * that its answers for a freshly seeded user equal this view.
 */
import type { AccountConfig, SimulationInfo, UserFullInfo, UserInfo } from '../schemas.ts';
import type { DemoUser } from './demo-users.ts';

export interface DemoSession {
  /** userInfo; `language` is null (no language saved yet). */
  user: UserInfo;
  /** userFullInfo. */
  fullInfo: UserFullInfo;
  /** simulationInfo. */
  simulation: SimulationInfo;
  /** accountConfig. */
  accountConfig: AccountConfig;
  /** traderProUserList's traderProUid. */
  traderProUid: string | null;
  /** rewardsRedIcon's amount. */
  rewardsAmount: number;
}

/** The seed-time answers for a demo user. Pure: a fresh object on every call. */
export function demoSession(user: DemoUser): DemoSession {
  return {
    user: {
      userId: user.userId,
      loginName: user.loginName,
      demoUType: user.demoUType,
      creationDemo: user.creationDemo,
      childFlag: user.childFlag,
      subAccountKind: user.subAccountKind,
      subAccountTrader: user.subAccountTrader,
      subAccountCount: user.subAccountCount,
      rechargeFlag: user.rechargeFlag,
      accountMode: user.accountMode,
      unifiedQualified: user.unifiedQualified,
      showUserVip: user.showUserVip,
      vipLevel: user.vipLevel,
      classicReturn: user.classicReturn,
      verified: user.verified,
      frozen: user.frozen,
      roles: [...user.roles],
      language: null,
    },
    fullInfo: { userAvatar: user.avatar },
    simulation: { simulation: user.simulationType !== null, simulationType: user.simulationType },
    accountConfig: { accountShow: { switchOpen: user.switchOpen } },
    traderProUid: user.traderProUid,
    rewardsAmount: user.rewardsAmount,
  };
}
