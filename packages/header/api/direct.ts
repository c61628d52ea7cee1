/**
 * A server's own API answering its render's calls in-process (exported by `@exchange/header/server`,
 * never shipped to a browser): `directRequest(answer)` is a `request` that gives each of the page's
 * calls to `answer` and reads what it returns (the HTTP status and the envelope object the API
 * would have sent) with the same checks as an answer over HTTP (client.ts, `checkedData`), within the
 * same timeout and signal, with no request, headers, response or JSON in between. A call `answer`
 * does not take (it returns undefined), and a call that is not one of the page's, goes by `request`.
 *
 *   loadHeaderData(api, locale, signedIn, budgetMs, shared, directRequest((name, body, headers) => myApi.answer(name, body, headers.cookie)))
 */
import { PAGE_CALLS } from '@exchange/contract';
import type { CallDef, EndpointData, EndpointName, EndpointRequest } from '@exchange/contract';
import { ApiError, DEFAULT_TIMEOUT_MS, checkedData, request, type ApiInstance, type RequestOptions } from './client.ts';

/** An in-process answer: the HTTP status and the envelope (`{ code, msg, data }`) the API would have sent. */
export interface DirectResult {
  status: number;
  envelope: unknown;
}

/**
 * The answer to call `name` with `body` and the headers the call would carry (the instance's: the
 * visitor's cookie, the locale's code), or undefined for a call it does not answer in-process.
 */
export type DirectAnswer = (name: EndpointName, body: unknown, headers: Readonly<Record<string, string>>) => Promise<DirectResult> | undefined;

/** What `request` is: what loadHeaderData makes its calls with. */
export type Requester = typeof request;

const pageCalls: Partial<Record<EndpointName, CallDef>> = PAGE_CALLS;

export function directRequest(answer: DirectAnswer): Requester {
  return async <Name extends EndpointName>(instance: ApiInstance | null | undefined, name: Name, body: EndpointRequest<Name>, options: RequestOptions = {}): Promise<EndpointData<Name>> => {
    const endpoint = pageCalls[name];
    const { signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
    if (!instance || !endpoint || signal?.aborted) return request(instance, name, body, options);
    const pending = answer(name, body, instance.headers ?? {});
    if (!pending) return request(instance, name, body, options);
    const { path } = endpoint;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    // Settles with the answer, or fails on the timeout or the caller's signal, as a call over HTTP,
    // with request's errors (the same kind and message: direct.test.ts compares them; they are not
    // shared through client.ts, which would add to the browser's first load).
    const cut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('timeout', name, `Request to ${path} timed out after ${timeoutMs} ms`)), timeoutMs);
      onAbort = () => reject(new ApiError('network', name, `Request to ${path} was aborted`, { cause: signal?.reason }));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    let result: DirectResult;
    try {
      result = await Promise.race([pending, cut]);
    } catch (cause) {
      throw cause instanceof ApiError ? cause : new ApiError('network', name, `Request to ${path} failed: network error`, { cause });
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
    return checkedData(endpoint, name, result.status, result.envelope);
  };
}
