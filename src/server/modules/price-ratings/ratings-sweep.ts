/**
 * Runs the fair-price ratings sweep (rate-models.ts) in the server: once a
 * few seconds after start, then every `everySeconds` (0: never). One run at
 * a time; a failed run is logged and the next one tries again (the marks
 * stay until their model is rated).
 */
import type { Db } from '../../db/database.ts';
import { rateMarkedModels } from './rate-models.ts';

/** Seconds after start before the first run (the start-up's own work goes first). */
const FIRST_RUN_SECONDS = 5;

interface SweepLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Starts the sweep; answers a function that stops it. */
export function startRatingsSweep(db: Db, everySeconds: number, log: SweepLog): () => void {
  if (everySeconds <= 0) return () => {};
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const { models, cars } = await rateMarkedModels(db);
      if (models > 0) log.info({ models, cars }, `rated ${cars} cars of ${models} models`);
    } catch (err) {
      log.warn({ err }, 'the fair-price ratings sweep failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, FIRST_RUN_SECONDS * 1000);
  const timer = setInterval(run, everySeconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
