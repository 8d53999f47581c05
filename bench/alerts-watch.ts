/**
 * What the alerts bench (bench/alerts-digest.ts) reads of a digest run while
 * it goes on, from the database alone: today's digests by state, and the
 * `alert-digest` send jobs pg-boss holds. The making ends when the run job
 * completes, or (a run past the job's 5 minutes, which pg-boss counts failed
 * while it goes on) when one of the last buyers (the run goes by ascending
 * id) has today's digest and every digest is queued; the sending ends when
 * none is pending or sending. The `alert-digests` run job is sent and read
 * through pg-boss itself (its state, and its own start and end times).
 */
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { istDate } from '#shared/ist.ts';
import { HOURLY_JOB_OPTIONS } from '../src/server/jobs/pg-boss-job-queue.ts';

export interface DigestProgress {
  made: number;
  pending: number;
  sent: number;
  skipped: number;
  failed: number;
  queued: number;
}

export class DigestWatch {
  private readonly client: pg.Client;
  private readonly boss: PgBoss;
  readonly day: string;

  constructor(url: string, now: Date) {
    this.client = new pg.Client({ connectionString: url });
    this.boss = new PgBoss({
      connectionString: url,
      schema: 'pgboss',
      max: 1,
      supervise: false,
      schedule: false,
    });
    this.day = istDate(now);
  }

  async start(): Promise<void> {
    await this.client.connect();
    await this.boss.start();
    // Only the bench starts today's run: not the server's own hourly schedule.
    await this.boss.unschedule('alert-digests');
  }

  /**
   * Waits until a process that does the jobs has scheduled the hourly run (it
   * has registered its workers: background-work.ts), then takes the schedule
   * off again; throws after `timeoutMs`.
   */
  async awaitWorkers(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const schedules = await this.boss.getSchedules();
      if (schedules.some((s) => s.name === 'alert-digests')) {
        await this.boss.unschedule('alert-digests');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('no process scheduled the alert-digests run in time');
  }

  /** Sends the hourly run job as the schedule does (scheduleHourly's options); answers its id. */
  async trigger(): Promise<string> {
    const id = await this.boss.send('alert-digests', {}, { ...HOURLY_JOB_OPTIONS });
    if (!id) throw new Error('the alert-digests job was not stored');
    return id;
  }

  /** The run job's state and, once it has them, its start and end. */
  async job(id: string): Promise<{ state: string; startedOn?: Date; completedOn?: Date }> {
    const job = await this.boss.getJobById('alert-digests', id);
    return {
      state: job?.state ?? 'missing',
      startedOn: job?.startedOn ?? undefined,
      completedOn: job?.completedOn ?? undefined,
    };
  }

  async progress(): Promise<DigestProgress> {
    const { rows } = await this.client.query(
      `select status, count(*)::int as n from alert_digests where day = $1 group by status`,
      [this.day],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
    const queued = await this.client.query(
      `select count(*)::int as n from pgboss.job where name = 'alert-digest'`,
    );
    return {
      made: rows.reduce((n, r) => n + r.n, 0),
      pending: (by.pending ?? 0) + (by.sending ?? 0),
      sent: by.sent ?? 0,
      skipped: by.skipped ?? 0,
      failed: by.failed ?? 0,
      queued: queued.rows[0].n,
    };
  }

  /** Whether a buyer of id above `userId` has today's digest (the run goes by ascending id). */
  async toldAny(userId: number): Promise<boolean> {
    const { rowCount } = await this.client.query(
      'select 1 from alert_digests where day = $1 and user_id > $2 limit 1',
      [this.day, userId],
    );
    return (rowCount ?? 0) > 0;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: false, close: true }).catch(() => {});
    await this.client.end().catch(() => {});
  }
}
