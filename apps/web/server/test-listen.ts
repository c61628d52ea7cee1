/** Test support: an Express app on a free port of 127.0.0.1, and how to stop it (its open connections too). */
import type { Express } from 'express';
import type { AddressInfo } from 'node:net';

export async function listenOnLoopback(app: Express): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
