/**
 * The account dropdown (spec §2 Account), for signed-in users: `profile` holds the labels (account
 * kind, mode, roles, status) and the UID; `account` the links. Sub-accounts get the reduced menu
 * on the sub-account routes (security, API, preferences, demo switch); simulation hides every
 * account link (packages/header/nav/README.md "Simulation mode").
 */
import { countValues } from '../badges.ts';
import { NAV_DEFAULTS } from '../constants.ts';
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

export const profileMenu = {
  id: 'profile',
  labelKey: 'nav.menu.profile',
  rules: ['signedIn'],
  items: [
    {
      kind: 'label',
      id: 'profile.kind',
      labelKey: 'nav.account.label.main',
      variants: [
        { when: 'virtualSubAccount', labelKey: 'nav.account.label.sub.virtual' },
        { when: 'custodialSubAccount', labelKey: 'nav.account.label.sub.custodial' },
        { when: 'subAccount', labelKey: 'nav.account.label.sub.regular' },
      ],
    },
    {
      kind: 'label',
      id: 'profile.subAccounts',
      labelKey: 'nav.account.subAccountCount',
      rules: ['hasSubAccounts'],
      labelValues: (ctx) => countValues(ctx.user?.subAccountCount ?? 0, ctx.locale),
    },
    {
      kind: 'label',
      id: 'profile.mode',
      labelKey: 'nav.account.label.classic',
      variants: [
        { when: 'inSimulation', labelKey: 'nav.account.label.demo' },
        { when: 'demoUser', labelKey: 'nav.account.label.demo' },
        { when: 'creationDemoAccount', labelKey: 'nav.account.label.demoExpert' },
        { when: 'unifiedMode', labelKey: 'nav.account.label.unified' },
      ],
    },
    { kind: 'label', id: 'profile.elite', labelKey: 'nav.account.label.elite', rules: ['eliteTrader'] },
    { kind: 'label', id: 'profile.follower', labelKey: 'nav.account.label.follower', rules: ['follower'] },
    { kind: 'label', id: 'profile.maker', labelKey: 'nav.account.label.maker', rules: ['marketMaker'] },
    {
      kind: 'label',
      id: 'profile.verification',
      labelKey: 'nav.account.label.unverified',
      variants: [{ when: 'verified', labelKey: 'nav.account.label.verified' }],
    },
    { kind: 'label', id: 'profile.frozen', labelKey: 'nav.account.label.frozen', rules: ['frozen'] },
    {
      kind: 'action',
      id: 'profile.uid',
      labelKey: 'nav.account.uid',
      personalValues: { uid: 'userId' },
      action: 'copyUid',
    },
  ],
} as const satisfies MenuSpec;

export const accountMenu = {
  id: 'account',
  labelKey: 'nav.menu.account',
  rules: ['signedIn'],
  items: [
    { kind: 'link', id: 'account.dashboard', labelKey: 'nav.account.dashboard', rules: ['notSubAccount', 'notInSimulation'], to: routeTo('dashboard') },
    {
      kind: 'link',
      id: 'account.verification',
      labelKey: 'nav.account.verification',
      rules: ['notSubAccount', 'notInSimulation'],
      to: routeTo('verification', {}, { source: NAV_DEFAULTS.verificationSource }),
    },
    {
      kind: 'link',
      id: 'account.security',
      labelKey: 'nav.account.security',
      rules: ['notInSimulation'],
      to: routeTo('security'),
      variants: [{ when: 'subAccount', to: routeTo('subSecurity') }],
    },
    {
      kind: 'link',
      id: 'account.api',
      labelKey: 'nav.account.api',
      rules: ['notInSimulation'],
      securityCheck: 'apiManagement',
      to: routeTo('apiManagement'),
      variants: [{ when: 'subAccount', to: routeTo('subApi') }],
    },
    {
      kind: 'link',
      id: 'account.preferences',
      labelKey: 'nav.account.preferences',
      rules: ['notInSimulation'],
      to: routeTo('preferences'),
      variants: [{ when: 'subAccount', to: routeTo('subPreferences') }],
    },
    {
      kind: 'link',
      id: 'account.demoSwitch',
      labelKey: 'nav.account.demoSwitch',
      rules: ['demoSwitchOpen', 'notInSimulation'],
      to: routeTo('changeDemoAccount'),
      variants: [{ when: 'subAccount', to: routeTo('subChangeDemoAccount') }],
    },
    {
      kind: 'action',
      id: 'account.creationDemo',
      labelKey: 'nav.account.creationDemoSwitch',
      rules: ['creationDemoSwitch', 'notInSimulation'],
      action: 'switchCreationDemo',
    },
    { kind: 'divider' },
    {
      kind: 'link',
      id: 'account.welfare',
      labelKey: 'nav.account.welfare',
      rules: ['notSubAccount', 'notInSimulation'],
      badge: { kind: 'rewardsCount' },
      to: routeTo('welfare'),
    },
    {
      kind: 'link',
      id: 'account.rewardsCenter',
      labelKey: 'nav.account.rewardsCenter',
      rules: ['notSubAccount', 'notInSimulation'],
      to: routeTo('rewards'),
    },
    { kind: 'link', id: 'account.coupons', labelKey: 'nav.account.coupons', rules: ['notSubAccount', 'notInSimulation'], to: routeTo('coupons') },
    {
      kind: 'link',
      id: 'account.investorStatus',
      labelKey: 'nav.account.investorStatus',
      rules: ['notSubAccount', 'notInSimulation', 'ukLocale'],
      to: routeTo('investorStatus'),
    },
    {
      // VIP entry (spec §6): showUserVip=1, a locale that allows it, the `vip` flag, not in simulation.
      kind: 'link',
      id: 'account.vip',
      labelKey: 'nav.account.vip',
      rules: ['notSubAccount', 'notInSimulation', 'showUserVip', 'vipAllowedInLocale'],
      badge: { kind: 'vipLevel' },
      to: routeTo('vipDetail'),
    },
    {
      kind: 'link',
      id: 'account.tradePro',
      labelKey: 'nav.account.tradePro',
      rules: ['notSubAccount', 'notInSimulation', 'traderPro'],
      to: routeTo('tradePro'),
    },
    { kind: 'divider' },
    { kind: 'action', id: 'account.logout', labelKey: 'nav.account.logout', action: 'logout' },
  ],
} as const satisfies MenuSpec;
