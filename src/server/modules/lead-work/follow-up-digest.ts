/**
 * The 9:30 WhatsApp of a person's follow-ups (issue 43 part 3;
 * docs/decisions/041-lead-work.md):
 * - `follow-up-digests`, hourly once per deployment (the hour's run lands on
 *   :30 IST): from 9:30 to 12:30 IST, each person whose message is on
 *   (follow_up_consents, turned on with its consent; STOP turns it off) and
 *   who has not had today's is claimed for the day, and when their Today
 *   queue is not empty one message is queued: the counts, the first
 *   FOLLOW_UP_LINES leads and the link to /Enquiries, in their language.
 * - `follow-up-digest`: sends one, retried like a lead notice.
 */
import type { Lang } from '#shared/i18n/lang.ts';
import { istClock } from '#shared/ist.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandler, JobLog, JobQueue } from '../../jobs/job-queue.ts';
import { LEAD_NOTICE_RETRY } from '../../jobs/lead-notice-job.ts';
import {
  langOf,
  linkInLanguage,
  NOTICE_WORDS,
  templateLanguageFor,
} from '../../notices/notice-words.ts';
import type { MessageSender, OutgoingMessage } from '../../ports/message-sender.ts';
import { todayQueue } from './today.repository.ts';

export const FOLLOW_UP_RUN_JOB = 'follow-up-digests';
export const FOLLOW_UP_SEND_JOB = 'follow-up-digest';

/** The IST minutes of the day from which, and until which, the day's messages go out. */
export const FOLLOW_UP_FROM_MINUTE = 9 * 60 + 30;
const FOLLOW_UP_UNTIL_MINUTE = 12 * 60 + 30;
/** A run may start a little before the half hour (the schedule's clock): this much leeway, minutes. */
const LEEWAY_MINUTES = 5;
/** Leads named in a message (WhatsApp keeps a template's variable short). */
export const FOLLOW_UP_LINES = 5;

export interface FollowUpDigestDeps {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  /** The languages of the template Meta approved (default English only). */
  templateLanguages?: readonly Lang[];
  log: Pick<JobLog, 'info'>;
  now?: () => Date;
}

type FollowUpMessage = Extract<OutgoingMessage, { kind: 'follow-ups' }>;

/** Photo addresses are not part of a message. */
const NO_PHOTOS = { url: () => '' };

/** "11:05" of `iso` in IST. */
function istTime(iso: string): string {
  const m = istClock(new Date(iso)).minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The message to person `userId` (mobile `to`, name, stored language) at `now`; undefined when their queue is empty. */
export async function followUpMessage(
  deps: Pick<FollowUpDigestDeps, 'db' | 'publicUrl' | 'templateLanguages'>,
  person: { userId: number; to: string; name: string; lang: string | null },
  now: Date,
): Promise<FollowUpMessage | undefined> {
  const today = await todayQueue(deps.db, NO_PHOTOS, person.userId, now);
  if (today.Count === 0) return undefined;
  const lang = templateLanguageFor(person.lang, deps.templateLanguages ?? ['en']);
  const w = NOTICE_WORDS[lang];
  const line = (e: Enquiry, when: string) => w.followUpLine(e.Name, e.Car.Title, when);
  const lines = [
    ...today.Overdue.map((e) => line(e, w.followUpOverdue)),
    ...today.Due.map((e) => line(e, istTime(e.NextFollowUp ?? ''))),
    ...today.New.map((e) => line(e, w.followUpNew)),
  ].slice(0, FOLLOW_UP_LINES);
  const link = linkInLanguage(`${deps.publicUrl}/Enquiries`, deps.publicUrl, langOf(lang));
  const params = [
    w.followUpsHeading(person.name),
    w.followUpsCounts(today.Counts.Overdue, today.Counts.Due, today.Counts.New),
    lines.join(' · '),
    link,
  ];
  const text = [...params.slice(0, 2), ...lines, w.followUpsOpen(link), w.stopFollowUps].join('\n');
  return { kind: 'follow-ups', to: person.to, params, text, lang };
}

/**
 * The hourly run at `now`: between 9:30 and 12:30 IST, claims each person
 * due today's message (one at a time, so two runs never both send) and
 * queues it. Answers how many were queued.
 */
export async function runFollowUpDigests(
  deps: FollowUpDigestDeps,
  queue: Pick<JobQueue, 'send'>,
): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const { day, minutes } = istClock(now);
  if (minutes < FOLLOW_UP_FROM_MINUTE - LEEWAY_MINUTES || minutes > FOLLOW_UP_UNTIL_MINUTE) {
    return 0;
  }
  const people = await deps.db
    .selectFrom('follow_up_consents as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.mobile', 'u.lang', 'p.name'])
    .where('c.messages_on', '=', 1)
    .where((eb) => eb.or([eb('c.last_sent_day', 'is', null), eb('c.last_sent_day', '!=', day)]))
    .orderBy('u.id')
    .execute();
  let queued = 0;
  for (const p of people) {
    const claimed = await deps.db
      .updateTable('follow_up_consents')
      .set({ last_sent_day: day })
      .where('user_id', '=', p.id)
      .where('messages_on', '=', 1)
      .where((eb) => eb.or([eb('last_sent_day', 'is', null), eb('last_sent_day', '!=', day)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const message = await followUpMessage(
      deps,
      { userId: p.id, to: p.mobile, name: p.name ?? '', lang: p.lang },
      now,
    );
    if (!message) continue;
    await queue.send(FOLLOW_UP_SEND_JOB, message, LEAD_NOTICE_RETRY);
    queued++;
  }
  deps.log.info({ queued }, 'follow-up messages queued');
  return queued;
}

/** Registers the sender, the hourly run and its schedule. */
export async function registerFollowUpDigests(
  queue: JobQueue,
  deps: FollowUpDigestDeps,
): Promise<void> {
  const send: JobHandler<FollowUpMessage> = async (message) => {
    await deps.sender.send(message);
  };
  await queue.work(FOLLOW_UP_SEND_JOB, send);
  await queue.work(FOLLOW_UP_RUN_JOB, async () => {
    await runFollowUpDigests(deps, queue);
  });
  await queue.scheduleHourly(FOLLOW_UP_RUN_JOB);
}
