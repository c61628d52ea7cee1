/**
 * The calls a user's action makes, as a client sees them (see PAGE_CALLS in calls.ts): the
 * language dialog's lists and its save, the symbol lookup of a click, the security check, sign-in,
 * logout and the mode switches. In a module of their own, with their answers' schemas
 * (action-schemas.ts), so a browser bundle loads them with the action, not with the page.
 */
import * as a from './action-schemas.ts';
import type { CallDef } from './calls.ts';

export const ACTION_CALLS = {
  contractSymbols: { method: 'POST', path: '/v1/mcp/contract/symbols', response: a.ContractSymbols },
  changeLanguage: { method: 'POST', path: '/v1/user/security/changeLanguage', response: a.Nothing },
  logout: { method: 'POST', path: '/v1/user/login/logout', response: a.Nothing },
  securityActionItems: { method: 'POST', path: '/v1/user/security/actionItems', response: a.SecurityActionItems },
  login: { method: 'POST', path: '/v1/user/login', response: a.LoginResult },
  languages: { method: 'POST', path: '/v1/site/languages', response: a.LanguageList },
  rates: { method: 'POST', path: '/v1/site/rates', response: a.RateList },
  securityVerify: { method: 'POST', path: '/v1/user/security/verify', response: a.SecurityVerifyResult },
  securityStatus: { method: 'POST', path: '/v1/user/security/status', response: a.SecurityStatus },
  enterSimulation: { method: 'POST', path: '/v1/user/simulation/enter', response: a.ModeState },
  exitSimulation: { method: 'POST', path: '/v1/user/simulation/exit', response: a.ModeState },
  switchDemoToReal: { method: 'POST', path: '/v1/user/demo/switch-real', response: a.ModeState },
  switchCreationDemo: { method: 'POST', path: '/v1/user/demo/switch-creation', response: a.ModeState },
} as const satisfies Record<string, CallDef>;
