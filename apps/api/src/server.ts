/**
 * A standalone HTTP server for the API (tests, or running the API on its own): the API app
 * mounted the way a host app mounts it, with a plain 404 for everything outside /v1.
 */
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi } from './api.ts';
import { parseTrustedProxies } from './options.ts';
import type { ApiOptions } from './options.ts';

export interface ApiServerOptions extends ApiOptions {
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Defaults to 0: an ephemeral port. */
  port?: number;
  /**
   * Express's `trust proxy`, in EXCHANGE_TRUSTED_PROXIES's format (comma-separated addresses,
   * CIDRs, keywords; '' trusts none); defaults to TRUST_PROXY (loopback), as the host app.
   */
  trustedProxies?: string;
}

export interface ApiServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const { host = '127.0.0.1', port = 0, trustedProxies, ...apiOptions } = options;
  // Validated before anything is opened: a bad value throws, naming the variable.
  const trustProxy = parseTrustedProxies(trustedProxies);
  const api = createApi(apiOptions);
  const app = express();
  app.disable('x-powered-by');
  // Set before the API is mounted, which then inherits it (api.ts), as it does in the host app.
  app.set('trust proxy', trustProxy);
  app.use(api.app);
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  const server = createServer(app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    api.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostname}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
        server.close((error) => {
          api.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
