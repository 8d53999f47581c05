/**
 * The job-queue port (docs/decisions/017-durable-jobs.md): work the API
 * acknowledges now and does later, kept in the database so it survives a
 * crash, retried with exponential backoff, and the hourly housekeeping run
 * once per deployment. Adapters: pg-boss on PostgreSQL
 * (pg-boss-job-queue.ts), the `jobs` table on SQLite (table-job-queue.ts).
 */

/** How a job is retried when its handler throws a retryable error. */
export interface RetryPolicy {
  /** Retries after the first try (0: one try only). */
  retryLimit: number;
  /** Wait before the first retry, whole seconds. */
  retryDelaySeconds: number;
  /** true: the wait doubles with every retry (retryDelaySeconds x 2^retries so far). */
  retryBackoff: boolean;
}

/** Runs one job's data; throws to fail the try (see isPermanentFailure). */
export type JobHandler<T> = (data: T) => Promise<void>;

/** A job that ended failed: permanently refused, or out of retries. */
export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  /** The last error's message. */
  error: string;
  /** Tries made. */
  attempts: number;
}

/** Jobs of one name waiting to run: how many, and how long the oldest has waited (seconds). */
export interface JobBacklog {
  name: string;
  waiting: number;
  oldestSeconds: number;
}

export interface JobQueue {
  /** Which adapter this is. */
  readonly kind: 'pg-boss' | 'table';
  /** Connects (pg-boss: installs its schema) and starts running registered handlers. */
  start(): Promise<void>;
  /**
   * Stores a job `name` with JSON-serialisable `data`; resolves with its id
   * once it is durable (committed), so an answer sent after it never loses it.
   * `startAfter`: not run before then (a later check, e.g. a lead's escalation).
   */
  send(name: string, data: object, policy: RetryPolicy, startAfter?: Date): Promise<string>;
  /**
   * Stores a job `name` for each of `items` in one statement (a day's alert
   * digests: one insert a batch, not one a digest); resolves once all are
   * durable. Each runs and retries on its own, as if sent alone.
   */
  sendMany(name: string, items: object[], policy: RetryPolicy): Promise<void>;
  /**
   * Registers the handler of jobs `name`: one job at a time per process, or up to
   * `options.concurrency` at once on pg-boss (the table queue runs its jobs one after another).
   */
  work<T>(name: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  /** Makes one job `name` (data {}, two retries a minute apart) every hour, once per deployment. */
  scheduleHourly(name: string): Promise<void>;
  /** Jobs waiting to run (queued or to be retried; not those sent to start later), by name: what /metrics reports. */
  backlog(): Promise<JobBacklog[]>;
  /** Failed jobs `name`, oldest first, with their last error (at most 1000). */
  failedJobs(name: string): Promise<FailedJob[]>;
  /** Stops taking jobs, waits for running handlers (up to timeoutMs), then disconnects. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * True when `err` says a retry cannot help (an error with `retryable: false`,
 * e.g. MessageSendError for a 4xx): the job is failed at once. Any other
 * error is retried while the policy allows.
 */
export function isPermanentFailure(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'retryable' in err &&
    (err as { retryable: unknown }).retryable === false
  );
}

/** The message of `err`, capped at 1000 characters, for storing and logging. */
export function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/** Seconds before retry number `retry` (1 = the first retry) under `policy`. */
export function retryDelaySeconds(policy: RetryPolicy, retry: number): number {
  return policy.retryBackoff
    ? policy.retryDelaySeconds * 2 ** Math.min(16, Math.max(0, retry - 1))
    : policy.retryDelaySeconds;
}

/** The log the queues write to (a pino logger fits). */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
