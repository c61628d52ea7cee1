/**
 * The catalogue's fake exchange API: a `fetch` for the header's ApiInstance that answers every
 * call of the contract (ENDPOINTS) in the browser, with the data the reference API serves right
 * after seeding (`@exchange/contract/demo`: the demo users' demoSession, SITE_CONFIG, LANGUAGES,
 * RATES, FEE_TAGS, CONTRACT_SYMBOLS; apps/api reads the same). Every answer's `data` is parsed
 * with the contract's response schema before it is sent, so the fake cannot drift from the shapes
 * the header validates. Modes: `up`, `down` (every call fails as a refused connection does) and
 * `slow` (every call waits `slowMs` first, and gives up when the header aborts it).
 */
import { CALLS, ENDPOINTS, ERROR_CODES, ERROR_HTTP_STATUS, type EndpointName, type ErrorName } from '@exchange/contract';
import { CONTRACT_SYMBOLS, DEMO_USERS, FEE_TAGS, LANGUAGES, RATES, SITE_CONFIG, demoSession, type DemoLoginName, type DemoUser } from '@exchange/contract/demo';
import { createApiInstance, type ApiInstance, type Locale } from '@exchange/header';
import * as v from 'valibot';

export type ApiMode = 'up' | 'down' | 'slow';

export interface FakeApiOptions {
  /** The signed-in demo user, or null for a guest (session calls answer notSignedIn). */
  user: DemoLoginName | null;
  /** @default 'up' */
  mode?: ApiMode;
  /** How long each call of a slow API takes. @default 4000 */
  slowMs?: number;
  /** Calls that answer with a failure envelope (internal), for the error toasts. */
  failing?: readonly EndpointName[];
}

/** The message of a failing call's envelope: the header shows it in its error toast. */
export const FAILURE_MESSAGE = 'The exchange is busy. Please try again.';

/** The code the reference API's security check accepts (apps/api). */
export const VERIFICATION_CODE = '123456';

class Failure extends Error {
  constructor(
    readonly kind: ErrorName,
    message: string,
  ) {
    super(message);
  }
}

const BY_PATH = new Map<string, EndpointName>(Object.entries(ENDPOINTS).map(([name, endpoint]) => [endpoint.path, name as EndpointName]));

function demoUser(loginName: DemoLoginName): DemoUser {
  const user = DEMO_USERS.find((entry) => entry.loginName === loginName);
  if (!user) throw new Error(`The catalogue's fake API: no demo user ${loginName}`);
  return user;
}

type Body = Record<string, unknown>;

/** The `data` of a successful answer, as the reference API computes it for a freshly seeded user. */
function answer(name: EndpointName, body: Body, user: DemoUser | null): unknown {
  const session = user ? demoSession(user) : null;
  const needsSession = ENDPOINTS[name].session;
  if (needsSession && (!user || !session)) throw new Failure('notSignedIn', 'Not signed in.');
  switch (name) {
    case 'siteConfig': {
      const config = SITE_CONFIG.get(String(body.locale));
      if (!config) throw new Failure('badRequest', `locale: unknown locale "${String(body.locale)}"`);
      return config;
    }
    case 'languages':
      return LANGUAGES.map((entry) => ({ ...entry }));
    case 'rates':
      return RATES.map((entry) => ({ ...entry }));
    case 'feeTags':
      return FEE_TAGS.map((entry) => ({ ...entry }));
    case 'contractSymbols': {
      const businessLine = Number(body.businessLine);
      const list = [{ businessLine, symbolDTOList: [...(CONTRACT_SYMBOLS.get(businessLine) ?? [])] }];
      return { md5: `catalogue-${businessLine}`, changed: true, listDTOS: list };
    }
    case 'userInfo':
      return session?.user;
    case 'userFullInfo':
      return session?.fullInfo;
    case 'simulationInfo':
      return session?.simulation;
    case 'accountConfig':
      return session?.accountConfig;
    case 'traderProUserList':
      return { traderProUid: session?.traderProUid ?? null };
    case 'rewardsRedIcon':
      return { amount: session?.rewardsAmount ?? 0 };
    case 'changeLanguage':
    case 'logout':
      return null;
    case 'login':
      return user ? { userId: user.userId, loginName: user.loginName, language: null } : null;
    case 'securityActionItems':
      if (user?.frozen) throw new Failure('accountFrozen', 'This account is frozen.');
      return { canFido2: user?.canFido2 ?? false };
    case 'securityVerify':
      if (body.code !== VERIFICATION_CODE) throw new Failure('badVerificationCode', 'The verification code is wrong.');
      return { verified: true };
    case 'securityStatus':
      return { verified: false };
    case 'enterSimulation':
    case 'exitSimulation':
    case 'switchDemoToReal':
    case 'switchCreationDemo':
      return { demoUType: session?.user.demoUType ?? 0, simulation: session?.simulation };
  }
}

function envelope(status: number, code: string, msg: string, data: unknown): Response {
  return new Response(JSON.stringify({ code, msg, data }), { status, headers: { 'content-type': 'application/json' } });
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(signal?.reason instanceof Error ? signal.reason : new DOMException('The call was aborted.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      aborted();
    });
  });
}

/** The `fetch` of the fake API. */
export function fakeFetch({ user, mode = 'up', slowMs = 4000, failing = [] }: FakeApiOptions): ApiInstance['fetch'] {
  const who = user ? demoUser(user) : null;
  return async (input, init) => {
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (mode === 'slow') await wait(slowMs, init.signal);
    const name = BY_PATH.get(new URL(input, 'http://catalogue.invalid').pathname);
    if (!name) return envelope(404, ERROR_CODES.notFound, 'No such endpoint.', null);
    if (failing.includes(name)) return envelope(500, ERROR_CODES.internal, FAILURE_MESSAGE, null);
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as Body) : {};
    try {
      // The contract's schema of the answer: a fake that drifts from it fails loudly here.
      const data = v.parse(CALLS[name].response, answer(name, body, who));
      return envelope(200, '00000', 'success', data);
    } catch (error) {
      if (error instanceof Failure) return envelope(ERROR_HTTP_STATUS[error.kind], ERROR_CODES[error.kind], error.message, null);
      throw error;
    }
  };
}

/** An ApiInstance on the fake API, for HeaderProvider and loadHeaderData: the package's own, with the fake's fetch. */
export function fakeApi({ locale, ...options }: FakeApiOptions & { locale: Locale }): ApiInstance {
  return createApiInstance({ locale, fetch: fakeFetch(options) });
}
