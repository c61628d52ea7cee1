/**
 * The exchange API's calls as a client sees them, in two modules, so a browser bundle carries
 * the calls of a page's header and loads the others with the actions that make them: this one
 * holds the page's calls; action-calls.ts the calls a user's action makes; endpoints.ts joins them
 * (CALLS) and adds what only the server and the OpenAPI document need (ENDPOINTS).
 */
import type * as v from 'valibot';
import { CALL_PATHS } from './call-paths.ts';
import * as s from './schemas.ts';

/** What a client needs of a call. */
export interface CallDef {
  readonly method: 'POST';
  readonly path: string;
  readonly response: v.GenericSchema;
}

/**
 * The calls a page's header is rendered from and looks up after it (the first data, the optional
 * lookups) as a client sees them: their path and the schema of their answer's `data`. The calls a
 * user's action makes are ACTION_CALLS (action-calls.ts), so a browser bundle can load them
 * with the action; CALLS (endpoints.ts) is both.
 */
export const PAGE_CALLS = {
  traderProUserList: { method: 'POST', path: CALL_PATHS.traderProUserList, response: s.TraderPro },
  rewardsRedIcon: { method: 'POST', path: CALL_PATHS.rewardsRedIcon, response: s.RewardsTask },
  userInfo: { method: 'POST', path: CALL_PATHS.userInfo, response: s.UserInfo },
  userFullInfo: { method: 'POST', path: CALL_PATHS.userFullInfo, response: s.UserFullInfo },
  simulationInfo: { method: 'POST', path: CALL_PATHS.simulationInfo, response: s.SimulationInfo },
  accountConfig: { method: 'POST', path: CALL_PATHS.accountConfig, response: s.AccountConfig },
  siteConfig: { method: 'POST', path: CALL_PATHS.siteConfig, response: s.SiteConfig },
  feeTags: { method: 'POST', path: CALL_PATHS.feeTags, response: s.FeeTagList },
} as const satisfies Record<string, CallDef>;

