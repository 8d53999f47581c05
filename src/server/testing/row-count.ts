/** How many rows a table holds (tests: a refused request changed nothing). */
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
