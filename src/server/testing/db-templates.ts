/**
 * Test database templates: a server test file's fresh database is a copy,
 * not a rebuild. Vitest's global set-up (tests/setup/db-templates.ts) builds,
 * once a run and per database kind, a database migrated with the catalogue
 * (`base`) and one with the inventory fixture imported too (`inventory`,
 * its photo files in `photos`); createTestDb copies one: the SQLite file, or
 * `CREATE DATABASE ... TEMPLATE` on PostgreSQL (about 60 ms, against 0.7 s to
 * migrate and 4 s to import the fixture's photos, measured 2026-12-02: the
 * fixture was rebuilt by 64 of the 121 server test files, on each database).
 * A copy is what migrating and importing made, so every file still starts
 * from the real migrations and the real importer; without the set-up (a
 * script importing the test app outside Vitest) createTestDb builds as before.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, type DbKind, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedCatalogue } from '../db/seed/catalogue.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { type InventoryFixture, loadInventoryFixture } from './inventory-fixture.ts';

/** The schema of every PostgreSQL template and its copies (each copy is a database of its own). */
export const TEMPLATE_SCHEMA = 'carsetu';

/** The templates of one database kind: SQLite file paths, or PostgreSQL database names. */
export interface DbTemplates {
  kind: DbKind;
  base: string;
  inventory: string;
  /** The inventory's photo files (a copy goes to each test's DATA_DIR/photos). */
  photos: string;
  fixture: InventoryFixture;
}

declare module 'vitest' {
  interface ProvidedContext {
    dbTemplates: DbTemplates | null;
  }
}

/** The run's templates of `kind`, when Vitest's set-up built them. */
export function providedTemplates(kind: DbKind): DbTemplates | undefined {
  try {
    const t = inject('dbTemplates');
    return t?.kind === kind ? t : undefined;
  } catch {
    return undefined;
  }
}

/** `url` naming database `name` instead. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `statement` on a connection of its own to `url` (CREATE and DROP DATABASE cannot share a transaction). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates `db` and seeds the catalogue. */
async function prepare(db: Db, schema?: string): Promise<void> {
  await migrateToLatest(db, schema);
  await seedCatalogue(db);
}

/** Builds the SQLite templates in folder `dir`. */
async function sqliteTemplates(dir: string): Promise<DbTemplates> {
  const photos = path.join(dir, 'photos');
  const { db } = openDatabase({ sqliteFile: path.join(dir, 'build.sqlite') });
  try {
    await prepare(db);
    const base = path.join(dir, 'base.sqlite');
    await sql`vacuum into ${sql.lit(base)}`.execute(db);
    const fixture = await loadInventoryFixture(db, diskPhotoStorage(photos));
    const inventory = path.join(dir, 'inventory.sqlite');
    await sql`vacuum into ${sql.lit(inventory)}`.execute(db);
    return { kind: 'sqlite', base, inventory, photos, fixture };
  } finally {
    await db.destroy();
  }
}

/** Builds the PostgreSQL templates on `url`'s server (photo files in `dir`). */
async function postgresTemplates(url: string, dir: string): Promise<DbTemplates> {
  const name = `carsetu_tpl_${randomBytes(4).toString('hex')}`;
  const base = `${name}_base`;
  const inventory = `${name}_inventory`;
  await onServer(url, `create database ${base}`);
  const open = (database: string) =>
    openDatabase({
      databaseUrl: withDatabase(url, database),
      sqliteFile: '',
      pgSchema: TEMPLATE_SCHEMA,
      waitForWalFlush: false,
    }).db;
  const baseDb = open(base);
  try {
    await sql`create schema ${sql.id(TEMPLATE_SCHEMA)}`.execute(baseDb);
    await prepare(baseDb, TEMPLATE_SCHEMA);
  } finally {
    await baseDb.destroy();
  }
  await onServer(url, `create database ${inventory} template ${base}`);
  const inventoryDb = open(inventory);
  try {
    const fixture = await loadInventoryFixture(
      inventoryDb,
      diskPhotoStorage(path.join(dir, 'photos')),
    );
    return { kind: 'postgres', base, inventory, photos: path.join(dir, 'photos'), fixture };
  } finally {
    await inventoryDb.destroy();
  }
}

/**
 * Builds the templates of `kind` in folder `dir` (PostgreSQL: on the server
 * of `url`); `remove` deletes them.
 */
export async function buildTemplates(
  kind: DbKind,
  dir: string,
  url?: string,
): Promise<{ templates: DbTemplates; remove(): Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  if (kind === 'sqlite') {
    const templates = await sqliteTemplates(dir);
    return { templates, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  if (!url) throw new Error('PostgreSQL templates need TEST_DATABASE_URL');
  const templates = await postgresTemplates(url, dir);
  return {
    templates,
    async remove() {
      for (const database of [templates.inventory, templates.base]) {
        await onServer(url, `drop database if exists ${database} with (force)`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
