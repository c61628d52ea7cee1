/**
 * The enhancer's one way to call the API: POST with a JSON body, the session cookie (credentialed,
 * for an API on another origin too), the locale's code, and spec §7's envelope (a success is code
 * "00000" or "200"). It reads no schema: what it shows of an answer it checks where it reads it.
 */
import { CALL_PATHS, ERROR_CODES, isSuccessCode, type CallName } from '@exchange/contract';
import { DEFAULT_TIMEOUT_MS } from '../api/timeout.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';
import type { EnhanceConfig } from './config.ts';

/** A call that did not succeed: the server's message when it sent one, and its code. */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export async function call(config: Pick<EnhanceConfig, 'api' | 'localeCode'>, name: CallName, body: object = {}): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.localeCode) headers['x-locale-code'] = config.localeCode;
  let envelope: { code?: unknown; msg?: unknown; data?: unknown } | null;
  let ok: boolean;
  try {
    const response = await fetch(config.api.replace(/\/+$/, '') + CALL_PATHS[name], {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
    ok = response.ok;
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new CallFailed('', null);
  }
  const code = typeof envelope?.code === 'string' ? envelope.code : null;
  if (!isSuccessCode(code) || !ok) throw new CallFailed(typeof envelope?.msg === 'string' ? envelope.msg : '', code);
  return envelope?.data;
}

/** What to show of a failed call: the server's message, or `generic` when it sent none. */
export const failureMessage = (error: unknown, generic: string): string => (error instanceof CallFailed && error.message) || generic;

/**
 * After a call that says the session is gone: the page reloads (after spec §9's 1 s, as after
 * logging out), and its server render is a guest's.
 */
export function reloadIfSignedOut(error: unknown): void {
  if (error instanceof CallFailed && error.code === ERROR_CODES.notSignedIn) setTimeout(() => location.reload(), NAV_CONSTANTS.logoutReloadDelayMs);
}
