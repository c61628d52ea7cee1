/**
 * Every call of the exchange API, as data: method, path, request schema, answer schema, whether
 * it needs a session. The header's client, the reference server and the OpenAPI document are all
 * built from this one table. The first six are spec section 7's; the rest are designed in the
 * same style (POST, JSON body, {code, msg, data} envelope).
 *
 * In parts: what a client needs of a call (CALLS: where it goes and the schema its answer is
 * validated with; the page's calls in calls.ts, the calls a user's action makes in
 * action-calls.ts) and what only the server and the document need (here: the request's schema,
 * whether a session is required, the summary), joined into {@link ENDPOINTS}. A browser bundle
 * that reads the client's part alone (the header's client) carries none of the rest.
 */
import type * as v from 'valibot';
import { ACTION_CALLS } from './action-calls.ts';
import { PAGE_CALLS, type CallDef } from './calls.ts';
import * as s from './schemas.ts';

export interface EndpointDef extends CallDef {
  readonly request: v.GenericSchema;
  /** The call needs a session cookie; without one it answers ERROR_CODES.notSignedIn. */
  readonly session: boolean;
  readonly summary: string;
}

/** Every call as a client sees it: its path and the schema of its answer's `data`. */
export const CALLS = /* @__PURE__ */ joinCalls();

function joinCalls(): typeof PAGE_CALLS & typeof ACTION_CALLS {
  return { ...PAGE_CALLS, ...ACTION_CALLS };
}

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
    summary: 'Checks the verification code (or passkey assertion) of a security check; when it passes, the session gets a new token (a new session cookie).',
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

/** In SERVER_SIDE's order, the table's (spec section 7's calls first): the OpenAPI document lists them so. */
function joinEndpoints(): Endpoints {
  return Object.fromEntries(Object.entries(SERVER_SIDE).map(([name, server]) => [name, { ...CALLS[name as EndpointName], ...server }])) as Endpoints;
}

export const ENDPOINTS = /* @__PURE__ */ joinEndpoints() satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof CALLS;
export type EndpointRequest<Name extends EndpointName> = v.InferInput<(typeof ENDPOINTS)[Name]['request']>;
export type EndpointData<Name extends EndpointName> = v.InferOutput<(typeof CALLS)[Name]['response']>;
