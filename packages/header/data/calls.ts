/**
 * Every call the header's views make, by name: the views (root/, settings/, security/) call these
 * and never `request()` (lint forbids it, eslint.config.js), so "what does the header ask the API,
 * and where?" is answered here and in load.ts (the first render's data).
 */
import type { SecurityAction } from '@exchange/contract';
import { optional, request, type ApiInstance } from '../api/index.ts';
import { MODE_CALLS, type ModeAction } from './modeCalls.ts';

/** The model's mode switches: each changes the account's mode on the server (the page reloads after). */
export type { ModeAction } from './modeCalls.ts';

/** Switches the account's mode (rejects with the API's error). */
export const switchMode = (api: ApiInstance, action: ModeAction): Promise<unknown> => {
  const [name, body] = MODE_CALLS[action];
  return name === 'enterSimulation' ? request(api, name, body) : request(api, name, body);
};

/** Ends the session: the answer expires the HttpOnly session cookie (rejects with the API's error). */
export const logOut = (api: ApiInstance): Promise<unknown> => request(api, 'logout', {});

/** Saves the user's language on their account (rejects with the API's error). */
export const saveLanguage = (api: ApiInstance, languageType: number): Promise<unknown> => request(api, 'changeLanguage', { languageType });

/** What the security check of `action` accepts (whether a passkey can answer it). */
export const securityCheckOptions = (api: ApiInstance, action: SecurityAction) => request(api, 'securityActionItems', { action });

/** Sends a verification code for `action` (rejects with the API's error when it is wrong). */
export const verifySecurityCode = (api: ApiInstance, action: SecurityAction, code: string): Promise<unknown> => request(api, 'securityVerify', { action, code });

/** One of the lists the settings dialog shows: the languages or the currency units (rejects on failure). */
export const settingsList = <Name extends 'languages' | 'rates'>(api: ApiInstance, name: Name, options: { signal?: AbortSignal; timeoutMs?: number }) =>
  request(api, name, {}, options);

/** The languages and the currency units the settings dialog lists (each rejects on failure). */
export const settingsLists = (api: ApiInstance, signal: AbortSignal) => ({
  languages: settingsList(api, 'languages', { signal }),
  rates: settingsList(api, 'rates', { signal }),
});

/** The optional lookups (spec §7): each answer, or undefined when the call failed (the same as "none"). */
export const optionalLookups = (api: ApiInstance) => ({
  rewardsAmount: optional(request(api, 'rewardsRedIcon', {})).then((answer) => answer?.amount ?? null),
  traderProUid: optional(request(api, 'traderProUserList', {})).then((answer) => answer?.traderProUid ?? null),
});
