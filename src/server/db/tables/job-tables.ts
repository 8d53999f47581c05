/** Kysely types of the table-backed job queue (jobs/table-job-queue.ts). */
import type { Generated } from 'kysely';

/** Where a job of the table-backed queue stands (jobs/table-job-queue.ts). */
export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/** One job of the table-backed queue (docs/decisions/017-durable-jobs.md). */
export interface JobRow {
  id: Generated<number>;
  name: string;
  /** The job's data, JSON. */
  data: string;
  state: JobState;
  /** Tries started so far. */
  attempts: number;
  /** Retries allowed after the first try. */
  retry_limit: number;
  /** Wait before the first retry, seconds (doubled per retry when retry_backoff is 1). */
  retry_delay_seconds: number;
  /** 1: exponential backoff; 0: a fixed delay. */
  retry_backoff: number;
  /** ISO time before which the job is not run; while active, when its claim lapses. */
  run_after: string;
  /** The last failure's message (no phone numbers: the senders redact them). */
  last_error: string | null;
  /** Unique when set: a second insert with the same key is dropped. */
  singleton_key: string | null;
  created_at: string;
  updated_at: string;
}
