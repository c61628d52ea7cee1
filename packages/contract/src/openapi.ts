/**
 * Builds the OpenAPI 3.1 document of the exchange API from the ENDPOINTS table and the valibot
 * schemas, so the document cannot drift from what the client and the server validate. The built
 * document is committed as `packages/contract/openapi.json` (openapi.test.ts keeps it current)
 * and the reference API serves it at GET /v1/openapi.json.
 *
 * Not exported from the package index: it pulls in @valibot/to-json-schema, which the header's
 * browser bundle must not carry.
 */
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type { ConversionConfig, JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ENDPOINTS } from './endpoints.ts';
import type { EndpointDef, EndpointName } from './endpoints.ts';
import { ERROR_CODES, ERROR_HTTP_STATUS, SECURE_SESSION_COOKIE, SESSION_COOKIE, SUCCESS_CODES, type ErrorName } from './envelope.ts';
import * as actionSchemas from './action-schemas.ts';
import * as schemas from './schemas.ts';


/** Path of the document itself on the reference API (the only GET route). */
export const OPENAPI_PATH = '/v1/openapi.json';

/** Name of the HttpOnly refresh-token (session) cookie. */
export const SESSION_COOKIE_NAME = SESSION_COOKIE;


export { ERROR_HTTP_STATUS };

const ERROR_DESCRIPTIONS: Record<ErrorName, string> = {
  badRequest: 'Malformed JSON, a body that is not an object, wrong types, missing fields, an unknown value (locale, business line, languageType), or a body over 16 KB.',
  unknownAction: 'The `action` of a security check is not one of SECURITY_ACTIONS.',
  badVerificationCode: 'The verification code of a security check is wrong.',
  accountFrozen: 'The account is frozen; its security check fails with a message to show.',
  notSignedIn: 'No session cookie, or the session has expired or was ended.',
  badCredentials: 'Wrong login name or password.',
  tooManyAttempts: 'A sign-in that must wait after failed ones (from this address against the account or against any, or against the account from many addresses), or a security check after too many wrong codes; wait as long as Retry-After says (seconds).',
  crossOrigin: 'A POST whose Origin (or Referer) is neither the API origin nor a trusted origin.',
  notApplicable: 'The operation does not apply to the user in their current state.',
  notFound: 'No such endpoint.',
  methodNotAllowed: 'The path exists, but not with this method (calls are POSTs); the Allow header lists the methods it takes.',
  internal: 'Anything unexpected; the message is generic and never carries a stack trace.',
  unavailable: 'The store is busy for a moment; try again after Retry-After (seconds).',
};

/** Errors every endpoint can answer, besides those of {@link ENDPOINT_ERRORS}. */
const COMMON_ERRORS: readonly ErrorName[] = ['badRequest', 'crossOrigin', 'internal', 'unavailable'];

/** The endpoint-specific errors, as the reference API answers them. */
export const ENDPOINT_ERRORS: Partial<Record<EndpointName, readonly ErrorName[]>> = {
  login: ['badCredentials', 'tooManyAttempts'],
  securityActionItems: ['unknownAction', 'accountFrozen', 'tooManyAttempts'],
  securityVerify: ['unknownAction', 'accountFrozen', 'badVerificationCode', 'notApplicable', 'tooManyAttempts'],
  enterSimulation: ['notApplicable'],
  exitSimulation: ['notApplicable'],
  switchDemoToReal: ['notApplicable'],
  switchCreationDemo: ['notApplicable'],
};

/** Every error an endpoint can answer, in ERROR_CODES order. */
export function endpointErrors(name: EndpointName): ErrorName[] {
  const def: EndpointDef = ENDPOINTS[name];
  const own = new Set<ErrorName>([...COMMON_ERRORS, ...(ENDPOINT_ERRORS[name] ?? [])]);
  if (def.session) own.add('notSignedIn');
  return (Object.keys(ERROR_CODES) as ErrorName[]).filter((error) => own.has(error));
}

type AnySchema = v.GenericSchema;

function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';
}

/** Every named schema of schemas.ts and action-schemas.ts becomes a component, so the document refers to it by name. */
function namedSchemas(): Record<string, AnySchema> {
  const named: Record<string, AnySchema> = {};
  const seen = new Set<AnySchema>();
  for (const [name, value] of Object.entries({ ...schemas, ...actionSchemas }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // One object exported under two names would give two components; the first name wins.
    if (isSchema(value) && !seen.has(value)) {
      seen.add(value);
      named[name] = value;
    }
  }
  return named;
}

const componentRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

function conversionConfig(definitions: Record<string, AnySchema>, typeMode: 'input' | 'output'): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode,
    definitions,
    // trim only normalizes a string; the type it documents is unchanged.
    ignoreActions: ['trim'],
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };
}

/** A schema with no component of its own, converted inline. */
function inlineSchema(schema: AnySchema, definitions: Record<string, AnySchema>, typeMode: 'input' | 'output'): JsonSchema {
  const json: JsonSchema & { $schema?: unknown; $defs?: unknown } = { ...toJsonSchema(schema, conversionConfig(definitions, typeMode)) };
  // The components hold the definitions; each use is a bare reference.
  delete json.$schema;
  delete json.$defs;
  return json;
}

function envelopeSchema(data: JsonSchema, success: boolean): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: success ? { type: 'string', enum: [...SUCCESS_CODES] } : componentRef('ErrorCode'),
      msg: { type: 'string' },
      data,
    },
  };
}

function errorResponses(name: EndpointName): Record<string, unknown> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const error of endpointErrors(name)) {
    const status = ERROR_HTTP_STATUS[error];
    byStatus.set(status, [...(byStatus.get(status) ?? []), error]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: errors.map((error) => `${ERROR_CODES[error]} (${error}): ${ERROR_DESCRIPTIONS[error]}`).join(' '),
      content: { 'application/json': { schema: componentRef('ErrorEnvelope') } },
    };
  }
  return responses;
}

function schemaOrRef(schema: AnySchema, names: Map<AnySchema, string>, definitions: Record<string, AnySchema>, typeMode: 'input' | 'output'): JsonSchema {
  const name = names.get(schema);
  return name ? componentRef(name) : inlineSchema(schema, definitions, typeMode);
}

export function buildOpenApi(): Record<string, unknown> {
  const definitions = namedSchemas();
  const names = new Map(Object.entries(definitions).map(([name, schema]) => [schema, name]));

  // Requests are documented as the client sends them, answers as the server sends them.
  const asInput = toJsonSchemaDefs(definitions, conversionConfig(definitions, 'input'));
  const asOutput = toJsonSchemaDefs(definitions, conversionConfig(definitions, 'output'));
  // Values are JSON Schemas, some with an x- extension that JsonSchema's type does not list.
  const components: Record<string, JsonSchema | Record<string, unknown>> = {};
  for (const name of Object.keys(definitions)) {
    const json = name.endsWith('Request') ? asInput[name] : asOutput[name];
    if (json) components[name] = json;
  }
  const errorNames = Object.keys(ERROR_CODES) as ErrorName[];
  components.ErrorCode = {
    type: 'string',
    enum: Object.values(ERROR_CODES),
    description: errorNames.map((error) => `${ERROR_CODES[error]} ${error} (HTTP ${ERROR_HTTP_STATUS[error]}): ${ERROR_DESCRIPTIONS[error]}`).join('\n'),
    // The same, for tools: which HTTP status each code comes with.
    'x-error-codes': errorNames.map((error) => ({ code: ERROR_CODES[error], name: error, status: ERROR_HTTP_STATUS[error] })),
  };
  components.ErrorEnvelope = envelopeSchema({ type: 'null' }, false);

  const paths: Record<string, unknown> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const def: EndpointDef = ENDPOINTS[name];
    paths[def.path] = {
      post: {
        operationId: name,
        summary: def.summary,
        security: def.session ? [{ refreshToken: [] }] : [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOrRef(def.request, names, definitions, 'input') } },
        },
        responses: {
          '200': {
            description: `Success (code ${SUCCESS_CODES.join(' or ')}).`,
            content: { 'application/json': { schema: envelopeSchema(schemaOrRef(def.response, names, definitions, 'output'), true) } },
          },
          ...errorResponses(name),
        },
      },
    };
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'openapi',
      summary: 'This document.',
      security: [],
      responses: { '200': { description: 'The OpenAPI document.', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Exchange API (header and navigation)',
      version: '1.0.0',
      description:
        'Every call is a POST with a JSON body (at most 16 KB) and answers the envelope {code, msg, data}; ' +
        `a call succeeded iff code is ${SUCCESS_CODES.map((code) => `"${code}"`).join(' or ')}. ` +
        'Failures carry one of the ErrorCode values, data null, and a message that can be shown. ' +
        `Sign-in sets the HttpOnly cookie "${SESSION_COOKIE_NAME}" (SameSite=Lax; "${SECURE_SESSION_COOKIE}", Secure, over https); ` +
        'a passed security check replaces it with a new one; logout expires it. ' +
        'State-changing requests from another origin are refused (crossOrigin).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        refreshToken: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: `The refresh-token (session) cookie that POST /v1/user/login sets; over https it is named "${SECURE_SESSION_COOKIE}" (read first when both are sent).`,
        },
      },
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export function serializeOpenApi(document: unknown = buildOpenApi()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

