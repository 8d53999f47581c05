/**
 * Builds the real app on a fresh, migrated database for a test file:
 * SQLite in a temporary folder by default, PostgreSQL (a fresh schema in
 * TEST_DATABASE_URL) when the Vitest project sets TEST_DB=postgres. The
 * catalogue is loaded; nothing is mocked. `sent` records what the
 * message-sender port was asked to deliver; lead notices and duplicate
 * checks go through the app's job queue (the `jobs` table of the test
 * database, not started), and `runJobs()` runs the due ones now.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { type Db, type DbKind, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedCatalogue } from '../db/seed/catalogue.ts';
import { jobSchemaFor } from '../jobs/job-queue-for.ts';
import { LEAD_NOTICE_JOB, leadNoticeHandler } from '../jobs/lead-notice-job.ts';
import { tableJobQueue } from '../jobs/table-job-queue.ts';
import {
  DUPLICATE_CHECK_JOB,
  duplicateCheckHandler,
} from '../modules/duplicates/duplicates.service.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import type { MessageSender, OutgoingMessage } from '../ports/message-sender.ts';
import { withTestSchemaLock } from './schema-lock.ts';

export interface TestApp {
  app: App;
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** PostgreSQL only: the database URL and the test's own schema (for a second connection or pg-boss). */
  databaseUrl?: string;
  pgSchema?: string;
  sent: OutgoingMessage[];
  /** Runs the test's own DDL safely beside other test files (createTestDb's schemaChange). */
  schemaChange<T>(work: () => Promise<T>): Promise<T>;
  /** Runs the queued jobs that are due (lead notices), through the recording sender. */
  runJobs(): Promise<void>;
  close(): Promise<void>;
}

export function testDbKind(): DbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** Opens a fresh migrated database with the catalogue; returns it with a cleanup function. */
export async function createTestDb(): Promise<{
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** PostgreSQL: the connection URL and the test's own schema (pg-boss gets jobSchemaFor(it)). */
  databaseUrl?: string;
  pgSchema?: string;
  /**
   * Runs a test's own DDL (dropping a table to make a write fail) under the
   * test schema lock on PostgreSQL, so another file's migrator never meets
   * the table half gone; directly on SQLite.
   */
  schemaChange<T>(work: () => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-test-'));
  const kind = testDbKind();
  let drop: () => Promise<void>;
  let migrate = () => migrateToLatest(db);
  let schemaChange = <T>(work: () => Promise<T>) => work();
  let db: Db;
  let pgSchema: string | undefined;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    pgSchema = schema;
    const admin = openDatabase({ databaseUrl: url, sqliteFile: '' }).db;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    db = openDatabase({
      databaseUrl: url,
      sqliteFile: '',
      pgSchema: schema,
      waitForWalFlush: false,
    }).db;
    drop = async () => {
      await db.destroy();
      await withTestSchemaLock(admin, async () => {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
        await sql`drop schema if exists ${sql.id(jobSchemaFor(schema))} cascade`.execute(admin);
      });
      await admin.destroy();
    };
    migrate = () => withTestSchemaLock(admin, () => migrateToLatest(db, schema));
    schemaChange = (work) => withTestSchemaLock(admin, work);
  } else {
    db = openDatabase({ sqliteFile: path.join(dataDir, 'test.sqlite') }).db;
    drop = async () => {
      await db.destroy();
    };
  }
  await migrate();
  await seedCatalogue(db);
  return {
    db,
    kind,
    dataDir,
    databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    pgSchema,
    schemaChange,
    drop: async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the app (API only, no web build) on a fresh test database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, kind, dataDir, drop, schemaChange, databaseUrl, pgSchema } = await createTestDb();
  const sent: OutgoingMessage[] = [];
  const messageSender: MessageSender = {
    async send(message) {
      sent.push(message);
    },
  };
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const jobQueue = tableJobQueue({ db });
  await jobQueue.work(LEAD_NOTICE_JOB, leadNoticeHandler(messageSender));
  await jobQueue.work(DUPLICATE_CHECK_JOB, duplicateCheckHandler(db));
  const app = await buildApp({
    config,
    db,
    dbKind: kind,
    messageSender,
    jobQueue,
    photoStorage: diskPhotoStorage(path.join(dataDir, 'photos')),
  });
  return {
    app,
    db,
    kind,
    dataDir,
    databaseUrl,
    pgSchema,
    sent,
    schemaChange,
    runJobs: () => jobQueue.pollOnce(),
    async close() {
      await app.close();
      await jobQueue.stop();
      await drop();
    },
  };
}
