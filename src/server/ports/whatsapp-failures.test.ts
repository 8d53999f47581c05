/**
 * How the WhatsApp adapter fails (docs/decisions/017-durable-jobs.md):
 * MessageSendError, retryable for a 5xx, a 429, a network error or a
 * time-out, permanent for any other 4xx, and never naming the number.
 * Against a local fake Graph API (node:http on port 0).
 */
import { describe, expect, it } from 'vitest';
import { fakeGraphApi } from '../testing/fake-graph-api.ts';
import { closedPortUrl } from '../testing/local-http-server.ts';
import { MessageSendError } from './message-sender.ts';
import { whatsAppMessageSender } from './whatsapp-message-sender.ts';

/** What the fake answers: HTTP status and body. */
let answer = { status: 200, body: '{}' };
/** Requests to this path get no answer (a time-out). */
const SILENT_PATH = '/v21.0/silent/messages';

const graph = fakeGraphApi((req, _text, res) => {
  if (req.url === SILENT_PATH) return;
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
});
const settings = graph.settings;

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
    const refused = await failureOf(
      whatsAppMessageSender({ ...settings(), baseUrl: await closedPortUrl() }).send(lead),
    );
    expect(refused.retryable).toBe(true);
    const timedOut = await failureOf(
      whatsAppMessageSender({ ...settings(), phoneNumberId: 'silent', timeoutMs: 300 }).send(lead),
    );
    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toMatch(/WhatsApp lead message not sent/);
  });
});
