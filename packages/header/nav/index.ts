/**
 * The header's navigation model (packages/header/nav): pure TypeScript, no React, no I/O.
 * See README.md for the rules, the decisions and how to add a menu item.
 */
export { NAV_CONSTANTS, NAV_DEFAULTS, DOWNLOAD_PLATFORMS, type DownloadPlatform } from './constants.ts';
export { createNavContext, defaultNavContext, featureOn, knownSite, languageTypeOf, type NavContext, type NavUser } from './context.ts';
export { isCurrentPage, loginFrom, desktopHeaderLayout, withOtherSymbol } from './current.ts';
export { formAction, parseSiteOrigin, siteHref, type HrefContext, type SiteOrigin } from './href.ts';
export { FEATURE_GATES, flagRulesOf } from './features.ts';
export { securitySubjectOf } from './security.ts';
export { formatFeeDiscount, parseFeeDiscount, MAX_FEE_DISCOUNT, type FeeLabel } from './fee.ts';
export { feeTagBadge } from './badges.ts';
export type { NavMessageKey, MessageValues } from './messages.ts';
export { RULES, RULE_NAMES, checkRule, flagRule, type Rule, type RuleName, type RuleResult, type FlagRuleName } from './rules.ts';
export { STUB_LANDINGS, stubNav, type StubMenu, type StubMenuId, type StubNav } from './stub.ts';
export { NAV_LAYOUTS, NAV_REGIONS, NAV_TREE, placementOf, type MenuId, type NavItemId, type NavLayout, type NavNodeId, type NavRegion } from './tree.ts';
export type * from './types.ts';
export { NAV_NODE_IDS, navVisibility, rulesOf, visibleNav, type HiddenBy, type Visibility, type VisibleNav } from './visible.ts';
