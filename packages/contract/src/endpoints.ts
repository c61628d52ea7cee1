/**
 * Every call of the exchange API, as data: method, path, request schema, answer schema, whether
 * it needs a session. The header's client, the reference server and the OpenAPI document are all
 * built from this one table. The first six are spec section 7's; the rest are designed in the
 * same style (POST, JSON body, {code, msg, data} envelope).
 *
 * In two parts, joined into {@link ENDPOINTS}: what a client needs of a call ({@link CALLS}: where
 * it goes and the schema its answer is validated with) and what only the server and the document
 * need (the request's schema, whether a session is required, the summary). A browser bundle that
 * reads CALLS alone (the header's client) carries none of the second part.
 */
import type * as v from 'valibot';
import * as s from './schemas.ts';

/** What a client needs of a call. */
export interface CallDef {
  readonly method: 'POST';
  readonly path: string;
  readonly response: v.GenericSchema;
}

export interface EndpointDef extends CallDef {
  readonly request: v.GenericSchema;
  /** The call needs a session cookie; without one it answers ERROR_CODES.notSignedIn. */
  readonly session: boolean;
  readonly summary: string;
}

/** Every call as a client sees it: its path and the schema of its answer's `data`. */
export const CALLS = {
  // Spec section 7
  contractSymbols: { method: 'POST', path: '/v1/mcp/contract/symbols', response: s.ContractSymbols },
  changeLanguage: { method: 'POST', path: '/v1/user/security/changeLanguage', response: s.Nothing },
  traderProUserList: { method: 'POST', path: '/v1/trigger/trader-pro/user-list', response: s.TraderPro },
  rewardsRedIcon: { method: 'POST', path: '/v1/act/welfaretask/center/task/app/redicon', response: s.RewardsTask },
  logout: { method: 'POST', path: '/v1/user/login/logout', response: s.Nothing },
  securityActionItems: { method: 'POST', path: '/v1/user/security/actionItems', response: s.SecurityActionItems },

  // Designed in the same style (DESIGN.md: calls the spec needs but does not name)
  login: { method: 'POST', path: '/v1/user/login', response: s.LoginResult },
  userInfo: { method: 'POST', path: '/v1/user/info', response: s.UserInfo },
  userFullInfo: { method: 'POST', path: '/v1/user/full-info', response: s.UserFullInfo },
  simulationInfo: { method: 'POST', path: '/v1/user/simulation/info', response: s.SimulationInfo },
  accountConfig: { method: 'POST', path: '/v1/user/account/config', response: s.AccountConfig },
  siteConfig: { method: 'POST', path: '/v1/site/config', response: s.SiteConfig },
  languages: { method: 'POST', path: '/v1/site/languages', response: s.LanguageList },
  rates: { method: 'POST', path: '/v1/site/rates', response: s.RateList },
  feeTags: { method: 'POST', path: '/v1/strategy/fee-tags', response: s.FeeTagList },
  securityVerify: { method: 'POST', path: '/v1/user/security/verify', response: s.SecurityVerifyResult },
  securityStatus: { method: 'POST', path: '/v1/user/security/status', response: s.SecurityStatus },
  enterSimulation: { method: 'POST', path: '/v1/user/simulation/enter', response: s.ModeState },
  exitSimulation: { method: 'POST', path: '/v1/user/simulation/exit', response: s.ModeState },
  switchDemoToReal: { method: 'POST', path: '/v1/user/demo/switch-real', response: s.ModeState },
  switchCreationDemo: { method: 'POST', path: '/v1/user/demo/switch-creation', response: s.ModeState },
} as const satisfies Record<string, CallDef>;

/** What the server validates a call's body with, whether it needs a session, and what it does (the OpenAPI summary). */
const SERVER_SIDE = {
  // Spec section 7
  contractSymbols: {
    request: s.ContractSymbolsRequest,
    session: false,
    summary: 'Contract symbol list of a business line; answers changed=false without the list when the md5 matches.',
  },
  changeLanguage: {
    request: s.ChangeLanguageRequest,
    session: true,
    summary: "Saves the signed-in user's language (by languageType).",
  },
  traderProUserList: {
    request: s.EmptyRequest,
    session: true,
    summary: "The user's trader-pro account uid, or null.",
  },
  rewardsRedIcon: {
    request: s.EmptyRequest,
    session: true,
    summary: 'The rewards count shown in the account menu.',
  },
  logout: {
    request: s.EmptyRequest,
    session: false,
    summary: 'Ends the session and expires the refresh-token cookie (also when there is no session).',
  },
  securityActionItems: {
    request: s.SecurityActionRequest,
    session: true,
    summary: 'Requests the security check for an action; fails for frozen accounts.',
  },

  // Designed in the same style (DESIGN.md: calls the spec needs but does not name)
  login: {
    request: s.LoginRequest,
    session: false,
    summary: 'Signs in and sets the HttpOnly refresh-token cookie. Failed attempts are limited per account and per address.',
  },
  userInfo: {
    request: s.EmptyRequest,
    session: true,
    summary: 'The signed-in user (spec section 3, User).',
  },
  userFullInfo: {
    request: s.EmptyRequest,
    session: true,
    summary: 'User full info: the avatar.',
  },
  simulationInfo: {
    request: s.EmptyRequest,
    session: true,
    summary: 'Whether the user is in a simulation, and which.',
  },
  accountConfig: {
    request: s.EmptyRequest,
    session: true,
    summary: 'Account config: accountShow.switchOpen gates the demo switch.',
  },
  siteConfig: {
    request: s.SiteConfigRequest,
    session: false,
    summary: 'Per-locale feature flags, region tier, spot copy, the language type that hides referral.',
  },
  languages: {
    request: s.EmptyRequest,
    session: false,
    summary: 'The languages the site offers.',
  },
  rates: {
    request: s.EmptyRequest,
    session: false,
    summary: 'The currency units the site offers.',
  },
  feeTags: {
    request: s.EmptyRequest,
    session: false,
    summary: 'Fee tags of the trading bots, by strategy type.',
  },
  securityVerify: {
    request: s.SecurityVerifyRequest,
    session: true,
    summary: 'Checks the verification code (or passkey assertion) of a security check.',
  },
  securityStatus: {
    request: s.SecurityActionRequest,
    session: true,
    summary: 'Whether this session passed the security check of an action recently: a guarded page reached directly asks before it opens.',
  },
  enterSimulation: {
    request: s.EnterSimulationRequest,
    session: true,
    summary: 'Enters the simulation (spot or futures): unified simulation for unified-mode users, classic otherwise.',
  },
  exitSimulation: {
    request: s.EmptyRequest,
    session: true,
    summary: 'Leaves the simulation.',
  },
  switchDemoToReal: {
    request: s.EmptyRequest,
    session: true,
    summary: 'Switches a demo user (DemoStatus) or a creation demo account to the real account.',
  },
  switchCreationDemo: {
    request: s.EmptyRequest,
    session: true,
    summary: 'Switches to the creation demo account.',
  },
} as const satisfies Record<keyof typeof CALLS, Omit<EndpointDef, keyof CallDef>>;

type Endpoints = { readonly [Name in keyof typeof CALLS]: (typeof CALLS)[Name] & (typeof SERVER_SIDE)[Name] };

function joinEndpoints(): Endpoints {
  return Object.fromEntries(Object.entries(CALLS).map(([name, call]) => [name, { ...call, ...SERVER_SIDE[name as EndpointName] }])) as Endpoints;
}

export const ENDPOINTS = /* @__PURE__ */ joinEndpoints() satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof CALLS;
export type EndpointRequest<Name extends EndpointName> = v.InferInput<(typeof ENDPOINTS)[Name]['request']>;
export type EndpointData<Name extends EndpointName> = v.InferOutput<(typeof CALLS)[Name]['response']>;
