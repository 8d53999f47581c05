/**
 * The release step (issue 11): instances started together on one PostgreSQL
 * database migrate and seed it once, in turn, under the advisory lock.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { testDbKind } from '../testing/test-app.ts';
import { openDatabase } from './database.ts';
import { migrateAndSeed } from './release.ts';

const url = process.env.TEST_DATABASE_URL;

describe('migrateAndSeed', () => {
  it.skipIf(testDbKind() !== 'postgres' || !url)(
    'lets three instances started together migrate and seed one empty database once',
    async () => {
      const schema = `r_${randomBytes(6).toString('hex')}`;
      const admin = openDatabase({ databaseUrl: url, sqliteFile: '' }).db;
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-release-'));
      const instances = [1, 2, 3].map(
        () => openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema }).db,
      );
      const logs: string[] = [];
      try {
        await Promise.all(
          instances.map((db) =>
            migrateAndSeed(db, 'postgres', diskPhotoStorage(path.join(dir, 'photos')), {
              demo: false,
              log: (m) => logs.push(m),
              pgSchema: schema,
            }),
          ),
        );
        expect(logs.filter((m) => m.startsWith('Catalogue seeded'))).toHaveLength(1);
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
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
        await admin.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
