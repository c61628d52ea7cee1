/**
 * The demo users of DESIGN.md, all with the password `demo`. The reference API seeds them:
 * seeding inserts the ones that are missing and never overwrites a stored user, so what users
 * change (saved language, simulation, demo mode) survives restarts. Attributes not listed take
 * DEFAULTS.
 *
 * Decisions (apps/api/README.md):
 * - switchOpen (demo switch shown): main, unified*, demo, creation-demo, sim*, child* users.
 * - canFido2 (passkey offered in the security check): main@demo and unified@demo.
 * - creationDemo (may switch to the creation demo account): creation-demo@demo.
 * - subAccountCount: main@demo has 3 (the profile shows the count; child*@demo stand for them).
 */
import type { SubAccountKind, UserRole } from '../schemas.ts';

export const DEMO_PASSWORD = 'demo';

export interface DemoUser {
  userId: string;
  loginName: string;
  demoUType: 0 | 1 | 2;
  creationDemo: boolean;
  childFlag: boolean;
  subAccountKind: SubAccountKind | null;
  subAccountTrader: boolean;
  subAccountCount: number;
  rechargeFlag: boolean;
  accountMode: 0 | 1 | 2 | 4;
  unifiedQualified: boolean;
  showUserVip: 0 | 1;
  vipLevel: number;
  classicReturn: boolean;
  verified: boolean;
  frozen: boolean;
  roles: UserRole[];
  avatar: string | null;
  rewardsAmount: number;
  traderProUid: string | null;
  simulationType: 'classic' | 'unified' | null;
  switchOpen: boolean;
  canFido2: boolean;
}

const DEFAULTS: Omit<DemoUser, 'userId' | 'loginName'> = {
  demoUType: 0,
  creationDemo: false,
  childFlag: false,
  subAccountKind: null,
  subAccountTrader: false,
  subAccountCount: 0,
  rechargeFlag: false,
  accountMode: 0,
  unifiedQualified: false,
  showUserVip: 0,
  vipLevel: 0,
  classicReturn: false,
  verified: true,
  frozen: false,
  roles: [],
  avatar: null,
  rewardsAmount: 0,
  traderProUid: null,
  simulationType: null,
  switchOpen: false,
  canFido2: false,
};

/** A small inline avatar, so the web app can show it without serving files. */
const MAIN_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#1da2b4"/>' +
      '<text x="32" y="41" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">M</text></svg>',
  );

/** A seed row: the attributes that differ from DEFAULTS. */
type DemoUserSeed = Partial<Omit<DemoUser, 'roles'>> & Pick<DemoUser, 'userId' | 'loginName'> & { roles?: readonly UserRole[] };

/** `as const` keeps the login names literal, for {@link DemoLoginName}. */
const USERS = [
  {
    userId: '1000000001',
    loginName: 'main@demo',
    showUserVip: 1,
    vipLevel: 3,
    rewardsAmount: 5,
    avatar: MAIN_AVATAR,
    switchOpen: true,
    canFido2: true,
    subAccountCount: 3,
  },
  { userId: '1000000002', loginName: 'unified@demo', accountMode: 1, unifiedQualified: true, switchOpen: true, canFido2: true },
  { userId: '1000000003', loginName: 'unified2@demo', accountMode: 2, unifiedQualified: true, switchOpen: true },
  { userId: '1000000004', loginName: 'child@demo', childFlag: true, subAccountKind: 'regular', rechargeFlag: false, switchOpen: true },
  { userId: '1000000005', loginName: 'child-recharge@demo', childFlag: true, subAccountKind: 'virtual', rechargeFlag: true, switchOpen: true },
  { userId: '1000000006', loginName: 'child-trader@demo', childFlag: true, subAccountKind: 'regular', subAccountTrader: true, switchOpen: true },
  { userId: '1000000007', loginName: 'demo@demo', demoUType: 1, switchOpen: true },
  { userId: '1000000008', loginName: 'creation-demo@demo', demoUType: 2, creationDemo: true, switchOpen: true },
  { userId: '1000000009', loginName: 'sim@demo', simulationType: 'classic', switchOpen: true },
  { userId: '1000000010', loginName: 'sim-unified@demo', accountMode: 1, unifiedQualified: true, simulationType: 'unified', switchOpen: true },
  { userId: '1000000011', loginName: 'trader-pro@demo', traderProUid: '8800000011' },
  { userId: '1000000012', loginName: 'classic@demo', classicReturn: true },
  { userId: '1000000013', loginName: 'unified4@demo', accountMode: 4, unifiedQualified: true, switchOpen: true },
  { userId: '1000000014', loginName: 'elite@demo', roles: ['elite'] },
  { userId: '1000000015', loginName: 'follower@demo', roles: ['follower'] },
  { userId: '1000000016', loginName: 'maker@demo', roles: ['maker'] },
  { userId: '1000000017', loginName: 'frozen@demo', frozen: true, verified: false },
] as const satisfies readonly DemoUserSeed[];

/** The login name of a demo user (`'main@demo' | 'unified@demo' | ...`). */
export type DemoLoginName = (typeof USERS)[number]['loginName'];

export const DEMO_USERS: readonly DemoUser[] = USERS.map((user: DemoUserSeed) => ({ ...DEFAULTS, ...user, roles: [...(user.roles ?? DEFAULTS.roles)] }));
