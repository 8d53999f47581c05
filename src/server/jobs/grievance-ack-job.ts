/**
 * The `grievance-ack` job (issue 44 part 5; docs/privacy.md#grievances):
 * the WhatsApp acknowledgement of a filed grievance, queued in the request
 * that files it, and (`answered`) the notice that it was answered, queued
 * by the console's answer; sent by a worker through the message-sender port with
 * the lead notice's retries. The data holds the person's mobile (stored in
 * the database already) and the words; neither is ever logged.
 */
import type { Lang } from '#shared/i18n/lang.ts';
import type { MessageSender } from '../ports/message-sender.ts';
import type { JobHandler, JobQueue } from './job-queue.ts';
import { LEAD_NOTICE_RETRY } from './lead-notice-job.ts';

export const GRIEVANCE_ACK_JOB = 'grievance-ack';

/** The message: the 10-digit mobile, the template's variables, the text, the language; `answered`: the answer's notice. */
export interface GrievanceAckData {
  to: string;
  params: string[];
  text: string;
  lang: Lang;
  answered?: boolean;
}

/** Queues the acknowledgement; resolves once it is stored. */
export function enqueueGrievanceAck(queue: JobQueue, data: GrievanceAckData): Promise<string> {
  return queue.send(GRIEVANCE_ACK_JOB, data, LEAD_NOTICE_RETRY);
}

/** The worker: sends it; a failure is rethrown so the queue decides. */
export function grievanceAckHandler(sender: MessageSender): JobHandler<GrievanceAckData> {
  return async (data) => {
    await sender.send({ kind: 'grievance', ...data });
  };
}
