/**
 * Test support (not exported): a real HTTP proxy on 127.0.0.1 in front of the exchange API that
 * breaks chosen calls the way networks and servers break, so tests can watch the header survive.
 * Every call it is not told to break is forwarded unchanged (cookies included) to `target`.
 * Used by the Vitest tests of the data loader and by the end-to-end fault matrix, where the host
 * app's server render is pointed at it with API_ORIGIN.
 */
import { ENDPOINTS, type EndpointName } from '@exchange/contract';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The faults of issue 7. `reset` drops the connection without an answer (what a refused or
 * reset connection is to a client); `hang` never answers (the client's timeout decides); `slow`
 * forwards the real answer after SLOW_MS.
 */
export const FAULTS = ['reset', 'hang', 'http500', 'failureCode', 'malformedJson', 'wrongShape', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

/** The "5 s slow answer" of issue 7. */
export const SLOW_MS = 5000;

/** What the broken answers carry, so tests can look for them (the failure code's message is shown by some calls). */
export const FAULT_MESSAGE = 'Injected failure';
export const FAILURE_CODE = '50001';

/**
 * A request can also carry its own faults, so parallel tests do not share them: the cookie
 * `FAULT_COOKIE=<endpoint>.<fault>[~<endpoint>.<fault>...]` (e.g. `siteConfig.hang`). The host
 * app's server render forwards the visitor's cookie, so a browser test sets it on its page.
 */
export const FAULT_COOKIE = 'exchange-fault';

export function faultCookieValue(faults: Partial<Record<EndpointName, Fault>>): string {
  return Object.entries(faults)
    .map(([name, fault]) => `${name}.${fault}`)
    .join('~');
}

function cookieFaults(cookieHeader: string | undefined): Map<string, Fault> {
  const found = new Map<string, Fault>();
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FAULT_COOKIE}=`))
    ?.slice(FAULT_COOKIE.length + 1);
  for (const entry of value?.split('~') ?? []) {
    const [name = '', fault = ''] = entry.split('.');
    if (Object.hasOwn(ENDPOINTS, name) && (FAULTS as readonly string[]).includes(fault)) found.set(ENDPOINTS[name as EndpointName].path, fault as Fault);
  }
  return found;
}

export interface FaultRule {
  fault: Fault;
  /** Break only this many calls, then forward again (default: every call). */
  times?: number;
}

export interface FaultProxy {
  origin: string;
  /** Where calls are forwarded; settable after start, e.g. when the target is the proxy's own client. */
  target: string;
  /** Breaks calls whose path ends with `path` (e.g. ENDPOINTS.siteConfig.path). */
  inject(path: string, rule: FaultRule | Fault): void;
  /** Answers calls whose path ends with `path` with this envelope instead of the target's. */
  answer(path: string, envelope: unknown): void;
  /** Forwards everything again. */
  clear(): void;
  /** Paths of the calls received since the last clear, in order. */
  readonly calls: readonly string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'cookie', 'x-locale-code', 'origin'];

async function forward(target: string, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer = await fetch(`${target}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    redirect: 'manual',
  });
  const out: Record<string, string | string[]> = { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' };
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

function sendRaw(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

export async function startFaultProxy(target = ''): Promise<FaultProxy> {
  const rules = new Map<string, FaultRule>();
  const answers = new Map<string, unknown>();
  const calls: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const ruleFor = (path: string): FaultRule | undefined => {
    for (const [suffix, rule] of rules) {
      if (!path.endsWith(suffix)) continue;
      if (rule.times !== undefined) {
        if (rule.times <= 0) continue;
        rule.times -= 1;
      }
      return rule;
    }
    return undefined;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      calls.push(path);
      const replaced = [...answers].find(([suffix]) => path.endsWith(suffix));
      if (replaced) return sendRaw(res, 200, 'application/json', JSON.stringify(replaced[1]));
      const asked = cookieFaults(req.headers.cookie).get(path);
      const rule = asked ? { fault: asked } : ruleFor(path);
      switch (rule?.fault) {
        case undefined:
          return forward(proxy.target, req, body, res);
        case 'reset':
          req.socket.destroy();
          return;
        case 'hang':
          return; // Never answered; close() drops the connection.
        case 'http500':
          return sendRaw(res, 500, 'text/html', '<!doctype html><title>500</title><h1>Internal Server Error</h1>');
        case 'failureCode':
          return sendRaw(res, 200, 'application/json', JSON.stringify({ code: FAILURE_CODE, msg: FAULT_MESSAGE, data: null }));
        case 'malformedJson':
          return sendRaw(res, 200, 'application/json', '{"code":"00000","msg":"success","data":{"amount":');
        case 'wrongShape':
          return sendRaw(res, 200, 'application/json', JSON.stringify({ code: '00000', msg: 'success', data: [{ unexpected: true }, 'not', 42] }));
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            forward(proxy.target, req, body, res).catch(() => res.destroy());
          }, SLOW_MS);
          timers.add(timer);
          return;
        }
      }
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const proxy: FaultProxy = {
    origin: `http://127.0.0.1:${port}`,
    target,
    inject(path, rule) {
      rules.set(path, typeof rule === 'string' ? { fault: rule } : { ...rule });
    },
    answer(path, envelope) {
      answers.set(path, envelope);
    },
    clear() {
      rules.clear();
      answers.clear();
      calls.length = 0;
    },
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return proxy;
}
