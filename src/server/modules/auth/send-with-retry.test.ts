/** The OTP's bounded in-request retry, with its clock and waits driven by the test. */
import { describe, expect, it } from 'vitest';
import { MessageSendError, type MessageSender } from '../../ports/message-sender.ts';
import { sendWithRetry } from './send-with-retry.ts';

const otp = { kind: 'otp' as const, to: '9000000001', code: '123456' };

/** A sender that fails with `errors` in turn (then succeeds), each try taking `tryMs` on `clock`. */
function flaky(errors: Error[], clock: { t: number }, tryMs = 50) {
  const calls: number[] = [];
  const sender: MessageSender = {
    async send() {
      calls.push(clock.t);
      clock.t += tryMs;
      const err = errors.shift();
      if (err) throw err;
    },
  };
  return { sender, calls };
}

/** sendWithRetry of the OTP through `sender` on `clock`, its waits taking no time. */
const sendNoWait = (sender: MessageSender, clock: { t: number }) =>
  sendWithRetry(
    sender,
    otp,
    async () => {},
    () => clock.t,
  );

describe('sendWithRetry', () => {
  it('tries a retryable failure again after 0.5 s and 1.5 s, then gives up', async () => {
    const clock = { t: 0 };
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      clock.t += ms;
    };
    const down = () => new MessageSendError('HTTP 503', true);
    const { sender, calls } = flaky([down(), down(), down()], clock);
    await expect(sendWithRetry(sender, otp, sleep, () => clock.t)).rejects.toThrow('HTTP 503');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([500, 1500]);
  });

  it('succeeds on a retry', async () => {
    const clock = { t: 0 };
    const { sender, calls } = flaky([new MessageSendError('HTTP 429', true)], clock);
    await sendNoWait(sender, clock);
    expect(calls).toHaveLength(2);
  });

  it('does not retry a permanent failure, or an unknown error', async () => {
    for (const err of [new MessageSendError('HTTP 400', false), new Error('bug')]) {
      const clock = { t: 0 };
      const { sender, calls } = flaky([err], clock);
      await expect(sendNoWait(sender, clock)).rejects.toBe(err);
      expect(calls).toHaveLength(1);
    }
  });

  it('starts no retry after a slow failure (a time-out): the request stays short', async () => {
    const clock = { t: 0 };
    const { sender, calls } = flaky([new MessageSendError('timed out', true)], clock, 10_000);
    await expect(sendNoWait(sender, clock)).rejects.toThrow('timed out');
    expect(calls).toHaveLength(1);
  });
});
