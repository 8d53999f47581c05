/**
 * Queries of the table-backed job queue (the `jobs` table, migration 0007;
 * docs/decisions/017-durable-jobs.md). Times are ISO strings, which sort as
 * times. Runs on SQLite and PostgreSQL alike.
 */
import type { Db } from '../db/database.ts';
import type { JobRow } from '../db/tables/job-tables.ts';
import type { RetryPolicy } from './job-queue.ts';

/** A claimed job: its row as the claim left it (state active, attempts counted). */
export type ClaimedJob = Pick<
  JobRow,
  'name' | 'data' | 'attempts' | 'retry_limit' | 'retry_delay_seconds' | 'retry_backoff'
> & { id: number };

type NewJob = {
  name: string;
  data: object;
  policy: RetryPolicy;
  runAfterIso: string;
  singletonKey?: string;
};

/** The row of a queued job. */
const jobRow = (job: NewJob, nowIso: string) => ({
  name: job.name,
  data: JSON.stringify(job.data),
  state: 'queued' as const,
  attempts: 0,
  retry_limit: job.policy.retryLimit,
  retry_delay_seconds: job.policy.retryDelaySeconds,
  retry_backoff: job.policy.retryBackoff ? 1 : 0,
  run_after: job.runAfterIso,
  last_error: null,
  singleton_key: job.singletonKey ?? null,
  created_at: nowIso,
  updated_at: nowIso,
});

/**
 * Inserts a queued job, runnable from `runAfterIso`. With `singletonKey`, a
 * job already holding that key wins and this answers undefined.
 */
export async function insertJob(db: Db, job: NewJob, nowIso: string): Promise<number | undefined> {
  const row = await db
    .insertInto('jobs')
    .values(jobRow(job, nowIso))
    .onConflict((oc) => oc.column('singleton_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Rows a multi-row insert holds at most (12 values each: well inside SQLite's variable limit). */
const ROWS_AN_INSERT = 500;

/** Inserts a queued job `name` runnable now for each of `items`, in one transaction. */
export async function insertJobs(
  db: Db,
  name: string,
  items: object[],
  policy: RetryPolicy,
  nowIso: string,
): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((data) => jobRow({ name, data, policy, runAfterIso: nowIso }, nowIso));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_AN_INSERT) {
      await trx
        .insertInto('jobs')
        .values(rows.slice(i, i + ROWS_AN_INSERT))
        .execute();
    }
  });
}

/**
 * Claims the oldest due job among `names`: a queued one whose run_after has
 * come, or an active one whose claim lapsed (its process died). Marks it
 * active until `leaseUntilIso` and counts the try. One statement, so two
 * processes never claim the same job. Answers undefined when none is due.
 */
export async function claimDueJob(
  db: Db,
  names: string[],
  nowIso: string,
  leaseUntilIso: string,
): Promise<ClaimedJob | undefined> {
  if (names.length === 0) return undefined;
  const due = (state: 'queued' | 'active') =>
    db
      .selectFrom('jobs')
      .select('id')
      .where('state', '=', state)
      .where('name', 'in', names)
      .where('run_after', '<=', nowIso);
  const candidate = await due('queued')
    .union(due('active'))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return undefined;
  return db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'active',
      attempts: eb('attempts', '+', 1),
      run_after: leaseUntilIso,
      updated_at: nowIso,
    }))
    .where('id', '=', candidate.id)
    .where('state', 'in', ['queued', 'active'])
    .where('run_after', '<=', nowIso)
    .returning([
      'id',
      'name',
      'data',
      'attempts',
      'retry_limit',
      'retry_delay_seconds',
      'retry_backoff',
    ])
    .executeTakeFirst();
}

/** Marks claimed job `id` completed. */
export async function completeJob(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'completed', last_error: null, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** Puts claimed job `id` back in the queue from `runAfterIso`, keeping `error`. */
export async function requeueJob(
  db: Db,
  id: number,
  error: string,
  runAfterIso: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'queued', last_error: error, run_after: runAfterIso, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** Marks claimed job `id` failed for good with `error`. */
export async function failJob(db: Db, id: number, error: string, nowIso: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'failed', last_error: error, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** Failed jobs `name`, oldest first, at most `limit`. */
export async function failedJobRows(
  db: Db,
  name: string,
  limit: number,
): Promise<(Pick<JobRow, 'name' | 'data' | 'attempts' | 'last_error'> & { id: number })[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'data', 'attempts', 'last_error'])
    .where('name', '=', name)
    .where('state', '=', 'failed')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes completed jobs last touched before `completedBeforeIso` and failed ones before `failedBeforeIso`. */
export async function pruneFinishedJobs(
  db: Db,
  completedBeforeIso: string,
  failedBeforeIso: string,
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'completed'), eb('updated_at', '<', completedBeforeIso)]),
        eb.and([eb('state', '=', 'failed'), eb('updated_at', '<', failedBeforeIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Queued jobs by name: how many, and the oldest one's age at `now`, seconds
 * (/metrics). A job sent to start later (never tried, run_after still to
 * come: a lead's escalation check) is not waiting yet; a retry is.
 */
export async function waitingJobs(
  db: Db,
  now: Date,
): Promise<{ name: string; waiting: number; oldestSeconds: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'name',
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('state', '=', 'queued')
    .where((eb) => eb.or([eb('attempts', '>', 0), eb('run_after', '<=', now.toISOString())]))
    .groupBy('name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    waiting: Number(r.waiting),
    oldestSeconds: Math.max(0, (now.getTime() - Date.parse(String(r.oldest))) / 1000),
  }));
}
