/**
 * A real HTTP server on 127.0.0.1 and a free port, for tests that need a
 * peer to talk to (the fake WhatsApp Graph API): started with the test's own
 * request handler, closed with its open connections; and the URL of a port
 * nobody listens on, for a network error.
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

/** http://127.0.0.1:<port> of a port that was free a moment ago and is closed now: connecting is refused. */
export async function closedPortUrl(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
