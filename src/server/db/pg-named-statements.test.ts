/**
 * Named statements on PostgreSQL (pg-named-statements.ts): a query with
 * parameters is prepared once per connection and reused; one without stays
 * unnamed. Runs on the PostgreSQL project only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKind } from '../testing/test-app.ts';
import { MAX_NAMED_PER_CONNECTION, statementName } from './pg-named-statements.ts';

let t: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

describe.runIf(testDbKind() === 'postgres')('named statements', () => {
  it('prepare a query with parameters once per connection and run it again from the plan', async () => {
    await t.db.connection().execute(async (conn) => {
      const byName = conn.selectFrom('makes').select(['id', 'name']).where('name', '=', 'Tata');
      const text = byName.compile().sql;
      const first = await byName.execute();
      const again = await conn
        .selectFrom('makes')
        .select(['id', 'name'])
        .where('name', '=', 'Maruti Suzuki')
        .execute();
      expect(first.length + again.length).toBeGreaterThan(0);
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(conn);
      const mine = prepared.rows.filter((r) => r.name === statementName(text));
      expect(mine).toHaveLength(1);
      expect(mine[0]?.statement).toBe(text);
      // The query without parameters above ran unnamed.
      expect(prepared.rows.some((r) => r.statement.includes('pg_prepared_statements'))).toBe(false);
    });
  });

  it('stops naming new texts on a connection past the cap, and still answers them', async () => {
    await t.db.connection().execute(async (conn) => {
      // Distinct texts: IN lists of 1 to cap + 20 parameters.
      for (let n = 1; n <= MAX_NAMED_PER_CONNECTION + 20; n++) {
        const ids = Array.from({ length: n }, (_, i) => i + 1);
        const rows = await conn.selectFrom('makes').select('id').where('id', 'in', ids).execute();
        expect(rows.length).toBeLessThanOrEqual(n);
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_prepared_statements`.execute(conn);
      expect(rows[0]?.n).toBeLessThanOrEqual(MAX_NAMED_PER_CONNECTION);
    });
  });
});
