import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-app.ts';
import { analyzeAfterBulkLoad, keepPlannerStatsFresh } from './planner-stats.ts';

let t: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

describe('planner statistics', () => {
  it('are computed after a bulk load and kept fresh on SQLite', async () => {
    await analyzeAfterBulkLoad(t.db);
    const stop = await keepPlannerStatsFresh(t.db, t.kind, 60_000);
    stop();
    if (t.kind === 'sqlite') {
      const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_stat1`.execute(
        t.db,
      );
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    } else {
      const { rows } = await sql<{ analyzed: string | null }>`
        select last_analyze as analyzed from pg_stat_user_tables where relname = 'cities'`.execute(
        t.db,
      );
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});
