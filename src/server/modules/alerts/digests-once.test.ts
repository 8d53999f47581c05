/**
 * Saved-search alerts sent exactly once (docs/alerts.md, issue 24 part 5), on
 * SQLite and PostgreSQL: a digest a stopped server left pending is sent by
 * the next run, once, and one left sending never again; two servers on the
 * same database (own connections, own queue workers: pg-boss on PostgreSQL)
 * running the hourly job at once send one message; the day's budget is
 * taken once a message, whoever asks.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { ALERT_RUN_JOB, registerAlertJobs } from '../../jobs/alert-digest-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { jobSchemaFor } from '../../jobs/job-queue-for.ts';
import { pgBossJobQueue } from '../../jobs/pg-boss-job-queue.ts';
import { tableJobQueue } from '../../jobs/table-job-queue.ts';
import { alertsTestWorld, at, PUBLIC_URL } from '../../testing/alerts-test-world.ts';
import { giveBackToBudget, takeFromBudget } from './digest.repository.ts';
import { runDigests } from './run-digests.ts';
import { sendDigest } from './send-digest.ts';

const w = alertsTestWorld();
const { sent, buyer, listAnother, modelId, deps } = w;

describe('saved-search alerts, exactly once', () => {
  it('a digest left pending by a stopped server is sent by the next run, once; one left sending never again', async () => {
    const b = await buyer({ carmodelid: await modelId('i20') });
    await listAnother('i20');
    // Made, then the server stopped before its job was queued or sent.
    const made = await runDigests({ db: w.t.db, publicUrl: PUBLIC_URL, now: () => at(10) });
    expect(made).toEqual([{ userId: b.id, day: '2026-12-10' }]);
    // Within ten minutes the next run leaves it to its job; after, it queues it again.
    expect(await runDigests({ db: w.t.db, publicUrl: PUBLIC_URL, now: () => at(10, 4) })).toEqual(
      [],
    );
    const later = new Date(at(10).getTime() + 11 * 60_000);
    const again = await runDigests({ db: w.t.db, publicUrl: PUBLIC_URL, now: () => later });
    expect(again).toEqual(made);
    expect(await sendDigest(deps(later), again[0])).toBe('sent');
    expect(await sendDigest(deps(later), again[0])).toBe('taken');
    expect(sent).toHaveLength(1);

    // Killed while sending: WhatsApp may have it; it is never sent a second time.
    await listAnother('i20');
    const next = await runDigests({ db: w.t.db, publicUrl: PUBLIC_URL, now: () => at(11) });
    await w.t.db
      .updateTable('alert_digests')
      .set({ status: 'sending' })
      .where('day', '=', '2026-12-11')
      .execute();
    const afterCrash = new Date(at(11).getTime() + 60 * 60_000);
    expect(await runDigests({ db: w.t.db, publicUrl: PUBLIC_URL, now: () => afterCrash })).toEqual(
      [],
    );
    expect(await sendDigest(deps(afterCrash), next[0])).toBe('taken');
    expect(sent).toHaveLength(1);
  });

  it('two servers on the same database, both running the hourly job at once, send each digest once', async () => {
    const b = await buyer({ carmodelid: await modelId('City') });
    await listAnother('City');
    // A second server: its own connection to the same database, its own queue worker.
    const second =
      w.t.kind === 'postgres'
        ? openDatabase({ databaseUrl: w.t.databaseUrl, sqliteFile: '', pgSchema: w.t.pgSchema }).db
        : openDatabase({ sqliteFile: path.join(w.t.dataDir, 'test.sqlite') }).db;
    const queues: JobQueue[] = [w.t.db, second].map((db) =>
      w.t.kind === 'postgres'
        ? pgBossJobQueue({
            connectionString: w.t.databaseUrl as string,
            schema: jobSchemaFor(w.t.pgSchema),
            pollingIntervalSeconds: 0.5,
            poolMax: 2,
          })
        : tableJobQueue({ db, pollMs: 100 }),
    );
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    try {
      for (const [i, queue] of queues.entries()) {
        await queue.start();
        await registerAlertJobs(queue, {
          ...deps(at(9)),
          db: i === 0 ? w.t.db : second,
          digestHour: 9,
          log,
        });
      }
      const once = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false };
      await Promise.all(queues.map((q) => q.send(ALERT_RUN_JOB, {}, once)));
      const status = async () =>
        (
          await w.t.db
            .selectFrom('alert_digests')
            .select('status')
            .where('user_id', '=', b.id)
            .where('day', '=', '2026-12-09')
            .executeTakeFirst()
        )?.status;
      const until = Date.now() + 20_000;
      while ((await status()) !== 'sent') {
        if (Date.now() > until) throw new Error(`digest not sent: ${await status()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // Both runs queued it (one made it, one found none to make); give both workers time.
      await new Promise((r) => setTimeout(r, 1500));
      expect(sent.filter((m) => m.to === `91${b.mobile}`)).toHaveLength(1);
    } finally {
      for (const q of queues) await q.stop();
      await second.destroy();
    }
  });

  it("takes each of a day's budgeted messages once, however many senders ask at once", async () => {
    const day = '2026-12-30';
    const taken = await Promise.all(
      Array.from({ length: 8 }, () => takeFromBudget(w.t.db, day, 3)),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
    await giveBackToBudget(w.t.db, day);
    expect(await takeFromBudget(w.t.db, day, 3)).toBe(true);
    expect(await takeFromBudget(w.t.db, day, 3)).toBe(false);
    expect(await takeFromBudget(w.t.db, '2026-12-31', 0)).toBe(false);
  });
});
