/**
 * Entry point: load config -> open and migrate the database -> seed on first
 * start -> start the job queue and, unless RUN_JOBS=false, the background
 * work (background-work.ts; docs/decisions/017-durable-jobs.md) -> build the
 * app -> listen -> close gracefully on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DestinationStream, type Logger, pino } from 'pino';
import { buildApp } from './app.ts';
import { startBackgroundWork } from './background-work.ts';
import { type Config, loadConfigOrReport } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { keepPlannerStatsFresh } from './db/planner-stats.ts';
import { dailyLogFiles } from './http/log-files.ts';
import { createServerLogger } from './http/server-logger.ts';
import { jobQueueFor } from './jobs/job-queue-for.ts';
import { appVersion, countingSender, createMetrics } from './metrics/metrics.ts';
import { makeMissingShareCards } from './photos/listing-share-card.ts';
import { makeMissingRenditions } from './photos/make-missing-renditions.ts';
import { sweepOrphanPhotos } from './photos/sweep-orphan-photos.ts';
import { consoleMessageSender } from './ports/console-message-sender.ts';
import type { MessageSender } from './ports/message-sender.ts';
import { photoStorageFor } from './ports/photo-storage-for.ts';
import { connectRedis } from './ports/shared-limits.ts';
import { whatsAppMessageSender } from './ports/whatsapp-message-sender.ts';
import { migrateAndSeed } from './release.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The start-up sweep leaves photo files younger than this (ms) alone: another
 * server sharing the storage may be about to commit their rows.
 */
const ORPHAN_GRACE_MS = 10 * 60_000;

/** The message sender MESSAGE_SENDER names: WhatsApp Cloud API, or the console (server log). */
export function messageSenderFor(
  config: Config,
  logger: Parameters<typeof consoleMessageSender>[0],
): MessageSender {
  const { phoneNumberId, token, ...whatsapp } = config.whatsapp;
  if (config.messageSender === 'whatsapp' && phoneNumberId && token) {
    return whatsAppMessageSender({ ...whatsapp, phoneNumberId, token }, logger);
  }
  return consoleMessageSender(logger);
}

/**
 * Start-up warnings for settings that are fine in development and wrong in
 * production: the console sender (codes in the log) and a TRUST_PROXY hop
 * count (it trusts whatever stands nearest, proxy or client).
 */
function warnAboutUnsafeSettings(config: Config, logger: Pick<Logger, 'warn'>): void {
  if (config.messageSender === 'console') {
    logger.warn(
      'MESSAGE_SENDER=console: OTP codes are printed to this log. This mode is not for production.',
    );
  }
  if (typeof config.trustProxy === 'number') {
    logger.warn(
      `TRUST_PROXY=${config.trustProxy}: X-Forwarded-For is trusted for ${config.trustProxy} hop(s) whoever sends it; safe only when clients can reach this server through your proxy alone. Prefer listing the proxy addresses.`,
    );
  }
}

/** Where the log goes: stdout, and LOG_FILE's one file and LOG_DIR's daily files when set. */
async function logDestination(
  config: Pick<Config, 'logFile' | 'logDir' | 'logRetentionDays'>,
): Promise<DestinationStream> {
  const files = [
    ...(config.logFile ? [pino.destination(config.logFile)] : []),
    ...(config.logDir ? [await dailyLogFiles(config.logDir, config.logRetentionDays)] : []),
  ];
  if (files.length === 0) return process.stdout;
  return pino.multistream([process.stdout, ...files].map((stream) => ({ stream })));
}

/** How long a shutdown waits for in-flight requests, milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function main(): Promise<void> {
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const logger = createServerLogger(config, await logDestination(config));
  const { db, kind, pool } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
    pg: config.pg,
    onPoolError: (err) => logger.warn({ err }, 'a pooled database connection failed'),
  });
  const photoStorage = photoStorageFor(config);
  warnAboutUnsafeSettings(config, logger);
  await migrateAndSeed(db, kind, photoStorage, {
    demo: config.seedDemo,
    lockTimeoutMs: config.pg.releaseLockTimeoutMs,
    log: (m) => logger.info(m),
  });
  const stopStats = await keepPlannerStatsFresh(db, kind);
  const metrics = createMetrics({ version: appVersion(), commit: config.metrics.commit });
  // Every OTP, lead notice and alert is counted by kind and result for /metrics.
  const messageSender = countingSender(messageSenderFor(config, logger), metrics);
  // Lead notices, alerts, the hourly purge ... (once per deployment): pg-boss on PostgreSQL, the
  // jobs table on SQLite; done here, or by `npm run jobs` when RUN_JOBS=false.
  const jobQueue = jobQueueFor({
    db,
    kind,
    databaseUrl: config.databaseUrl,
    log: logger,
    background: config.runJobs,
  });
  await jobQueue.start();
  // The workers, the hourly schedules and the ratings sweep (its first run a few seconds on).
  let stopBackgroundWork = () => {};
  if (config.runJobs) {
    stopBackgroundWork = await startBackgroundWork({
      config,
      db,
      jobQueue,
      messageSender,
      log: logger,
    });
  } else logger.info('RUN_JOBS=false: jobs are queued here and done by `npm run jobs`');

  const redis = config.redis
    ? connectRedis(config.redis.url, (err) => logger.warn({ err }, 'Redis: connection failed'))
    : undefined;
  const app = await buildApp({
    config,
    db,
    dbKind: kind,
    metrics,
    dbPool: pool,
    logger,
    redis,
    messageSender,
    jobQueue,
    photoStorage,
    webRoot: path.join(projectRoot, 'dist', 'web'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // In-flight requests get SHUTDOWN_GRACE_MS to finish; then the process ends anyway.
    setTimeout(() => {
      app.log.warn('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      stopStats();
      stopBackgroundWork();
      await app.close();
      // After the requests (they may queue jobs), before the database: running jobs finish.
      await jobQueue.stop(SHUTDOWN_GRACE_MS / 2);
      redis?.disconnect();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CarSetu is serving http://localhost:${config.port} (${kind})`);
  // After the sweep (so a card made now is never taken for an orphan): cards for listings without one.
  sweepOrphanPhotos(db, photoStorage, new Date(Date.now() - ORPHAN_GRACE_MS))
    .then((removed) => app.log.info({ removed }, `orphan sweep removed ${removed} photo files`))
    .then(() => makeMissingShareCards({ db, photoStorage, log: app.log }))
    .then((made) => made > 0 && app.log.info({ made }, `made ${made} missing share cards`))
    .then(() => makeMissingRenditions({ db, photoStorage, log: app.log }))
    .then((made) => made > 0 && app.log.info({ made }, `made the renditions of ${made} photos`))
    .catch((err) => app.log.warn({ err }, 'start-up photo housekeeping failed'));
}

if (import.meta.main) {
  await main();
}
