/**
 * The server render's API calls without a socket: the header's calls go by `directRequest`
 * (`@exchange/header/server`), which gives each to this answer first; it answers the calls the API
 * can answer in-process (IN_PROCESS_ENDPOINTS: the header's first data) with `invoke` — the same
 * session, validation, answer check and envelope as the HTTP route — as the status and the envelope
 * object, with no request, headers, response or JSON between them, and the header's client checks
 * it as any answer. Other calls (undefined here) go over the network. A page's render gets one of
 * its own (`Api.invoker()`: one session lookup for all its calls). docs/speed.md says what it saves.
 */
import { IN_PROCESS_ENDPOINTS, type InProcessEndpoint, type Invoke } from '@exchange/api';
import type { DirectAnswer } from '@exchange/header/server';

const IN_PROCESS = new Set<string>(IN_PROCESS_ENDPOINTS);
const isInProcess = (name: string): name is InProcessEndpoint => IN_PROCESS.has(name);

export function inProcessAnswer(invoke: Invoke): DirectAnswer {
  return (name, body, headers) => (isInProcess(name) ? invoke(name, body ?? {}, headers.cookie).then(({ status, body: envelope }) => ({ status, envelope })) : undefined);
}
