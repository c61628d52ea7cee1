/**
 * The server render's API calls without a socket: a `fetch` for the header's server instance that
 * hands the calls the API can answer in-process (IN_PROCESS_ENDPOINTS: the header's first data) to
 * `invoke` — the same session, validation, answer check and envelope as the HTTP route — and
 * answers them as a Response, which the header's client then reads and validates as any answer.
 * A page's render gets one of its own (`Api.invoker()`: one session lookup for all its calls).
 * Anything else, and a body that is not JSON, goes to `fallback` (the network). `npm run bench` measured what it saves: see
 * README, Speed.
 */
import { ENDPOINTS } from '@exchange/contract';
import { IN_PROCESS_ENDPOINTS, type InProcessEndpoint, type Invoke } from '@exchange/api';

const BY_PATH = new Map<string, InProcessEndpoint>(IN_PROCESS_ENDPOINTS.map((name) => [ENDPOINTS[name].path, name]));

export function inProcessFetch(invoke: Invoke, fallback: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const name = BY_PATH.get(url.pathname);
    if (!name || !init || input instanceof Request || (init.method ?? 'GET').toUpperCase() !== 'POST' || (init.body !== undefined && typeof init.body !== 'string')) {
      return fallback(input, init);
    }
    init.signal?.throwIfAborted();
    let body: unknown;
    try {
      body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : {};
    } catch {
      // Not JSON (the header never sends that): the HTTP route's own answer.
      return fallback(input, init);
    }
    const cookie = new Headers(init.headers).get('cookie') ?? undefined;
    const result = await invoke(name, body, cookie);
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  };
}
