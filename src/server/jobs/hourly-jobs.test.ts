/**
 * Once per deployment: the hourly purge runs once per hour however many
 * queues share the database (two table queues on one database, their clock
 * moved by the test; on PostgreSQL, two pg-boss queues leave one schedule),
 * and a job left active by a killed process runs again once its claim lapses.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind } from '../testing/test-app.ts';
import { jobSchemaFor } from './job-queue-for.ts';
import { pgBossJobQueue } from './pg-boss-job-queue.ts';
import { PURGE_JOB, purgeHandler } from './purge-job.ts';
import { tableJobQueue } from './table-job-queue.ts';

let t: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

describe('the hourly purge on the jobs table', () => {
  it('runs once per hour across two queues on one database', async () => {
    let now = new Date('2026-11-25T10:05:00.000Z');
    const clock = () => now;
    const runs: string[] = [];
    const queues = ['a', 'b'].map((who) => {
      const q = tableJobQueue({ db: t.db, now: clock });
      void q.work(PURGE_JOB, async () => {
        runs.push(who);
      });
      void q.scheduleHourly(PURGE_JOB);
      return q;
    });
    const pollBoth = () => Promise.all(queues.map((q) => q.pollOnce()));
    await pollBoth();
    await pollBoth();
    expect(runs).toHaveLength(1);
    now = new Date('2026-11-25T10:59:59.000Z');
    await pollBoth();
    expect(runs).toHaveLength(1);
    now = new Date('2026-11-25T11:00:01.000Z');
    await pollBoth();
    await pollBoth();
    expect(runs).toHaveLength(2);
    const keys = await t.db
      .selectFrom('jobs')
      .select(['singleton_key', 'state'])
      .where('name', '=', PURGE_JOB)
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { singleton_key: 'purge:2026-11-25T10', state: 'completed' },
      { singleton_key: 'purge:2026-11-25T11', state: 'completed' },
    ]);
    for (const q of queues) await q.stop();
  });

  it('the purge job deletes expired sign-in rows', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    await t.db
      .insertInto('login_tickets')
      .values({
        ticket_hash: 'f'.repeat(64),
        mobile: '9000000011',
        created_at: '2026-11-25T10:00:00.000Z',
        expires_at: '2026-11-25T10:05:00.000Z',
        used_at: null,
      })
      .execute();
    const logged: object[] = [];
    await purgeHandler(t.db, { info: (obj) => void logged.push(obj) }, () => now)({});
    const left = await t.db
      .selectFrom('login_tickets')
      .select('id')
      .where('mobile', '=', '9000000011')
      .execute();
    expect(left).toEqual([]);
    expect(logged[0]).toMatchObject({ tickets: 1 });
  });

  it('runs a job again when the process that claimed it died (its claim lapsed)', async () => {
    const crashed = tableJobQueue({ db: t.db, leaseMs: 300 });
    // A handler that never finishes, as in a process killed mid-job.
    await crashed.work('crashy', () => new Promise<void>(() => {}));
    await crashed.send(
      'crashy',
      { n: 1 },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    void crashed.pollOnce();
    await new Promise((r) => setTimeout(r, 100));
    await crashed.stop(50);
    const state = async () =>
      await t.db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('name', '=', 'crashy')
        .executeTakeFirstOrThrow();
    expect(await state()).toEqual({ state: 'active', attempts: 1 });

    const restarted = tableJobQueue({ db: t.db });
    const done: unknown[] = [];
    await restarted.work('crashy', async (data) => void done.push(data));
    await restarted.pollOnce();
    expect(done).toEqual([]); // the claim has not lapsed yet
    await new Promise((r) => setTimeout(r, 350));
    await restarted.pollOnce();
    expect(done).toEqual([{ n: 1 }]);
    expect(await state()).toEqual({ state: 'completed', attempts: 2 });
    await restarted.stop();
  });
});

describe.skipIf(testDbKind() !== 'postgres')('the hourly purge on pg-boss', () => {
  it('two instances scheduling it leave one schedule', async () => {
    const schema = jobSchemaFor(t.pgSchema);
    const queues = [1, 2].map(() =>
      pgBossJobQueue({ connectionString: t.databaseUrl!, schema, poolMax: 2 }),
    );
    try {
      await Promise.all(queues.map((q) => q.start()));
      await Promise.all(queues.map((q) => q.scheduleHourly(PURGE_JOB)));
      const { rows } = await sql<{ name: string; cron: string }>`
        select name, cron from ${sql.table(`${schema}.schedule`)}`.execute(t.db);
      expect(rows).toEqual([{ name: PURGE_JOB, cron: '0 * * * *' }]);
    } finally {
      for (const q of queues) await q.stop();
    }
  });
});
