/**
 * The committed OpenAPI document must equal what buildOpenApi() makes from the contract.
 * To regenerate it after changing the contract:
 *   UPDATE_OPENAPI=1 npx vitest run packages/contract/src/openapi.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';
import type { EndpointName } from './endpoints.ts';
import { ERROR_CODES } from './envelope.ts';
import { buildOpenApi, endpointErrors, ERROR_HTTP_STATUS, OPENAPI_PATH, serializeOpenApi } from './openapi.ts';

const committedPath = fileURLToPath(new URL('../openapi.json', import.meta.url));

interface Operation {
  operationId: string;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { in: string; name: string }> };
}

const doc = buildOpenApi() as unknown as Doc;
const names = Object.keys(ENDPOINTS) as EndpointName[];

describe('OpenAPI document', () => {
  it('is committed and current', () => {
    const built = serializeOpenApi();
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(committedPath, built);
    let committed = '';
    try {
      committed = readFileSync(committedPath, 'utf8');
    } catch {
      // Missing file: the comparison below fails with the instruction.
    }
    expect(committed, 'packages/contract/openapi.json is stale: run UPDATE_OPENAPI=1 npx vitest run packages/contract/src/openapi.test.ts').toBe(built);
  });

  it('is OpenAPI 3.1 with the session cookie scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.refreshToken).toMatchObject({ in: 'cookie', name: 'rt' });
  });

  it('has every ENDPOINTS path, as a POST with its request and envelope answer', () => {
    for (const name of names) {
      const def = ENDPOINTS[name];
      const operation = doc.paths[def.path]?.post;
      expect(operation, def.path).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.security).toEqual(def.session ? [{ refreshToken: [] }] : []);
      expect(operation?.requestBody?.content['application/json']?.schema).toBeDefined();
      const answer = operation?.responses['200']?.content?.['application/json']?.schema;
      expect(Object.keys(answer?.properties ?? {})).toEqual(['code', 'msg', 'data']);
    }
  });

  it('has no path outside ENDPOINTS except the document itself', () => {
    const known = new Set<string>([...names.map((name) => ENDPOINTS[name].path), OPENAPI_PATH]);
    expect(Object.keys(doc.paths).filter((path) => !known.has(path))).toEqual([]);
  });

  it('documents every error code an endpoint answers, under its HTTP status', () => {
    for (const name of names) {
      const responses = doc.paths[ENDPOINTS[name].path]?.post?.responses ?? {};
      for (const error of endpointErrors(name)) {
        expect(responses[String(ERROR_HTTP_STATUS[error])], `${name} ${error}`).toBeDefined();
      }
    }
    expect(endpointErrors('userInfo')).toContain('notSignedIn');
    expect(endpointErrors('languages')).not.toContain('notSignedIn');
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('documents the request fields of the schemas', () => {
    expect(doc.components.schemas.LoginRequest).toMatchObject({
      type: 'object',
      required: ['loginName', 'password'],
      properties: { loginName: { type: 'string' }, password: { type: 'string' } },
    });
    expect(doc.components.schemas.EnterSimulationRequest).toMatchObject({
      properties: { type: { enum: ['spot', 'futures'] } },
    });
  });
});
