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

/**
 * Runs `job` when a slot frees. With `signal`, a job whose signal aborted
 * before its turn never runs (rejects with the signal's reason), so a batch
 * that met a bad photo stops there.
 */
export function runPhotoJob<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return queue(() => {
    signal?.throwIfAborted();
    return job();
  });
}

/** Jobs running and waiting now (for tests and diagnostics). */
export function photoQueueLoad(): { active: number; pending: number } {
  return { active: queue.activeCount, pending: queue.pendingCount };
}
