/**
 * The job queue on the `jobs` table (SQLite deployments; works on any
 * database of ours; docs/decisions/017-durable-jobs.md). A poller, every
 * `pollMs` on an unref'd timer, claims due jobs one at a time and runs their
 * handler: done -> completed; a permanent error (isPermanentFailure) or the
 * last allowed try -> failed with its error, logged at error level; else
 * queued again after retryDelaySeconds(policy, retry). A claim lasts
 * `leaseMs`: a job left active by a killed process is run again once its
 * lease lapses (on the next start, or by another process). Hourly jobs are
 * inserted with the singleton key `{name}:{ISO hour}`, so each runs once per
 * hour however many processes share the database.
 */
import type { Db } from '../db/database.ts';
import {
  errorText,
  type FailedJob,
  isPermanentFailure,
  type JobBacklog,
  type JobHandler,
  type JobLog,
  type JobQueue,
  retryDelaySeconds,
} from './job-queue.ts';
import {
  type ClaimedJob,
  claimDueJob,
  completeJob,
  failedJobRows,
  failJob,
  insertJob,
  insertJobs,
  pruneFinishedJobs,
  requeueJob,
  waitingJobs,
} from './jobs.repository.ts';

const DAY_MS = 86_400_000;
/** Jobs run per poll at most, so one poll never holds the process long. */
const JOBS_PER_POLL = 20;
/** Hourly jobs: two retries, one and two minutes after a failed try. */
const HOURLY_POLICY = { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true };

export interface TableJobQueueOptions {
  db: Db;
  log?: JobLog;
  /** Milliseconds between polls (default 1000). */
  pollMs?: number;
  /** Milliseconds a claimed job stays claimed (default 5 minutes). */
  leaseMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** false: start() polls nothing; this process only queues (RUN_JOBS=false). */
  background?: boolean;
}

/** The table-backed queue; `pollOnce` runs one poll now (tests). */
export type TableJobQueue = JobQueue & { pollOnce(): Promise<void> };

const silent: JobLog = { info() {}, warn() {}, error() {} };

/** Builds the queue; nothing runs before start(). */
export function tableJobQueue(options: TableJobQueueOptions): TableJobQueue {
  const { db } = options;
  const log = options.log ?? silent;
  const clock = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 300_000;
  const handlers = new Map<string, JobHandler<unknown>>();
  /** Hourly job names, each with the ISO hour it was last inserted for. */
  const hourly = new Map<string, string>();
  let lastPrune = '';
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let stopped = false;

  /** Inserts each hourly job once per hour (the singleton key drops a second insert), and prunes. */
  async function enqueueHourly(now: Date): Promise<void> {
    const hour = now.toISOString().slice(0, 13);
    const nowIso = now.toISOString();
    for (const [name, last] of hourly) {
      if (last === hour) continue;
      await insertJob(
        db,
        {
          name,
          data: {},
          policy: HOURLY_POLICY,
          runAfterIso: nowIso,
          singletonKey: `${name}:${hour}`,
        },
        nowIso,
      );
      hourly.set(name, hour);
    }
    if (hour === lastPrune) return;
    await pruneFinishedJobs(
      db,
      new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      new Date(now.getTime() - 30 * DAY_MS).toISOString(),
    );
    lastPrune = hour;
  }

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(JSON.parse(job.data));
      await completeJob(db, job.id, clock().toISOString());
    } catch (err) {
      const error = errorText(err);
      const now = clock();
      const where = { job: job.name, jobId: String(job.id), attempts: job.attempts, error };
      if (isPermanentFailure(err) || job.attempts > job.retry_limit) {
        await failJob(db, job.id, error, now.toISOString());
        log.error(where, `job ${job.name} failed`);
        return;
      }
      const policy = {
        retryLimit: job.retry_limit,
        retryDelaySeconds: job.retry_delay_seconds,
        retryBackoff: job.retry_backoff === 1,
      };
      const delayMs = retryDelaySeconds(policy, job.attempts) * 1000;
      await requeueJob(
        db,
        job.id,
        error,
        new Date(now.getTime() + delayMs).toISOString(),
        now.toISOString(),
      );
      log.warn({ ...where, retryInSeconds: delayMs / 1000 }, `job ${job.name} will be retried`);
    }
  }

  async function pollOnce(): Promise<void> {
    if (stopped) return;
    await enqueueHourly(clock());
    for (let i = 0; i < JOBS_PER_POLL && !stopped; i++) {
      const now = clock();
      const job = await claimDueJob(
        db,
        [...handlers.keys()],
        now.toISOString(),
        new Date(now.getTime() + leaseMs).toISOString(),
      );
      if (!job) return;
      await run(job);
    }
  }

  /** One poll at a time: a tick while one runs is skipped. */
  function tick(): Promise<void> {
    polling ??= pollOnce()
      .catch((err) => log.warn({ error: errorText(err) }, 'job poll failed'))
      .finally(() => {
        polling = undefined;
      });
    return polling;
  }

  return {
    kind: 'table',
    async start() {
      stopped = false;
      if (options.background === false) return;
      timer = setInterval(() => void tick(), options.pollMs ?? 1000);
      timer.unref();
      void tick();
    },
    async send(name, data, policy, startAfter) {
      const nowIso = clock().toISOString();
      const runAfterIso = startAfter ? startAfter.toISOString() : nowIso;
      const id = await insertJob(db, { name, data, policy, runAfterIso }, nowIso);
      return String(id);
    },
    async sendMany(name, items, policy) {
      const nowIso = clock().toISOString();
      await insertJobs(db, name, items, policy, nowIso);
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>);
    },
    async scheduleHourly(name) {
      if (!hourly.has(name)) hourly.set(name, '');
    },
    async backlog(): Promise<JobBacklog[]> {
      return waitingJobs(db, clock());
    },
    async failedJobs(name): Promise<FailedJob[]> {
      const rows = await failedJobRows(db, name, 1000);
      return rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        data: JSON.parse(r.data),
        error: r.last_error ?? '',
        attempts: r.attempts,
      }));
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (polling) {
        let waited: NodeJS.Timeout | undefined;
        await Promise.race([
          polling,
          new Promise<void>((resolve) => {
            waited = setTimeout(resolve, timeoutMs);
          }),
        ]);
        clearTimeout(waited);
      }
    },
    pollOnce: async () => {
      if (!stopped) await tick();
    },
  };
}
