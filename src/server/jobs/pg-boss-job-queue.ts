/**
 * The job queue on PostgreSQL through pg-boss 12 (docs/decisions/017-durable-jobs.md),
 * in a schema of its own. A handler's throw becomes a retry with pg-boss's
 * exponential backoff, or, for a permanent error (isPermanentFailure), a
 * terminal failure at once (a `deadletter` result with no dead-letter queue).
 * Either way the error's message is stored as the job's output
 * (`{ message }`); a job's last failure is logged at error level, earlier ones
 * at warn, by job name and id only (job data may hold a mobile). Hourly jobs
 * are a pg-boss cron schedule ('0 * * * *'): one row per name, so every
 * instance scheduling it leaves one schedule, and pg-boss sends one job per
 * occurrence for the whole deployment.
 */
import { PgBoss } from 'pg-boss';
import {
  errorText,
  type FailedJob,
  isPermanentFailure,
  type JobBacklog,
  type JobLog,
  type JobQueue,
} from './job-queue.ts';

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (created on start). */
  schema: string;
  log?: JobLog;
  /** Connections pg-boss may hold (default 3), besides the app's pool. */
  poolMax?: number;
  /** Seconds between a worker's polls (default 2; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** false: no maintenance and no cron (a short-lived reader such as `npm run jobs:failed`). */
  background?: boolean;
}

/** A job claimed but not settled in this many seconds is retried (its process died). */
const EXPIRE_SECONDS = 300;
/**
 * An hourly job may run longer (the day's alert digests of 100,000 buyers take about 6 minutes:
 * docs/benchmarks.md#alerts-at-scale-issue-42-part-4); retried only when it has not settled before the next
 * hour's run is made.
 */
const HOURLY_EXPIRE_SECONDS = 55 * 60;

/** pg-boss options of the hourly jobs' schedule (the alerts bench sends its run with them). */
export const HOURLY_JOB_OPTIONS = {
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: HOURLY_EXPIRE_SECONDS,
} as const;

const silent: JobLog = { info() {}, warn() {}, error() {} };

/** Builds the queue; start() connects and installs or migrates pg-boss's schema. */
export function pgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const log = options.log ?? silent;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: options.poolMax ?? 3,
    application_name: 'carsetu-jobs',
    ...(options.background === false ? { supervise: false, schedule: false } : {}),
  });
  boss.on('error', (err) => log.error({ error: errorText(err) }, 'pg-boss error'));
  boss.on('warning', (w: { message: string }) =>
    log.warn({ warning: w.message }, 'pg-boss warning'),
  );
  const queues = new Set<string>();

  async function ensureQueue(name: string): Promise<void> {
    if (queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
    queues.add(name);
  }

  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
    },
    async send(name, data, policy, startAfter) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: EXPIRE_SECONDS,
        ...(startAfter ? { startAfter } : {}),
      });
      if (!id) throw new Error(`job ${name} was not stored`);
      return id;
    },
    async sendMany(name, items, policy) {
      if (items.length === 0) return;
      await ensureQueue(name);
      const ids = await boss.insert(
        name,
        items.map((data) => ({
          data,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: policy.retryBackoff,
          expireInSeconds: EXPIRE_SECONDS,
        })),
      );
      if (ids && ids.length !== items.length) {
        throw new Error(`${items.length - ids.length} jobs ${name} were not stored`);
      }
    },
    async work<T>(
      name: string,
      handler: (data: T) => Promise<void>,
      workOptions?: { concurrency?: number },
    ) {
      await ensureQueue(name);
      await boss.work(
        name,
        {
          batchSize: 1,
          // While jobs wait (more than one ready), the next is fetched at once: without it a
          // worker takes one job a poll (the alerts bench sent 3 digests a second).
          burstWhenReadyExceeds: 1,
          localConcurrency: workOptions?.concurrency ?? 1,
          includeMetadata: true,
          perJobResults: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await handler(job.data as T);
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                const error = errorText(err);
                const permanent = isPermanentFailure(err);
                const where = { job: name, jobId: job.id, attempts: job.retryCount + 1, error };
                if (permanent || job.retryCount >= job.retryLimit) {
                  log.error(where, `job ${name} failed`);
                } else {
                  log.warn(where, `job ${name} will be retried`);
                }
                return {
                  id: job.id,
                  status: permanent ? ('deadletter' as const) : ('failed' as const),
                  output: { message: error },
                };
              }
            }),
          ),
      );
    },
    async scheduleHourly(name) {
      await ensureQueue(name);
      await boss.schedule(name, '0 * * * *', {}, HOURLY_JOB_OPTIONS);
    },
    async backlog(): Promise<JobBacklog[]> {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT name, count(*)::int AS waiting, extract(epoch FROM now() - min(created_on))::float AS oldest FROM ${options.schema}.job WHERE (state = 'retry' OR (state = 'created' AND start_after <= now())) GROUP BY name`,
        );
      return (rows as { name: string; waiting: number; oldest: number }[]).map((r) => ({
        name: r.name,
        waiting: Number(r.waiting),
        oldestSeconds: Math.max(0, Number(r.oldest)),
      }));
    },
    async failedJobs(name): Promise<FailedJob[]> {
      await ensureQueue(name);
      const jobs = await boss.findJobs<unknown>(name);
      return jobs
        .filter((j) => j.state === 'failed')
        .map((j) => ({
          id: j.id,
          name: j.name,
          data: j.data,
          error: String(
            (j.output as { message?: unknown } | null)?.message ?? JSON.stringify(j.output),
          ),
          attempts: j.retryCount + 1,
        }));
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
