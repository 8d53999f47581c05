/**
 * `npm run jobs`: the background work (background-work.ts) in a process of
 * its own, beside servers started with RUN_JOBS=false
 * (docs/decisions/043-jobs-process.md). Same settings as the server; it
 * migrates (under the same lock, so it may start first) but never seeds, and
 * serves nothing. Closes on SIGTERM/SIGINT, letting running jobs finish for
 * a few seconds.
 */
import path from 'node:path';
import { startBackgroundWork } from './background-work.ts';
import { loadConfigOrReport } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createServerLogger } from './http/server-logger.ts';
import { jobQueueFor } from './jobs/job-queue-for.ts';
import { countingSender, createMetrics } from './metrics/metrics.ts';
import { withReleaseLock } from './release.ts';
import { messageSenderFor } from './server.ts';

/** Milliseconds running jobs get to finish when the process is told to stop. */
const STOP_GRACE_MS = 5_000;

export async function runJobsProcess(): Promise<void> {
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  // The server's logger: the same masking of mobiles and codes in every line.
  const log = createServerLogger(config, process.stdout).child({ process: 'jobs' });
  const { db, kind } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
    pg: config.pg,
    onPoolError: (err) => log.warn({ err }, 'a pooled database connection failed'),
  });
  await withReleaseLock(db, kind, () => migrateToLatest(db), config.pg.releaseLockTimeoutMs);
  const metrics = createMetrics({ version: 'jobs', commit: config.metrics.commit });
  const messageSender = countingSender(messageSenderFor(config, log), metrics);
  const jobQueue = jobQueueFor({ db, kind, databaseUrl: config.databaseUrl, log });
  await jobQueue.start();
  const stopSweep = await startBackgroundWork({ config, db, jobQueue, messageSender, log });
  log.info(`CarSetu jobs are running (${kind})`);
  // The queues' pollers and the sweep run on unref'd timers (a server's socket keeps it alive);
  // here nothing else would, so this timer holds the process until it is told to stop.
  const keepAlive = setInterval(() => {}, 3_600_000);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping`);
    stopSweep();
    clearInterval(keepAlive);
    await jobQueue.stop(STOP_GRACE_MS);
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

if (import.meta.main) {
  await runJobsProcess();
}
