/**
 * The `lead-notice` job (docs/product.md#messages-and-errors,
 * docs/decisions/017-durable-jobs.md): the WhatsApp/console notice a seller
 * gets for a new lead, queued before the lead is acknowledged and sent by a
 * worker through the message-sender port. The data holds the seller's mobile
 * (stored in the database already) and the text; neither is ever logged.
 */
import type { MessageSender } from '../ports/message-sender.ts';
import type { JobHandler, JobQueue, RetryPolicy } from './job-queue.ts';

export const LEAD_NOTICE_JOB = 'lead-notice';

/** A lead notice: the seller's 10-digit mobile and the message text. */
export interface LeadNoticeData {
  to: string;
  text: string;
}

/**
 * 8 retries from 30 s, doubling: the last try comes about 2 hours after the
 * first (30 s + 1 + 2 + ... + 64 min), long enough to ride out a WhatsApp outage.
 */
export const LEAD_NOTICE_RETRY: RetryPolicy = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/** Queues the notice; resolves once it is stored (rejects when the database refuses). */
export function enqueueLeadNotice(
  queue: JobQueue,
  data: LeadNoticeData,
  policy: RetryPolicy = LEAD_NOTICE_RETRY,
): Promise<string> {
  return queue.send(LEAD_NOTICE_JOB, data, policy);
}

/**
 * The worker: sends the notice. A failure is rethrown so the queue decides
 * (MessageSendError.retryable: retried; else failed at once).
 */
export function leadNoticeHandler(sender: MessageSender): JobHandler<LeadNoticeData> {
  return async (data) => {
    await sender.send({ kind: 'lead', to: data.to, text: data.text });
  };
}
