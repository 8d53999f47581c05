/**
 * A real HTTP server on 127.0.0.1 and a free port, for tests that need a
 * peer to talk to (the fake WhatsApp Graph API): started with the test's own
 * request handler, closed with its open connections.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalHttpServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Starts a server answering with `handler`; resolves once it listens. */
export async function startLocalHttpServer(
  handler: http.RequestListener,
): Promise<LocalHttpServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
