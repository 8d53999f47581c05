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
import { BREACH_NOTICE_JOB, breachNoticeHandler } from '../jobs/breach-notice-job.ts';
import { GRIEVANCE_ACK_JOB, grievanceAckHandler } from '../jobs/grievance-ack-job.ts';
import { jobSchemaFor } from '../jobs/job-queue-for.ts';
import { LEAD_NOTICE_JOB, leadNoticeHandler } from '../jobs/lead-notice-job.ts';
import { tableJobQueue } from '../jobs/table-job-queue.ts';
import {
  DUPLICATE_CHECK_JOB,
  duplicateCheckHandler,
} from '../modules/duplicates/duplicates.service.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import type { MessageSender, OutgoingMessage } from '../ports/message-sender.ts';
import {
  type DbTemplates,
  onServer,
  providedTemplates,
  TEMPLATE_SCHEMA,
  withDatabase,
} from './db-templates.ts';
import { type InventoryFixture, loadInventoryFixture } from './inventory-fixture.ts';
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

/** A fresh test database, with a cleanup function (see createTestDb). */
export interface TestDb {
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** PostgreSQL: the connection URL and the test's own schema (pg-boss gets jobSchemaFor(it)). */
  databaseUrl?: string;
  pgSchema?: string;
  /** With `inventory`: the fixture imported (its photo files in dataDir/photos). */
  fixture?: InventoryFixture;
  /**
   * Runs a test's own DDL (dropping a table to make a write fail) under the
   * test schema lock on a shared PostgreSQL database, so another file's
   * migrator never meets the table half gone; directly otherwise.
   */
  schemaChange<T>(work: () => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/**
 * Opens a fresh migrated database with the catalogue (and with `inventory`,
 * the inventory fixture imported, its photos in dataDir/photos): a copy of
 * the run's template (testing/db-templates.ts) when Vitest's set-up made
 * one, else built here; returns it with a cleanup function.
 */
export async function createTestDb(options: { inventory?: boolean } = {}): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-test-'));
  const kind = testDbKind();
  const templates = providedTemplates(kind);
  const opened = templates
    ? await copyOfTemplate(templates, dataDir, options.inventory === true)
    : await builtHere(kind, dataDir, options.inventory === true);
  return {
    ...opened,
    kind,
    dataDir,
    drop: async () => {
      await opened.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Opened = Omit<TestDb, 'kind' | 'dataDir'>;

/**
 * Runs a first query on `db`, as a database built here has run its
 * migrations: Kysely opens a connection on the first query, and a test that
 * destroys `db` to see the app lose it must find one open.
 */
async function opens(db: Db): Promise<void> {
  await sql`select 1 as ok`.execute(db);
}

/** A copy of the run's template in `dataDir` (SQLite) or a database of its own (PostgreSQL). */
async function copyOfTemplate(
  t: DbTemplates,
  dataDir: string,
  inventory: boolean,
): Promise<Opened> {
  if (inventory) fs.cpSync(t.photos, path.join(dataDir, 'photos'), { recursive: true });
  const fixture = inventory ? structuredClone(t.fixture) : undefined;
  const schemaChange = <T>(work: () => Promise<T>) => work();
  if (t.kind === 'sqlite') {
    const file = path.join(dataDir, 'test.sqlite');
    fs.copyFileSync(inventory ? t.inventory : t.base, file);
    const { db } = openDatabase({ sqliteFile: file });
    await opens(db);
    return { db, fixture, schemaChange, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name} template ${inventory ? t.inventory : t.base}`);
  const databaseUrl = withDatabase(url, name);
  const { db } = openDatabase({
    databaseUrl,
    sqliteFile: '',
    pgSchema: TEMPLATE_SCHEMA,
    waitForWalFlush: false,
  });
  await opens(db);
  return {
    db,
    databaseUrl,
    pgSchema: TEMPLATE_SCHEMA,
    fixture,
    schemaChange,
    drop: async () => {
      await db.destroy();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A database migrated here (no template): a schema of its own in TEST_DATABASE_URL, or a SQLite file. */
async function builtHere(kind: DbKind, dataDir: string, inventory: boolean): Promise<Opened> {
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
  const fixture = inventory
    ? await loadInventoryFixture(db, diskPhotoStorage(path.join(dataDir, 'photos')))
    : undefined;
  return {
    db,
    databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    pgSchema,
    fixture,
    schemaChange,
    drop,
  };
}

/**
 * Builds the app (API only, no web build) on a fresh test database (with
 * `inventory`: the inventory fixture imported, as createTestDb).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { inventory?: boolean } = {},
): Promise<TestApp & { fixture?: InventoryFixture }> {
  const { db, kind, dataDir, drop, schemaChange, databaseUrl, pgSchema, fixture } =
    await createTestDb(options);
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
  await jobQueue.work(GRIEVANCE_ACK_JOB, grievanceAckHandler(messageSender));
  await jobQueue.work(BREACH_NOTICE_JOB, breachNoticeHandler(db, messageSender));
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
    fixture,
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
