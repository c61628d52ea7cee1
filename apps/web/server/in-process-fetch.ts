/**
 * The server render's API calls without a socket: a `fetch` for the header's server instance that
 * hands the calls the API can answer in-process (IN_PROCESS_ENDPOINTS: the header's first data) to
 * `invoke` — the same session, validation, answer check and envelope as the HTTP route — and
 * answers them with their status and JSON text (ApiAnswer: no Request, Response or stream), which
 * the header's client then reads and validates as any answer. A page's render gets one of its own
 * (`Api.invoker()`: one session lookup for all its calls). Anything else, and a body that is not
 * JSON, goes to `fallback` (the network). docs/speed.md says what it saves.
 */
import { ENDPOINTS } from '@exchange/contract';
import { IN_PROCESS_ENDPOINTS, type InProcessEndpoint, type Invoke } from '@exchange/api';
import type { ApiAnswer, ApiInstance } from '@exchange/header/api';

type ApiFetch = ApiInstance['fetch'];

const BY_PATH = new Map<string, InProcessEndpoint>(IN_PROCESS_ENDPOINTS.map((name) => [ENDPOINTS[name].path, name]));

/** An answer as the client reads it; its text is there already. */
function answered(status: number, text: string): ApiAnswer {
  return { status, ok: status >= 200 && status < 300, text: () => Promise.resolve(text) };
}

export function inProcessFetch(invoke: Invoke, fallback: ApiFetch = globalThis.fetch.bind(globalThis)): ApiFetch {
  return async (input, init) => {
    const name = BY_PATH.get(new URL(input).pathname);
    if (!name || (init.method ?? 'GET').toUpperCase() !== 'POST' || (init.body != null && typeof init.body !== 'string')) {
      return fallback(input, init);
    }
    init.signal?.throwIfAborted();
    let body: unknown;
    try {
      body = init.body ? JSON.parse(init.body) : {};
    } catch {
      // Not JSON (the header never sends that): the HTTP route's own answer.
      return fallback(input, init);
    }
    const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    const result = await invoke(name, body, headers.get('cookie') ?? undefined);
    return answered(result.status, JSON.stringify(result.body));
  };
}
