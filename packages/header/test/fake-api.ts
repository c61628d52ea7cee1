/**
 * A fake exchange API for component tests: an ApiInstance (what HeaderProvider's `api` prop takes)
 * whose fetch answers each contract call from a table, so a component runs the real client (the
 * envelope, success codes, schema validation, timeouts) against answers a test chooses: success,
 * a failure code, a wrong shape, a slow or a hanging answer. It records every call it is sent.
 */
import { ENDPOINTS, type EndpointData, type EndpointName } from '@exchange/contract';
import type { ApiInstance } from '../api/index.ts';

export type FakeReply<Name extends EndpointName> =
  /** Success with this data, after `delayMs` (default 0). */
  | { readonly data: EndpointData<Name>; readonly delayMs?: number }
  /** A failure code with the server's message. */
  | { readonly code: string; readonly msg: string; readonly delayMs?: number }
  /** A success envelope whose data is whatever the test gives (a wrong shape). */
  | { readonly wrongShape: unknown; readonly delayMs?: number }
  /** No answer until the call is abandoned. */
  | { readonly hang: true };

export type FakeReplies = { [Name in EndpointName]?: FakeReply<Name> };

export interface FakeCall {
  readonly name: EndpointName;
  readonly body: unknown;
}

export interface FakeApi {
  readonly api: ApiInstance;
  /** Every call sent, in order. */
  readonly calls: FakeCall[];
  /** The bodies of the calls sent to one endpoint. */
  readonly bodies: (name: EndpointName) => unknown[];
  /** Changes one endpoint's reply from now on. */
  readonly reply: <Name extends EndpointName>(name: Name, reply: FakeReply<Name>) => void;
}

const BY_PATH = new Map<string, EndpointName>(Object.entries(ENDPOINTS).map(([name, endpoint]) => [endpoint.path, name as EndpointName]));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Resolves after `ms` (the test's clock, real or fake), or rejects when `signal` aborts. */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) return abort();
    const timer = ms === Infinity ? undefined : setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      abort();
    });
  });
}

/** `baseUrl` is where the header is told the API is: calls elsewhere fail as a network error. */
export function createFakeApi(replies: FakeReplies = {}, baseUrl = '/gateway'): FakeApi {
  const table: FakeReplies = { ...replies };
  const calls: FakeCall[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    if (!input.startsWith(`${baseUrl}/`)) throw new TypeError(`Failed to fetch ${input}`);
    const name = BY_PATH.get(input.slice(baseUrl.length));
    if (!name) return json(404, { code: '40400', msg: 'Not found', data: null });
    calls.push({ name, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply: FakeReply<EndpointName> | undefined = table[name];
    if (!reply) throw new Error(`The fake API has no reply for ${name}`);
    if ('hang' in reply) {
      await wait(Infinity, init.signal);
      throw new Error('unreachable');
    }
    await wait(reply.delayMs ?? 0, init.signal);
    if ('code' in reply) return json(200, { code: reply.code, msg: reply.msg, data: null });
    return json(200, { code: '00000', msg: '', data: 'data' in reply ? reply.data : reply.wrongShape });
  };
  return {
    api: { fetch, baseUrl, headers: {} },
    calls,
    bodies: (name) => calls.filter((call) => call.name === name).map((call) => call.body),
    reply: (name, reply) => {
      (table as Record<EndpointName, unknown>)[name] = reply;
    },
  };
}
