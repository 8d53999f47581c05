/**
 * What `buildApp` (app.ts) is built from: configuration, the database, the
 * ports (message sender, job queue, photo storage), and where the built web app lives.
 * Its own file so the modules it is handed to need not import app.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from './config/config.ts';
import type { Db, DbKind } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { AppMetrics } from './metrics/metrics.ts';
import type { MessageSender } from './ports/message-sender.ts';
import type { PhotoStorage } from './ports/photo-storage.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  messageSender: MessageSender;
  /**
   * Durable jobs (lead notices); server.ts passes the started queue. Omitted
   * (tests): an unstarted queue on the `jobs` table of `db`, so jobs are
   * stored and wait there.
   */
  jobQueue?: JobQueue;
  photoStorage: PhotoStorage;
  /** Folder of the built web app (dist/web); omitted in API-only tests. */
  webRoot?: string;
  /** The server-render bundle; default dist/ssr/entry-server.js beside webRoot. */
  ssrEntry?: string;
  /** Redis for limits shared by every instance (REDIS_URL); omitted: limits kept in this process. */
  redis?: Redis;
  /** /metrics' registry (server.ts shares it with the counting message sender); omitted: one of the app's own. */
  metrics?: AppMetrics;
  /** The PostgreSQL pool, for /metrics' pool gauges. */
  dbPool?: pg.Pool;
  /** The server log (pino); omitted in tests, which run silent. */
  logger?: FastifyBaseLogger;
}
