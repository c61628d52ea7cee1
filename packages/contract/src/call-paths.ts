/**
 * Where each call of the exchange API goes, alone: the table PAGE_CALLS and ACTION_CALLS are built
 * on, for a client that needs the paths without the answers' schemas (the header's framework-free
 * enhancer, which trusts the envelope's code and reads only what it shows).
 */
export const CALL_PATHS = {
  traderProUserList: '/v1/trigger/trader-pro/user-list',
  rewardsRedIcon: '/v1/act/welfaretask/center/task/app/redicon',
  userInfo: '/v1/user/info',
  userFullInfo: '/v1/user/full-info',
  simulationInfo: '/v1/user/simulation/info',
  accountConfig: '/v1/user/account/config',
  siteConfig: '/v1/site/config',
  feeTags: '/v1/strategy/fee-tags',
  contractSymbols: '/v1/mcp/contract/symbols',
  changeLanguage: '/v1/user/security/changeLanguage',
  logout: '/v1/user/login/logout',
  securityActionItems: '/v1/user/security/actionItems',
  login: '/v1/user/login',
  languages: '/v1/site/languages',
  rates: '/v1/site/rates',
  securityVerify: '/v1/user/security/verify',
  securityStatus: '/v1/user/security/status',
  enterSimulation: '/v1/user/simulation/enter',
  exitSimulation: '/v1/user/simulation/exit',
  switchDemoToReal: '/v1/user/demo/switch-real',
  switchCreationDemo: '/v1/user/demo/switch-creation',
} as const;

export type CallName = keyof typeof CALL_PATHS;
