/** What the header loads for its first render: for servers and browsers alike (no "use client"). */
export { HEADER_DATA_BUDGET_MS, SHARED_DATA_TTL_MS, createSharedLookups, loadHeaderData, loadOptionalLookups, loadSettingsLists, type SettingsLists, type SharedLookups, type HeaderContent, type HeaderData, type SignedInData } from './load.ts';
export { headerNavContext, type HeaderPlace, type LookupAnswers } from './context.ts';
export { hasSession, loadPageHeader, type LoadedPageHeader, type PageHeaderRequest } from './page.ts';
export { GUEST_NAV_PAGES, sharedVisibleNav } from './guestNav.ts';
