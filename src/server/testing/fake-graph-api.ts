/**
 * A fake WhatsApp Graph API for one test file (not a test file itself): a
 * local HTTP server (local-http-server.ts) started beforeAll and closed
 * afterAll, that hands each request with its whole body text to the test's
 * handler; and the WhatsApp adapter's settings pointing at it.
 */
import type http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { type LocalHttpServer, startLocalHttpServer } from './local-http-server.ts';

/** Answers (or, by not ending `res`, never answers) a request whose body was `text`. */
export type FakeGraphHandler = (
  req: http.IncomingMessage,
  text: string,
  res: http.ServerResponse,
) => void;

export interface FakeGraphApi {
  /** http://127.0.0.1:<port>; read it in tests and hooks, once beforeAll has run. */
  readonly url: string;
  /** whatsAppMessageSender settings for the fake: API v21.0, phone number id 109876543210, token EAAG-test-token, template carsetu_otp. */
  settings(): {
    baseUrl: string;
    apiVersion: string;
    phoneNumberId: string;
    token: string;
    otpTemplate: string;
  };
}

/** Registers the fake in the calling file's beforeAll / afterAll; `handler` answers each request. */
export function fakeGraphApi(handler: FakeGraphHandler): FakeGraphApi {
  let server: LocalHttpServer | undefined;
  beforeAll(async () => {
    server = await startLocalHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  const fake: FakeGraphApi = {
    get url() {
      if (!server)
        throw new Error('the fake Graph API starts beforeAll: use it in tests and hooks');
      return server.url;
    },
    settings: () => ({
      baseUrl: fake.url,
      apiVersion: 'v21.0',
      phoneNumberId: '109876543210',
      token: 'EAAG-test-token',
      otpTemplate: 'carsetu_otp',
    }),
  };
  return fake;
}
