/**
 * Breach notices and their recipients (issue 44 part 7; docs/incident.md;
 * migration 0032): writing a notice with its recipients, a person's own
 * notices and the console's list (the WhatsApp sender's queries are the
 * breach-notice job's own).
 */
import { type Selectable, sql } from 'kysely';
import type { Notice } from '#shared/schemas/breach.ts';
import type { Db } from '../../db/database.ts';
import type { BreachNoticeRow } from '../../db/tables/breach-tables.ts';

/** The notice's words, as the console's form gives them and the contact from settings. */
export interface NoticeWords {
  whatHappened: string;
  occurredOn: string;
  consequences: string;
  measures: string;
  advice: string;
  contact: string;
}

/**
 * Stores a notice for every account (`mobiles` undefined) or for the
 * accounts of `mobiles`; answers its id and how many accounts it reached.
 */
export async function insertNotice(
  db: Db,
  words: NoticeWords,
  mobiles: string[] | undefined,
  by: { operatorId: number; nowIso: string },
): Promise<{ id: number; recipients: number }> {
  const { id } = await db
    .insertInto('breach_notices')
    .values({
      what_happened: words.whatHappened,
      occurred_on: words.occurredOn,
      consequences: words.consequences,
      measures: words.measures,
      advice: words.advice,
      contact: words.contact,
      audience: mobiles ? 'listed' : 'all',
      recipients: 0,
      created_by: by.operatorId,
      created_at: by.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = db.selectFrom('users').select([sql.lit(id).as('notice_id'), 'id as user_id']);
  if (mobiles) {
    // A few hundred values a statement: SQLite and PostgreSQL cap the parameters of one.
    for (let i = 0; i < mobiles.length; i += 500) {
      await db
        .insertInto('breach_recipients')
        .columns(['notice_id', 'user_id'])
        .expression(users.where('mobile', 'in', mobiles.slice(i, i + 500)))
        .execute();
    }
  } else {
    await db
      .insertInto('breach_recipients')
      .columns(['notice_id', 'user_id'])
      .expression(users)
      .execute();
  }
  const { n } = await db
    .selectFrom('breach_recipients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('notice_id', '=', id)
    .executeTakeFirstOrThrow();
  const recipients = Number(n);
  await db.updateTable('breach_notices').set({ recipients }).where('id', '=', id).execute();
  return { id, recipients };
}

const NOTICE_COLUMNS = [
  'n.id',
  'n.what_happened',
  'n.occurred_on',
  'n.consequences',
  'n.measures',
  'n.advice',
  'n.contact',
  'n.created_at',
] as const;

/** A notice's NOTICE_COLUMNS as a row holds them (`n.` left off). */
type NoticeColumns = Pick<
  Selectable<BreachNoticeRow>,
  (typeof NOTICE_COLUMNS)[number] extends `n.${infer C}` ? C : never
>;

const asNotice = (r: NoticeColumns): Omit<Notice, 'readAt'> => ({
  id: r.id,
  whatHappened: r.what_happened,
  occurredOn: r.occurred_on,
  consequences: r.consequences,
  measures: r.measures,
  advice: r.advice,
  contact: r.contact,
  sentAt: r.created_at,
});

/** User `userId`'s notices: unread first, then newest first. */
export async function noticesOf(db: Db, userId: number): Promise<Notice[]> {
  const rows = await db
    .selectFrom('breach_recipients as r')
    .innerJoin('breach_notices as n', 'n.id', 'r.notice_id')
    .select([...NOTICE_COLUMNS, 'r.read_at'])
    .where('r.user_id', '=', userId)
    .orderBy(sql`case when r.read_at is null then 0 else 1 end`)
    .orderBy('n.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...asNotice(r), readAt: r.read_at }));
}

/** Marks user `userId`'s notice `noticeId` read; false when it is not theirs. */
export async function markRead(db: Db, userId: number, noticeId: number, nowIso: string) {
  const result = await db
    .updateTable('breach_recipients')
    .set({ read_at: sql`coalesce(read_at, ${nowIso})` })
    .where('notice_id', '=', noticeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every notice sent, newest first (100 at most), with how many got it on WhatsApp and read it. */
export async function consoleNotices(db: Db) {
  const rows = await db
    .selectFrom('breach_notices as n')
    .select([
      ...NOTICE_COLUMNS,
      'n.audience',
      'n.recipients',
      (eb) =>
        eb
          .selectFrom('breach_recipients as r')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('r.notice_id', '=', 'n.id')
          .where('r.sent_at', 'is not', null)
          .as('sent'),
      (eb) =>
        eb
          .selectFrom('breach_recipients as r')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('r.notice_id', '=', 'n.id')
          .where('r.read_at', 'is not', null)
          .as('read'),
    ])
    .orderBy('n.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    ...asNotice(r),
    audience: r.audience === 'all' ? ('all' as const) : ('listed' as const),
    recipients: r.recipients,
    sent: Number(r.sent ?? 0),
    read: Number(r.read ?? 0),
  }));
}
