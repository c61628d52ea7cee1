/**
 * The server render's API calls without a socket: the header's client hands each call to the
 * instance's `answer` (DirectAnswer) first, and this one answers the calls the API can answer
 * in-process (IN_PROCESS_ENDPOINTS: the header's first data) with `invoke` — the same session,
 * validation, answer check and envelope as the HTTP route — as the status and envelope object, with
 * no request, response, stream or JSON between them; the client checks the answer as any other.
 * Other calls (undefined here) go by the instance's `fetch`. A page's render gets one of its own
 * (`Api.invoker()`: one session lookup for all its calls). `npm run bench` measured what it saves:
 * see docs/speed.md.
 */
import { ENDPOINTS } from '@exchange/contract';
import { IN_PROCESS_ENDPOINTS, type InProcessEndpoint, type Invoke } from '@exchange/api';
import type { DirectAnswer } from '@exchange/header/api';

const BY_PATH = new Map<string, InProcessEndpoint>(IN_PROCESS_ENDPOINTS.map((name) => [ENDPOINTS[name].path, name]));

export function inProcessAnswer(invoke: Invoke): DirectAnswer {
  return (path, body, headers) => {
    const name = BY_PATH.get(path);
    if (!name) return undefined;
    return invoke(name, body ?? {}, headers.cookie).then(({ status, body: envelope }) => ({ status, envelope }));
  };
}
