/**
 * The `breach-notice` job (issue 44 part 7; docs/incident.md): sends a
 * breach notice on WhatsApp (template `carsetu_breach_notice`, English, as
 * the console writes it) to each of its recipients not sent yet, 100 at a
 * time, marking each as it goes: a failure is rethrown for the queue to
 * retry, and the retry resumes where it stopped. The data holds the
 * notice's id only; the queries are the job's own (modules/breach writes
 * the rows and queues the job).
 */
import type { Db } from '../db/database.ts';
import type { MessageSender } from '../ports/message-sender.ts';
import type { JobHandler, JobQueue } from './job-queue.ts';
import { LEAD_NOTICE_RETRY } from './lead-notice-job.ts';

export const BREACH_NOTICE_JOB = 'breach-notice';

export interface BreachNoticeData {
  noticeId: number;
}

/** Queues the sending of notice `noticeId`; resolves once it is stored. */
export function enqueueBreachNotice(queue: JobQueue, noticeId: number): Promise<string> {
  return queue.send(BREACH_NOTICE_JOB, { noticeId }, LEAD_NOTICE_RETRY);
}

/** The worker: every unsent recipient of the notice, 100 a batch. */
export function breachNoticeHandler(db: Db, sender: MessageSender): JobHandler<BreachNoticeData> {
  return async ({ noticeId }) => {
    const words = await noticeWords(db, noticeId);
    if (!words) return;
    const params = [
      words.what_happened,
      words.occurred_on,
      words.consequences,
      words.measures,
      words.advice,
      words.contact,
    ];
    const text = `CarSetu: a personal data breach. What happened: ${params[0]} When: ${params[1]}. What it may mean for you: ${params[2]} What we did: ${params[3]} What you can do: ${params[4]} Contact: ${params[5]}`;
    for (;;) {
      const batch = await unsentRecipients(db, noticeId, 100);
      if (batch.length === 0) return;
      for (const r of batch) {
        await sender.send({ kind: 'breach', to: r.mobile, params, text });
        await markSent(db, noticeId, r.user_id, new Date().toISOString());
      }
    }
  };
}

/** Up to `limit` recipients of notice `noticeId` whose WhatsApp has not gone yet, with their mobile. */
function unsentRecipients(db: Db, noticeId: number, limit: number) {
  return db
    .selectFrom('breach_recipients as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'u.mobile'])
    .where('r.notice_id', '=', noticeId)
    .where('r.sent_at', 'is', null)
    .orderBy('r.user_id')
    .limit(limit)
    .execute();
}

/** Marks notice `noticeId`'s message to user `userId` sent at `nowIso`. */
async function markSent(db: Db, noticeId: number, userId: number, nowIso: string) {
  await db
    .updateTable('breach_recipients')
    .set({ sent_at: nowIso })
    .where('notice_id', '=', noticeId)
    .where('user_id', '=', userId)
    .execute();
}

/** The notice `noticeId`'s words, or undefined. */
function noticeWords(db: Db, noticeId: number) {
  return db
    .selectFrom('breach_notices')
    .select(['what_happened', 'occurred_on', 'consequences', 'measures', 'advice', 'contact'])
    .where('id', '=', noticeId)
    .executeTakeFirst();
}
