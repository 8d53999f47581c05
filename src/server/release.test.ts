/**
 * The release step (issue 11): instances started together on one PostgreSQL
 * database migrate and seed it once, in turn, under the advisory lock; the
 * wait for the lock is not cut by the statement timeout (issue 21), however
 * long the other instance seeds, and has a limit of its own.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './db/database.ts';
import { diskPhotoStorage } from './ports/disk-photo-storage.ts';
import { migrateAndSeed, ReleaseLockTimeoutError, withReleaseLock } from './release.ts';
import { withTestSchemaLock } from './testing/schema-lock.ts';
import { testDbKind } from './testing/test-app.ts';

const url = process.env.TEST_DATABASE_URL;

describe('migrateAndSeed', () => {
  it.skipIf(testDbKind() !== 'postgres' || !url)(
    'lets three instances started together migrate and seed one empty database once, while a release step outlasts their statement timeout',
    async () => {
      const schema = `r_${randomBytes(6).toString('hex')}`;
      const admin = openDatabase({ databaseUrl: url, sqliteFile: '' }).db;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-release-'));
      // Another instance's release step holds the lock for longer than the three
      // instances' statement timeout (a demo seed takes ~30 s against 15 s in
      // production): they wait that long for the lock, and must not be cancelled.
      const pg = { poolMax: 4, statementTimeoutMs: 2000 };
      const HOLD_MS = 2.5 * pg.statementTimeoutMs;
      const instances = [1, 2, 3, 4].map(
        () => openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema, pg }).db,
      );
      const [holder, ...starting] = instances as [Db, ...Db[]];
      const logs: string[] = [];
      const started = Date.now();
      try {
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const held = withReleaseLock(holder, 'postgres', async () => {
          locked();
          await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        });
        await isLocked;
        // Under the test schema lock: migrating must not meet another test file dropping its schema.
        await withTestSchemaLock(admin, () =>
          Promise.all(
            starting.map((db) =>
              migrateAndSeed(db, 'postgres', diskPhotoStorage(path.join(dir, 'photos')), {
                demo: false,
                log: (m) => logs.push(m),
                pgSchema: schema,
              }),
            ),
          ),
        );
        expect(logs.filter((m) => m.startsWith('Catalogue seeded'))).toHaveLength(1);
        await held;
        expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS);
        const db = instances[0]!;
        const states = await sql<{
          n: number;
        }>`select count(*)::int as n from ${sql.id(schema, 'states')}`.execute(db);
        const names = await sql<{
          n: number;
        }>`select count(distinct name)::int as n from ${sql.id(schema, 'states')}`.execute(db);
        expect(states.rows[0]?.n).toBeGreaterThan(30);
        expect(states.rows[0]?.n).toBe(names.rows[0]?.n); // no state twice
      } finally {
        await Promise.all(instances.map((db) => db.destroy()));
        await withTestSchemaLock(admin, () =>
          sql`drop schema ${sql.id(schema)} cascade`.execute(admin),
        );
        await admin.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(testDbKind() !== 'postgres' || !url)(
    'gives up waiting for the lock after its own limit, with a clear error, and leaves the connection as it found it',
    async () => {
      const pg = { poolMax: 3, statementTimeoutMs: 200 };
      const first = openDatabase({ databaseUrl: url, sqliteFile: '', pg }).db;
      const second = openDatabase({ databaseUrl: url, sqliteFile: '', pg }).db;
      let release = () => {};
      try {
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const holder = withReleaseLock(first, 'postgres', async () => {
          locked();
          await held;
        });
        await isLocked;
        // Waits past the statement timeout (200 ms) and gives up at its own limit (600 ms).
        const started = Date.now();
        await expect(withReleaseLock(second, 'postgres', async () => 1, 600)).rejects.toThrow(
          ReleaseLockTimeoutError,
        );
        expect(Date.now() - started).toBeGreaterThanOrEqual(550);
        release();
        await holder;
        // Once free, the lock is taken at once; the pooled connections keep their statement timeout.
        await expect(withReleaseLock(second, 'postgres', async () => 2, 600)).resolves.toBe(2);
        const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
          second,
        );
        expect(shown.rows[0]?.statement_timeout).toBe('200ms');
      } finally {
        release();
        await first.destroy();
        await second.destroy();
      }
    },
  );
});
