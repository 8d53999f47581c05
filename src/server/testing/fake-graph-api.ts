/**
 * A fake WhatsApp Graph API for one test file (not a test file itself): a
 * local HTTP server (local-http-server.ts) started beforeAll and closed
 * afterAll, that hands each request with its whole body text to the test's
 * handler; and the WhatsApp adapter's settings pointing at it.
 */
import type http from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
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

/** A request the recording fake received: its JSON body parsed. */
export interface RecordedGraphRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** An answer of the recording fake: HTTP status and body. */
export interface GraphAnswer {
  status: number;
  body: string;
}

const ACCEPTED: GraphAnswer = { status: 200, body: '{"messages":[{"id":"wamid.1"}]}' };

/**
 * A fake Graph API that records every request (`requests`) and answers
 * `answer` (default: accepted, message id wamid.1), after the answers of
 * `script`, one per request. Reset before each test of the calling file.
 */
export function recordingGraphApi() {
  const state = {
    requests: [] as RecordedGraphRequest[],
    answer: ACCEPTED,
    script: [] as GraphAnswer[],
  };
  const graph = fakeGraphApi((req, text, res) => {
    state.requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: text ? JSON.parse(text) : null,
    });
    const next = state.script.shift() ?? state.answer;
    res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
  });
  beforeEach(() => {
    state.requests.length = 0;
    state.script = [];
    state.answer = ACCEPTED;
  });
  return Object.assign(state, { graph });
}
