/**
 * A call's path asked with another method than POST (or the document's with another than GET):
 * 405 with an Allow header and the JSON envelope, nothing logged as an error.
 */
import { ENDPOINTS, ERROR_CODES } from '@exchange/contract';
import { request } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { documentedStatus, useTestApi } from '../test/testing.ts';

const logError = vi.fn();
const api = useTestApi({ logError });

/** A raw request (fetch refuses TRACE); its status, headers and parsed body. */
function send(method: string, path: string): Promise<{ status: number; allow: string | undefined; body: { code: string; msg: string; data: unknown } | null }> {
  return new Promise((resolve, reject) => {
    const req = request(`${api().url}${path}`, { method }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body: text ? (JSON.parse(text) as { code: string; msg: string; data: unknown }) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('unsupported methods under /v1', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'])('%s on a call answers 405 with Allow: POST and the envelope', async (method) => {
    for (const path of [ENDPOINTS.login.path, ENDPOINTS.userInfo.path]) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.allow).toBe('POST');
      expect(answer.body).toEqual({ code: ERROR_CODES.methodNotAllowed, msg: 'This endpoint takes POST only.', data: null });
    }
    expect(logError).not.toHaveBeenCalled();
  });

  it('HEAD on a call answers 405 too, without a body', async () => {
    const answer = await send('HEAD', ENDPOINTS.login.path);
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('POST');
  });

  it('POST on the OpenAPI document answers 405 with Allow: GET, HEAD', async () => {
    const answer = await send('POST', '/v1/openapi.json');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD');
    expect(answer.body?.code).toBe(ERROR_CODES.methodNotAllowed);
  });

  it('has the status the OpenAPI document gives methodNotAllowed', () => {
    expect(documentedStatus(ERROR_CODES.methodNotAllowed)).toBe(405);
  });
});
