/**
 * Test support (not exported): a real HTTP server on 127.0.0.1 standing in for the exchange
 * API. Each test sets how it answers and reads what the client actually sent.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: Received, res: ServerResponse) => void;

export interface TestServer {
  origin: string;
  /** Every request since the last `reset`, in order. */
  received: Received[];
  /** Sets how the server answers from now on, and forgets what it received. */
  reset: (handler: Handler) => void;
  close: () => Promise<void>;
}

export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, body: string, status = 200, type = 'text/plain'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = (_req, res) => sendText(res, 'no handler', 404);
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    reset(next) {
      handler = next;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Drops the connections of answers that never came (the timeout test), or close would wait.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An origin nothing listens on: a server is started, its port noted, and it is closed. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A Map-backed Storage for node, where there is no localStorage. */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
