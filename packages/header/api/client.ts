/**
 * The header's typed API client: one `request` function over the contract's table of calls (CALLS:
 * the page's calls, and the calls a user's action makes, loaded with the first of them).
 * Every call is a JSON POST answered with the `{ code, msg, data }` envelope (DESIGN.md: API
 * envelope); success iff `code` is "00000" or "200" (spec section 7), and `data` is validated
 * with the endpoint's schema before anyone reads it. Every failure is one `ApiError`.
 */
import * as v from 'valibot';
import { DEFAULT_TIMEOUT_MS } from './timeout.ts';
import { ERROR_CODES, PAGE_CALLS, isLocale, isSuccessCode, localeEntry } from '@exchange/contract';
import type { CallDef, EndpointData, EndpointName, EndpointRequest, Locale } from '@exchange/contract';

/** What `request` reads of an answer: a fetch `Response` has it, and so can a server's own HTTP client's answer. */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'text'>;

/** What the spec calls the "request client": how and where to send calls. */
export interface ApiInstance {
  /** The global fetch, or any function of its shape whose answer has `ok`, `status` and `text()`. */
  fetch: (input: string, init: RequestInit) => Promise<ApiResponse>;
  /** Prefix of every path; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** Extra headers on every call, e.g. the cookie forwarded by the server renderer. */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds before the call is abandoned with kind 'timeout'. */
  timeoutMs?: number;
}

export type ApiErrorKind = 'no-instance' | 'network' | 'timeout' | 'http' | 'malformed' | 'code' | 'shape';

export { DEFAULT_TIMEOUT_MS } from './timeout.ts';

/** Spec section 8: the exact message of a call made without a request client. */
export const NO_INSTANCE_MESSAGE = 'No instance provided';

/**
 * The one error every failed call rejects with. For kind 'code', `message` is the server's `msg`,
 * meant to be shown to the user as is (spec section 8: the security check toasts it).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: EndpointName;
  /** The envelope's code, when the server answered with one. */
  readonly code?: string;
  /** The HTTP status, when there was a response. */
  readonly status?: number;

  constructor(
    kind: ApiErrorKind,
    endpoint: EndpointName,
    message: string,
    extra: { code?: string; status?: number; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    if (extra.code !== undefined) this.code = extra.code;
    if (extra.status !== undefined) this.status = extra.status;
  }
}

/** Whether a call failed because the API says there is no session (`notSignedIn`: signed out, expired). */
export const isSignedOutError = (error: unknown): boolean => error instanceof ApiError && error.kind === 'code' && error.code === ERROR_CODES.notSignedIn;

export interface ApiInstanceOptions {
  /** Prefix of every call's path, e.g. `/gateway` or `https://api.example.com`; '' is the page's origin. A server gives the API's absolute origin. */
  baseUrl?: string;
  /** The page's locale: calls carry its code as `X-Locale-Code` when it has one (spec §9), from a browser and a server alike. */
  locale?: Locale;
  /**
   * A server renderer's: the visitor's `Cookie` header, forwarded on every call so the API sees the
   * session the browser would. A browser leaves it out: the session cookie travels by itself.
   */
  cookieHeader?: string | null;
  /** @default the global fetch */
  fetch?: ApiInstance['fetch'];
}

/**
 * The one factory of the header's API instance, for a browser and a server alike: calls under
 * `baseUrl`, carrying the locale's code (`X-Locale-Code`) and, on a server, the visitor's cookie.
 */
export function createApiInstance({ baseUrl = '', locale, cookieHeader, fetch = globalThis.fetch.bind(globalThis) }: ApiInstanceOptions = {}): ApiInstance {
  // Bound (above), because some browsers throw "Illegal invocation" when fetch is called as a method.
  return { fetch, baseUrl, headers: { ...localeCodeHeaders(locale), ...(cookieHeader ? { cookie: cookieHeader } : {}) } };
}

/**
 * Spec §9's locale codes (vi_VN, uk_UA, ...) are what the server expects: the calls carry the
 * page's code as `X-Locale-Code` when its locale has one (LOCALES.code); others send none.
 */
export function localeCodeHeaders(locale: string | undefined): Record<string, string> {
  const code = locale && isLocale(locale) ? localeEntry(locale).code : null;
  return code ? { 'x-locale-code': code } : {};
}

/**
 * @deprecated Since 1.1, `createApiInstance({ baseUrl: origin, locale, cookieHeader, fetch })`, which
 * also carries the locale's code. Kept for the hosts of 1.0 (no locale code, as then) until the next major version.
 */
export function createServerInstance(origin: string, cookieHeader: string | null, fetch?: ApiInstance['fetch']): ApiInstance {
  return createApiInstance({ baseUrl: origin, cookieHeader, fetch });
}

/** For the lookups the spec ignores when they fail (rewards, trader-pro, symbols). */
export function optional<T>(promise: Promise<T>): Promise<T | undefined> {
  return promise.then(
    (value) => value,
    () => undefined,
  );
}

/** Loads the action calls' module ahead of a part that will make one (never rejects). */
export function preloadActionCalls(): Promise<void> {
  return import('./actionCalls.ts').then(
    () => undefined,
    () => undefined,
  );
}

/**
 * What a client needs of call `name`: a page's call at once; a call a user's action makes with its
 * module (actionCalls.ts), loaded with the first of them. A module that cannot be loaded fails the
 * call as the network would.
 */
async function callDef(name: EndpointName): Promise<CallDef> {
  const pageCalls: Partial<Record<EndpointName, CallDef>> = PAGE_CALLS;
  const pageCall = pageCalls[name];
  if (pageCall) return pageCall;
  let actionCalls: Partial<Record<EndpointName, CallDef>>;
  try {
    ({ ACTION_CALLS: actionCalls } = await import('./actionCalls.ts'));
  } catch (cause) {
    throw new ApiError('network', name, `Request to ${name} failed: its code could not be loaded`, { cause });
  }
  return actionCalls[name] as CallDef;
}

/** Calls endpoint `name` with `body`; resolves with its validated `data`, rejects with ApiError. */
export async function request<Name extends EndpointName>(
  instance: ApiInstance | null | undefined,
  name: Name,
  body: EndpointRequest<Name>,
  options: RequestOptions = {},
): Promise<EndpointData<Name>> {
  if (!instance) throw new ApiError('no-instance', name, NO_INSTANCE_MESSAGE);
  const endpoint = await callDef(name);
  const { path } = endpoint;
  const fail = (kind: ApiErrorKind, message: string, extra?: { code?: string; status?: number; cause?: unknown }) =>
    new ApiError(kind, name, message, extra);

  // One controller aborts on our timeout or the caller's signal; `timedOut` tells them apart.
  const { signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (signal?.aborted) throw fail('network', `Request to ${path} was aborted`, { cause: signal.reason });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const headers = new Headers(instance.headers);
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');

  let response: ApiResponse;
  let text: string;
  try {
    response = await instance.fetch(`${(instance.baseUrl ?? '').replace(/\/+$/, '')}${path}`, {
      method: endpoint.method,
      headers,
      body: JSON.stringify(body),
      // The session cookie goes to an API on another origin too (a page of another origin whose
      // `api-base` is the site): the API answers credentialed CORS only to its allowed origins.
      credentials: 'include',
      signal: controller.signal,
    });
    // Reading the body is still under the timeout: a server can stall mid-answer too.
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw fail('timeout', `Request to ${path} timed out after ${timeoutMs} ms`, { cause });
    const what = signal?.aborted ? 'was aborted' : 'failed: network error';
    throw fail('network', `Request to ${path} ${what}`, { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  const { status, ok } = response;
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch (cause) {
    throw ok
      ? fail('malformed', `Answer of ${path} is not JSON`, { status, cause })
      : fail('http', `Request to ${path} failed with HTTP ${status}`, { status });
  }
  if (typeof envelope !== 'object' || envelope === null || !('code' in envelope) || typeof envelope.code !== 'string') {
    throw ok
      ? fail('malformed', `Answer of ${path} is not a {code, msg, data} envelope`, { status })
      : fail('http', `Request to ${path} failed with HTTP ${status}`, { status });
  }

  const { code } = envelope;
  // An error status with an envelope still carries the server's message: it is a 'code' failure.
  if (!isSuccessCode(code)) {
    const msg = 'msg' in envelope && typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : '';
    throw fail('code', msg || `Request to ${path} failed with code ${code}`, { code, status });
  }
  if (!ok) throw fail('http', `Request to ${path} failed with HTTP ${status}`, { code, status });

  const parsed = v.safeParse(endpoint.response, 'data' in envelope ? envelope.data : undefined);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const dotPath = v.getDotPath(issue);
    const where = dotPath ? `data.${dotPath}` : 'data';
    throw fail('shape', `Answer of ${path} has an unexpected shape at ${where}: ${issue.message}`, { code, status });
  }
  return parsed.output as EndpointData<Name>;
}
