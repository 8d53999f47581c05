/**
 * Filing a grievance (issue 44 part 5; docs/privacy.md#grievances): at most
 * GRIEVANCES_PER_DAY an account (429, as reports are limited), refused for
 * a blocked mobile (403); stored with a new ticket and acknowledged on
 * WhatsApp (grievance-ack job) in the person's language, with the date it
 * will be answered by and the Grievance Officer's contact; its answer is
 * announced the same way (notifyAnswered).
 */
import { randomInt } from 'node:crypto';
import { type Lang, langPath } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { GRIEVANCE_ANSWER_DAYS, type GrievanceForm } from '#shared/schemas/grievance.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueGrievanceAck } from '../../jobs/grievance-ack-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { NOTICE_WORDS, templateLanguageFor } from '../../notices/notice-words.ts';
import { isMobileBlocked } from '../blocks/blocked-mobiles.repository.ts';
import { grievancesSince, insertGrievance } from './grievances.repository.ts';

/** Grievances one account may file in 24 hours (as REPORTS_PER_MOBILE_PER_DAY). */
export const GRIEVANCES_PER_DAY = 5;

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DAY_MS = 86_400_000;

/** A new ticket: "GRV-" and 6 of TICKET_ALPHABET (about 887 million). */
export function newTicket(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return `GRV-${code}`;
}

export interface GrievanceDeps {
  db: Db;
  jobQueue: JobQueue;
  /** The Grievance Officer as the acknowledgement names them: "name, e-mail". */
  officer: string;
  /** The languages whose template Meta approved (WHATSAPP_TEMPLATE_LANGUAGES). */
  templateLanguages: readonly Lang[];
}

/** Files `form` for user `userId` at `now`; answers the ticket. */
export async function fileGrievance(
  deps: GrievanceDeps,
  userId: number,
  form: GrievanceForm,
  now: Date,
): Promise<string> {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .select(['mobile', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (await isMobileBlocked(db, user.mobile)) throw new AppError(403, MSG.mobileBlocked);
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if ((await grievancesSince(db, userId, since)) >= GRIEVANCES_PER_DAY) {
    throw new AppError(429, MSG.tooManyGrievances);
  }
  const nowIso = now.toISOString();
  let ticket = newTicket();
  while (!(await insertGrievance(db, { ticket, userId, ...form, nowIso }))) ticket = newTicket();

  const lang = templateLanguageFor(user.lang, deps.templateLanguages);
  const words = NOTICE_WORDS[lang];
  const by = new Date(now.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS);
  const answerBy = words.dateText(by.getUTCDate(), by.getUTCMonth(), by.getUTCFullYear());
  const params = [ticket, answerBy, deps.officer];
  await enqueueGrievanceAck(deps.jobQueue, {
    to: user.mobile,
    params,
    text: words.grievanceAck(ticket, answerBy, deps.officer),
    lang,
  });
  return ticket;
}

/**
 * Tells the person who filed grievance `ticket` on WhatsApp that it was
 * answered, in their language, with the link to read it (`publicUrl` +
 * /grievance) and the Grievance Officer's contact (grievance-ack job,
 * `answered`).
 */
export async function notifyAnswered(
  deps: GrievanceDeps & { publicUrl: string },
  ticket: string,
): Promise<void> {
  const user = await deps.db
    .selectFrom('grievances as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['u.mobile', 'u.lang'])
    .where('g.ticket', '=', ticket)
    .executeTakeFirstOrThrow();
  const lang = templateLanguageFor(user.lang, deps.templateLanguages);
  const link = `${deps.publicUrl}${langPath(lang, '/grievance')}`;
  await enqueueGrievanceAck(deps.jobQueue, {
    to: user.mobile,
    params: [ticket, link, deps.officer],
    text: NOTICE_WORDS[lang].grievanceAnswered(ticket, link, deps.officer),
    lang,
    answered: true,
  });
}
