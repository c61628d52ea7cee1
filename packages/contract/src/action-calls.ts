/**
 * The calls a user's action makes, as a client sees them (see PAGE_CALLS in calls.ts): the
 * language dialog's lists and its save, the symbol lookup of a click, the security check, sign-in,
 * logout and the mode switches. In a module of their own, with their answers' schemas
 * (action-schemas.ts), so a browser bundle loads them with the action, not with the page.
 */
import * as a from './action-schemas.ts';
import { CALL_PATHS } from './call-paths.ts';
import type { CallDef } from './calls.ts';

export const ACTION_CALLS = {
  contractSymbols: { method: 'POST', path: CALL_PATHS.contractSymbols, response: a.ContractSymbols },
  changeLanguage: { method: 'POST', path: CALL_PATHS.changeLanguage, response: a.Nothing },
  logout: { method: 'POST', path: CALL_PATHS.logout, response: a.Nothing },
  securityActionItems: { method: 'POST', path: CALL_PATHS.securityActionItems, response: a.SecurityActionItems },
  login: { method: 'POST', path: CALL_PATHS.login, response: a.LoginResult },
  languages: { method: 'POST', path: CALL_PATHS.languages, response: a.LanguageList },
  rates: { method: 'POST', path: CALL_PATHS.rates, response: a.RateList },
  securityVerify: { method: 'POST', path: CALL_PATHS.securityVerify, response: a.SecurityVerifyResult },
  securityStatus: { method: 'POST', path: CALL_PATHS.securityStatus, response: a.SecurityStatus },
  enterSimulation: { method: 'POST', path: CALL_PATHS.enterSimulation, response: a.ModeState },
  exitSimulation: { method: 'POST', path: CALL_PATHS.exitSimulation, response: a.ModeState },
  switchDemoToReal: { method: 'POST', path: CALL_PATHS.switchDemoToReal, response: a.ModeState },
  switchCreationDemo: { method: 'POST', path: CALL_PATHS.switchCreationDemo, response: a.ModeState },
} as const satisfies Record<string, CallDef>;
