import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-app.ts';
import { openDatabase } from './database.ts';
import { analyzeAfterBulkLoad, keepPlannerStatsFresh } from './planner-stats.ts';

let t: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

describe('planner statistics', () => {
  it('are computed after a bulk load (on our own schema) and kept fresh on SQLite', async () => {
    await analyzeAfterBulkLoad(t.db, t.kind);
    const stop = await keepPlannerStatsFresh(t.db, t.kind, 60_000);
    stop();
    if (t.kind === 'sqlite') {
      const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_stat1`.execute(
        t.db,
      );
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    } else {
      const { rows } = await sql<{ analyzed: string | null }>`
        select last_analyze as analyzed from pg_stat_user_tables
        where relname = 'cities' and schemaname = current_schema()`.execute(t.db);
      expect(rows[0]?.analyzed).toBeTruthy();
    }
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'are computed on PostgreSQL past the statement timeout, on our own schema only',
    async () => {
      // A release step's statistics after a bulk load may take longer than requests may.
      // 50 ms: ANALYZE of every table takes longer; BEGIN itself must not (1 ms cancelled
      // even the BEGIN on a loaded 2-core machine).
      const { db } = openDatabase({
        databaseUrl: t.databaseUrl,
        sqliteFile: '',
        pgSchema: t.pgSchema,
        pg: { poolMax: 2, statementTimeoutMs: 50 },
      });
      try {
        await analyzeAfterBulkLoad(db, 'postgres');
        const { rows } = await sql<{ schema: string; n: number }>`
          select schemaname as schema, count(*)::int as n from pg_stat_user_tables
          where last_analyze > now() - interval '1 minute' group by schemaname`.execute(t.db);
        const ours = rows.find((row) => row.schema === t.pgSchema);
        expect(ours?.n).toBeGreaterThan(10);
      } finally {
        await db.destroy();
      }
    },
  );
});
