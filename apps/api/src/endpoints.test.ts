/**
 * Every endpoint of the contract against a real server: its success answer (valid against the
 * contract, with the seeded values), malformed bodies, and calls without a session.
 */
import { ENDPOINTS, ERROR_CODES, SECURITY_ACTIONS } from '@exchange/contract';
import { firstDeliverySymbol } from '@exchange/contract/demo';
import type { EndpointData, EndpointName, EndpointRequest } from '@exchange/contract';
import type { ILayer } from 'express-serve-static-core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import openApiDocument from '../../../packages/contract/openapi.json' with { type: 'json' };
import { createApi } from './api.ts';
import { HTTP_STATUS } from './envelope.ts';
import type { ErrorName } from './envelope.ts';
import { BODY_LIMIT_BYTES } from './router.ts';
import { documentedStatus, expectFailure, expectSuccess, useTestApi, withTestApi } from '../test/testing.ts';
import type { TestApi } from '../test/testing.ts';

interface Case<N extends EndpointName> {
  body: EndpointRequest<N>;
  /** Signed in as this user (session endpoints must name one). */
  user?: string;
  /** Calls to make first (as the same user) so the call applies. */
  before?: Array<[EndpointName, unknown]>;
  /** Fields whose absence or wrong type the server must refuse. */
  required: string[];
  check(data: EndpointData<N>): void;
}

const CASES: { [N in EndpointName]: Case<N> } = {
  contractSymbols: {
    body: { businessLine: 11 },
    required: ['businessLine'],
    check: (data) => {
      expect(data.changed).toBe(true);
      expect(data.md5).toMatch(/^[0-9a-f]{32}$/);
      expect(data.listDTOS?.[0]?.symbolDTOList.map((symbol) => symbol.symbolCode)).toContain(firstDeliverySymbol());
    },
  },
  changeLanguage: { body: { languageType: 0 }, user: 'unified2@demo', required: ['languageType'], check: (data) => expect(data).toBeNull() },
  traderProUserList: { body: {}, user: 'trader-pro@demo', required: [], check: (data) => expect(data).toEqual({ traderProUid: '8800000011' }) },
  rewardsRedIcon: { body: {}, user: 'main@demo', required: [], check: (data) => expect(data).toEqual({ amount: 5 }) },
  logout: { body: {}, required: [], check: (data) => expect(data).toBeNull() },
  securityActionItems: { body: { action: 'withdraw' }, user: 'main@demo', required: ['action'], check: (data) => expect(data).toEqual({ canFido2: true }) },
  login: {
    body: { loginName: 'main@demo', password: 'demo' },
    required: ['loginName', 'password'],
    check: (data) => expect(data).toEqual({ userId: '1000000001', loginName: 'main@demo', language: null }),
  },
  userInfo: {
    body: {},
    user: 'main@demo',
    required: [],
    check: (data) =>
      expect(data).toMatchObject({ userId: '1000000001', loginName: 'main@demo', accountMode: 0, vipLevel: 3, showUserVip: 1, verified: true, frozen: false }),
  },
  userFullInfo: { body: {}, user: 'main@demo', required: [], check: (data) => expect(data.userAvatar).toMatch(/^data:image\/svg\+xml,/) },
  simulationInfo: { body: {}, user: 'sim@demo', required: [], check: (data) => expect(data).toEqual({ simulation: true, simulationType: 'classic' }) },
  accountConfig: { body: {}, user: 'main@demo', required: [], check: (data) => expect(data).toEqual({ accountShow: { switchOpen: true } }) },
  siteConfig: {
    body: { locale: 'en-GB' },
    required: ['locale'],
    check: (data) => {
      expect(data.locale).toBe('en-GB');
      expect(data.features.futures).toBe(false);
      expect(data.features.spotInfo).toBe(true);
    },
  },
  languages: { body: {}, required: [], check: (data) => expect(data).toHaveLength(27) },
  rates: { body: {}, required: [], check: (data) => expect(data[0]).toEqual({ type: 'USD', showName: 'USD - $' }) },
  feeTags: { body: {}, required: [], check: (data) => expect(data.find((tag) => tag.strategyType === 1)).toEqual({ strategyType: 1, showTag: true, feeDiscount: 0 }) },
  securityVerify: {
    body: { action: 'apiManagement', code: '123456' },
    user: 'unified@demo',
    before: [['securityActionItems', { action: 'apiManagement' }]],
    required: ['action', 'code'],
    check: (data) => expect(data).toEqual({ verified: true }),
  },
  securityStatus: { body: { action: 'withdraw' }, user: 'main@demo', required: ['action'], check: (data) => expect(data).toEqual({ verified: false }) },
  enterSimulation: {
    body: { type: 'futures' },
    user: 'unified4@demo',
    required: ['type'],
    check: (data) => expect(data).toEqual({ demoUType: 0, simulation: { simulation: true, simulationType: 'unified' } }),
  },
  exitSimulation: {
    body: {},
    user: 'sim-unified@demo',
    required: [],
    check: (data) => expect(data).toEqual({ demoUType: 0, simulation: { simulation: false, simulationType: null } }),
  },
  switchDemoToReal: {
    body: {},
    user: 'demo@demo',
    required: [],
    check: (data) => expect(data).toEqual({ demoUType: 0, simulation: { simulation: false, simulationType: null } }),
  },
  switchCreationDemo: {
    body: {},
    user: 'creation-demo@demo',
    before: [['switchDemoToReal', {}]],
    required: [],
    check: (data) => expect(data).toEqual({ demoUType: 2, simulation: { simulation: false, simulationType: null } }),
  },
};

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const SESSION_NAMES = NAMES.filter((name) => ENDPOINTS[name].session);

const server = useTestApi();
let api: TestApi;
let mainCookie: string;

beforeAll(async () => {
  api = server();
  mainCookie = await api.login('main@demo');
});

describe('every endpoint succeeds with a valid request', () => {
  it.each(NAMES)('%s', async (name) => {
    const testCase = CASES[name] as Case<EndpointName>;
    const def = ENDPOINTS[name];
    expect(Boolean(testCase.user) || !def.session, 'session endpoints name a user').toBe(true);
    const cookie = testCase.user ? await api.login(testCase.user) : undefined;
    for (const [before, body] of testCase.before ?? []) expectSuccess(await api.post(ENDPOINTS[before].path, body, { cookie }));
    const answer = await api.post(def.path, testCase.body, { cookie });
    expectSuccess(answer);
    expect(v.is(def.response, answer.body.data), 'answer matches the contract').toBe(true);
    testCase.check(answer.body.data as never);
  });
});

describe('malformed requests answer badRequest', () => {
  const RAW_BODIES: Array<[string, string]> = [
    ['invalid JSON', '{"loginName": '],
    ['an array', '[]'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['a number', '42'],
  ];

  it.each(NAMES.flatMap((name) => RAW_BODIES.map(([label, body]) => [name, label, body] as const)))('%s: %s', async (name, _label, body) => {
    expectFailure(await api.post(ENDPOINTS[name].path, body, { cookie: mainCookie }), 'badRequest', /Malformed JSON|Invalid request body/);
  });

  const fieldCases = NAMES.flatMap((name) => CASES[name].required.map((field) => [name, field] as const));

  it.each(fieldCases)('%s: missing %s', async (name, field) => {
    const body: Record<string, unknown> = { ...CASES[name].body };
    delete body[field];
    expectFailure(await api.post(ENDPOINTS[name].path, body, { cookie: mainCookie }), 'badRequest', field);
  });

  it.each(fieldCases)('%s: %s of the wrong type', async (name, field) => {
    const body = { ...CASES[name].body, [field]: { wrong: true } };
    expectFailure(await api.post(ENDPOINTS[name].path, body, { cookie: mainCookie }), 'badRequest', field);
  });

  it('names every field at fault', async () => {
    const answer = await api.post(ENDPOINTS.login.path, { loginName: 5 });
    expectFailure(answer, 'badRequest', 'loginName');
    expect(answer.body.msg).toContain('password');
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await api.post(ENDPOINTS.login.path, 'loginName=main@demo&password=demo', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectFailure(answer, 'badRequest', 'application/json');
  });

  it('refuses a body over the size limit', async () => {
    const answer = await api.post(ENDPOINTS.login.path, { loginName: 'main@demo', password: 'x'.repeat(BODY_LIMIT_BYTES) });
    expectFailure(answer, 'badRequest', 'larger than 16 KB');
  });

  it('reads a call without a body as {}', async () => {
    expectSuccess(await api.post(ENDPOINTS.languages.path, undefined, { headers: {} }));
    expectFailure(await api.post(ENDPOINTS.siteConfig.path, undefined), 'badRequest', 'locale');
  });

  it('refuses unknown values of known fields', async () => {
    expectFailure(await api.post(ENDPOINTS.siteConfig.path, { locale: 'xx-YY' }), 'badRequest', 'locale');
    expectFailure(await api.post(ENDPOINTS.contractSymbols.path, { businessLine: 99 }), 'badRequest', 'businessLine');
    expectFailure(await api.post(ENDPOINTS.changeLanguage.path, { languageType: 27 }, { cookie: mainCookie }), 'badRequest', 'languageType');
    expectFailure(await api.post(ENDPOINTS.enterSimulation.path, { type: 'options' }, { cookie: mainCookie }), 'badRequest', 'type');
  });
});

describe('session endpoints without a session answer notSignedIn', () => {
  it.each(SESSION_NAMES)('%s without a cookie', async (name) => {
    expectFailure(await api.post(ENDPOINTS[name].path, CASES[name].body), 'notSignedIn');
  });

  it.each(SESSION_NAMES)('%s with an unknown token', async (name) => {
    expectFailure(await api.post(ENDPOINTS[name].path, CASES[name].body, { cookie: 'rt=not-a-session' }), 'notSignedIn');
  });

  it('checks the session before the body', async () => {
    expectFailure(await api.post(ENDPOINTS.userInfo.path, '[]'), 'notSignedIn');
  });

  it('lists exactly the session endpoints of the contract', () => {
    expect(SESSION_NAMES).not.toContain('login');
    expect(SESSION_NAMES).toContain('securityActionItems');
    expect(SESSION_NAMES.length).toBe(14);
  });
});

describe('routes', () => {
  it('answers notFound for an unknown /v1 path, whatever the method (methods.test.ts: a known path)', async () => {
    expectFailure(await api.post('/v1/no/such/call', {}), 'notFound');
    const get = await fetch(`${api.url}/v1/no/such/call`);
    expect(get.status).toBe(404);
    expect(((await get.json()) as { code: string }).code).toBe(ERROR_CODES.notFound);
  });

  it('leaves paths outside /v1 to the host', async () => {
    const response = await fetch(`${api.url}/login`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('serves the committed OpenAPI document', async () => {
    const response = await fetch(`${api.url}/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(openApiDocument);
  });

  it('answers each error code with the HTTP status the OpenAPI document gives it', () => {
    for (const name of Object.keys(ERROR_CODES) as ErrorName[]) {
      expect(HTTP_STATUS[name], name).toBe(documentedStatus(ERROR_CODES[name]));
    }
  });

  it('handles only the routes of ENDPOINTS (and the document), each also for the other methods (405)', () => {
    const instance = createApi({ dbPath: ':memory:' });
    try {
      const v1 = instance.app.router.stack.find((layer) => layer.name === 'router');
      const routes = ((v1?.handle as unknown as { stack: ILayer[] }).stack ?? [])
        .filter((layer) => layer.route)
        .map((layer) => `${Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods).join(',')} /v1${String(layer.route?.path)}`);
      const paths = [...NAMES.map((name) => ENDPOINTS[name].path), '/v1/openapi.json'];
      const expected = [...NAMES.map((name) => `post ${ENDPOINTS[name].path}`), 'get /v1/openapi.json', ...paths.map((path) => `_all ${path}`)];
      expect(routes.sort()).toEqual(expected.sort());
    } finally {
      instance.close();
    }
  });

  it('answers internal with a generic message when something breaks', async () => {
    const logError = vi.fn();
    await withTestApi({ logError }, async (broken) => {
      const cookie = await broken.login('main@demo');
      // A session call reads the database; a dropped table makes that read throw.
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(broken.dbPath);
      db.exec('DROP TABLE security_checks');
      db.close();
      const answer = await broken.post(ENDPOINTS.securityActionItems.path, { action: SECURITY_ACTIONS[0] }, { cookie });
      expectFailure(answer, 'internal', 'Something went wrong');
      expect(answer.body.msg).not.toContain('security_checks');
      expect(logError).toHaveBeenCalledOnce();
    });
  });
});
