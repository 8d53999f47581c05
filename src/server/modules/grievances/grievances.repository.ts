/** Grievances (migration 0029; docs/privacy.md#grievances): filed, counted, listed by account. */
import type { GrievanceCategory, MyGrievance } from '#shared/schemas/grievance.ts';
import { GRIEVANCE_ANSWER_DAYS } from '#shared/schemas/grievance.ts';
import type { Db } from '../../db/database.ts';

const DAY_MS = 86_400_000;

/** Stores an open grievance of user `userId`; answers false when `ticket` is taken. */
export async function insertGrievance(
  db: Db,
  row: {
    ticket: string;
    userId: number;
    category: GrievanceCategory;
    details: string;
    nowIso: string;
  },
): Promise<boolean> {
  const added = await db
    .insertInto('grievances')
    .values({
      ticket: row.ticket,
      user_id: row.userId,
      category: row.category,
      details: row.details,
      status: 'open',
      created_at: row.nowIso,
    })
    .onConflict((oc) => oc.column('ticket').doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Grievances user `userId` filed since `sinceIso`. */
export async function grievancesSince(db: Db, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('grievances')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** User `userId`'s grievances, newest first. */
export async function grievancesOf(db: Db, userId: number): Promise<MyGrievance[]> {
  const rows = await db
    .selectFrom('grievances')
    .select(['ticket', 'category', 'details', 'status', 'created_at', 'answered_at', 'answer'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ticket: r.ticket,
    category: r.category as GrievanceCategory,
    details: r.details,
    status: r.status === 'answered' ? 'answered' : 'open',
    createdAt: r.created_at,
    answerBy: new Date(Date.parse(r.created_at) + GRIEVANCE_ANSWER_DAYS * DAY_MS).toISOString(),
    answeredAt: r.answered_at,
    answer: r.answer,
  }));
}
