/**
 * Every call of the exchange API, as data: method, path, request schema, answer schema, whether
 * it needs a session. The header's client, the reference server and the OpenAPI document are all
 * built from this one table. The first six are spec section 7's; the rest are designed in the
 * same style (POST, JSON body, {code, msg, data} envelope).
 */
import type * as v from 'valibot';
import * as s from './schemas.ts';

export interface EndpointDef {
  readonly method: 'POST';
  readonly path: string;
  readonly request: v.GenericSchema;
  readonly response: v.GenericSchema;
  /** The call needs a session cookie; without one it answers ERROR_CODES.notSignedIn. */
  readonly session: boolean;
  readonly summary: string;
}

export const ENDPOINTS = {
  // Spec section 7
  contractSymbols: {
    method: 'POST',
    path: '/v1/mcp/contract/symbols',
    request: s.ContractSymbolsRequest,
    response: s.ContractSymbols,
    session: false,
    summary: 'Contract symbol list of a business line; answers changed=false without the list when the md5 matches.',
  },
  changeLanguage: {
    method: 'POST',
    path: '/v1/user/security/changeLanguage',
    request: s.ChangeLanguageRequest,
    response: s.Nothing,
    session: true,
    summary: "Saves the signed-in user's language (by languageType).",
  },
  traderProUserList: {
    method: 'POST',
    path: '/v1/trigger/trader-pro/user-list',
    request: s.EmptyRequest,
    response: s.TraderPro,
    session: true,
    summary: "The user's trader-pro account uid, or null.",
  },
  rewardsRedIcon: {
    method: 'POST',
    path: '/v1/act/welfaretask/center/task/app/redicon',
    request: s.EmptyRequest,
    response: s.RewardsTask,
    session: true,
    summary: 'The rewards count shown in the account menu.',
  },
  logout: {
    method: 'POST',
    path: '/v1/user/login/logout',
    request: s.EmptyRequest,
    response: s.Nothing,
    session: false,
    summary: 'Ends the session and expires the refresh-token cookie (also when there is no session).',
  },
  securityActionItems: {
    method: 'POST',
    path: '/v1/user/security/actionItems',
    request: s.SecurityActionRequest,
    response: s.SecurityActionItems,
    session: true,
    summary: 'Requests the security check for an action; fails for frozen accounts.',
  },

  // Designed in the same style (DESIGN.md: calls the spec needs but does not name)
  login: {
    method: 'POST',
    path: '/v1/user/login',
    request: s.LoginRequest,
    response: s.LoginResult,
    session: false,
    summary: 'Signs in and sets the HttpOnly refresh-token cookie. Failed attempts are limited per account and per address.',
  },
  userInfo: {
    method: 'POST',
    path: '/v1/user/info',
    request: s.EmptyRequest,
    response: s.UserInfo,
    session: true,
    summary: 'The signed-in user (spec section 3, User).',
  },
  userFullInfo: {
    method: 'POST',
    path: '/v1/user/full-info',
    request: s.EmptyRequest,
    response: s.UserFullInfo,
    session: true,
    summary: 'User full info: the avatar.',
  },
  simulationInfo: {
    method: 'POST',
    path: '/v1/user/simulation/info',
    request: s.EmptyRequest,
    response: s.SimulationInfo,
    session: true,
    summary: 'Whether the user is in a simulation, and which.',
  },
  accountConfig: {
    method: 'POST',
    path: '/v1/user/account/config',
    request: s.EmptyRequest,
    response: s.AccountConfig,
    session: true,
    summary: 'Account config: accountShow.switchOpen gates the demo switch.',
  },
  siteConfig: {
    method: 'POST',
    path: '/v1/site/config',
    request: s.SiteConfigRequest,
    response: s.SiteConfig,
    session: false,
    summary: 'Per-locale feature flags, region tier, spot copy, the language type that hides referral.',
  },
  languages: {
    method: 'POST',
    path: '/v1/site/languages',
    request: s.EmptyRequest,
    response: s.LanguageList,
    session: false,
    summary: 'The languages the site offers.',
  },
  rates: {
    method: 'POST',
    path: '/v1/site/rates',
    request: s.EmptyRequest,
    response: s.RateList,
    session: false,
    summary: 'The currency units the site offers.',
  },
  feeTags: {
    method: 'POST',
    path: '/v1/strategy/fee-tags',
    request: s.EmptyRequest,
    response: s.FeeTagList,
    session: false,
    summary: 'Fee tags of the trading bots, by strategy type.',
  },
  securityVerify: {
    method: 'POST',
    path: '/v1/user/security/verify',
    request: s.SecurityVerifyRequest,
    response: s.SecurityVerifyResult,
    session: true,
    summary: 'Checks the verification code (or passkey assertion) of a security check.',
  },
  securityStatus: {
    method: 'POST',
    path: '/v1/user/security/status',
    request: s.SecurityActionRequest,
    response: s.SecurityStatus,
    session: true,
    summary: 'Whether this session passed the security check of an action recently: a guarded page reached directly asks before it opens.',
  },
  enterSimulation: {
    method: 'POST',
    path: '/v1/user/simulation/enter',
    request: s.EnterSimulationRequest,
    response: s.ModeState,
    session: true,
    summary: 'Enters the simulation (spot or futures): unified simulation for unified-mode users, classic otherwise.',
  },
  exitSimulation: {
    method: 'POST',
    path: '/v1/user/simulation/exit',
    request: s.EmptyRequest,
    response: s.ModeState,
    session: true,
    summary: 'Leaves the simulation.',
  },
  switchDemoToReal: {
    method: 'POST',
    path: '/v1/user/demo/switch-real',
    request: s.EmptyRequest,
    response: s.ModeState,
    session: true,
    summary: 'Switches a demo user (DemoStatus) or a creation demo account to the real account.',
  },
  switchCreationDemo: {
    method: 'POST',
    path: '/v1/user/demo/switch-creation',
    request: s.EmptyRequest,
    response: s.ModeState,
    session: true,
    summary: 'Switches to the creation demo account.',
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointRequest<Name extends EndpointName> = v.InferInput<(typeof ENDPOINTS)[Name]['request']>;
export type EndpointData<Name extends EndpointName> = v.InferOutput<(typeof ENDPOINTS)[Name]['response']>;
