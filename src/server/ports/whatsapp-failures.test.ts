/**
 * How the WhatsApp adapter fails (docs/decisions/017-durable-jobs.md):
 * MessageSendError, retryable for a 5xx, a 429, a network error or a
 * time-out, permanent for any other 4xx, and never naming the number.
 * Against a local fake Graph API (node:http on port 0).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalHttpServer, startLocalHttpServer } from '../testing/local-http-server.ts';
import { MessageSendError } from './message-sender.ts';
import { whatsAppMessageSender } from './whatsapp-message-sender.ts';

let server: LocalHttpServer;
let baseUrl: string;
/** What the fake answers: HTTP status and body. */
let answer = { status: 200, body: '{}' };
/** Requests to this path get no answer (a time-out). */
const SILENT_PATH = '/v21.0/silent/messages';

beforeAll(async () => {
  server = await startLocalHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === SILENT_PATH) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  baseUrl = server.url;
});
afterAll(async () => {
  await server.close();
});

const settings = () => ({
  baseUrl,
  apiVersion: 'v21.0',
  phoneNumberId: '109876543210',
  token: 'EAAG-test-token',
  otpTemplate: 'carsetu_otp',
});

describe('WhatsApp failures', () => {
  const failureOf = async (sending: Promise<void>) => {
    try {
      await sending;
    } catch (err) {
      return err as MessageSendError;
    }
    throw new Error('sent');
  };
  const lead = { kind: 'lead' as const, to: '9876543210', text: 'x' };

  it('5xx and 429 are retryable; any other 4xx is permanent', async () => {
    for (const [status, retryable] of [
      [500, true],
      [503, true],
      [429, true],
      [400, false],
      [401, false],
      [404, false],
    ] as const) {
      answer = { status, body: '{"error":{"message":"Recipient 919876543210 refused"}}' };
      const err = await failureOf(whatsAppMessageSender(settings()).send(lead));
      expect(err).toBeInstanceOf(MessageSendError);
      expect({ status, retryable: err.retryable }).toEqual({ status, retryable });
      expect(err.message).toContain(`HTTP ${status}`);
      expect(err.message).not.toContain('9876543210');
    }
  });

  it('a network error and a time-out are retryable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await failureOf(
      whatsAppMessageSender({ ...settings(), baseUrl: `http://127.0.0.1:${port}` }).send(lead),
    );
    expect(refused.retryable).toBe(true);
    const timedOut = await failureOf(
      whatsAppMessageSender({ ...settings(), phoneNumberId: 'silent', timeoutMs: 300 }).send(lead),
    );
    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toMatch(/WhatsApp lead message not sent/);
  });
});
