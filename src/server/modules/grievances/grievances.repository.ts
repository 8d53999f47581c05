/**
 * Grievances (migration 0029; docs/privacy.md#grievances): filed, counted,
 * listed by account and for the console, answered.
 */
import {
  type ConsoleGrievance,
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_DEADLINE_DAYS,
  type GrievanceCategory,
  type MyGrievance,
} from '#shared/schemas/grievance.ts';
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

/** Rows the console lists at most. */
const CONSOLE_ROWS = 100;

/**
 * The console's grievances: every open one, the longest-waiting first, then
 * the latest answered, CONSOLE_ROWS in all; `now` decides overdue and past
 * the deadline.
 */
export async function consoleGrievances(db: Db, now: Date): Promise<ConsoleGrievance[]> {
  const base = db
    .selectFrom('grievances as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'g.user_id')
    .select([
      'g.ticket',
      'g.category',
      'g.details',
      'g.status',
      'g.created_at',
      'g.answered_at',
      'g.answer',
      'u.mobile',
      'p.name',
    ]);
  const open = await base
    .where('g.status', '=', 'open')
    .orderBy('g.created_at')
    .orderBy('g.id')
    .limit(CONSOLE_ROWS)
    .execute();
  const answered = await base
    .where('g.status', '=', 'answered')
    .orderBy('g.answered_at', 'desc')
    .limit(Math.max(0, CONSOLE_ROWS - open.length))
    .execute();
  return [...open, ...answered].map((r) => {
    const waitedDays = (now.getTime() - Date.parse(r.created_at)) / DAY_MS;
    const isOpen = r.status !== 'answered';
    return {
      ticket: r.ticket,
      category: r.category as GrievanceCategory,
      details: r.details,
      status: isOpen ? 'open' : 'answered',
      createdAt: r.created_at,
      answerBy: new Date(Date.parse(r.created_at) + GRIEVANCE_ANSWER_DAYS * DAY_MS).toISOString(),
      answeredAt: r.answered_at,
      answer: r.answer,
      name: r.name ?? '',
      mobile: r.mobile,
      overdue: isOpen && waitedDays > GRIEVANCE_ANSWER_DAYS,
      pastDeadline: isOpen && waitedDays > GRIEVANCE_DEADLINE_DAYS,
    };
  });
}

/**
 * Answers open grievance `ticket`; answers its row before (for the audit),
 * or undefined when there is no such ticket; throws nothing itself.
 */
export async function answerGrievance(
  db: Db,
  change: { ticket: string; answer: string; operatorId: number; nowIso: string },
): Promise<{ status: string } | undefined> {
  const before = await db
    .selectFrom('grievances')
    .select('status')
    .where('ticket', '=', change.ticket)
    .executeTakeFirst();
  if (!before || before.status !== 'open') return before;
  await db
    .updateTable('grievances')
    .set({
      status: 'answered',
      answer: change.answer,
      answered_at: change.nowIso,
      answered_by: change.operatorId,
    })
    .where('ticket', '=', change.ticket)
    .where('status', '=', 'open')
    .execute();
  return before;
}
