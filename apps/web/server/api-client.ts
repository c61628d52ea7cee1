/**
 * How the server render reaches the API: the header's one client (`request`) over undici's
 * `request`, on connections kept alive. Node's global fetch is undici too, but its Request, Headers
 * and body streams cost about three times the CPU of a call (docs/speed.md, "Where the time goes").
 */
import type { Locale } from '@exchange/contract';
import { createApiInstance, type ApiInstance, type ApiResponse } from '@exchange/header/api';
import { Agent, request } from 'undici';

/** A server's API instances for `apiOrigin`, one a request (its locale and the visitor's cookie), sharing one pool of connections. */
export function serverApi(apiOrigin: string): (locale: Locale, cookieHeader: string | null) => ApiInstance {
  const dispatcher = new Agent();
  // The client's calls (api/client.ts) each carry a Headers and a JSON text.
  const fetch = async (url: string, { method = 'GET', headers, body, signal }: RequestInit): Promise<ApiResponse> => {
    const answer = await request(url, {
      dispatcher,
      method,
      headers: headers instanceof Headers ? headers : new Headers(headers),
      body: typeof body === 'string' ? body : null,
      signal: signal ?? undefined,
    });
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    return { ok, status: answer.statusCode, text: () => answer.body.text() };
  };
  return (locale, cookieHeader) => createApiInstance({ baseUrl: apiOrigin, locale, cookieHeader, fetch });
}
