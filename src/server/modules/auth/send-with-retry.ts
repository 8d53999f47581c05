/**
 * The OTP message's bounded in-request retry (docs/decisions/017-durable-jobs.md):
 * an OTP is not a durable job (its code is stored only as a hash, and a code
 * that arrives after the user gave up is useless), so a retryable failure
 * (MessageSendError.retryable: WhatsApp 5xx, 429, network error) is tried
 * again within the request, 0.5 s then 1.5 s later, but only while the
 * failures came fast: no retry starts later than RETRY_START_LIMIT_MS after
 * the first try. With the sender's 10 s time-out the request ends within
 * about 13.5 s at worst.
 */
import {
  MessageSendError,
  type MessageSender,
  type OutgoingMessage,
} from '../../ports/message-sender.ts';

/** Waits before each retry, milliseconds. */
export const OTP_RETRY_DELAYS_MS = [500, 1500];
/** No retry starts later than this after the first try, milliseconds. */
export const RETRY_START_LIMIT_MS = 3500;

/**
 * Sends `message`, retrying a retryable MessageSendError as above; rejects
 * with the last error. `sleep` is the wait and `now` the clock, in
 * milliseconds (tests replace both).
 */
export async function sendWithRetry(
  sender: MessageSender,
  message: OutgoingMessage,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  now: () => number = Date.now,
): Promise<void> {
  const started = now();
  for (let retry = 0; ; retry++) {
    try {
      await sender.send(message);
      return;
    } catch (err) {
      const delay = OTP_RETRY_DELAYS_MS[retry];
      const retryable = err instanceof MessageSendError && err.retryable;
      if (!retryable || delay === undefined) throw err;
      if (now() - started + delay > RETRY_START_LIMIT_MS) throw err;
      await sleep(delay);
    }
  }
}
