/**
 * The one process-wide queue for sharp work (issue 8, abuse budgets): at most
 * one photo per CPU core is decoded and encoded at a time, whoever asks
 * (uploads, the importer, the demo seed), so a burst of uploads waits its
 * turn instead of taking every core and all the memory. First in, first out.
 */
import os from 'node:os';
import pLimit from 'p-limit';

/** Photos processed at once: the number of CPU cores. */
export const PHOTO_QUEUE_CONCURRENCY = os.availableParallelism();

const queue = pLimit(PHOTO_QUEUE_CONCURRENCY);
let started = 0;

/**
 * Runs `job` when a slot frees. With `batch` (one controller per upload
 * batch), a failing job aborts the batch before its slot goes to the next
 * job, and a job of an aborted batch never runs (it rejects with the abort
 * reason): a batch that met a bad photo stops there.
 */
export function runPhotoJob<T>(job: () => Promise<T>, batch?: AbortController): Promise<T> {
  return queue(async () => {
    batch?.signal.throwIfAborted();
    started += 1;
    try {
      return await job();
    } catch (err) {
      batch?.abort(new BatchStopped());
      throw err;
    }
  });
}

/** Why a job of a batch did not run: an earlier job of its batch failed. */
export class BatchStopped extends Error {
  override name = 'BatchStopped';
}

/** Jobs running and waiting now, and jobs started since the process began (for tests and diagnostics). */
export function photoQueueLoad(): { active: number; pending: number; started: number } {
  return { active: queue.activeCount, pending: queue.pendingCount, started };
}
